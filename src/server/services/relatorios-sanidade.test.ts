// Sanidade's reports (issue 39 §6) and the price per litre on DELIVERED litres (§4), on a real libSQL file
// (adminFixture), worked by hand. The farm milks twice a day (the default); November 2026:
//
// - V1 and V2 milked every morning of 01–30/11, 10 L each: produced 600 L.
// - V1 treated for clinical mastitis on 10/11 with Mastizone (1 bisnaga a day, 3 days, R$ 15,00 a bisnaga; label: milk
//   4 days, meat 5 days). Last dose 12/11 (morning); 4 days × 2 milkings = the 8th milking after it, 16/11 (morning).
//   Discarded: V1's mornings of 10/11–16/11 = 7 × 10 = 70 L; delivered 600 − 70 = 530 L.
// - Milk income of November (category of grupo 'leite'): R$ 1.325,00. Price = 132 500 ÷ 530 = 250 centavos =
//   R$ 2,50/L (on the litres produced it would read 132 500 ÷ 600 = R$ 2,2083: the error this fixes). The discarded
//   milk's value = 70 × R$ 2,50 = R$ 175,00. The medicine used: 1 × 3 days = 3 bisnagas = R$ 45,00.
// - Clinical mastitis: V1 on 10/11, V2 on 20/11. In milk (calved 01/09): V1, V2, V3 the whole month, V4 until her
//   dry-off on 16/11 (days 1–15). Cow-days in milk 30 + 30 + 30 + 15 = 105 ÷ 30 days = 3,5 cows; incidence
//   2 ÷ 3,5 × 100 = 57,1 cases per 100 cows in milk per month.
// - Lab tests (CCS, thousand cells/mL): 05/10 V1 250, V2–V4 100 → 1 of 4 above 200 = 25 %; 05/11 V1 350, V2 150,
//   V3 220, V4 90 → 2 of 4 = 50 %.

import { beforeAll, describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar } from '../../domain/avaliacao/analise.ts';
import { avaliacaoSchema } from '../../domain/avaliacao/schemas.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { MODULOS } from '../../domain/modules.ts';
import { lerPeriodo } from '../../domain/painel/periodo.ts';
import { consultaRelatorioSchema, type Relatorio } from '../../domain/relatorios/schemas.ts';
import { controleLeiteiroSchema, eventoSanitarioSchema, medicamentoSchema } from '../../domain/sanidade/schemas.ts';
import type { Db } from '../db/client.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';
import { salvarLote } from './apontamentos/producao.ts';
import { sugestaoDoAno } from './avaliacao.ts';
import { fazendasDaInstalacao, painelDoPeriodo } from './painel.ts';
import { gerarRelatorio } from './relatorios.ts';
import { controlesLeiteirosCrud, eventosSanitariosCrud, medicamentosCrud } from './sanidade/recursos.ts';

const f = adminFixture({ fazenda: 'Fazenda Relatórios Sanitários' });
let db: Db;
const ator = () => ({ userId: null, farmId: f.farmId, hoje: '2026-12-01' });
const ids: Record<string, string> = {};
const SEM_FINANCEIRO = MODULOS.filter((m) => m !== 'financial');

async function post<T = { id: string }>(path: string, body: object) {
  return jsonComStatus<T>(await f.t.request('POST', `/api/farms/${f.farmId}${path}`, { cookie: f.admin, body }), 201);
}

async function evento(body: Record<string, unknown>) {
  const { id: _i, updatedAt: _u, ...values } = eventoSanitarioSchema.parse(body);
  await eventosSanitariosCrud.create(db, ator(), uuidv7(), values);
}

async function relatorio(q: Record<string, string>, modulos: readonly string[] = MODULOS): Promise<Relatorio> {
  const farm = await f.t.database.db.query.fazendas.findFirst({ where: (t, { eq }) => eq(t.id, f.farmId) });
  if (!farm) throw new Error('sem fazenda');
  return gerarRelatorio(db, farm, consultaRelatorioSchema.parse(q), '01/12/2026 08:00', modulos);
}

