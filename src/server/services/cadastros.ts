import { asc } from 'drizzle-orm';
import { uuidv7 } from '../../domain/ids.ts';
import type { TipoDeCadastro } from '../../domain/schemas/cadastros.ts';
import {
  CONTAS_BANCARIAS_PADRAO,
  MEDICAMENTOS_PADRAO,
  STATUS_PADRAO,
  TECNICOS_PADRAO,
  TIPOS_ANIMAIS_PADRAO,
  TIPOS_INSTALACOES_PADRAO,
  TIPOS_MAQUINAS_PADRAO,
  TIPOS_TERRAS_PADRAO,
} from '../../domain/seed-data.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  contasBancarias,
  statusFinanceiros,
  tecnicos,
  tiposAnimais,
  tiposInstalacoes,
  tiposMaquinas,
  tiposTerras,
} from '../db/schema/platform.ts';
import { medicamentos } from '../db/schema/sanidade.ts';
import { farmResource } from './kernel.ts';

/** URL segment → table. */
export const TABELAS_DE_CADASTRO = {
  tecnicos,
  'tipos-animais': tiposAnimais,
  'tipos-terras': tiposTerras,
  'tipos-instalacoes': tiposInstalacoes,
  'tipos-maquinas': tiposMaquinas,
  status: statusFinanceiros,
  'contas-bancarias': contasBancarias,
} as const satisfies Record<TipoDeCadastro, unknown>;

/** A registry's row as stored: its table's columns (all text). */
export type CadastroRow<T extends TipoDeCadastro = TipoDeCadastro> = (typeof TABELAS_DE_CADASTRO)[T]['$inferSelect'];

/** One registry as a resource of the write kernel, listed by name; the audit entity is its URL segment. */
function recurso<T extends TipoDeCadastro>(tipo: T) {
  const table = TABELAS_DE_CADASTRO[tipo];
  return farmResource<CadastroRow<T>, object>(table, { entity: tipo, orderBy: [asc(table.nome)] });
}

/** Each registry as a resource of the write kernel, typed by its own table. */
export const RECURSOS_DE_CADASTRO = {
  tecnicos: recurso('tecnicos'),
  'tipos-animais': recurso('tipos-animais'),
  'tipos-terras': recurso('tipos-terras'),
  'tipos-instalacoes': recurso('tipos-instalacoes'),
  'tipos-maquinas': recurso('tipos-maquinas'),
  status: recurso('status'),
  'contas-bancarias': recurso('contas-bancarias'),
} satisfies Record<TipoDeCadastro, unknown>;

/** Default registries (docs/PRODUTO.md §Cadastros), written for every new farm. */
export async function gravarCadastrosPadrao(db: Db | Tx, farmId: string): Promise<void> {
  const rows = <T extends object>(items: T[]) => items.map((item) => ({ id: uuidv7(), farmId, ...item }));
  await db.insert(tecnicos).values(rows(TECNICOS_PADRAO));
  await db.insert(tiposAnimais).values(rows(TIPOS_ANIMAIS_PADRAO));
  await db.insert(tiposTerras).values(rows(TIPOS_TERRAS_PADRAO));
  await db.insert(tiposInstalacoes).values(rows(TIPOS_INSTALACOES_PADRAO));
  await db.insert(tiposMaquinas).values(rows(TIPOS_MAQUINAS_PADRAO));
  await db.insert(statusFinanceiros).values(rows(STATUS_PADRAO));
  await db.insert(contasBancarias).values(rows(CONTAS_BANCARIAS_PADRAO));
  await db.insert(medicamentos).values(rows(MEDICAMENTOS_PADRAO));
}
