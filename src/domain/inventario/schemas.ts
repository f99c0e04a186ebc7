/**
 * Input rules of the inventory items (docs/PRODUTO.md §Inventário), shared by the server (which enforces them) and the
 * forms (which check before sending). Money is integer centavos, rates are percent, quantities plain numbers.
 *
 * Two steps, as the product words them: first the required fields (one message naming what is missing), then the bounds
 * of each value (zod, a Portuguese message per field).
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  centavos,
  clientId,
  colunasDaFazenda,
  descreve,
  taxa,
  texto,
  textoOpcional,
  versao,
} from '../schemas/common.ts';
import { avisoDoFormulario } from '../validacao.ts';
import { ANO_MINIMO, MSG_INVENTARIO, POSSE_TERRA, STATUS_INSTALACAO, STATUS_MAQUINA } from './constants.ts';
import type { FigurasDepreciacao, FigurasRemuneracao, ResumoDepreciacao, ResumoRemuneracao } from './formulas.ts';
import type { MudancaRebanho } from './rebanho.ts';

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
function camposFaltando(obj: Record<string, unknown>, obrigatorios: readonly Obrigatorio[]): Obrigatorio[] {
  return obrigatorios.filter((o) => !presente(obj[o.campo], o.regra));
}

/** What a form says when required fields are missing: one sentence, fixed or naming the missing fields' labels. */
type Aviso = string | ((faltando: Obrigatorio[]) => string);

/**
 * A form's rules in the order of docs/PRODUTO.md §Inventário, as one zod schema: first its required fields — when any is missing, only the
 * form's sentence, on each missing field (or, with `porCampo`, the sentence for the form and `porCampo` on each
 * field) — and only when they are all there the bounds of each value (`campos`, and the total's cap). The JSON
 * Schema lists the required fields of the form, not only those of the values.
 */
function formulario<S extends z.ZodObject>(
  campos: S,
  obrigatorios: readonly Obrigatorio[],
  aviso: Aviso,
  porCampo?: string,
) {
  const exigidos = [
    ...new Set([
      ...Object.entries(campos.shape)
        .filter(([, s]) => !(s as z.ZodType).safeParse(undefined).success)
        .map(([k]) => k),
      ...obrigatorios.map((o) => o.campo),
    ]),
  ];
  return z
    .preprocess(
      (raw: z.input<S>, ctx) => {
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
          ctx.addIssue({ code: 'custom', message: MSG.corpoInvalido, input: raw });
          return raw;
        }
        const faltando = camposFaltando(raw as Record<string, unknown>, obrigatorios);
        if (!faltando.length) return raw;
        const frase = typeof aviso === 'string' ? aviso : aviso(faltando);
        if (porCampo) ctx.addIssue({ code: 'custom', message: frase, input: raw, params: avisoDoFormulario });
        for (const f of faltando) {
          const input = (raw as Record<string, unknown>)[f.campo];
          ctx.addIssue({ code: 'custom', message: porCampo ?? frase, path: [f.campo], input });
        }
        return raw;
      },
      campos.refine(...totalRefine),
    )
    .meta({ required: exigidos });
}

/** A create sends the device-made id (idempotent offline replay); an edit, the version it read. */
const novo = { id: clientId };
const edicao = { updatedAt: versao };

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

const animalCampos = z.object({
  ano: anoOpcional,
  tipo: texto(120),
  quantidade: quantidadeInteira,
  valor: centavos.optional().default(0),
  /** Missing: the farm's rate. */
  taxaJuros: taxa.optional(),
  responsavelTecnico: responsavel,
});
/** An animal item's values (the CSV import's rules; the forms' rules add their required fields). */
export const animalInventarioSchema = animalCampos.refine(...totalRefine);
export type AnimalInventarioInput = z.infer<typeof animalInventarioSchema>;

const RESPONSAVEL_OBRIGATORIO = { campo: 'responsavelTecnico', rotulo: 'Responsável Técnico', regra: 'texto' } as const;

