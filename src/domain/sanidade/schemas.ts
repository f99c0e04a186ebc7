import { z } from 'zod';
import { isDataISO, parseNumeroBR } from '../format.ts';
import { centavos, clientId, colunasDaFazenda, dataResposta, texto, textoOpcional, versao } from '../schemas/common.ts';
import { MSG_SANIDADE } from './messages.ts';

/** How a label gives the milk withdrawal: in days, or in milkings after the last dose (intramammary tubes often). */
/** The longest dose course a treatment may record, in days (the event's `dias`): bounds how far back a window starts. */
export const DIAS_DE_TRATAMENTO_MAX = 60;
export const UNIDADES_CARENCIA = ['dias', 'ordenhas'] as const;
export type UnidadeCarencia = (typeof UNIDADES_CARENCIA)[number];

/** The health events of issue 39 §2. */
export const TIPOS_EVENTO_SANITARIO = ['Tratamento', 'Vacinação', 'Exame', 'Mastite clínica'] as const;
export type TipoEventoSanitario = (typeof TIPOS_EVENTO_SANITARIO)[number];

/** A treatment's reason: the closed list of issue 39 §2. */
export const MOTIVOS_TRATAMENTO = [
  'Mastite clínica',
  'Metrite',
  'Pneumonia',
  'Tristeza parasitária',
  'Casco',
  'Outro',
] as const;
export type MotivoTratamento = (typeof MOTIVOS_TRATAMENTO)[number];

/** Routes of administration as labels write them. */
export const VIAS = [
  'Intramamária',
  'Intramuscular',
  'Subcutânea',
  'Intravenosa',
  'Oral',
  'Intrauterina',
  'Tópica',
] as const;

/**
 * Vaccines. The brucellosis ones are the PNCEBT's: B19 for females of 3–8 months, RB51 replacing it in cattle and
 * for females not vaccinated by 8 months (IN SDA/MAPA nº 10, de 3/3/2017, arts. 9, 15 and 17); see pncebt.ts.
 */
export const VACINAS = [
  'Brucelose (B19)',
  'Brucelose (RB51)',
  'Clostridioses',
  'Raiva',
  'IBR/BVD',
  'Leptospirose',
  'Febre aftosa',
  'Outra',
] as const;
export type Vacina = (typeof VACINAS)[number];
export const VACINAS_BRUCELOSE: readonly Vacina[] = ['Brucelose (B19)', 'Brucelose (RB51)'];

/** The PNCEBT's exams (IN SDA 10/2017, chapters V–VI). */
export const EXAMES = ['Brucelose', 'Tuberculose'] as const;
export const RESULTADOS_EXAME = ['Negativo', 'Positivo', 'Inconclusivo'] as const;

/** The udder's quarters: anterior/posterior, esquerdo/direito; stored comma-separated in this order ('AE,PD'). */
export const QUARTOS = ['AE', 'AD', 'PE', 'PD'] as const;
export type Quarto = (typeof QUARTOS)[number];

/**
 * Clinical mastitis severity: 1 abnormal milk only, 2 abnormal milk and a swollen quarter, 3 a sick cow (fever,
 * off feed) — the three grades of Pinzón-Sánchez & Ruegg (2011), J. Dairy Sci. 94:3397–3410, the scale the
 * National Mastitis Council's materials use.
 */
export const GRAUS_MASTITE = [1, 2, 3] as const;
export const GRAU_MASTITE_LABEL: Record<(typeof GRAUS_MASTITE)[number], string> = {
  1: 'Leve (só o leite alterado)',
  2: 'Moderada (leite e quarto alterados)',
  3: 'Grave (vaca doente)',
};

function data(mensagem: string) {
  return z.string({ error: mensagem }).min(1, mensagem).refine(isDataISO, 'Data inválida. Use o formato dd/mm/aaaa.');
}

/** An optional number typed the Brazilian way ('12,5'); '' and null are "not given" (null). */
function numeroOpcional(invalido: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? parseNumeroBR(v) : v),
    z.number({ error: invalido }).nullable(),
  );
}