beforeAll(async () => {
  db = f.t.database.db;
  for (const v of ['V1', 'V2', 'V3', 'V4']) {
    ids[v] = (
      await post('/animais', { identificacao: v, categoria: 'Vaca Leiteira', sexo: 'F', dataNascimento: '2021-01-01' })
    ).id;
    await post('/reproducao', { data: '2026-09-01', animalId: ids[v], evento: 'Parto' });
  }
  await post('/reproducao', { data: '2026-11-16', animalId: ids.V4, evento: 'Secagem' });
  for (let d = 1; d <= 30; d++) {
    await salvarLote(db, ator(), {
      data: `2026-11-${String(d).padStart(2, '0')}`,
      ordenha: 'Manhã',
      itens: [
        { id: uuidv7(), animalId: ids.V1, producao: 10 },
        { id: uuidv7(), animalId: ids.V2, producao: 10 },
      ],
    });
  }
  const {
    id: _i,
    updatedAt: _u,
    ...med
  } = medicamentoSchema.parse({
    nome: 'Mastizone',
    carenciaLeite: 4,
    carenciaCarneDias: 5,
    unidade: 'bisnaga',
    custoCentavos: 1500,
  });
  const mastizone = (await medicamentosCrud.create(db, ator(), uuidv7(), med)).row.id;
  await evento({ data: '2026-11-10', animalId: ids.V1, tipo: 'Mastite clínica', quartos: ['AE'], grau: 1 });
  await evento({ data: '2026-11-20', animalId: ids.V2, tipo: 'Mastite clínica', quartos: ['PD'], grau: 2 });
  await evento({
    data: '2026-11-10',
    animalId: ids.V1,
    tipo: 'Tratamento',
    motivo: 'Mastite clínica',
    medicamentoId: mastizone,
    dose: 1,
    dias: 3,
  });
  const ccs: [string, string, number][] = [
    ['2026-10-05', 'V1', 250],
    ['2026-10-05', 'V2', 100],
    ['2026-10-05', 'V3', 100],
    ['2026-10-05', 'V4', 100],
    ['2026-11-05', 'V1', 350],
    ['2026-11-05', 'V2', 150],
    ['2026-11-05', 'V3', 220],
    ['2026-11-05', 'V4', 90],
  ];
  for (const [data, v, valor] of ccs) {
    const { id: _c, updatedAt: _cu, ...c } = controleLeiteiroSchema.parse({ data, animalId: ids[v], ccs: valor });
    await controlesLeiteirosCrud.create(db, ator(), uuidv7(), c);
  }
  await post('/categorias', { nome: 'Leite Laticínio', tipo: 'Receita', grupoCusto: 'leite' });
  await post('/receitas', {
    data: '2026-11-28',
    descricao: 'Laticínio',
    categoria: 'Leite Laticínio',
    valor: 132_500,
    forma_recebimento: 'PIX',
  });
});

