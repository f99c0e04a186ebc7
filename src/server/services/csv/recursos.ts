/**
 * Where each CSV entity of the domain's table (src/domain/csv/entidades.ts) is stored: its kernel resource, the
 * values a new row gets from the farm when the file leaves them out (as the entity's POST route does), and the
 * checks only the database can answer, run on sets read once per import (the kernel's `check`, in bulk).
 */
import { and, asc, eq } from 'drizzle-orm';
import { ENTIDADES_CSV } from '../../../domain/csv/entidades.ts';
import { MSG_CSV } from '../../../domain/csv/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { DATAS_PASSADAS, datasDepoisDeHoje, exigeFemea } from '../../../domain/records/plausivel.ts';
import type { Db } from '../../db/client.ts';
import { animals } from '../../db/schema/herd.ts';
import { type farms, tiposAnimais } from '../../db/schema/platform.ts';
import {
  categoriasCrud,
  contasPagarCrud,
  contasReceberCrud,
  despesasCrud,
  fornecedoresCrud,
  receitasCrud,
} from '../finance/contas.ts';
import { inventario } from '../inventory/items.ts';
import { type BaseRow, type FarmResource, farmResource } from '../kernel.ts';
import { hojeDe } from '../records/common.ts';
import { RECORD_RESOURCES } from '../records/crud.ts';
import { REGISTRY_RESOURCES } from '../registries.ts';

export type Fazenda = typeof farms.$inferSelect;

/** A field's message for a row the database refuses (unknown category…), or nothing. */
export type Verificacao = (dados: Record<string, unknown>) => { campo: string; mensagem: string } | null;

export interface RecursoCsv {
  // biome-ignore lint/suspicious/noExplicitAny: any farm table's resource
  recurso: FarmResource<BaseRow & Record<string, any>, any>;
  /** Values of a new row the file left out: the farm's year, its interest rate. */
  padroes?(farm: Fazenda): Record<string, unknown>;
  /** The natural key is unique in the table (a unique index): another ID with the same key is refused. */
  chaveUnica?: boolean;
  /**
   * The order of the entity's list on screen, by the descriptor's `campoData` then by id: the export comes in it.
   * Kept equal to the list services' ORDER BY by src/server/routes/csv-identidade.test.ts.
   */
  ordem?: 'asc' | 'desc';
  /** Reads what the checks need, once per import. */
  preparar?(db: Db, farmId: string): Promise<Verificacao>;
}

const anoDaFazenda = (farm: Fazenda) => Number(hojeNoFuso(farm.timezone).slice(0, 4));

/** The herd's register, the same table and audit name as services/records/animals.ts. */
const rebanho = farmResource<typeof animals.$inferSelect>(animals, { entity: 'animals' });

/**
 * The kernel's checks of records, the herd and finance (services/records, services/finance), in bulk: nothing dated
 * after the farm's today (DATAS_PASSADAS), and milkings and reproduction events of females only; then the entity's
 * other checks.
 */
function fatosPossiveis(
  entidade: keyof typeof DATAS_PASSADAS,
  outras?: RecursoCsv['preparar'],
): NonNullable<RecursoCsv['preparar']> {
  return async (db, farmId) => {
    const hoje = await hojeDe(db, { userId: null, farmId });
    const machos = new Set(
      exigeFemea(entidade)
        ? (
            await db
              .select({ id: animals.id })
              .from(animals)
              .where(and(eq(animals.farmId, farmId), eq(animals.sexo, 'M')))
          ).map((a) => a.id)
        : [],
    );
    const depois = (await outras?.(db, farmId)) ?? (() => null);
    return (d) => {
      const [data] = Object.entries(datasDepoisDeHoje(d, DATAS_PASSADAS[entidade], hoje));
      if (data) return { campo: data[0], mensagem: data[1] };
      if (machos.has(String(d.animalId))) return { campo: 'animalId', mensagem: MSG_REC.somenteFemeas };
      return depois(d);
    };
  };
}

export const RECURSOS_CSV: Record<string, RecursoCsv> = {
  rebanho: {
    recurso: rebanho,
    chaveUnica: true,
    preparar: fatosPossiveis('animals', async (db, farmId) => {
      const tipos = await db
        .select({ nome: tiposAnimais.nome })
        .from(tiposAnimais)
        .where(eq(tiposAnimais.farmId, farmId))
        .orderBy(asc(tiposAnimais.nome));
      const nomes = new Set(tipos.map((t) => t.nome));
      const categoria = (d: Record<string, unknown>) => String(d.categoria);
      return (d) =>
        nomes.has(categoria(d))
          ? null
          : { campo: 'categoria', mensagem: MSG_CSV.opcaoDesconhecida('Categoria', categoria(d), [...nomes]) };
    }),
  },
  // the histories: newest first (services/records: listMilk, listQuality, listReproduction)
  producao: { recurso: RECORD_RESOURCES.milk_records, ordem: 'desc', preparar: fatosPossiveis('milk_records') },
  qualidade: { recurso: RECORD_RESOURCES.quality_records, ordem: 'desc', preparar: fatosPossiveis('quality_records') },
  reproducao: {
    recurso: RECORD_RESOURCES.reproduction_events,
    ordem: 'desc',
    preparar: fatosPossiveis('reproduction_events'),
  },
  animais: {
    recurso: inventario.animais,
    padroes: (farm) => ({ ano: anoDaFazenda(farm), taxaJuros: farm.taxaJurosAnual }),
  },
  terras: {
    recurso: inventario.terras,
    padroes: (farm) => ({ ano: anoDaFazenda(farm), taxaJurosItem: farm.taxaJurosAnual }),
  },
  instalacoes: { recurso: inventario.instalacoes },
  maquinas: { recurso: inventario.maquinas },
  // bills by due date, the next first; income and expenses newest first (services/finance/contas.ts)
  'contas-pagar': { recurso: contasPagarCrud, ordem: 'asc', preparar: fatosPossiveis('conta_pagar') },
  'contas-receber': { recurso: contasReceberCrud, ordem: 'asc', preparar: fatosPossiveis('conta_receber') },
  receitas: { recurso: receitasCrud, ordem: 'desc', preparar: fatosPossiveis('receita') },
  despesas: { recurso: despesasCrud, ordem: 'desc', preparar: fatosPossiveis('despesa') },
  fornecedores: { recurso: fornecedoresCrud, chaveUnica: true },
  categorias: { recurso: categoriasCrud, chaveUnica: true },
  ...Object.fromEntries(Object.entries(REGISTRY_RESOURCES).map(([tipo, recurso]) => [tipo, { recurso }])),
};

// Every entity of the domain's table is stored somewhere, and one with a date has its list's order: a missing entry
// fails at start, not in a user's import or export.
for (const e of ENTIDADES_CSV) {
  if (!RECURSOS_CSV[e.nome]) throw new Error(`CSV: entidade sem recurso no servidor: ${e.nome}`);
  if (e.campoData && !RECURSOS_CSV[e.nome].ordem) throw new Error(`CSV: entidade com data sem ordem: ${e.nome}`);
}
