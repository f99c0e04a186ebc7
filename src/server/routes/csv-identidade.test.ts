/**
 * An import never changes what the file says, for every entity of ENTIDADES_CSV, through the API on a real libSQL
 * file: a file written by hand the way a spreadsheet does (every text quoted, quotes doubled, '""' at every place a
 * chunk could end; line breaks, ';', ',', formulas, apostrophes, accents and emoji inside texts; pt-BR numbers and
 * money with thousands dots), read by the screen's reader in small chunks, is stored value for value; its export,
 * read back and imported again, changes nothing; the first file imported again adds nothing (the natural key
 * matches). Exports of dated entities come in their list's order (by date, ties as the list has them).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { type ColunaCsv, ENTIDADES_CSV, type EntidadeCsv, entidadeCsv } from '../../domain/csv/entidades.ts';
import { LeitorCsvBytes } from '../../domain/csv/leitor.ts';
import { textoParaCsv } from '../../domain/csv/valores.ts';
import { formatBRL, formatData } from '../../domain/format.ts';
import { RECURSOS_CSV } from '../services/csv/recursos.ts';
import type { ResultadoImportacao } from '../services/csv/servico.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda Ida e Volta' });
let base: string;

// --- texts a spreadsheet cell can hold ---

const RACAO = 'Ração "premium" 20kg; saco, "lote" 7';
const FORMULA = '=SOMA(A1:A2) "x" 🐄';
const APOSTROFO = "'=já com apóstrofo";
const LINHAS = 'linha 1\r\nlinha "2"\nlinha 3; ção ã 😀';
const MENOS = '-5 graus, @menção "entre ""aspas"""';
const REMEDIO = 'Mastite "forte"; 5 g';

/** What was typed, field by field (an animal by its brinco, an option by its stored value). */
type Valores = Record<string, string | number | null>;

const REBANHO: Valores[] = [
  {
    identificacao: 'V;01 "A"',
    nome: FORMULA,
    categoria: 'Vaca Leiteira',
    raca: 'Girolando 3/4',
    sexo: 'F',
    dataNascimento: '2015-04-05',
    maeId: null,
    situacao: 'ativo',
    destino: null,
    observacao: LINHAS,
  },
  {
    identificacao: "'=02",
    nome: 'Mimosa',
    categoria: 'Vaca Leiteira',
    raca: '',
    sexo: 'F',
    dataNascimento: '2019-01-31',
    maeId: 'V;01 "A"',
    situacao: 'ativo',
    destino: null,
    observacao: RACAO,
  },
];

/** Every registry's fields from its columns: short tricky texts (agência takes 20 characters), 'Não', an email. */
function registro(e: EntidadeCsv, n: number): Valores {
  return Object.fromEntries(
    e.colunas.map((c) => [
      c.campo,
      c.opcoes
        ? 'Não'
        : c.campo === 'email'
          ? `t${n}@fazenda.com`
          : n === 1
            ? `"${c.rotulo}" ${n};x`
            : `'=${c.rotulo} ${n}`,
    ]),
  );
}