/** A withdrawal figure of a label: a whole number of days or milkings, or null while the farm has not typed it. */
const carencia = numeroOpcional(MSG_SANIDADE.carenciaFaixa)
  .pipe(
    z
      .number()
      .int(MSG_SANIDADE.carenciaFaixa)
      .min(0, MSG_SANIDADE.carenciaFaixa)
      .max(365, MSG_SANIDADE.carenciaFaixa)
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/**
 * A medicine of the farm's registry. The withdrawal figures are the label's, typed by the farm: null until typed
 * (a seeded class has none), and a medicine with a blank figure is refused in a treatment (MSG.carenciaNaoInformada).
 */
export const medicamentoSchema = z.object({
  id: clientId,
  nome: texto(120, MSG_SANIDADE.medicamentoObrigatorios),
  principioAtivo: textoOpcional(200),
  carenciaLeite: carencia,
  carenciaLeiteUnidade: z.enum(UNIDADES_CARENCIA, { error: MSG_SANIDADE.carenciaUnidade }).optional().default('dias'),
  carenciaCarneDias: carencia,
  /** The unit a dose is counted in ('mL', 'bisnaga', 'dose'); the cost is per unit. */
  unidade: texto(30, MSG_SANIDADE.medicamentoObrigatorios),
  custoCentavos: centavos
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  updatedAt: versao,
});
export type MedicamentoInput = z.infer<typeof medicamentoSchema>;

export const medicamentoLinhaSchema = z.object({
  ...colunasDaFazenda,
  nome: z.string(),
  principioAtivo: z.string(),
  carenciaLeite: z.number().int().nullable(),
  carenciaLeiteUnidade: z.enum(UNIDADES_CARENCIA),
  carenciaCarneDias: z.number().int().nullable(),
  unidade: z.string(),
  custoCentavos: z.number().int().nullable().describe('Centavos por unidade.'),
});

const quartos = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,;/]+/)
            .filter(Boolean)
            .map((q) => q.toUpperCase())
        : v,
    z.array(z.enum(QUARTOS, { error: MSG_SANIDADE.quartoInvalido }), { error: MSG_SANIDADE.quartosObrigatorios }),
  )
  .nullish()
  .transform((v) =>
    v?.length ? [...new Set(v)].sort((a, b) => QUARTOS.indexOf(a) - QUARTOS.indexOf(b)).join(',') : null,
  );

const inteiroOpcional = (msg: string, min: number, max: number) =>
  numeroOpcional(msg)
    .pipe(z.number().int(msg).min(min, msg).max(max, msg).nullable())
    .optional()
    .transform((v) => v ?? null);

/**
 * One health event of an animal. One table for the four kinds (as the reproduction events): the fields of the others
 * are cleared, so a stored row carries only its own kind's.
 */
export const eventoSanitarioSchema = z
  .object({
    id: clientId,
    data: data(MSG_SANIDADE.eventoObrigatorios),
    animalId: texto(64, MSG_SANIDADE.eventoObrigatorios),
    tipo: z.enum(TIPOS_EVENTO_SANITARIO, { error: MSG_SANIDADE.eventoObrigatorios }),
    motivo: z
      .enum(MOTIVOS_TRATAMENTO, { error: MSG_SANIDADE.tratamentoObrigatorios })
      .nullish()
      .transform((v) => v ?? null),
    medicamentoId: textoOpcional(64)
      .nullable()
      .transform((v) => (v ? v : null)),
    dose: numeroOpcional(MSG_SANIDADE.doseInvalida)
      .pipe(z.number().gt(0, MSG_SANIDADE.doseInvalida).max(100_000, MSG_SANIDADE.doseInvalida).nullable())
      .optional()
      .transform((v) => v ?? null),
    via: z
      .enum(VIAS, { error: 'Via inválida.' })
      .nullish()
      .transform((v) => v ?? null),
    /** Days of treatment: doses on `data` and the next `dias - 1` days. */
    dias: inteiroOpcional(MSG_SANIDADE.diasFaixa, 1, DIAS_DE_TRATAMENTO_MAX),
    responsavel: textoOpcional(120),
    vacina: z
      .enum(VACINAS, { error: MSG_SANIDADE.vacinaObrigatoria })
      .nullish()
      .transform((v) => v ?? null),
    exame: z
      .enum(EXAMES, { error: MSG_SANIDADE.exameObrigatorio })
      .nullish()
      .transform((v) => v ?? null),
    resultado: z
      .enum(RESULTADOS_EXAME, { error: MSG_SANIDADE.exameObrigatorio })
      .nullish()
      .transform((v) => v ?? null),
    quartos,
    grau: inteiroOpcional(MSG_SANIDADE.quartosObrigatorios, 1, 3),
    observacao: textoOpcional(1000),
    updatedAt: versao,
  })
  .superRefine((v, ctx) => {
    const falta = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.tipo === 'Tratamento') {
      if (!v.motivo) falta('motivo', MSG_SANIDADE.tratamentoObrigatorios);
      if (!v.medicamentoId) falta('medicamentoId', MSG_SANIDADE.tratamentoObrigatorios);
      if (v.dose === null) falta('dose', MSG_SANIDADE.tratamentoObrigatorios);
      if (v.dias === null) falta('dias', MSG_SANIDADE.tratamentoObrigatorios);
    }
    if (v.tipo === 'Vacinação' && !v.vacina) falta('vacina', MSG_SANIDADE.vacinaObrigatoria);
    if (v.tipo === 'Exame') {
      if (!v.exame) falta('exame', MSG_SANIDADE.exameObrigatorio);
      if (!v.resultado) falta('resultado', MSG_SANIDADE.exameObrigatorio);
    }
    if (v.tipo === 'Mastite clínica') {
      if (!v.quartos) falta('quartos', MSG_SANIDADE.quartosObrigatorios);
      if (v.grau === null) falta('grau', MSG_SANIDADE.quartosObrigatorios);
    }
  })
  // each kind keeps its own fields only (a vaccination may name the product of the registry, for its cost)
  .transform((v) => {
    const t = v.tipo === 'Tratamento';
    const vac = v.tipo === 'Vacinação';
    const ex = v.tipo === 'Exame';
    const mc = v.tipo === 'Mastite clínica';
    return {
      ...v,
      motivo: t ? v.motivo : null,
      medicamentoId: t || vac ? v.medicamentoId : null,
      dose: t || vac ? v.dose : null,
      via: t || vac ? v.via : null,
      dias: t ? v.dias : vac && v.medicamentoId ? 1 : null,
      vacina: vac ? v.vacina : null,
      exame: ex ? v.exame : null,
      resultado: ex ? v.resultado : null,
      quartos: mc ? v.quartos : null,
      grau: mc ? v.grau : null,
    };
  });
