/**
 * What every farm entity looks like as a spreadsheet: the one table of descriptors that `leiteira exportar` /
 * `importar`, the API and the list screens' 'Exportar CSV' / 'Importar CSV' read. A new entity's CSV is one entry
 * here (columns named as on its screen, the schema its form uses, its natural key) and one in the server's
 * table (src/server/services/csv/recursos.ts: which resource stores it).
 */
import { z } from 'zod';
import {
  animalRebanhoSchema,
  DESTINOS_SAIDA,
  EVENTOS,
  ORDENHAS,
  producaoSchema,
  qualidadeSchema,
  RESULTADOS,
  reproducaoSchema,
  SERVICOS,
  SEXO_LABEL,
  SITUACAO_LABEL,
} from '../apontamentos/schemas.ts';
import { ROTULO_GRUPO } from '../avaliacao/schemas.ts';
import {
  categoriaSchema,
  contaPagarSchema,
  contaReceberSchema,
  despesaSchema,
  fornecedorSchema,
  receitaSchema,
  STATUS_CONTA_PAGAR,
  STATUS_CONTA_RECEBER,
  TIPOS_CATEGORIA,
} from '../financeiro/schemas.ts';
import { POSSE_TERRA, STATUS_INSTALACAO, STATUS_MAQUINA } from '../inventario/constants.ts';
import { animalInventarioSchema, instalacaoSchema, maquinaSchema, terraSchema } from '../inventario/schemas.ts';
import { type Modulo, TELAS } from '../modules.ts';
import {
  controleLeiteiroSchema,
  EXAMES,
  eventoSanitarioSchema,
  MOTIVOS_TRATAMENTO,
  medicamentoSchema,
  RESULTADOS_EXAME,
  TIPOS_EVENTO_SANITARIO,
  UNIDADES_CARENCIA,
  VACINAS,
  VIAS,
} from '../sanidade/schemas.ts';
import { TIPOS_DE_CADASTRO, type TipoDeCadastro } from '../schemas/cadastros.ts';
import { dataISO, simNao, textoOpcional } from '../schemas/common.ts';
import type { Regras } from '../validacao.ts';
import type { TipoCelula } from './valores.ts';

/** What a reference column names: an animal of the herd by its brinco (identificação), a medicine by its name. */
export type TipoReferencia = 'animal' | 'medicamento';

export const REFERENCIAS: Record<TipoReferencia, { oque: string }> = {
  animal: { oque: 'Animal' },
  medicamento: { oque: 'Medicamento' },
};

export interface ColunaCsv {
  /** The header, as the screen names the column. */
  rotulo: string;
  /** The field of the schema (and of the table row). */
  campo: string;
  tipo?: TipoCelula;
  /** The cell holds what the user knows (a brinco); the field, the id it resolves to. */
  referencia?: TipoReferencia;
  /**
   * A closed list, from the domain's own: stored value → what the screen shows ('F' → 'Fêmea'). Both are read back,
   * case and accents ignored; anything else is refused naming what the column takes (MSG_CSV.opcaoDesconhecida).
   */
  opcoes?: Readonly<Record<string, string>>;
  /** Other headers read as this column (the field's own name always is). */
  aliases?: readonly string[];
}

export interface EntidadeCsv {
  /** The name on the CLI and in the API (`leiteira exportar producao`). */
  nome: string;
  titulo: string;
  /** Other names the CLI accepts (`benfeitorias` for `instalacoes`). */
  aliases?: readonly string[];
  /** Modules that may export it (its list's) and import it (its form's). */
  leitura: readonly Modulo[];
  escrita: readonly Modulo[];
  colunas: readonly ColunaCsv[];
  /** The rules of its form: every row goes through them. */
  regras: Regras<Record<string, unknown>>;
  /** Natural key (fields): a row without an ID that matches a stored row updates it (or leaves it as it is). */
  chave: readonly string[];
  /** A date field of the key: stored rows are looked up only in the file's date range. */
  campoData?: string;
  /** The rows are themselves what a `referencia` column points at (the herd: a mother in the same file). */
  autoReferencia?: TipoReferencia;
}

