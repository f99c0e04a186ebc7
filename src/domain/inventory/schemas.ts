/**
 * Input rules of the inventory items (docs/PRODUTO.md §Inventário), shared by the server (which enforces them) and the
 * forms (which check before sending). Money is integer centavos, rates are percent, quantities plain numbers.
 *
 * Two steps, as the product words them: first the required fields (one message naming what is missing), then the bounds
 * of each value (zod, a Portuguese message per field).
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { centavos, taxa, texto, textoOpcional } from '../schemas/common.ts';
import { type Validacao, validar } from '../validacao.ts';
import { ANO_MINIMO, MSG_INVENTARIO, STATUS_INSTALACAO, STATUS_MAQUINA } from './constants.ts';

export type { Validacao } from '../validacao.ts';

/** 'texto': non-blank string; 'numero': a finite number; 'positivo': a number > 0. */
type Regra = 'texto' | 'numero' | 'positivo';

interface Obrigatorio {
  campo: string;
  rotulo: string;
  regra: Regra;
}

function presente(valor: unknown, regra: Regra): boolean {
  if (regra === 'texto') return typeof valor === 'string' && valor.trim() !== '';
  if (typeof valor !== 'number' || !Number.isFinite(valor)) return false;
  return regra === 'numero' || valor > 0;
}

/** The required fields that are missing or invalid, in form order. */
export function camposFaltando(raw: unknown, obrigatorios: readonly Obrigatorio[]): Obrigatorio[] {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return obrigatorios.filter((o) => !presente(obj[o.campo], o.regra));
}

function validarItem<T>(
  raw: unknown,
  obrigatorios: readonly Obrigatorio[],
  mensagem: (faltando: Obrigatorio[]) => string,
  schema: z.ZodType<T>,
): Validacao<T> {
  const faltando = camposFaltando(raw, obrigatorios);
  if (faltando.length) {
    const msg = mensagem(faltando);
    return { ok: false, message: msg, fields: Object.fromEntries(faltando.map((f) => [f.campo, msg])) };
  }
  return validar(schema, raw);
}

const fixa = (m: string) => () => m;

/** One rule set: the required fields with their message (fixed text or built from the missing labels), then the schema. */
function regras<T>(
  obrigatorios: readonly Obrigatorio[],
  mensagem: string | ((faltando: Obrigatorio[]) => string),
  schema: z.ZodType<T>,
): (raw: unknown) => Validacao<T> {
  const msg = typeof mensagem === 'string' ? fixa(mensagem) : mensagem;
  return (raw) => validarItem(raw, obrigatorios, msg, schema);
}

// ---- value rules ----

const ANO_MAXIMO = 2100;
const ano = z
  .number({ error: 'Ano inválido.' })
  .int('Ano inválido.')
  .min(ANO_MINIMO, `O ano deve ser a partir de ${ANO_MINIMO}.`)
  .max(ANO_MAXIMO, 'Ano inválido.');

const QUANTIDADE_MAXIMA = 10_000_000;
const quantidade = z
  .number({ error: 'Informe um valor numérico.' })
  .min(0, 'A quantidade não pode ser negativa.')
  .max(QUANTIDADE_MAXIMA, 'Quantidade muito alta.');
const quantidadeInteira = quantidade.int('A quantidade deve ser um número inteiro.');

/** Total value cap: R$ 10 trilhões keeps every product exact in a double (< 2^53 centavos). */
const TOTAL_MAXIMO = 1_000_000_000_000_000;
function totalCabivel(v: { quantidade?: number; valor?: number | null }) {
  return (v.quantidade ?? 1) * (v.valor ?? 0) <= TOTAL_MAXIMO;
}
const totalRefine = [
  totalCabivel,
  { message: MSG_INVENTARIO.valorTotalAlto, path: ['valor'] as PropertyKey[] },
] as const;

const vidaUtil = z
  .number({ error: 'Informe um valor numérico.' })
  .gt(0, 'A vida útil deve ser maior que zero.')
  .max(200, 'A vida útil deve ser de no máximo 200 anos.');
