import { z } from 'zod';
import { isDataISO, parseNumeroBR } from '../format.ts';
import {
  clientId,
  colunasDaFazenda,
  dataResposta,
  descreve,
  paginacao,
  paginaDe,
  retidosSchema,
  texto,
  textoOpcional,
  versao,
} from '../schemas/common.ts';
import { MSG_APONT } from './messages.ts';
import type { LitrosDoDia, ResumoProducao } from './producao.ts';
import type {
  EstadoAnimal,
  ItemDeLista,
  ParametrosReprodutivos,
  ProximoEvento,
  ResumoReprodutivo,
  Saida,
  StatusAnimal,
} from './reproducao.ts';

export const ORDENHAS = ['Manhã', 'Tarde', 'Noite'] as const;
export type Ordenha = (typeof ORDENHAS)[number];

/**
 * The events of docs/PRODUTO.md §Apontamentos: the original three plus Secagem (dry-off), which ends a lactation, and
 * Aborto, which ends a pregnancy (ciclo.ts).
 */
export const EVENTOS = ['Inseminação', 'Diagnóstico', 'Parto', 'Secagem', 'Aborto'] as const;
export type Evento = (typeof EVENTOS)[number];

/** An Inseminação's kind of service other than artificial insemination (stored null); each one is a service. */
export const SERVICOS = ['Monta natural', 'Transferência de embrião'] as const;
export type Servico = (typeof SERVICOS)[number];

/** A positive diagnosis's gestation age: from the earliest ultrasound (~25 days) to the longest gestation (ciclo.ts). */
export const IDADE_GESTACAO_MIN = 20;
export const IDADE_GESTACAO_MAX = 300;

export const RESULTADOS = ['positivo', 'negativo'] as const;
export type Resultado = (typeof RESULTADOS)[number];

export const SITUACOES = ['ativo', 'vendido', 'morto', 'descartado'] as const;
export type Situacao = (typeof SITUACOES)[number];
/**
 * Where an animal that left the herd went (a sale or a discard): to slaughter, or alive to another farm or to rearing.
 * Only an exit to slaughter is held inside a meat withdrawal (carencia.ts `saidaParaAbate`).
 */
export const DESTINOS_SAIDA = ['Abate', 'Outra fazenda', 'Recria'] as const;
export type DestinoSaida = (typeof DESTINOS_SAIDA)[number];

export const SITUACAO_LABEL: Record<Situacao, string> = {
  ativo: 'Ativo',
  vendido: 'Vendido',
  morto: 'Morto',
  descartado: 'Descartado',
};

export const SEXOS = ['F', 'M'] as const;
export const SEXO_LABEL: Record<(typeof SEXOS)[number], string> = { F: 'Fêmea', M: 'Macho' };

/** A required text whose every failure says `mensagem` (the shared texto(): control characters refused too). */
function obrigatorio(mensagem: string, max = 120) {
  return texto(max, mensagem);
}

function data(mensagem: string) {
  return z.string({ error: mensagem }).min(1, mensagem).refine(isDataISO, 'Data inválida. Use o formato dd/mm/aaaa.');
}

/**
 * A number that may come typed the Brazilian way ('12,5'): missing → `obrigatorio`, not a number → `invalido`.
 */
function numero(obrigatorioMsg: string, invalido: string) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? parseNumeroBR(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? obrigatorioMsg : invalido) }),
  );
}

/** Litres to one decimal (the form's step 0.1). */
export function arredondarLitros(litros: number): number {
  return Math.round(litros * 10) / 10;
}

const litros = numero(MSG_APONT.producaoObrigatorios, MSG_APONT.producaoNumerica)
  .pipe(z.number().min(0, MSG_APONT.producaoNegativa).max(100, MSG_APONT.producaoAlta))
  .transform(arredondarLitros);

export const producaoSchema = z.object({
  id: clientId,
  data: data(MSG_APONT.producaoObrigatorios),
  animalId: obrigatorio(MSG_APONT.producaoObrigatorios, 64),
  ordenha: z.enum(ORDENHAS, { error: MSG_APONT.producaoObrigatorios }),
  producao: litros,
  updatedAt: versao,
});
export type ProducaoInput = z.infer<typeof producaoSchema>;