/** The column every export ends with and every import may have: the record's id (then it, not the key, matches). */
export const COLUNA_ID: ColunaCsv = { rotulo: 'ID', campo: 'id', aliases: ['identificador'] };

const identidade = (valores: readonly string[]) => Object.fromEntries(valores.map((v) => [v, v]));

/** The closed list of a schema's field (a z.enum, optional or with a default), as options; none for other fields. */
function opcoesDoCampo(campo: z.ZodType): Record<string, string> | undefined {
  let t = campo;
  while (t instanceof z.ZodOptional || t instanceof z.ZodDefault || t instanceof z.ZodNullable)
    t = t.unwrap() as z.ZodType;
  return t instanceof z.ZodEnum ? identidade(t.options.map(String)) : undefined;
}

const SIM_NAO = identidade(simNao.options);

const regras = (schema: z.ZodType) => schema as unknown as Regras<Record<string, unknown>>;

// --- the herd and its records ---

const rebanho: EntidadeCsv = {
  nome: 'rebanho',
  titulo: 'Rebanho',
  leitura: TELAS.rebanho.modulos,
  escrita: TELAS.rebanho.modulos,
  colunas: [
    { rotulo: 'Identificação', campo: 'identificacao', aliases: ['brinco'] },
    { rotulo: 'Nome', campo: 'nome' },
    { rotulo: 'Categoria', campo: 'categoria' },
    { rotulo: 'Raça', campo: 'raca' },
    { rotulo: 'Sexo', campo: 'sexo', opcoes: SEXO_LABEL },
    { rotulo: 'Nascimento', campo: 'dataNascimento', tipo: 'data', aliases: ['data de nascimento'] },
    { rotulo: 'Mãe', campo: 'maeId', referencia: 'animal' },
    { rotulo: 'Situação', campo: 'situacao', opcoes: SITUACAO_LABEL },
    { rotulo: 'Destino', campo: 'destino', opcoes: identidade(DESTINOS_SAIDA), aliases: ['destino da saída'] },
    { rotulo: 'Observação', campo: 'observacao', aliases: ['observacoes'] },
  ],
  regras: regras(animalRebanhoSchema),
  chave: ['identificacao'],
  autoReferencia: 'animal',
};

const producao: EntidadeCsv = {
  nome: 'producao',
  titulo: 'Produção',
  leitura: TELAS.apontamentos.modulos,
  escrita: TELAS.apontamentos.modulos,
  colunas: [
    { rotulo: 'Data', campo: 'data', tipo: 'data' },
    { rotulo: 'Animal', campo: 'animalId', referencia: 'animal', aliases: ['brinco', 'identificação'] },
    { rotulo: 'Ordenha', campo: 'ordenha', opcoes: identidade(ORDENHAS) },
    { rotulo: 'Produção (L)', campo: 'producao', tipo: 'numero', aliases: ['produção', 'litros'] },
  ],
  regras: regras(producaoSchema),
  chave: ['animalId', 'data', 'ordenha'],
  campoData: 'data',
};

const qualidade: EntidadeCsv = {
  nome: 'qualidade',
  titulo: 'Qualidade do leite',
  leitura: TELAS.apontamentos.modulos,
  escrita: TELAS.apontamentos.modulos,
  colunas: [
    { rotulo: 'Data', campo: 'data', tipo: 'data' },
    { rotulo: 'Lote/Tanque', campo: 'amostra', aliases: ['amostra', 'lote', 'tanque'] },
    { rotulo: 'Gordura (%)', campo: 'gordura', tipo: 'numero', aliases: ['gordura'] },
    { rotulo: 'Proteína (%)', campo: 'proteina', tipo: 'numero', aliases: ['proteína'] },
    { rotulo: 'CCS (x1000/mL)', campo: 'ccs', tipo: 'numero', aliases: ['ccs'] },
    { rotulo: 'CBT (UFC/mL)', campo: 'cbt', tipo: 'numero', aliases: ['cbt'] },
  ],
  regras: regras(qualidadeSchema),
  chave: ['data', 'amostra'],
  campoData: 'data',
};