describe("Sanidade's reports", () => {
  it("'Leite descartado': litres produced, discarded, delivered, and their value at income ÷ delivered", async () => {
    const r = await relatorio({ tipo: 'mensal', categoria: 'leite-descartado', mes: '11', ano: '2026' });
    expect(r.linhas).toHaveLength(30);
    expect(r.linhas.find((l) => l.periodo === '2026-11-10')).toEqual({
      periodo: '2026-11-10',
      produzido: 20,
      descartado: 10,
      entregue: 10,
      valor: 2500,
    });
    expect(r.linhas.find((l) => l.periodo === '2026-11-17')).toMatchObject({ descartado: 0, valor: 0 });
    expect(r.totais).toEqual({ produzido: 600, descartado: 70, entregue: 530, valor: 17_500 });
    expect(r.destaque).toBe('Preço do leite: R$ 2,5000/L (receita de leite ÷ litros entregues, nov/2026).');
    // a year: the months
    const ano = await relatorio({ tipo: 'anual', categoria: 'leite-descartado', ano: '2026' });
    expect(ano.linhas).toEqual([{ periodo: '11/2026', produzido: 600, descartado: 70, entregue: 530, valor: 17_500 }]);
    // without Financeiro the value is withheld, and said so; the litres stay
    const sem = await relatorio(
      { tipo: 'mensal', categoria: 'leite-descartado', mes: '11', ano: '2026' },
      SEM_FINANCEIRO,
    );
    expect(sem.colunas.map((c) => c.chave)).toEqual(['periodo', 'produzido', 'descartado', 'entregue']);
    expect(sem.totais).toEqual({ produzido: 600, descartado: 70, entregue: 530 });
    expect(sem.destaque).toBe('Valor do leite descartado: Oculto: requer o módulo Financeiro');
    // an empty period: no row, no total but null
    const vazio = await relatorio({ tipo: 'mensal', categoria: 'leite-descartado', mes: '3', ano: '2026' });
    expect(vazio.linhas).toEqual([]);
    expect(vazio.destaque).toBeUndefined();
  });

  it("'Tratamentos e medicamentos': each treatment, the quantity used and its cost (withheld without Financeiro)", async () => {
    const r = await relatorio({ tipo: 'mensal', categoria: 'sanidade-tratamentos', mes: '11', ano: '2026' });
    expect(r.linhas).toEqual([
      {
        data: '2026-11-10',
        animal: 'V1',
        tipo: 'Tratamento',
        motivo: 'Mastite clínica',
        medicamento: 'Mastizone',
        dose: 1,
        dias: 3,
        quantidade: 3,
        unidade: 'bisnaga',
        custo: 4500,
      },
    ]);
    expect(r.totais).toEqual({ custo: 4500 });
    const sem = await relatorio({ tipo: 'anual', categoria: 'sanidade-tratamentos', ano: '2026' }, SEM_FINANCEIRO);
    expect(sem.colunas.some((c) => c.chave === 'custo')).toBe(false);
    expect(sem.linhas[0]).not.toHaveProperty('custo');
    expect(sem.destaque).toBe('Custo: Oculto: requer o módulo Financeiro');
    expect((await relatorio({ tipo: 'diario', categoria: 'sanidade-tratamentos', data: '2026-11-11' })).linhas).toEqual(
      [],
    );
  });

  it("'Mastite clínica': cases per 100 cows in milk per month (Kelton 1998)", async () => {
    const r = await relatorio({ tipo: 'mensal', categoria: 'mastite-clinica', mes: '11', ano: '2026' });
    expect(r.linhas).toEqual([{ mes: '11/2026', casos: 2, vacas: 3.5, incidencia: 57.1 }]);
    // a day's report gives its month, and says so
    const dia = await relatorio({ tipo: 'diario', categoria: 'mastite-clinica', data: '2026-11-03' });
    expect(dia.linhas).toEqual(r.linhas);
    expect(dia.destaque).toBe('Relatório diário: a incidência é a do mês do dia.');
    // a period without a case: 'sem dados' (no row), not an incidence of 0
    expect((await relatorio({ tipo: 'mensal', categoria: 'mastite-clinica', mes: '10', ano: '2026' })).linhas).toEqual(
      [],
    );
  });

  it("'CCS do rebanho': the share of cows above 200 000 cells/mL per test", async () => {
    const r = await relatorio({ tipo: 'anual', categoria: 'ccs-rebanho', ano: '2026' });
    expect(r.linhas).toEqual([
      { mes: '10/2026', vacas: 4, acima: 1, parcela: 25 },
      { mes: '11/2026', vacas: 4, acima: 2, parcela: 50 },
    ]);
    expect(r.totais).toEqual({ vacas: 8, acima: 3, parcela: 37.5 });
    expect((await relatorio({ tipo: 'anual', categoria: 'ccs-rebanho', ano: '2025' })).linhas).toEqual([]);
  });

  it('the API gives them as JSON and as files, to a caller of Sanidade', async () => {
    const base = `/api/farms/${f.farmId}/relatorios?tipo=mensal&mes=11&ano=2026&categoria=leite-descartado`;
    const json = await jsonComStatus<Relatorio>(await f.t.request('GET', base, { cookie: f.admin }));
    expect(json.titulo).toBe('Relatório mensal — Leite descartado');
    const csv = await f.t.request('GET', `${base}&formato=csv`, { cookie: f.admin });
    expect(csv.status).toBe(200);
    const texto = await csv.text();
    expect(texto).toContain('Descartado (L)');
    expect(texto).toContain('Total;600,0;70,0;530,0;175,00');
  });
});