/** 'Lançamento em lote': one date and milking, one litre figure per cow, saved in one transaction. */
export const loteProducaoSchema = z.object({
  data: data(MSG_APONT.producaoObrigatorios),
  ordenha: z.enum(ORDENHAS, { error: MSG_APONT.producaoObrigatorios }),
  itens: z
    .array(
      z.object({
        id: z.uuid('Identificador inválido.'),
        animalId: obrigatorio(MSG_APONT.producaoObrigatorios, 64),
        producao: litros,
        /** The version of the stored milking the row corrects, as read ('já lançada'): a stale one is 409. */
        updatedAt: versao,
      }),
      { error: MSG_APONT.loteVazio },
    )
    .min(1, MSG_APONT.loteVazio)
    .max(2000, 'Envie no máximo 2000 ordenhas por lote.'),
});
export type LoteProducaoInput = z.infer<typeof loteProducaoSchema>;

const qNum = () => numero(MSG_APONT.qualidadeObrigatorios, MSG_APONT.qualidadeNumerica);

export const qualidadeSchema = z.object({
  id: clientId,
  data: data(MSG_APONT.qualidadeObrigatorios),
  amostra: obrigatorio(MSG_APONT.qualidadeObrigatorios, 60),
  gordura: qNum().pipe(z.number().min(0, MSG_APONT.gorduraFaixa).max(10, MSG_APONT.gorduraFaixa)),
  proteina: qNum().pipe(z.number().min(0, MSG_APONT.proteinaFaixa).max(10, MSG_APONT.proteinaFaixa)),
  // Bounded by what a lab reports (CCS in mil cél/mL, CBT in UFC/mL), so 1e308 cannot reach averages and charts.
  ccs: qNum().pipe(z.number().min(0, MSG_APONT.ccsNegativa).max(10_000, MSG_APONT.ccsMaxima)),
  cbt: qNum().pipe(z.number().min(0, MSG_APONT.cbtNegativa).max(100_000_000, MSG_APONT.cbtMaxima)),
  updatedAt: versao,
});
export type QualidadeInput = z.infer<typeof qualidadeSchema>;

export const reproducaoSchema = z
  .object({
    id: clientId,
    data: data(MSG_APONT.reproducaoObrigatorios),
    animalId: obrigatorio(MSG_APONT.reproducaoObrigatorios, 64),
    evento: z.enum(EVENTOS, { error: MSG_APONT.reproducaoObrigatorios }),
    resultado: z
      .enum(RESULTADOS, { error: MSG_APONT.resultadoObrigatorio })
      .nullish()
      .transform((v) => v ?? null),
    /** An Inseminação's kind of service; null (or omitted): inseminação artificial. */
    servico: z
      .enum(SERVICOS, { error: MSG_APONT.servicoInvalido })
      .nullish()
      .transform((v) => v ?? null),
    /** A positive diagnosis's gestation age in days (the service is dated from it); null: the recorded service. */
    idadeGestacaoDias: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? parseNumeroBR(v) : v),
        z
          .number({ error: MSG_APONT.idadeGestacaoFaixa })
          .int(MSG_APONT.idadeGestacaoFaixa)
          .min(IDADE_GESTACAO_MIN, MSG_APONT.idadeGestacaoFaixa)
          .max(IDADE_GESTACAO_MAX, MSG_APONT.idadeGestacaoFaixa)
          .nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    observacao: textoOpcional(1000),
    updatedAt: versao,
  })
  .superRefine((v, ctx) => {
    if (v.evento === 'Diagnóstico' && !v.resultado)
      ctx.addIssue({ code: 'custom', path: ['resultado'], message: MSG_APONT.resultadoObrigatorio });
  })
  // the result belongs to a diagnosis only, the kind of service to an insemination, the age to a positive diagnosis
  .transform((v) => ({
    ...v,
    resultado: v.evento === 'Diagnóstico' ? v.resultado : null,
    servico: v.evento === 'Inseminação' ? v.servico : null,
    idadeGestacaoDias: v.evento === 'Diagnóstico' && v.resultado === 'positivo' ? v.idadeGestacaoDias : null,
  }));