/** docs/PRODUTO.md §Inventário, animal add: tipo and quantidade required ('Por favor, preencha todos os campos obrigatórios.'). */
export const animalNovoSchema = formulario(
  animalCampos.extend(novo),
  [
    { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
    { campo: 'quantidade', rotulo: 'Quantidade', regra: 'numero' },
  ],
  MSG_INVENTARIO.preenchaObrigatorios,
);
/** Animal edit: tipo, quantidade, valor, responsável required ('...com valores válidos'). */
export const animalEdicaoSchema = formulario(
  animalCampos.extend(edicao),
  [
    { campo: 'tipo', rotulo: 'Animal', regra: 'texto' },
    { campo: 'quantidade', rotulo: 'Quantidade', regra: 'numero' },
    { campo: 'valor', rotulo: 'Valor', regra: 'numero' },
    RESPONSAVEL_OBRIGATORIO,
  ],
  MSG_INVENTARIO.valoresValidos,
);

// ---- Terras ----

const terraCampos = z.object({
  ano: anoOpcional,
  tipo: texto(120),
  /** Hectares (step 0.01). */
  quantidade: quantidade.gt(0, 'A quantidade deve ser maior que zero.'),
  /** Centavos per hectare. */
  valor: centavos.gt(0, 'O valor deve ser maior que zero.'),
  taxaJurosItem: taxa.optional(),
  responsavelTecnico: texto(120, MSG_INVENTARIO.valoresValidos),
  /** Own ('Própria', the default) or rented ('Arrendada'): only own land has an opportunity cost. */
  posse: z.enum(POSSE_TERRA, { error: 'Posse inválida: use Própria ou Arrendada.' }).optional(),
});
export const terraSchema = terraCampos.refine(...totalRefine);
export type TerraInput = z.infer<typeof terraSchema>;

const terraEdicaoObrigatorios = [
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'quantidade', rotulo: 'Quantidade', regra: 'positivo' },
  { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
  RESPONSAVEL_OBRIGATORIO,
] as const satisfies Obrigatorio[];

/** Land add: tipo, quantidade > 0, valor > 0, responsável, taxa > 0. */
export const terraNovaSchema = formulario(
  terraCampos.extend(novo),
  [...terraEdicaoObrigatorios, { campo: 'taxaJurosItem', rotulo: 'Taxa de Juros', regra: 'positivo' }],
  MSG_INVENTARIO.valoresValidos,
);
/** Land edit: the same except the rate (which may be 0 or left as stored). */
export const terraEdicaoSchema = formulario(
  terraCampos.extend(edicao),
  terraEdicaoObrigatorios,
  MSG_INVENTARIO.valoresValidos,
);

// ---- Máquinas ----

const maquinaCampos = z.object({
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
});
export const maquinaSchema = maquinaCampos.refine(...totalRefine);
export type MaquinaInput = z.infer<typeof maquinaSchema>;

/** docs/PRODUTO.md §Inventário, machine add: the missing fields are listed by name ('Por favor, preencha os seguintes campos: …'). */
export const maquinaNovaSchema = formulario(
  maquinaCampos.extend(novo),
  [
    { campo: 'tipo', rotulo: 'Tipo de Máquina', regra: 'texto' },
    { campo: 'status', rotulo: 'Status', regra: 'texto' },
    { campo: 'ano', rotulo: 'Ano', regra: 'positivo' },
    { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
    { campo: 'quantidade', rotulo: 'Quantidade', regra: 'positivo' },
    { campo: 'vidaUtilAnos', rotulo: 'Vida Útil', regra: 'positivo' },
  ],
  (faltando) => MSG_INVENTARIO.preenchaCampos(faltando.map((x) => x.rotulo)),
);
export const maquinaEdicaoSchema = formulario(
  maquinaCampos.extend(edicao),
  [
    { campo: 'nome', rotulo: 'Nome', regra: 'texto' },
    { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
    { campo: 'modelo', rotulo: 'Modelo', regra: 'texto' },
    { campo: 'status', rotulo: 'Status', regra: 'texto' },
    { campo: 'valor', rotulo: 'Valor', regra: 'positivo' },
    RESPONSAVEL_OBRIGATORIO,
  ],
  MSG_INVENTARIO.valoresValidos,
);

// ---- Instalações ----

const instalacaoCampos = z.object({
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
});
export const instalacaoSchema = instalacaoCampos.refine(...totalRefine);
export type InstalacaoInput = z.infer<typeof instalacaoSchema>;

const instalacaoObrigatorios = [
  { campo: 'nome', rotulo: 'Nome', regra: 'texto' },
  { campo: 'tipo', rotulo: 'Tipo', regra: 'texto' },
  { campo: 'area', rotulo: 'Área (m²)', regra: 'numero' },
  { campo: 'capacidade', rotulo: 'Capacidade', regra: 'numero' },
  { campo: 'status', rotulo: 'Status', regra: 'texto' },
] as const satisfies Obrigatorio[];

/** The generic list's form: every listed field required, 'Campo obrigatório' on each missing one. */
const instalacaoFormulario = <S extends z.ZodObject>(campos: S) =>
  formulario(campos, instalacaoObrigatorios, MSG_INVENTARIO.preenchaObrigatorios, MSG.campoObrigatorio);
export const instalacaoNovaSchema = instalacaoFormulario(instalacaoCampos.extend(novo));
export const instalacaoEdicaoSchema = instalacaoFormulario(instalacaoCampos.extend(edicao));

// ---- answers: each item as stored with the figures the server derives, and the lists with their summaries ----

const inteiro = () => z.number().int();

const figurasRemuneracao = descreve<FigurasRemuneracao>()(
  z.object({ valorTotal: z.number(), remuneracaoAnual: z.number(), remuneracaoMensal: z.number() }),
);
const figurasDepreciacao = descreve<FigurasDepreciacao>()(
  z.object({
    valorTotal: z.number(),
    valorResidual: z.number(),
    valorADepreciar: z.number(),
    depreciacaoAnual: z.number(),
    depreciacaoMensal: z.number(),
    remuneracaoAnual: z.number().describe('Remuneração do capital médio (RCM).'),
    remuneracaoMensal: z.number(),
  }),
);
const resumoRemuneracao = descreve<ResumoRemuneracao>()(
  z.object({
    quantidadeTotal: z.number(),
    taxaMedia: z
      .number()
      .nullable()
      .describe('Média das taxas dos itens que remuneram capital; null quando todas as terras são arrendadas.'),
    valorTotal: z.number(),
    remuneracaoAnual: z.number(),
    remuneracaoMensal: z.number(),
  }),
);
const resumoDepreciacao = descreve<ResumoDepreciacao>()(
  z.object({
    numeroItens: z.number(),
    taxaMedia: z.number(),
    valorTotal: z.number(),
    depreciacaoMensal: z.number(),
    depreciacaoAnual: z.number(),
    valorResidual: z.number(),
    valorDepreciado: z.number(),
    remuneracaoAnual: z.number(),
    remuneracaoMensal: z.number(),
  }),
);

/** An animal item: its values (valor per head, centavos) and its remuneration. */
export const animalItemSchema = z.object({
  ...colunasDaFazenda,
  ano: inteiro(),
  tipo: z.string(),
  quantidade: inteiro(),
  valor: inteiro(),
  taxaJuros: z.number(),
  responsavelTecnico: z.string(),
  ...figurasRemuneracao.shape,
});

/** A land item: hectares at a value per hectare (centavos), and its remuneration. */
export const terraItemSchema = z.object({
  ...colunasDaFazenda,
  ano: inteiro(),
  tipo: z.string(),
  quantidade: z.number(),
  valor: inteiro(),
  taxaJurosItem: z.number(),
  responsavelTecnico: z.string(),
  posse: z.enum(POSSE_TERRA),
  ...figurasRemuneracao.shape,
});

/** A machine: its values, the rate used (its own or the farm's) and its depreciation. */
export const maquinaItemSchema = z.object({
  ...colunasDaFazenda,
  ano: inteiro(),
  nome: z.string(),
  tipo: z.string(),
  modelo: z.string(),
  anoFabricacao: inteiro().nullable(),
  status: z.enum(STATUS_MAQUINA),
  valor: inteiro(),
  quantidade: inteiro(),
  vidaUtilAnos: z.number(),
  percentualResidual: z.number(),
  taxaJurosItem: z.number().nullable().describe('Sem taxa própria (null): a da fazenda.'),
  responsavelTecnico: z.string(),
  taxaJuros: z.number().describe('A taxa usada: a do item ou a da fazenda.'),
  ...figurasDepreciacao.shape,
});

/** A facility; its depreciation only when it is valued (`valor`), else `figuras` is null. */
export const instalacaoItemSchema = z.object({
  ...colunasDaFazenda,
  nome: z.string(),
  tipo: z.string(),
  area: z.number(),
  capacidade: inteiro(),
  status: z.enum(STATUS_INSTALACAO),
  valor: inteiro().nullable(),
  vidaUtilAnos: z.number().nullable(),
  percentualResidual: z.number().nullable(),
  figuras: figurasDepreciacao.nullable(),
});

/** A list of an inventory screen: the farm's rate, the items with their figures and the summary cards. */
function listagem<I extends z.ZodType, R extends z.ZodType>(item: I, resumo: R) {
  return z.object({ taxaJurosAnual: z.number(), itens: z.array(item), resumo });
}
export const listaAnimaisSchema = listagem(animalItemSchema, resumoRemuneracao);
export const listaTerrasSchema = listagem(terraItemSchema, resumoRemuneracao);
export const listaMaquinasSchema = listagem(maquinaItemSchema, resumoDepreciacao).extend({ ano: inteiro() });
export const listaInstalacoesSchema = listagem(
  instalacaoItemSchema,
  z.object({
    totalInstalacoes: inteiro(),
    areaTotal: z.number(),
    capacidadeTotal: z.number(),
    avaliadas: inteiro().describe('Quantas têm valor (entram na depreciação).'),
    avaliacao: resumoDepreciacao,
  }),
);

/** 'Atualizar pelo rebanho': the year, how many items change or are created, and each change (type: before → after). */
export const atualizacaoPeloRebanhoSchema = z.object({
  ano: inteiro(),
  atualizados: inteiro(),
  criados: inteiro(),
  mudancas: z.array(
    descreve<MudancaRebanho>()(
      z.object({ tipo: z.string(), antes: inteiro().nullable(), depois: inteiro(), id: z.string().optional() }),
    ),
  ),
});