const reproducao: EntidadeCsv = {
  nome: 'reproducao',
  titulo: 'Reprodução',
  leitura: TELAS.apontamentos.modulos,
  escrita: TELAS.apontamentos.modulos,
  colunas: [
    { rotulo: 'Data', campo: 'data', tipo: 'data' },
    { rotulo: 'Animal', campo: 'animalId', referencia: 'animal', aliases: ['brinco', 'identificação'] },
    { rotulo: 'Evento', campo: 'evento', opcoes: identidade(EVENTOS) },
    {
      rotulo: 'Resultado',
      campo: 'resultado',
      opcoes: Object.fromEntries(RESULTADOS.map((r) => [r, r[0].toUpperCase() + r.slice(1)])),
    },
    { rotulo: 'Serviço', campo: 'servico', opcoes: identidade(SERVICOS) },
    { rotulo: 'Idade da gestação (dias)', campo: 'idadeGestacaoDias', tipo: 'numero', aliases: ['idade da gestação'] },
    { rotulo: 'Observação', campo: 'observacao', aliases: ['observacoes'] },
  ],
  regras: regras(reproducaoSchema),
  chave: ['animalId', 'data', 'evento'],
  campoData: 'data',
};

// --- Sanidade (issue 39) ---

const MODULOS_SANIDADE: readonly Modulo[] = ['health'];
const ANIMAL: ColunaCsv = {
  rotulo: 'Animal',
  campo: 'animalId',
  referencia: 'animal',
  aliases: ['brinco', 'identificação', 'identificacao do animal', 'vaca', 'número', 'numero'],
};

const medicamentosCsv: EntidadeCsv = {
  nome: 'medicamentos',
  titulo: 'Medicamentos',
  leitura: MODULOS_SANIDADE,
  escrita: MODULOS_SANIDADE,
  colunas: [
    { rotulo: 'Nome', campo: 'nome', aliases: ['medicamento'] },
    { rotulo: 'Princípio ativo', campo: 'principioAtivo', aliases: ['principio ativo'] },
    { rotulo: 'Carência de leite', campo: 'carenciaLeite', tipo: 'numero', aliases: ['carência leite'] },
    {
      rotulo: 'Carência de leite em',
      campo: 'carenciaLeiteUnidade',
      opcoes: identidade(UNIDADES_CARENCIA),
      aliases: ['unidade da carência'],
    },
    { rotulo: 'Carência de carne (dias)', campo: 'carenciaCarneDias', tipo: 'numero', aliases: ['carência carne'] },
    { rotulo: 'Unidade', campo: 'unidade' },
    { rotulo: 'Custo por unidade', campo: 'custoCentavos', tipo: 'dinheiro', aliases: ['custo'] },
  ],
  regras: regras(medicamentoSchema),
  chave: ['nome'],
};

const eventosSanitariosCsv: EntidadeCsv = {
  nome: 'eventos-sanitarios',
  titulo: 'Eventos sanitários',
  aliases: ['sanidade', 'tratamentos'],
  leitura: MODULOS_SANIDADE,
  escrita: MODULOS_SANIDADE,
  colunas: [
    { rotulo: 'Data', campo: 'data', tipo: 'data' },
    ANIMAL,
    { rotulo: 'Tipo', campo: 'tipo', opcoes: identidade(TIPOS_EVENTO_SANITARIO), aliases: ['evento'] },
    { rotulo: 'Motivo', campo: 'motivo', opcoes: identidade(MOTIVOS_TRATAMENTO) },
    { rotulo: 'Medicamento', campo: 'medicamentoId', referencia: 'medicamento' },
    { rotulo: 'Dose', campo: 'dose', tipo: 'numero' },
    { rotulo: 'Via', campo: 'via', opcoes: identidade(VIAS) },
    { rotulo: 'Dias', campo: 'dias', tipo: 'numero', aliases: ['dias de tratamento'] },
    { rotulo: 'Responsável', campo: 'responsavel', aliases: ['quem tratou'] },
    { rotulo: 'Vacina', campo: 'vacina', opcoes: identidade(VACINAS) },
    { rotulo: 'Exame', campo: 'exame', opcoes: identidade(EXAMES) },
    { rotulo: 'Resultado', campo: 'resultado', opcoes: identidade(RESULTADOS_EXAME) },
    { rotulo: 'Quartos', campo: 'quartos' },
    { rotulo: 'Grau', campo: 'grau', tipo: 'numero' },
    { rotulo: 'Observação', campo: 'observacao', aliases: ['observacoes'] },
  ],
  regras: regras(eventoSanitarioSchema),
  chave: ['animalId', 'data', 'tipo'],
  campoData: 'data',
};