export type ReproducaoInput = z.infer<typeof reproducaoSchema>;

export const animalRebanhoSchema = z.object({
  id: clientId,
  identificacao: obrigatorio(MSG_APONT.animalObrigatorios, 40),
  nome: textoOpcional(80),
  categoria: obrigatorio(MSG_APONT.animalObrigatorios, 80),
  raca: textoOpcional(60),
  sexo: z.enum(SEXOS, { error: 'Informe o sexo (F ou M).' }).optional().default('F'),
  dataNascimento: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isDataISO(v), 'Data de nascimento inválida.'),
  maeId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  situacao: z.enum(SITUACOES, { error: 'Situação inválida.' }).optional().default('ativo'),
  /** A sale's or a discard's destination (null: not said — held as slaughter, the safe reading). */
  destino: z
    .enum(DESTINOS_SAIDA, { error: `Destino inválido: use ${DESTINOS_SAIDA.join(', ')}.` })
    .nullish()
    .transform((v) => v ?? null),
  observacao: textoOpcional(1000),
  updatedAt: versao,
});
export type AnimalInput = z.infer<typeof animalRebanhoSchema>;

/** List filters shared by the three histories. */
export const historicoQuery = z.object({
  ...paginacao,
  animalId: z.string().max(64).optional(),
  de: z.string().refine(isDataISO, 'Data inválida.').optional(),
  ate: z.string().refine(isDataISO, 'Data inválida.').optional(),
});
export type HistoricoQuery = z.infer<typeof historicoQuery>;

// ---- answers: the rows as stored, and the lists and figures built on them ----

/** An animal of the herd register as stored. */
export const animalLinhaSchema = z.object({
  ...colunasDaFazenda,
  identificacao: z.string(),
  nome: z.string(),
  categoria: z.string(),
  raca: z.string(),
  sexo: z.enum(SEXOS),
  dataNascimento: dataResposta.nullable(),
  maeId: z.string().nullable(),
  situacao: z.enum(SITUACOES),
  destino: z.enum(DESTINOS_SAIDA).nullable(),
  observacao: z.string(),
});
/** The register's list: each animal with its mother's ear tag. */
export const rebanhoSchema = z.array(animalLinhaSchema.extend({ mae: z.string().nullable() }));

export const producaoLinhaSchema = z.object({
  ...colunasDaFazenda,
  animalId: z.string(),
  data: dataResposta,
  ordenha: z.enum(ORDENHAS),
  producao: z.number().describe('Litros.'),
});
/** The milkings' history: newest first, with the animal's ear tag and name. */
export const historicoProducaoSchema = paginaDe(
  producaoLinhaSchema.omit({ farmId: true }).extend({ animal: z.string(), animalNome: z.string() }),
);

export const qualidadeLinhaSchema = z.object({
  ...colunasDaFazenda,
  data: dataResposta,
  amostra: z.string(),
  gordura: z.number(),
  proteina: z.number(),
  ccs: z.number().describe('Mil células/mL.'),
  cbt: z.number().describe('UFC/mL.'),
});
/** The samples' history, each with what it breaks of IN 76/2018 (null: within the limits). */
export const historicoQualidadeSchema = paginaDe(qualidadeLinhaSchema.extend({ alerta: z.string().nullable() }));

export const reproducaoLinhaSchema = z.object({
  ...colunasDaFazenda,
  animalId: z.string(),
  data: dataResposta,
  evento: z.enum(EVENTOS),
  resultado: z.enum(RESULTADOS).nullable(),
  servico: z.enum(SERVICOS).nullable(),
  idadeGestacaoDias: z.number().int().nullable(),
  observacao: z.string(),
});
export const historicoReproducaoSchema = paginaDe(
  reproducaoLinhaSchema.omit({ farmId: true }).extend({ animal: z.string(), animalNome: z.string() }),
);