const ARQUIVOS: Record<string, Valores[]> = {
  rebanho: REBANHO,
  // dates out of order and ties on a date: the export's order is the list's, not the file's nor the ids'
  reproducao: [
    {
      data: '2024-04-20',
      animalId: 'V;01 "A"',
      evento: 'Diagnóstico',
      resultado: 'positivo',
      servico: null,
      idadeGestacaoDias: null,
      observacao: RACAO,
    },
    {
      data: '2024-01-10',
      animalId: 'V;01 "A"',
      evento: 'Parto',
      resultado: null,
      servico: null,
      idadeGestacaoDias: null,
      observacao: LINHAS,
    },
    {
      data: '2024-02-20',
      animalId: "'=02",
      evento: 'Diagnóstico',
      resultado: 'positivo',
      servico: null,
      idadeGestacaoDias: 45,
      observacao: '',
    },
    {
      data: '2024-03-15',
      animalId: 'V;01 "A"',
      evento: 'Inseminação',
      resultado: null,
      servico: 'Monta natural',
      idadeGestacaoDias: null,
      observacao: FORMULA,
    },
  ],
  producao: [
    { data: '2024-06-01', animalId: 'V;01 "A"', ordenha: 'Manhã', producao: 12.5 },
    { data: '2024-06-02', animalId: 'V;01 "A"', ordenha: 'Manhã', producao: 100 },
    { data: '2024-06-01', animalId: 'V;01 "A"', ordenha: 'Tarde', producao: 9.3 },
    { data: '2024-05-30', animalId: "'=02", ordenha: 'Noite', producao: 0.1 },
    { data: '2024-06-01', animalId: "'=02", ordenha: 'Manhã', producao: 7 },
  ],
  qualidade: [
    { data: '2024-06-01', amostra: RACAO, gordura: 3.61, proteina: 3.2, ccs: 250, cbt: 45000 },
    { data: '2024-07-01', amostra: FORMULA, gordura: 4, proteina: 3.05, ccs: 1234.5, cbt: 1500000 },
    { data: '2024-06-01', amostra: APOSTROFO, gordura: 0, proteina: 10, ccs: 0, cbt: 0 },
  ],
  // Sanidade: a medicine with the label's withdrawal in milkings, one the farm has not typed yet (blank, not 0)
  medicamentos: [
    {
      nome: REMEDIO,
      principioAtivo: FORMULA,
      carenciaLeite: 8,
      carenciaLeiteUnidade: 'ordenhas',
      carenciaCarneDias: 5,
      unidade: 'bisnaga',
      custoCentavos: 2350,
    },
    {
      nome: APOSTROFO,
      principioAtivo: '',
      carenciaLeite: null,
      carenciaLeiteUnidade: 'dias',
      carenciaCarneDias: null,
      unidade: 'mL',
      custoCentavos: null,
    },
  ],
  'eventos-sanitarios': [
    {
      data: '2024-06-10',
      animalId: 'V;01 "A"',
      tipo: 'Tratamento',
      motivo: 'Mastite clínica',
      medicamentoId: REMEDIO,
      dose: 1.5,
      via: 'Intramamária',
      dias: 3,
      responsavel: RACAO,
      vacina: null,
      exame: null,
      resultado: null,
      quartos: null,
      grau: null,
      observacao: LINHAS,
    },
    {
      data: '2024-06-12',
      animalId: "'=02",
      tipo: 'Mastite clínica',
      motivo: null,
      medicamentoId: null,
      dose: null,
      via: null,
      dias: null,
      responsavel: '',
      vacina: null,
      exame: null,
      resultado: null,
      quartos: 'AE,PD',
      grau: 2,
      observacao: FORMULA,
    },
    {
      data: '2024-05-01',
      animalId: "'=02",
      tipo: 'Exame',
      motivo: null,
      medicamentoId: null,
      dose: null,
      via: null,
      dias: null,
      responsavel: MENOS,
      vacina: null,
      exame: 'Brucelose',
      resultado: 'Negativo',
      quartos: null,
      grau: null,
      observacao: '',
    },
  ],
  'controle-leiteiro': [
    { data: '2024-06-15', animalId: 'V;01 "A"', leite: 25.4, gordura: 3.61, proteina: 3.2, ccs: 1234.5 },
    { data: '2024-06-15', animalId: "'=02", leite: null, gordura: null, proteina: null, ccs: 0 },
  ],
  animais: [
    { ano: 2025, tipo: RACAO, quantidade: 30, valor: 850000, taxaJuros: 6.5, responsavelTecnico: APOSTROFO },
    { ano: 2024, tipo: FORMULA, quantidade: 1, valor: 123456789, taxaJuros: 0, responsavelTecnico: LINHAS },
  ],
  terras: [
    {
      ano: 2025,
      tipo: RACAO,
      quantidade: 12.75,
      valor: 2000000,
      taxaJurosItem: 6,
      responsavelTecnico: MENOS,
      posse: 'Arrendada',
    },
    {
      ano: 2025,
      tipo: FORMULA,
      quantidade: 0.01,
      valor: 1,
      taxaJurosItem: 0.5,
      responsavelTecnico: 'Dr. Ana',
      posse: 'Própria',
    },
  ],
  instalacoes: [
    {
      nome: RACAO,
      tipo: FORMULA,
      area: 320.5,
      capacidade: 40,
      status: 'Em manutenção',
      valor: 15000000,
      vidaUtilAnos: 25,
      percentualResidual: 10,
    },
    {
      nome: APOSTROFO,
      tipo: LINHAS,
      area: 12,
      capacidade: 0,
      status: 'Em construção',
      valor: null,
      vidaUtilAnos: null,
      percentualResidual: null,
    },
  ],
  maquinas: [
    {
      ano: 2025,
      nome: RACAO,
      tipo: 'Trator',
      modelo: FORMULA,
      anoFabricacao: 2015,
      status: 'Em revisão',
      valor: 9000000,
      quantidade: 1,
      vidaUtilAnos: 10,
      percentualResidual: 20,
      taxaJurosItem: 6,
      responsavelTecnico: APOSTROFO,
    },
  ],
  'contas-pagar': [
    {
      data_vencimento: '2025-04-10',
      fornecedor: RACAO,
      descricao: LINHAS,
      categoria: 'Alimentação',
      valor: 123456,
      status: 'Pendente',
      data_baixa: null,
      conta_bancaria: null,
    },
    {
      data_vencimento: '2025-03-10',
      fornecedor: FORMULA,
      descricao: MENOS,
      categoria: APOSTROFO,
      valor: 1,
      status: 'Pago',
      data_baixa: '2025-03-11',
      conta_bancaria: 'Conta "rural"; Sicoob',
    },
    {
      data_vencimento: '2025-04-10',
      fornecedor: 'Agro',
      descricao: RACAO,
      categoria: 'Alimentação',
      valor: 999999999999,
      status: 'Pendente',
      data_baixa: null,
      conta_bancaria: null,
    },
  ],
  'contas-receber': [
    {
      data_vencimento: '2025-03-15',
      cliente: 'Laticínio "Serra"; Ltda',
      descricao: LINHAS,
      categoria: 'Venda de leite',
      valor: 2500000,
      status: 'Recebido',
      data_baixa: '2025-03-15',
      conta_bancaria: FORMULA,
    },
    {
      data_vencimento: '2025-02-15',
      cliente: APOSTROFO,
      descricao: RACAO,
      categoria: 'Venda de leite',
      valor: 10,
      status: 'Pendente',
      data_baixa: null,
      conta_bancaria: null,
    },
  ],
  receitas: [
    {
      data: '2025-03-05',
      descricao: RACAO,
      categoria: 'Venda de animais',
      valor: 150000,
      forma_recebimento: 'PIX',
      observacoes: LINHAS,
    },
    {
      data: '2025-03-06',
      descricao: FORMULA,
      categoria: MENOS,
      valor: 1,
      forma_recebimento: APOSTROFO,
      observacoes: '',
    },
    {
      data: '2025-03-05',
      descricao: MENOS,
      categoria: 'Outros',
      valor: 7,
      forma_recebimento: 'Dinheiro',
      observacoes: '',
    },
  ],
  despesas: [
    {
      data: '2025-03-06',
      descricao: RACAO,
      categoria: 'Sanidade',
      valor: 9990,
      forma_pagamento: 'Dinheiro',
      observacoes: FORMULA,
    },
    {
      data: '2025-01-06',
      descricao: LINHAS,
      categoria: APOSTROFO,
      valor: 5,
      forma_pagamento: 'PIX',
      observacoes: MENOS,
    },
  ],
  fornecedores: [
    {
      nome: RACAO,
      cnpj_cpf: '12.345.678/0001-90',
      telefone: '(34) 3333-0000',
      email: 'a@agro.com',
      endereco: LINHAS,
      observacoes: FORMULA,
    },
    { nome: APOSTROFO, cnpj_cpf: '', telefone: '', email: '', endereco: '', observacoes: MENOS },
  ],
  categorias: [
    { nome: RACAO, tipo: 'Despesa', descricao: FORMULA, ativo: 'Não', grupoCusto: 'concentrado' },
    { nome: APOSTROFO, tipo: 'Receita', descricao: LINHAS, ativo: 'Sim', grupoCusto: 'leite' },
  ],
};
for (const e of ENTIDADES_CSV) if (!ARQUIVOS[e.nome]) ARQUIVOS[e.nome] = [registro(e, 1), registro(e, 2)];