/** The lab's individual test-day file: its columns are matched by name (the lab's own headers among the aliases). */
const controleLeiteiroCsv: EntidadeCsv = {
  nome: 'controle-leiteiro',
  titulo: 'Controle leiteiro',
  aliases: ['ccs', 'controle'],
  leitura: MODULOS_SANIDADE,
  escrita: MODULOS_SANIDADE,
  colunas: [
    { rotulo: 'Data', campo: 'data', tipo: 'data', aliases: ['data do controle', 'data da coleta', 'data coleta'] },
    ANIMAL,
    {
      rotulo: 'Leite (L)',
      campo: 'leite',
      tipo: 'numero',
      aliases: ['leite (kg)', 'produção', 'producao', 'kg leite'],
    },
    { rotulo: 'Gordura (%)', campo: 'gordura', tipo: 'numero', aliases: ['gordura', 'gord', '% gordura'] },
    { rotulo: 'Proteína (%)', campo: 'proteina', tipo: 'numero', aliases: ['proteína', 'prot', '% proteína'] },
    {
      rotulo: 'CCS (x1000/mL)',
      campo: 'ccs',
      tipo: 'numero',
      aliases: ['ccs', 'ccs (mil/ml)', 'ccs (x1000 cél/ml)', 'contagem de células somáticas'],
    },
  ],
  regras: regras(controleLeiteiroSchema),
  chave: ['animalId', 'data'],
  campoData: 'data',
};

// --- the inventory (PAEZ) ---

const RESPONSAVEL: ColunaCsv = { rotulo: 'Responsável Técnico', campo: 'responsavelTecnico', aliases: ['responsável'] };
const ANO: ColunaCsv = { rotulo: 'Ano', campo: 'ano', tipo: 'numero' };

const animais: EntidadeCsv = {
  nome: 'animais',
  titulo: 'Animais (inventário)',
  leitura: TELAS.paezAnimais.modulos,
  escrita: TELAS.paezAnimais.modulos,
  colunas: [
    ANO,
    { rotulo: 'Animal', campo: 'tipo', aliases: ['tipo'] },
    { rotulo: 'Qtd. (un)', campo: 'quantidade', tipo: 'numero', aliases: ['quantidade'] },
    { rotulo: 'Valor', campo: 'valor', tipo: 'dinheiro' },
    { rotulo: 'Taxa (%)', campo: 'taxaJuros', tipo: 'numero', aliases: ['taxa'] },
    RESPONSAVEL,
  ],
  regras: regras(animalInventarioSchema),
  chave: ['ano', 'tipo'],
};

const terras: EntidadeCsv = {
  nome: 'terras',
  titulo: 'Terras',
  leitura: TELAS.paezTerras.modulos,
  escrita: TELAS.paezTerras.modulos,
  colunas: [
    ANO,
    { rotulo: 'Terra', campo: 'tipo', aliases: ['tipo'] },
    { rotulo: 'Quantidade (ha)', campo: 'quantidade', tipo: 'numero', aliases: ['quantidade', 'área (ha)'] },
    { rotulo: 'Valor (por ha)', campo: 'valor', tipo: 'dinheiro', aliases: ['valor'] },
    { rotulo: 'Taxa (%)', campo: 'taxaJurosItem', tipo: 'numero', aliases: ['taxa'] },
    RESPONSAVEL,
    { rotulo: 'Posse', campo: 'posse', opcoes: identidade(POSSE_TERRA), aliases: ['arrendada'] },
  ],
  regras: regras(terraSchema),
  chave: ['ano', 'tipo'],
};