const percentualResidual = z
  .number({ error: 'Informe um valor numérico.' })
  .min(0, 'O percentual residual não pode ser negativo.')
  .max(100, 'O percentual residual deve estar entre 0 e 100.');
const responsavel = textoOpcional(120);
const anoOpcional = ano.optional();

// ---- Animais ----

export const animalInventarioSchema = z
  .object({
    ano: anoOpcional,
    tipo: texto(120),
    quantidade: quantidadeInteira,
    valor: centavos.optional().default(0),
    /** Missing: the farm's rate. */
    taxaJuros: taxa.optional(),
    responsavelTecnico: responsavel,
  })
  .refine(...totalRefine);
export type AnimalInventarioInput = z.infer<typeof animalInventarioSchema>;

const RESPONSAVEL_OBRIGATORIO = { campo: 'responsavelTecnico', rotulo: 'Responsável Técnico', regra: 'texto' } as const;

const animalNovoObrigatorios = [
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'quantidade', rotulo: 'Quantidade', regra: 'numero' },
] as const satisfies Obrigatorio[];
const animalEdicaoObrigatorios = [
  { campo: 'tipo', rotulo: 'Animal', regra: 'texto' },
  { campo: 'quantidade', rotulo: 'Quantidade', regra: 'numero' },
  { campo: 'valor', rotulo: 'Valor', regra: 'numero' },
  RESPONSAVEL_OBRIGATORIO,
] as const satisfies Obrigatorio[];

/**
 * docs/PRODUTO.md §Inventário, animal add: tipo and quantidade required ('Por favor, preencha todos os campos
 * obrigatórios.').
 */
export const validarAnimalNovo = regras(
  animalNovoObrigatorios,
  MSG_INVENTARIO.preenchaObrigatorios,
  animalInventarioSchema,
);
/** Animal edit: tipo, quantidade, valor, responsável required ('...com valores válidos'). */
export const validarAnimalEdicao = regras(
  animalEdicaoObrigatorios,
  MSG_INVENTARIO.valoresValidos,
  animalInventarioSchema,
);

// ---- Terras ----

export const terraSchema = z
  .object({
    ano: anoOpcional,
    tipo: texto(120),
    /** Hectares (step 0.01). */
    quantidade: quantidade.gt(0, 'A quantidade deve ser maior que zero.'),
    /** Centavos per hectare. */
    valor: centavos.gt(0, 'O valor deve ser maior que zero.'),
    taxaJurosItem: taxa.optional(),
    responsavelTecnico: texto(120, MSG_INVENTARIO.valoresValidos),
  })
  .refine(...totalRefine);
export type TerraInput = z.infer<typeof terraSchema>;

const terraEdicaoObrigatorios = [
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'quantidade', rotulo: 'Quantidade', regra: 'positivo' },
  { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
  RESPONSAVEL_OBRIGATORIO,
] as const satisfies Obrigatorio[];
const terraNovaObrigatorios = [
  ...terraEdicaoObrigatorios,
  { campo: 'taxaJurosItem', rotulo: 'Taxa de Juros', regra: 'positivo' },
] as const satisfies Obrigatorio[];

/** Land add: tipo, quantidade > 0, valor > 0, responsável, taxa > 0. */
export const validarTerraNova = regras(terraNovaObrigatorios, MSG_INVENTARIO.valoresValidos, terraSchema);
/** Land edit: the same except the rate (which may be 0 or left as stored). */
export const validarTerraEdicao = regras(terraEdicaoObrigatorios, MSG_INVENTARIO.valoresValidos, terraSchema);

// ---- Máquinas ----

