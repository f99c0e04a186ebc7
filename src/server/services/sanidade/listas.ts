/**
 * Sanidade's lists for its screens and the CSV export's order (newest first, then id, as services/csv/recursos.ts
 * says): the medicines by name, the health events and the lab's test days by animal and period. Cost figures are
 * Financeiro's: a caller without that module gets each row without them and `retidos` naming them (src/domain/retidos.ts).
 */
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BuscaSanitaria } from '../../../domain/api/sanidade.ts';
import { reter } from '../../../domain/retidos.ts';
import { escoreLinear } from '../../../domain/sanidade/ccs.ts';
import { custoDoUso } from '../../../domain/sanidade/custos.ts';
import { PARTES_DE_CUSTO } from '../../../domain/sanidade/respostas.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho } from '../../db/schema/apontamentos.ts';
import { controlesLeiteiros, eventosSanitarios, medicamentos } from '../../db/schema/sanidade.ts';
import { obterAnimal } from '../apontamentos/rebanho.ts';
import { contem, janela, paginar } from '../kernel.ts';
import { estadoSanitarioDoAnimal, historicoSanitario } from './estado.ts';

type Medicamento = typeof medicamentos.$inferSelect;

/** A medicine as the caller may read it (its cost only with Financeiro). */
export function medicamentoVisivel(m: Medicamento, modulos: readonly string[]) {
  return reter(m, PARTES_DE_CUSTO, modulos);
}

/** The farm's medicines by name. */
export async function listarMedicamentos(db: Db, farmId: string, modulos: readonly string[]) {
  const rows = await db
    .select()
    .from(medicamentos)
    .where(eq(medicamentos.farmId, farmId))
    .orderBy(asc(medicamentos.nome), asc(medicamentos.id));
  return rows.map((m) => medicamentoVisivel(m, modulos));
}

function filtros(
  q: BuscaSanitaria,
  t: typeof eventosSanitarios | typeof controlesLeiteiros,
  farmId: string,
  busca?: SQL,
): SQL | undefined {
  return and(
    eq(t.farmId, farmId),
    q.animalId ? eq(t.animalId, q.animalId) : undefined,
    q.de ? gte(t.data, q.de) : undefined,
    q.ate ? lte(t.data, q.ate) : undefined,
    busca,
  );
}

/** A page of the farm's health events (of an animal, of a period), newest first, each with its cost when readable. */
export async function listarEventosSanitarios(db: Db, farmId: string, q: BuscaSanitaria, modulos: readonly string[]) {
  const e = eventosSanitarios;
  // over every page, not the page shown: the cow, the record's words, the medicine
  const busca = q.q
    ? contem(
        q.q,
        animaisDoRebanho.identificacao,
        animaisDoRebanho.nome,
        e.tipo,
        e.motivo,
        medicamentos.nome,
        e.vacina,
        e.exame,
        e.resultado,
        e.responsavel,
        e.observacao,
      )
    : undefined;
  const rows = await db
    .select({
      evento: eventosSanitarios,
      animal: animaisDoRebanho.identificacao,
      animalNome: animaisDoRebanho.nome,
      medicamento: medicamentos.nome,
      custoUnidade: medicamentos.custoCentavos,
    })
    .from(eventosSanitarios)
    .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, eventosSanitarios.animalId))
    .leftJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
    .where(filtros(q, eventosSanitarios, farmId, busca))
    .orderBy(desc(eventosSanitarios.data), desc(eventosSanitarios.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  const pagina = paginar(rows, q);
  return {
    ...pagina,
    itens: pagina.itens.map((r) =>
      reter(
        {
          ...r.evento,
          animal: r.animal,
          animalNome: r.animalNome,
          medicamento: r.medicamento,
          custoCentavos: r.evento.medicamentoId
            ? custoDoUso({ dose: r.evento.dose, dias: r.evento.dias, custoCentavos: r.custoUnidade })
            : null,
        },
        PARTES_DE_CUSTO,
        modulos,
      ),
    ),
  };
}

/** A page of the lab's test days (of a cow, of a period), newest first, with the linear score of each CCS. */
export async function listarControlesLeiteiros(db: Db, farmId: string, q: BuscaSanitaria) {
  const busca = q.q ? contem(q.q, animaisDoRebanho.identificacao, animaisDoRebanho.nome) : undefined;
  const rows = await db
    .select({ controle: controlesLeiteiros, animal: animaisDoRebanho.identificacao, animalNome: animaisDoRebanho.nome })
    .from(controlesLeiteiros)
    .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, controlesLeiteiros.animalId))
    .where(filtros(q, controlesLeiteiros, farmId, busca))
    .orderBy(desc(controlesLeiteiros.data), desc(controlesLeiteiros.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  const pagina = paginar(rows, q);
  return {
    ...pagina,
    itens: pagina.itens.map((r) => ({
      ...r.controle,
      animal: r.animal,
      animalNome: r.animalNome,
      escore: escoreLinear(r.controle.ccs),
    })),
  };
}

/** One animal's health (404 when not of the farm): the state on `hoje`, her events and her test days. */
export async function sanidadeDoAnimal(db: Db, farmId: string, animalId: string, hoje: string) {
  await obterAnimal(db, farmId, animalId);
  const estado = await estadoSanitarioDoAnimal(db, farmId, animalId, hoje);
  const historico = await historicoSanitario(db, farmId, animalId);
  return { hoje, ...estado, ...historico };
}

/** The farm's animals for the health forms' picker, by ear tag. */
export async function animaisDaSanidade(db: Db, farmId: string) {
  return db
    .select({
      id: animaisDoRebanho.id,
      identificacao: animaisDoRebanho.identificacao,
      nome: animaisDoRebanho.nome,
      sexo: animaisDoRebanho.sexo,
      dataNascimento: animaisDoRebanho.dataNascimento,
      situacao: animaisDoRebanho.situacao,
    })
    .from(animaisDoRebanho)
    .where(eq(animaisDoRebanho.farmId, farmId))
    .orderBy(asc(animaisDoRebanho.identificacao));
}