/** 'Lançamento em lote': the cows lactating that day, with what was entered for that milking. */
export const loteDoDiaSchema = z.object({
  data: dataResposta,
  ordenha: z.enum(ORDENHAS),
  vacas: z.array(
    z.object({
      animalId: z.string(),
      identificacao: z.string(),
      nome: z.string(),
      del: z.number().int().nullable(),
      registro: z.object({ id: z.string(), producao: z.number(), updatedAt: z.string() }).nullable(),
      /** 'Carência até 03/12 — leite descartado' (or colostrum): her milk of this milking does not go to the tank. */
      descarte: z.string().nullable(),
    }),
  ),
});
export const loteSalvoSchema = z.object({
  criados: z.number().int(),
  atualizados: z.number().int(),
  inalterados: z.number().int(),
});

const saidaSchema = descreve<Saida>()(
  z.object({ data: dataResposta, situacao: z.enum(['vendido', 'morto', 'descartado']) }),
);

/** What the events say of an animal on a day: in milk or dry, DEL, pregnancy, what is due, its exit. */
export const statusAnimalSchema = descreve<StatusAnimal>()(
  z.object({
    lactando: z.boolean(),
    ultimoParto: dataResposta.nullable(),
    fimLactacao: dataResposta.nullable(),
    del: z.number().int().nullable(),
    prenhe: z.boolean(),
    inseminacao: dataResposta.nullable(),
    partoPrevisto: dataResposta.nullable(),
    secagemPrevista: dataResposta.nullable(),
    diagnosticoPendente: z.object({ inseminacao: dataResposta, de: dataResposta, ate: dataResposta }).nullable(),
    saida: saidaSchema.nullable(),
    descricao: z.string(),
  }),
);

/**
 * 'Ficha Técnica': the animal and its mother; for a caller who may open Apontamentos, its status, a year of daily
 * litres and its events — otherwise those parts are null.
 */
export const fichaTecnicaSchema = z.object({
  animal: animalLinhaSchema.extend({
    mae: z.object({ id: z.string(), identificacao: z.string(), nome: z.string() }).nullable(),
  }),
  // The herd history is Apontamentos': without it these are left out and named in `retidos`.
  status: statusAnimalSchema.optional(),
  producao: z.array(z.object({ data: dataResposta, producao: z.number() })).optional(),
  resumo: z
    .object({
      mediaUltimos7Dias: z.number().nullable(),
      // her lactation in progress as the Lactações table gives it (resumirLactacao); null when she is not in milk
      lactacaoAtual: z
        .object({
          parto: dataResposta,
          total: z.number().nullable(),
          registrado: z.object({ de: z.number().int(), ate: z.number().int(), dias: z.number().int() }).nullable(),
        })
        .nullable(),
    })
    .optional(),
  eventos: z
    .array(
      reproducaoLinhaSchema.pick({
        id: true,
        data: true,
        evento: true,
        resultado: true,
        idadeGestacaoDias: true,
        observacao: true,
      }),
    )
    .optional(),
  retidos: retidosSchema,
});

const litrosDoDiaSchema = descreve<LitrosDoDia>()(
  z.object({ data: dataResposta, litros: z.number(), vacas: z.number().int() }),
);

/** The production summary: the daily series up to `ate`, the cows in milk that day and the averages. */
export const resumoProducaoSchema = z.object({
  ate: dataResposta,
  serie: z.array(litrosDoDiaSchema),
  vacasLactantes: z.number().int(),
  resumo: descreve<ResumoProducao>()(
    z.object({
      totalLitros: z.number(),
      mediaDiaria: z.number(),
      litrosPorVacaDia: z.number(),
      litrosPorVacaLactante: z.number(),
    }),
  ),
  /** The period's milk produced, discarded (withdrawal, colostrum) and delivered to the tank; null: no milking. */
  leite: z.object({ produzido: z.number(), descartado: z.number(), entregue: z.number() }).nullable(),
});

/** The record forms' pickers: each active female's first recorded Parto and whether she is in milk today. */
export const situacaoReprodutivaSchema = z.array(
  z.object({ animalId: z.string(), primeiroParto: dataResposta.nullable(), lactando: z.boolean() }),
);