export const maquinaSchema = z
  .object({
    ano,
    nome: textoOpcional(120),
    tipo: texto(120),
    modelo: textoOpcional(120),
    anoFabricacao: z
      .number({ error: 'Ano de fabricação inválido.' })
      .int('Ano de fabricação inválido.')
      .min(1900, 'Ano de fabricação inválido.')
      .max(ANO_MAXIMO, 'Ano de fabricação inválido.')
      .nullable()
      .optional(),
    status: z.enum(STATUS_MAQUINA, { error: 'Status inválido.' }),
    /** Unit value, centavos. */
    valor: centavos.gt(0, 'O valor deve ser maior que zero.'),
    quantidade: quantidadeInteira.gt(0, 'A quantidade deve ser maior que zero.'),
    vidaUtilAnos: vidaUtil,
    percentualResidual: percentualResidual.optional(),
    /** Missing or null: the farm's rate. */
    taxaJurosItem: taxa.nullable().optional(),
    responsavelTecnico: responsavel,
  })
  .refine(...totalRefine);
export type MaquinaInput = z.infer<typeof maquinaSchema>;

/** docs/PRODUTO.md §Inventário, machine add: the missing fields are listed by name. */
export const maquinaNovaObrigatorios = [
  { campo: 'tipo', rotulo: 'Tipo de Máquina', regra: 'texto' },
  { campo: 'status', rotulo: 'Status', regra: 'texto' },
  { campo: 'ano', rotulo: 'Ano', regra: 'positivo' },
  { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
  { campo: 'quantidade', rotulo: 'Quantidade', regra: 'positivo' },
  { campo: 'vidaUtilAnos', rotulo: 'Vida Útil', regra: 'positivo' },
] as const satisfies Obrigatorio[];
const maquinaEdicaoObrigatorios = [
  { campo: 'nome', rotulo: 'Nome', regra: 'texto' },
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'modelo', rotulo: 'Modelo', regra: 'texto' },
  { campo: 'status', rotulo: 'Status', regra: 'texto' },
  { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
  RESPONSAVEL_OBRIGATORIO,
] as const satisfies Obrigatorio[];

/** 'Por favor, preencha os seguintes campos: Tipo de Máquina, Valor' */
export const validarMaquinaNova = regras(
  maquinaNovaObrigatorios,
  (f) => MSG_INVENTARIO.preenchaCampos(f.map((x) => x.rotulo)),
  maquinaSchema,
);
export const validarMaquinaEdicao = regras(maquinaEdicaoObrigatorios, MSG_INVENTARIO.valoresValidos, maquinaSchema);

// ---- Instalações ----

export const instalacaoSchema = z
  .object({
    nome: texto(120),
    tipo: texto(120),
    /** m² */
    area: z
      .number({ error: MSG.campoObrigatorio })
      .gt(0, 'A área deve ser maior que zero.')
      .max(QUANTIDADE_MAXIMA, 'Área muito alta.'),
    capacidade: quantidadeInteira,
    status: z.enum(STATUS_INSTALACAO, { error: 'Status inválido.' }),
    /** Optional valuation: total value in centavos, depreciated like a machine. */
    valor: centavos.nullable().optional(),
    vidaUtilAnos: vidaUtil.nullable().optional(),
    percentualResidual: percentualResidual.nullable().optional(),
  })
  .refine(...totalRefine);
export type InstalacaoInput = z.infer<typeof instalacaoSchema>;

const instalacaoObrigatorios = [
  { campo: 'nome', rotulo: 'Nome', regra: 'texto' },
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'area', rotulo: 'Área (m²)', regra: 'numero' },
  { campo: 'capacidade', rotulo: 'Capacidade', regra: 'numero' },
  { campo: 'status', rotulo: 'Status', regra: 'texto' },
] as const satisfies Obrigatorio[];

/** The generic list's form: every listed field required, 'Campo obrigatório' on each missing one. */
export function validarInstalacao(raw: unknown): Validacao<InstalacaoInput> {
  const faltando = camposFaltando(raw, instalacaoObrigatorios);
  if (faltando.length) {
    return {
      ok: false,
      message: MSG_INVENTARIO.preenchaObrigatorios,
      fields: Object.fromEntries(faltando.map((f) => [f.campo, MSG.campoObrigatorio])),
    };
  }
  return validar(instalacaoSchema, raw);
}