const DEPRECIACAO: ColunaCsv[] = [
  { rotulo: 'Vida útil (anos)', campo: 'vidaUtilAnos', tipo: 'numero', aliases: ['vida útil'] },
  { rotulo: 'Residual (%)', campo: 'percentualResidual', tipo: 'numero', aliases: ['residual'] },
];

const instalacoes: EntidadeCsv = {
  nome: 'instalacoes',
  titulo: 'Instalações',
  aliases: ['benfeitorias'],
  leitura: TELAS.paezInstalacoes.modulos,
  escrita: TELAS.paezInstalacoes.modulos,
  colunas: [
    { rotulo: 'Nome', campo: 'nome' },
    { rotulo: 'Tipo', campo: 'tipo' },
    { rotulo: 'Área (m²)', campo: 'area', tipo: 'numero', aliases: ['área', 'area m2'] },
    { rotulo: 'Capacidade', campo: 'capacidade', tipo: 'numero' },
    { rotulo: 'Status', campo: 'status', opcoes: identidade(STATUS_INSTALACAO) },
    { rotulo: 'Valor', campo: 'valor', tipo: 'dinheiro' },
    ...DEPRECIACAO,
  ],
  regras: regras(instalacaoSchema),
  chave: ['nome'],
};

const maquinas: EntidadeCsv = {
  nome: 'maquinas',
  titulo: 'Máquinas',
  leitura: TELAS.paezMaquinas.modulos,
  escrita: TELAS.paezMaquinas.modulos,
  colunas: [
    ANO,
    { rotulo: 'Nome', campo: 'nome' },
    { rotulo: 'Tipo', campo: 'tipo' },
    { rotulo: 'Modelo', campo: 'modelo' },
    { rotulo: 'Ano de fabricação', campo: 'anoFabricacao', tipo: 'numero' },
    { rotulo: 'Status', campo: 'status', opcoes: identidade(STATUS_MAQUINA) },
    { rotulo: 'Valor', campo: 'valor', tipo: 'dinheiro' },
    { rotulo: 'Quantidade', campo: 'quantidade', tipo: 'numero' },
    ...DEPRECIACAO,
    { rotulo: 'Taxa (%)', campo: 'taxaJurosItem', tipo: 'numero', aliases: ['taxa'] },
    RESPONSAVEL,
  ],
  regras: regras(maquinaSchema),
  chave: ['ano', 'nome', 'tipo', 'modelo'],
};

// --- finance ---

const FIN = TELAS.financeiro.modulos;
const VALOR: ColunaCsv = { rotulo: 'Valor', campo: 'valor', tipo: 'dinheiro' };
const CATEGORIA: ColunaCsv = { rotulo: 'Categoria', campo: 'categoria' };
const DESCRICAO: ColunaCsv = { rotulo: 'Descrição', campo: 'descricao' };

/** A bill as the file has it: its fields plus where its baixa left it (status, date, bank account). */
function comBaixa(schema: z.ZodObject, liquidado: 'Pago' | 'Recebido'): z.ZodType {
  return schema
    .extend({
      status: z
        .enum(['Pendente', liquidado], { error: `Status inválido: use Pendente ou ${liquidado}.` })
        .optional()
        .default('Pendente'),
      data_baixa: dataISO.nullish().transform((v) => v ?? null),
      conta_bancaria: textoOpcional(120).transform((v) => v || null),
    })
    .transform((v) => (v.status === 'Pendente' ? { ...v, data_baixa: null, conta_bancaria: null } : v));
}