/** The agenda: calvings, dry-offs and pregnancy diagnoses due in the next days (and those overdue). */
export const proximosEventosSchema = z.object({
  hoje: dataResposta,
  eventos: z.array(
    descreve<ProximoEvento>()(
      z.object({
        animalId: z.string(),
        identificacao: z.string(),
        tipo: z.enum(['Parto previsto', 'Secagem prevista', 'Diagnóstico de gestação']),
        data: dataResposta,
        atrasado: z.boolean(),
      }),
    ),
  ),
});

// ---- the herd's reproductive state, its summary and the week's action lists ----

export const CATEGORIAS_ESTADO = ['Em lactação', 'Seca', 'Novilha', 'Bezerra'] as const;
export type CategoriaEstado = (typeof CATEGORIAS_ESTADO)[number];
export const REPRODUTIVAS = ['Prenhe', 'Vazia', 'Inseminada'] as const;
export type Reprodutiva = (typeof REPRODUTIVAS)[number];

/** The bounds a farm's threshold may take (the setting's form and schema). */
export const LIMITES_PARAMETROS: Record<keyof ParametrosReprodutivos, [number, number]> = {
  pveDias: [20, 120],
  diasSecagem: [30, 90],
  idadePrimeiraCoberturaMeses: [8, 36],
};

/** The week's work: each list, its title as the screens, the files and the CLI print it. */
export const LISTAS_DE_ACAO = {
  diagnostico: { titulo: 'Para diagnóstico', descricao: 'Inseminadas há 30 dias ou mais, sem diagnóstico' },
  secar: { titulo: 'Para secar', descricao: 'Secagem prevista até os próximos 7 dias' },
  partos: { titulo: 'Partos previstos', descricao: 'Partos previstos nos próximos 30 dias' },
  cio: { titulo: 'Cio previsto', descricao: 'Retorno ao cio 21 dias após o serviço, sem diagnóstico' },
  'vazias-pve': {
    titulo: 'Vazias após o PVE',
    descricao: 'Vazias, sem serviço, passado o período voluntário de espera',
  },
  'vazias-150': { titulo: 'Vazias após 150 DEL', descricao: 'Não prenhes com mais de 150 dias desde o parto' },
  repetidoras: { titulo: 'Repetidoras', descricao: 'Três serviços ou mais sem prenhez' },
  novilhas: { titulo: 'Novilhas para cobrir', descricao: 'Novilhas na idade de cobertura, sem serviço' },
} as const;
export type ListaDeAcao = keyof typeof LISTAS_DE_ACAO;
export const LISTAS = Object.keys(LISTAS_DE_ACAO) as ListaDeAcao[];

const inteiroEntre = (campo: keyof ParametrosReprodutivos, mensagem: string) =>
  z
    .number({ error: mensagem })
    .int(mensagem)
    .min(LIMITES_PARAMETROS[campo][0], mensagem)
    .max(LIMITES_PARAMETROS[campo][1], mensagem);

/** The farm's reproductive thresholds as the farm's form sends them (each optional: omitted keeps the stored one). */
export const parametrosReprodutivosCampos = {
  pveDias: inteiroEntre('pveDias', MSG_APONT.pveFaixa).optional(),
  diasSecagem: inteiroEntre('diasSecagem', MSG_APONT.secagemFaixa).optional(),
  idadePrimeiraCoberturaMeses: inteiroEntre('idadePrimeiraCoberturaMeses', MSG_APONT.idadeCoberturaFaixa).optional(),
};

const parametrosSchema = descreve<ParametrosReprodutivos>()(
  z.object({ pveDias: z.number().int(), diasSecagem: z.number().int(), idadePrimeiraCoberturaMeses: z.number().int() }),
);