describe('the price per litre on delivered litres (issue 39 §4)', () => {
  it("the assessment's suggestion: delivered litres, so price = income ÷ delivered; medicines' cost as 'sanidade'", async () => {
    const farm = await f.t.database.db.query.fazendas.findFirst({ where: (t, { eq }) => eq(t.id, f.farmId) });
    if (!farm) throw new Error('sem fazenda');
    const s = await sugestaoDoAno(db, farm, 2026, MODULOS);
    expect(s.sugestao.receitas).toMatchObject({ leiteLitros: 530, rendaLeite: 132_500 });
    expect(s.sugestao.custos?.sanidade).toBe(4500);
    const a = analisar(
      avaliacaoSchema.parse({
        ...exemplo,
        receitas: { ...exemplo.receitas, leiteLitros: 530, rendaLeite: 132_500, precoLeite: undefined },
      }),
    );
    // R$ 2,50 a litre, not R$ 2,2083 (÷ 600 produced)
    expect(a.porLitro?.preco).toBe(250);
  });

  it("the productivity on produced litres: 'Leite produzido no ano' 600 L, the price on 530; the desk agrees", async () => {
    const farm = await f.t.database.db.query.fazendas.findFirst({ where: (t, { eq }) => eq(t.id, f.farmId) });
    if (!farm) throw new Error('sem fazenda');
    const s = await sugestaoDoAno(db, farm, 2026, MODULOS);
    // November's milk: 600 L produced (discarded included), 530 delivered, over its 30 days
    expect(s.sugestao.receitas).toMatchObject({ leiteLitros: 530, leiteProduzidoLitros: 600, diasLeite: 30 });
    const a = analisar(
      avaliacaoSchema.parse({
        ...exemplo,
        identificacao: { ...exemplo.identificacao, areaLeiteHa: farm.size },
        receitas: { ...s.sugestao.receitas, vendaAnimais: 0, variacaoInventarioAnimal: 0 },
        zootecnico: s.sugestao.zootecnico,
      }),
    );
    // price on delivered: 132 500 ÷ 530 = R$ 2,50; litres per day on produced: 600 ÷ 30 = 20 L (530 ÷ 30 = 17,7)
    expect(a.porLitro?.preco).toBe(250);
    expect(a.indicadores.litrosPorDia).toBe(20);
    // with the 2 cows of the worked example: 20 ÷ 2 = 10 L/vaca/dia, 300 L per cow in the 30 days
    const duas = analisar(
      avaliacaoSchema.parse({
        ...exemplo,
        receitas: { ...s.sugestao.receitas },
        zootecnico: { vacasLactacaoMedia: 2, vacasTotalMedia: 2 },
      }),
    );
    expect(duas.indicadores.litrosPorVacaLactacaoDia).toBe(10);
    // the farms' desk reads the same year through the same function (indicadoresDe over milk_meses)
    const periodo = lerPeriodo('2026');
    if (!periodo) throw new Error('período');
    const painel = await painelDoPeriodo(db, await fazendasDaInstalacao(db), periodo);
    const linha = painel.linhas.find((l) => l.farmId === f.farmId)?.figuras;
    expect(linha?.litrosDia?.valor).toBe(a.indicadores.litrosPorDia);
    expect(linha?.litrosVacaLactacaoDia?.valor).toBe(a.indicadores.litrosPorVacaLactacaoDia);
  });
});