// --- the file, written by hand as a spreadsheet writes it ---

const aspas = (s: string) => `"${s.replaceAll('"', '""')}"`;

function celula(c: ColunaCsv, v: string | number | null): string {
  if (v === null || v === '') return '';
  if (c.opcoes) return aspas(c.opcoes[String(v)]);
  if (c.tipo === 'data') return formatData(String(v));
  if (c.tipo === 'numero') return String(v).replace('.', ',');
  if (c.tipo === 'dinheiro') return aspas(formatBRL(Number(v))); // 'R$ 1.234,56', as the screen shows it
  return aspas(textoParaCsv(String(v)));
}

function arquivo(e: EntidadeCsv, linhas: Valores[]): Uint8Array {
  const texto = [
    e.colunas.map((c) => aspas(c.rotulo)),
    ...linhas.map((l) => e.colunas.map((c) => celula(c, l[c.campo]))),
  ]
    .map((l) => l.join(';'))
    .join('\r\n');
  return new TextEncoder().encode(`\uFEFF${texto}\r\n`);
}

/** The screen's reading: the file's bytes through the reader `tamanho` bytes at a time (file.stream() chunks). */
function lerEmPedacos(bytes: Uint8Array, tamanho: number) {
  const leitor = new LeitorCsvBytes();
  const registros: string[][] = [];
  for (let i = 0; i < bytes.length; i += tamanho) registros.push(...leitor.ler(bytes.subarray(i, i + tamanho)));
  registros.push(...leitor.fim());
  return { registros, separador: leitor.separador ?? ';' };
}