export const estadoAnimalSchema = descreve<EstadoAnimal>()(
  z.object({
    categoria: z.enum(CATEGORIAS_ESTADO).nullable(),
    reprodutiva: z.enum(REPRODUTIVAS).nullable(),
    del: z.number().int().nullable(),
    diasDesdeParto: z.number().int().nullable(),
    diasEmAberto: z.number().int().nullable(),
    servicos: z.number().int(),
    ultimoServico: dataResposta.nullable(),
    ultimoParto: dataResposta.nullable(),
    partoPrevisto: dataResposta.nullable(),
    secagemPrevista: dataResposta.nullable(),
    lactacao: z.number().int(),
    idadeMeses: z.number().int().nullable(),
    saida: saidaSchema.nullable(),
  }),
);

export const resumoReprodutivoSchema = descreve<ResumoReprodutivo>()(
  z.object({
    femeas: z.number().int(),
    emLactacao: z.number().int(),
    secas: z.number().int(),
    novilhas: z.number().int(),
    bezerras: z.number().int(),
    elegiveis: z.number().int(),
    prenhes: z.number().int(),
    percentualPrenhes: z.number().nullable(),
    delMedio: z.number().nullable(),
    diasEmAbertoMedio: z.number().nullable(),
    iepProjetado: z.number().nullable().describe('Intervalo entre partos projetado, em dias.'),
  }),
);

/** Rebanho's state columns: each female's computed state on the farm's today, with the lists she is on. */
export const estadoDoRebanhoSchema = z.object({
  hoje: dataResposta,
  parametros: parametrosSchema,
  resumo: resumoReprodutivoSchema,
  animais: z.array(
    z.object({
      animalId: z.string(),
      estado: estadoAnimalSchema,
      listas: z.array(z.enum(LISTAS as [ListaDeAcao])),
    }),
  ),
  /** Each animal in withdrawal today (Sanidade): 'Em carência de leite até 03/12 (manhã)', of meat too. */
  carencias: z.array(z.object({ animalId: z.string(), texto: z.string() })),
});

const itemDeListaSchema = descreve<ItemDeLista>()(
  z.object({
    animalId: z.string(),
    identificacao: z.string(),
    nome: z.string(),
    data: dataResposta.nullable(),
    atrasado: z.boolean(),
    estado: estadoAnimalSchema,
  }),
);

/** The week's action lists (every list, or the one asked). */
/** A cow of the CCS lists: her last test day's count (mil cél/mL) and its date. */
const vacaPelaCcsSchema = z.object({
  animalId: z.string(),
  identificacao: z.string(),
  nome: z.string(),
  data: dataResposta,
  ccs: z.number(),
});

export const listasDeAcaoSchema = z.object({
  hoje: dataResposta,
  parametros: parametrosSchema,
  listas: z.array(
    z.object({
      lista: z.enum(LISTAS as [ListaDeAcao]),
      titulo: z.string(),
      descricao: z.string(),
      itens: z.array(itemDeListaSchema.extend({ carencia: z.string().nullable() })),
    }),
  ),
  /** The health lists beside the herd's: in withdrawal today, vaccinations to do (PNCEBT), high and chronic CCS. */
  sanitarias: z.object({
    carencia: z.array(
      z.object({
        animalId: z.string(),
        identificacao: z.string(),
        nome: z.string(),
        texto: z.string(),
        ate: dataResposta,
      }),
    ),
    vacinacoes: z.array(
      z.object({
        animalId: z.string(),
        identificacao: z.string(),
        nome: z.string(),
        vacina: z.string(),
        de: dataResposta,
        ate: dataResposta,
        atrasada: z.boolean(),
      }),
    ),
    /** Above 200 000 cells/mL in the last test day (ccs.ts), with the count and its date. */
    ccsAcima: z.array(vacaPelaCcsSchema),
    /** Above it in the last two (chronic). */
    mastiteCronica: z.array(vacaPelaCcsSchema),
  }),
});

/** The query of the lists: one list, and a file format (csv, pdf) for the crew. */
export const listasQuery = z.object({
  lista: z.enum(LISTAS as [ListaDeAcao], { error: `Lista inválida: use ${LISTAS.join(', ')}.` }).optional(),
  formato: z
    .enum(['json', 'csv', 'pdf', 'xlsx'], { error: 'Formato inválido: use json, csv, xlsx ou pdf.' })
    .optional(),
});