export type EventoSanitarioInput = z.infer<typeof eventoSanitarioSchema>;

export const eventoSanitarioLinhaSchema = z.object({
  ...colunasDaFazenda,
  animalId: z.string(),
  data: dataResposta,
  tipo: z.enum(TIPOS_EVENTO_SANITARIO),
  motivo: z.enum(MOTIVOS_TRATAMENTO).nullable(),
  medicamentoId: z.string().nullable(),
  dose: z.number().nullable(),
  via: z.enum(VIAS).nullable(),
  dias: z.number().int().nullable(),
  responsavel: z.string(),
  vacina: z.enum(VACINAS).nullable(),
  exame: z.enum(EXAMES).nullable(),
  resultado: z.enum(RESULTADOS_EXAME).nullable(),
  quartos: z.string().nullable().describe("Quartos afetados na ordem AE, AD, PE, PD, separados por vírgula: 'AE,PD'."),
  grau: z.number().int().nullable(),
  observacao: z.string(),
});

const resultado = (msg: string, max: number) =>
  numeroOpcional(MSG_SANIDADE.controleNumerico)
    .pipe(z.number().min(0, msg).max(max, msg).nullable())
    .optional()
    .transform((v) => v ?? null);

/**
 * One cow's result of a milk-recording test day (the lab's individual file): milk in litres, fat and protein in %,
 * CCS in thousand cells/mL (as the bulk-tank samples, quality_records). A result the lab did not give is null.
 */
export const controleLeiteiroSchema = z
  .object({
    id: clientId,
    data: data(MSG_SANIDADE.controleObrigatorios),
    animalId: texto(64, MSG_SANIDADE.controleObrigatorios),
    leite: resultado(MSG_SANIDADE.leiteFaixa, 150),
    gordura: resultado(MSG_SANIDADE.gorduraFaixa, 15),
    proteina: resultado(MSG_SANIDADE.proteinaFaixa, 10),
    ccs: resultado(MSG_SANIDADE.ccsFaixa, 100_000),
    updatedAt: versao,
  })
  .superRefine((v, ctx) => {
    if (v.leite === null && v.gordura === null && v.proteina === null && v.ccs === null)
      ctx.addIssue({ code: 'custom', path: ['ccs'], message: MSG_SANIDADE.controleObrigatorios });
  });
export type ControleLeiteiroInput = z.infer<typeof controleLeiteiroSchema>;

export const controleLeiteiroLinhaSchema = z.object({
  ...colunasDaFazenda,
  animalId: z.string(),
  data: dataResposta,
  leite: z.number().nullable().describe('Litros no dia de controle.'),
  gordura: z.number().nullable(),
  proteina: z.number().nullable(),
  ccs: z.number().nullable().describe('Mil células/mL.'),
});