function conta(
  nome: string,
  titulo: string,
  pessoa: ColunaCsv,
  schema: z.ZodType,
  status: readonly string[],
): EntidadeCsv {
  return {
    nome,
    titulo,
    leitura: FIN,
    escrita: FIN,
    colunas: [
      { rotulo: 'Vencimento', campo: 'data_vencimento', tipo: 'data', aliases: ['data de vencimento'] },
      pessoa,
      DESCRICAO,
      CATEGORIA,
      VALOR,
      { rotulo: 'Status', campo: 'status', opcoes: identidade(status) },
      { rotulo: 'Baixa', campo: 'data_baixa', tipo: 'data', aliases: ['data da baixa'] },
      { rotulo: 'Conta bancária', campo: 'conta_bancaria' },
    ],
    regras: regras(schema),
    chave: ['data_vencimento', 'descricao', 'valor'],
    campoData: 'data_vencimento',
  };
}

function lancamento(nome: string, titulo: string, forma: ColunaCsv, schema: z.ZodType): EntidadeCsv {
  return {
    nome,
    titulo,
    leitura: FIN,
    escrita: FIN,
    colunas: [
      { rotulo: 'Data', campo: 'data', tipo: 'data' },
      DESCRICAO,
      CATEGORIA,
      VALOR,
      forma,
      { rotulo: 'Observações', campo: 'observacoes', aliases: ['observação'] },
    ],
    regras: regras(schema),
    chave: ['data', 'descricao', 'valor'],
    campoData: 'data',
  };
}

const financeiro: EntidadeCsv[] = [
  conta(
    'contas-pagar',
    'Contas a Pagar',
    { rotulo: 'Fornecedor', campo: 'fornecedor' },
    comBaixa(contaPagarSchema, 'Pago'),
    STATUS_CONTA_PAGAR,
  ),
  conta(
    'contas-receber',
    'Contas a Receber',
    { rotulo: 'Cliente', campo: 'cliente' },
    comBaixa(contaReceberSchema, 'Recebido'),
    STATUS_CONTA_RECEBER,
  ),
  lancamento(
    'receitas',
    'Receitas',
    { rotulo: 'Forma de recebimento', campo: 'forma_recebimento', aliases: ['forma'] },
    receitaSchema,
  ),
  lancamento(
    'despesas',
    'Despesas',
    { rotulo: 'Forma de pagamento', campo: 'forma_pagamento', aliases: ['forma'] },
    despesaSchema,
  ),
  {
    nome: 'fornecedores',
    titulo: 'Fornecedores',
    leitura: FIN,
    escrita: FIN,
    colunas: [
      { rotulo: 'Nome', campo: 'nome' },
      { rotulo: 'CNPJ/CPF', campo: 'cnpj_cpf', aliases: ['cnpj', 'cpf'] },
      { rotulo: 'Telefone', campo: 'telefone' },
      { rotulo: 'Email', campo: 'email', aliases: ['e-mail'] },
      { rotulo: 'Endereço', campo: 'endereco' },
      { rotulo: 'Observações', campo: 'observacoes' },
    ],
    regras: regras(fornecedorSchema),
    chave: ['nome'],
  },
  {
    nome: 'categorias',
    titulo: 'Categorias',
    leitura: FIN,
    escrita: FIN,
    colunas: [
      { rotulo: 'Nome', campo: 'nome' },
      { rotulo: 'Tipo', campo: 'tipo', opcoes: identidade(TIPOS_CATEGORIA) },
      { rotulo: 'Descrição', campo: 'descricao' },
      { rotulo: 'Ativo', campo: 'ativo', opcoes: SIM_NAO },
      { rotulo: 'Grupo de custo', campo: 'grupoCusto', opcoes: ROTULO_GRUPO },
    ],
    regras: regras(categoriaSchema),
    chave: ['nome'],
  },
];

// --- registries (cadastros): columns from each schema's fields ---

const ROTULOS_REGISTRO: Record<string, string> = {
  nome: 'Nome',
  especialidade: 'Especialidade',
  telefone: 'Telefone',
  email: 'Email',
  categoria: 'Categoria',
  descricao: 'Descrição',
  finalidade: 'Finalidade',
  cor: 'Cor',
  ativo: 'Ativo',
  banco: 'Banco',
  agencia: 'Agência',
  conta: 'Conta',
};

