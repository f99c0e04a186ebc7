import { z } from 'zod';
import { recusaStatus } from '../financeiro/schemas.ts';
import { type Modulo, TELAS } from '../modules.ts';
import { simNao, texto, textoOpcional } from './common.ts';

/**
 * Per-farm registries (cadastros) that every module reads. docs/PRODUTO.md §Cadastros gives the required fields and
 * messages; where the original spec ignored a missing field silently, a visible message is given here.
 */
function obrigatorios(mensagem: string) {
  return (max = 120) => texto(max, mensagem);
}

const tecnicoReq = obrigatorios('Preencha pelo menos o nome e a especialidade');
export const tecnicoSchema = z.object({
  nome: tecnicoReq(),
  especialidade: tecnicoReq(),
  telefone: textoOpcional(40),
  email: textoOpcional(254),
});

const tipoAnimalReq = obrigatorios('Preencha pelo menos o nome e a categoria');
export const tipoAnimalSchema = z.object({
  nome: tipoAnimalReq(),
  categoria: tipoAnimalReq(),
  descricao: textoOpcional(500),
});

export const tipoTerraSchema = z.object({
  nome: texto(120, 'Preencha pelo menos o nome'),
  descricao: textoOpcional(500),
});

const tipoInstalacaoReq = obrigatorios('Preencha pelo menos o nome e a finalidade');
export const tipoInstalacaoSchema = z.object({
  nome: tipoInstalacaoReq(),
  finalidade: tipoInstalacaoReq(),
  descricao: textoOpcional(500),
});

const tipoMaquinaReq = obrigatorios('Preencha pelo menos o nome e a categoria');
export const tipoMaquinaSchema = z.object({
  nome: tipoMaquinaReq(),
  categoria: tipoMaquinaReq(),
  descricao: textoOpcional(500),
});

export const statusFinanceiroSchema = z.object({
  nome: texto(60),
  cor: texto(30),
  descricao: textoOpcional(500),
  ativo: simNao.optional().default('Sim'),
});

export const contaBancariaSchema = z.object({
  nome: texto(120),
  banco: textoOpcional(120),
  agencia: textoOpcional(20),
  conta: textoOpcional(30),
  ativo: simNao.optional().default('Sim'),
});

/**
 * URL segment → what it holds, which modules may change it (`escrita`: the modules its screen opens for, from the
 * manifest TELAS) and which may read it (`leitura`: the modules whose screens use it). A user of none of them — a
 * user with no group, say — reads nothing of it.
 */
export const TIPOS_DE_CADASTRO = {
  tecnicos: {
    schema: tecnicoSchema,
    escrita: TELAS.cadastroTecnicos.modulos,
    leitura: [...TELAS.cadastroTecnicos.modulos, 'reports'],
  },
  'tipos-animais': {
    schema: tipoAnimalSchema,
    escrita: TELAS.cadastroTiposAnimais.modulos,
    leitura: ['animals', 'appointments', 'reports'],
  },
  'tipos-terras': {
    schema: tipoTerraSchema,
    escrita: TELAS.cadastroTiposTerras.modulos,
    leitura: ['lands', 'reports'],
  },
  'tipos-instalacoes': {
    schema: tipoInstalacaoSchema,
    escrita: TELAS.cadastroTiposInstalacoes.modulos,
    leitura: ['facilities', 'reports'],
  },
  'tipos-maquinas': {
    schema: tipoMaquinaSchema,
    escrita: TELAS.cadastroTiposMaquinas.modulos,
    leitura: ['machinery', 'reports'],
  },
  status: {
    schema: statusFinanceiroSchema,
    escrita: TELAS.financeiro.modulos,
    leitura: ['financial', 'reports'],
    recusa: recusaStatus,
  },
  'contas-bancarias': {
    schema: contaBancariaSchema,
    escrita: TELAS.financeiro.modulos,
    leitura: ['financial', 'reports'],
  },
} as const satisfies Record<
  string,
  {
    schema: z.ZodObject;
    escrita: readonly Modulo[];
    leitura: readonly Modulo[];
    /** Why deleting (no `depois`) or renaming an item is refused, or null: items other parts depend on. */
    recusa?(antes: string, depois?: string): string | null;
  }
>;

/** Why the registry refuses to delete (or rename to `depois`) the item named `antes`; null when it may. */
export function recusaDoCadastro(tipo: TipoDeCadastro, antes: string, depois?: string): string | null {
  const r = TIPOS_DE_CADASTRO[tipo];
  return 'recusa' in r ? r.recusa(antes, depois) : null;
}

export type TipoDeCadastro = keyof typeof TIPOS_DE_CADASTRO;
export type Tecnico = z.infer<typeof tecnicoSchema>;