async function importar(nome: string, bytes: Uint8Array, tamanho: number) {
  const res = await f.t.request('POST', `${base}/csv/${nome}`, {
    cookie: f.admin,
    body: { ...lerEmPedacos(bytes, tamanho), simular: false },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ResultadoImportacao;
}

async function exportar(nome: string): Promise<Uint8Array> {
  const res = await f.t.request('GET', `${base}/csv/${nome}`, { cookie: f.admin });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The entity's stored rows of the farm, every column. */
async function guardadas(nome: string) {
  const t = RECURSOS_CSV[nome].recurso.table;
  return (await f.t.database.db.select().from(t).where(eq(t.farmId, f.farmId))) as Record<string, unknown>[];
}

const idDoBrinco = new Map<string, string>();
const idDoRemedio = new Map<string, string>();

/** What the row should hold: the typed values, an animal's brinco as its id, a settled bill's baixa as given. */
function esperado(e: EntidadeCsv, l: Valores): Record<string, unknown> {
  return Object.fromEntries(
    e.colunas.map((c) => {
      const v = l[c.campo];
      if (c.referencia)
        return [
          c.campo,
          v === null ? null : (c.referencia === 'medicamento' ? idDoRemedio : idDoBrinco).get(String(v)),
        ];
      return [c.campo, v];
    }),
  );
}

beforeAll(() => {
  base = `/api/farms/${f.farmId}`;
});

// the herd first (the records name its animals), calvings before milkings (a cow milks after a calving)
const ORDEM = [
  'rebanho',
  'reproducao',
  ...ENTIDADES_CSV.map((e) => e.nome).filter((n) => !['rebanho', 'reproducao'].includes(n)),
];

describe('import → export → import is the identity', () => {
  it('every entity has a file here', () => {
    expect(ENTIDADES_CSV.filter((e) => !ARQUIVOS[e.nome]).map((e) => e.nome)).toEqual([]);
    expect([...ORDEM].sort()).toEqual(ENTIDADES_CSV.map((e) => e.nome).sort());
  });

  for (const [i, nome] of ORDEM.entries()) {
    it(`${nome}: the file is stored as written; its export re-imports unchanged; the file again adds nothing`, async () => {
      const e = entidadeCsv(nome) as EntidadeCsv;
      const linhas = ARQUIVOS[nome];
      const antes = await guardadas(nome);
      const bytes = arquivo(e, linhas);

      // chunks of 1 to 7 bytes: every '""', CRLF and multi-byte character is cut somewhere across the entities
      const r = await importar(nome, bytes, 1 + (i % 7));
      expect(r.erros).toEqual([]);
      expect(r).toMatchObject({ gravado: true, novos: linhas.length, atualizados: 0, inalterados: 0 });
      if (nome === 'rebanho')
        for (const a of await guardadas(nome)) idDoBrinco.set(String(a.identificacao), String(a.id));
      if (nome === 'medicamentos') for (const m of await guardadas(nome)) idDoRemedio.set(String(m.nome), String(m.id));
      const depois = await guardadas(nome);
      const novas = depois.filter((row) => !antes.some((a) => a.id === row.id));
      const campos = e.colunas.map((c) => c.campo);
      const soCampos = (row: Record<string, unknown>) => Object.fromEntries(campos.map((k) => [k, row[k]]));
      expect(novas.map(soCampos)).toEqual(expect.arrayContaining(linhas.map((l) => esperado(e, l))));
      expect(novas).toHaveLength(linhas.length);

      // its export, read back 3 bytes at a time and imported: every row matched by ID, nothing changed
      const exportado = await exportar(nome);
      const again = await importar(nome, exportado, 3);
      expect(again.erros).toEqual([]);
      expect(again).toMatchObject({ gravado: true, novos: 0, atualizados: 0, inalterados: depois.length });
      expect(await guardadas(nome)).toEqual(depois);

      // the first file again (no IDs): every row found by its natural key
      const mesmo = await importar(nome, bytes, 4096);
      expect(mesmo).toMatchObject({ gravado: true, novos: 0, atualizados: 0, inalterados: linhas.length });
      expect(await guardadas(nome)).toEqual(depois);
    });
  }
});

/** The list screen's route of each dated entity (its first page holds every row here). */
const LISTAS: Record<string, string> = {
  producao: '/producao',
  qualidade: '/qualidade',
  reproducao: '/reproducao',
  'eventos-sanitarios': '/eventos-sanitarios',
  'controle-leiteiro': '/controle-leiteiro',
  'contas-pagar': '/contas-pagar',
  'contas-receber': '/contas-receber',
  receitas: '/receitas',
  despesas: '/despesas',
};

/**
 * More rows of each dated entity, 60 days later (the reproduction events 340 days later: the cow's next cycle, her
 * calving 275 days after the service of 2024-03-15, as the cycle rule wants), with IDs of the file's own that run against the list's order
 * (ascending with the date where the list shows the newest first, descending where it shows the next due first):
 * an export by id would put them elsewhere than the list does.
 */
function comIdsContrarios(e: EntidadeCsv, ordem: 'asc' | 'desc'): Uint8Array {
  const campo = e.campoData as string;
  const linhas = ARQUIVOS[e.nome]
    .map((l) => ({ ...l, [campo]: somarDias(String(l[campo]), e.nome === 'reproducao' ? 340 : 60) }))
    .sort((a, b) => String(a[campo]).localeCompare(String(b[campo])));
  if (ordem === 'asc') linhas.reverse();
  const id = (k: number) => `00000000-0000-7000-8000-${String(ORDEM.indexOf(e.nome) * 100 + k).padStart(12, '0')}`;
  const texto = [
    [...e.colunas.map((c) => aspas(c.rotulo)), 'ID'],
    ...linhas.map((l, k) => [...e.colunas.map((c) => celula(c, l[c.campo])), id(k)]),
  ]
    .map((l) => l.join(';'))
    .join('\r\n');
  return new TextEncoder().encode(texto);
}

describe('the export comes in the order of the screen', () => {
  beforeAll(async () => {
    for (const nome of Object.keys(LISTAS)) {
      const e = entidadeCsv(nome) as EntidadeCsv;
      const r = await importar(nome, comIdsContrarios(e, RECURSOS_CSV[nome].ordem ?? 'asc'), 4096);
      expect(r.erros).toEqual([]);
      expect(r.novos).toBe(ARQUIVOS[nome].length);
    }
  });

  it('every entity with a date is checked here', () => {
    expect(ENTIDADES_CSV.filter((e) => e.campoData).map((e) => e.nome)).toEqual(Object.keys(LISTAS));
  });

  for (const [nome, caminho] of Object.entries(LISTAS)) {
    it(`${nome}: the rows of the export are those of its list, in the same order (date, then ties as listed)`, async () => {
      const lista = await f.t.request('GET', `${base}${caminho}?porPagina=500`, { cookie: f.admin });
      expect(lista.status).toBe(200);
      const { itens } = (await lista.json()) as { itens: { id: string }[] };
      const e = entidadeCsv(nome) as EntidadeCsv;
      const { registros } = lerEmPedacos(await exportar(nome), 1 << 16);
      const ids = registros.slice(1).map((r) => r[r.length - 1]);
      expect(ids).toHaveLength(2 * ARQUIVOS[nome].length);
      expect(ids).toEqual(itens.map((x) => x.id));
      expect(ids).not.toEqual([...ids].sort());
      // by the date: the newest first in the histories and income/expenses, the next due first in the bills
      const coluna = e.colunas.findIndex((c) => c.campo === e.campoData);
      const datas = registros.slice(1).map((r) => r[coluna].split('/').reverse().join('-'));
      const ordenadas = [...datas].sort();
      expect(datas).toEqual(RECURSOS_CSV[nome].ordem === 'desc' ? ordenadas.reverse() : ordenadas);
    });
  }
});