const TITULOS_REGISTRO: Record<TipoDeCadastro, string> = {
  tecnicos: 'Técnicos',
  'tipos-animais': 'Tipos de animais',
  'tipos-terras': 'Tipos de terras',
  'tipos-instalacoes': 'Tipos de instalações',
  'tipos-maquinas': 'Tipos de máquinas',
  status: 'Status',
  'contas-bancarias': 'Contas bancárias',
};

const registros: EntidadeCsv[] = (Object.keys(TIPOS_DE_CADASTRO) as TipoDeCadastro[]).map((tipo) => {
  const r = TIPOS_DE_CADASTRO[tipo];
  return {
    nome: tipo,
    titulo: TITULOS_REGISTRO[tipo],
    leitura: r.leitura,
    escrita: r.escrita,
    colunas: Object.entries(r.schema.shape).map(([campo, tipo]: [string, z.ZodType]) => {
      const opcoes = opcoesDoCampo(tipo);
      return { rotulo: ROTULOS_REGISTRO[campo] ?? campo, campo, ...(opcoes && { opcoes }) };
    }),
    regras: regras(r.schema),
    chave: ['nome'],
  };
});

/** Every entity that goes in and out as CSV, in the order the CLI's help lists them. */
export const ENTIDADES_CSV: readonly EntidadeCsv[] = [
  rebanho,
  producao,
  qualidade,
  reproducao,
  medicamentosCsv,
  eventosSanitariosCsv,
  controleLeiteiroCsv,
  animais,
  terras,
  instalacoes,
  maquinas,
  ...financeiro,
  ...registros,
];

export const NOMES_ENTIDADES = ENTIDADES_CSV.map((e) => e.nome);

/** The entity by its name or alias (case and accents ignored); undefined when none. */
export function entidadeCsv(nome: string): EntidadeCsv | undefined {
  const n = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  return ENTIDADES_CSV.find((e) => e.nome === n || e.aliases?.includes(n));
}

/** Whether a user with these modules may export (`leitura`) or import (`escrita`) the entity. */
export function podeCsv(e: EntidadeCsv, uso: 'leitura' | 'escrita', modulos: readonly string[]): boolean {
  return e[uso].some((m) => modulos.includes(m));
}

/** Longest cell the API takes (the longest text field of any entity is 1000 characters). */
export const MAX_CELULA = 10_000;
/** Most records one import request carries (the screen's file; larger files go through the CLI). */
export const MAX_REGISTROS_API = 200_000;

/**
 * The screen's import: the file already read into records by the browser (src/domain/csv/leitor.ts, the same
 * reader as the CLI's), header first, with the separator it found. `simular`: the preview, nothing written.
 */
export const importacaoCsvSchema = z.object({
  separador: z.enum([';', ','], { error: 'Separador inválido: use ; ou ,.' }).optional().default(';'),
  registros: z
    .array(
      z
        .array(
          z.string({ error: 'Célula inválida.' }).max(MAX_CELULA, `Célula com mais de ${MAX_CELULA} caracteres.`),
          {
            error: 'Linha inválida.',
          },
        )
        .max(200, 'Linha com mais de 200 colunas.'),
      { error: 'Envie as linhas do arquivo.' },
    )
    .min(1, 'O arquivo está vazio.')
    .max(MAX_REGISTROS_API, `Arquivo com mais de ${MAX_REGISTROS_API} linhas: use "leiteira importar".`),
  simular: z.boolean({ error: 'Use true ou false.' }).optional().default(false),
});
export type ImportacaoCsvInput = z.input<typeof importacaoCsvSchema>;

/**
 * The report of an import (or of its preview, `simulado`): how many rows, what would be or was written, and the
 * first errors (`totalErros` counts them all). Nothing is written unless every row is valid.
 */
export const resultadoImportacaoSchema = z.object({
  entidade: z.string(),
  simulado: z.boolean(),
  gravado: z.boolean(),
  linhas: z.number().int(),
  novos: z.number().int(),
  atualizados: z.number().int(),
  inalterados: z.number().int(),
  erros: z.array(z.object({ linha: z.number().int(), coluna: z.string(), valor: z.string(), mensagem: z.string() })),
  totalErros: z.number().int(),
  colunasIgnoradas: z.array(z.string()),
});
