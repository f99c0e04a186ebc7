/**
 * CSV export and import through the API, on a real libSQL file: every entity of the descriptor table makes the round
 * trip (export → wipe → import → the same rows, field for field), malformed files get the error table and write
 * nothing, re-imports add nothing, Latin-1 and plain ',' files are read, and the modules guard both ways.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTIDADES_CSV } from '../../domain/csv/entidades.ts';
import { lerCsv, lerCsvBytes } from '../../domain/csv/leitor.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { controleLeiteiroSchema, eventoSanitarioSchema, medicamentoSchema } from '../../domain/sanidade/schemas.ts';
import { RECURSOS_CSV } from '../services/csv/recursos.ts';
import type { ResultadoImportacao } from '../services/csv/servico.ts';
import { controlesLeiteirosCrud, eventosSanitariosCrud, medicamentosCrud } from '../services/sanidade/recursos.ts';
import { adminFixture } from '../test/fixture.ts';
import { snapshotTables } from '../test/permissions.ts';

const f = adminFixture();
let base: string;
const ids: Record<string, string> = {};

const ator = () => ({ userId: null, farmId: f.farmId });

async function post(path: string, body: unknown) {
  const res = await f.t.request('POST', `${base}${path}`, { cookie: f.admin, body });
  const json = (await res.json()) as { id: string };
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** At least one row of every entity, made through its own API (a descriptor without a sample fails the test). */
const EXEMPLOS: Record<string, () => Promise<void>> = {
  async rebanho() {
    const mae = await post('/animais', { identificacao: '101', categoria: 'Vaca Leiteira', raca: 'Holandesa' });
    ids.mae = mae.id;
    const filha = await post('/animais', {
      identificacao: '102',
      nome: '=Estrela',
      categoria: 'Novilha',
      sexo: 'F',
      dataNascimento: '2023-04-05',
      maeId: mae.id,
      observacao: 'linha 1; com "aspas"\ne quebra',
    });
    ids.filha = filha.id;
    await post('/animais', { identificacao: '7', categoria: 'Touro Reprodutor', sexo: 'M', situacao: 'vendido' });
  },
  async producao() {
    await post('/producao', { data: '2025-03-01', animalId: ids.mae, ordenha: 'Manhã', producao: 12.5 });
    await post('/producao', { data: '2025-03-01', animalId: ids.mae, ordenha: 'Tarde', producao: 9 });
  },
  async qualidade() {
    await post('/qualidade', {
      data: '2025-03-02',
      amostra: 'Tanque 1',
      gordura: 3.61,
      proteina: 3.2,
      ccs: 250,
      cbt: 45000,
    });
  },
  async reproducao() {
    await post('/reproducao', { data: '2025-02-01', animalId: ids.mae, evento: 'Inseminação', observacao: '' });
    await post('/reproducao', { data: '2025-03-01', animalId: ids.mae, evento: 'Diagnóstico', resultado: 'positivo' });
  },
  // Sanidade's routes come in part 2 of issue 39: its samples go through the services' kernel resources
  async medicamentos() {
    const {
      id: _i,
      updatedAt: _u,
      ...v
    } = medicamentoSchema.parse({
      nome: 'Mastizone',
      principioAtivo: 'Cefalexina',
      carenciaLeite: 8,
      carenciaLeiteUnidade: 'ordenhas',
      carenciaCarneDias: 4,
      unidade: 'bisnaga',
      custoCentavos: 1890,
    });
    ids.remedio = (await medicamentosCrud.create(f.t.database.db, ator(), uuidv7(), v)).row.id;
  },
  async 'eventos-sanitarios'() {
    for (const body of [
      {
        data: '2025-03-05',
        animalId: ids.mae,
        tipo: 'Tratamento',
        motivo: 'Mastite clínica',
        medicamentoId: ids.remedio,
        dose: 1,
        dias: 3,
      },
      { data: '2025-03-05', animalId: ids.mae, tipo: 'Mastite clínica', quartos: 'PD', grau: 1 },
    ]) {
      const { id: _i, updatedAt: _u, ...v } = eventoSanitarioSchema.parse(body);
      await eventosSanitariosCrud.create(f.t.database.db, ator(), uuidv7(), v);
    }
  },
  async 'controle-leiteiro'() {
    const {
      id: _i,
      updatedAt: _u,
      ...v
    } = controleLeiteiroSchema.parse({
      data: '2025-03-10',
      animalId: ids.mae,
      leite: 28.2,
      gordura: 3.4,
      proteina: 3.1,
      ccs: 240,
    });
    await controlesLeiteirosCrud.create(f.t.database.db, ator(), uuidv7(), v);
  },
  async animais() {
    await post('/inventario/animais', {
      ano: 2025,
      tipo: 'Vaca Leiteira',
      quantidade: 30,
      valor: 850000,
      taxaJuros: 6,
      responsavelTecnico: 'Dr. Ana',
    });
  },
  async terras() {
    await post('/inventario/terras', {
      ano: 2025,
      tipo: 'Pastagem',
      quantidade: 12.75,
      valor: 2000000,
      taxaJurosItem: 6,
      responsavelTecnico: 'Dr. Ana',
    });
  },
  async instalacoes() {
    await post('/inventario/instalacoes', {
      nome: 'Galpão',
      tipo: 'Estábulo',
      area: 320.5,
      capacidade: 40,
      status: 'Ativo',
      valor: 15000000,
      vidaUtilAnos: 25,
      percentualResidual: 10,
    });
  },
  async maquinas() {
    await post('/inventario/maquinas', {
      ano: 2025,
      nome: 'Trator',
      tipo: 'Trator',
      modelo: 'MF 4275',
      anoFabricacao: 2015,
      status: 'Operacional',
      valor: 9000000,
      quantidade: 1,
      vidaUtilAnos: 10,
      percentualResidual: 20,
      responsavelTecnico: '',
    });
  },
  async 'contas-pagar'() {
    const c = await post('/contas-pagar', {
      data_vencimento: '2025-03-10',
      fornecedor: 'Agro Ltda',
      descricao: 'Ração',
      categoria: 'Alimentação',
      valor: 123456,
    });
    await post(`/contas-pagar/${c.id}/baixa`, {
      conta_bancaria: 'Banco do Brasil - Conta Corrente',
      data_baixa: '2025-03-11',
    });
    await post('/contas-pagar', {
      data_vencimento: '2025-04-10',
      fornecedor: 'Agro Ltda',
      descricao: '+ sal mineral',
      categoria: 'Alimentação',
      valor: 5000,
    });
  },
  async 'contas-receber'() {
    await post('/contas-receber', {
      data_vencimento: '2025-03-15',
      cliente: 'Laticínio',
      descricao: 'Leite de fevereiro',
      categoria: 'Venda de leite',
      valor: 2500000,
    });
  },
  async receitas() {
    await post('/receitas', {
      data: '2025-03-05',
      descricao: 'Venda de bezerro',
      categoria: 'Venda de animais',
      valor: 150000,
      forma_recebimento: 'PIX',
      observacoes: '',
    });
  },
  async despesas() {
    await post('/despesas', {
      data: '2025-03-06',
      descricao: 'Vacina',
      categoria: 'Sanidade',
      valor: 9990,
      forma_pagamento: 'Dinheiro',
      observacoes: '@ver nota',
    });
  },
  async fornecedores() {
    await post('/fornecedores', {
      nome: 'Agro Ltda',
      cnpj_cpf: '12.345.678/0001-90',
      telefone: '(34) 3333-0000',
      email: 'a@agro.com',
      endereco: 'Rua 1',
      observacoes: '',
    });
  },
  async categorias() {
    await post('/categorias', { nome: 'Sanidade', tipo: 'Despesa', descricao: 'Vacinas e remédios', ativo: 'Sim' });
  },
};
// registries come seeded with every farm; one more each for good measure
for (const e of ENTIDADES_CSV) {
  if (EXEMPLOS[e.nome] || !e.chave.includes('nome')) continue;
  const tipo = e.nome;
  EXEMPLOS[tipo] = async () => {
    const campos = Object.fromEntries(e.colunas.map((c) => [c.campo, c.campo === 'ativo' ? 'Sim' : `${c.rotulo} x`]));
    await post(`/registros/${tipo}`, campos);
  };
}

async function exportar(nome: string, cookie = f.admin) {
  return f.t.request('GET', `${base}/csv/${nome}`, { cookie });
}

async function importar(nome: string, csv: string, simular = false, cookie = f.admin) {
  const { registros, separador } = lerCsv(csv);
  const res = await f.t.request('POST', `${base}/csv/${nome}`, { cookie, body: { registros, separador, simular } });
  return { status: res.status, r: (await res.json()) as ResultadoImportacao };
}

/** The entity's stored rows of the farm, without the timestamps, by id. */
async function linhas(nome: string) {
  const table = RECURSOS_CSV[nome].recurso.table as unknown as { _: { name: string } };
  const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  const rs = await f.t.database.client.execute({
    sql: `SELECT * FROM ${name} WHERE farm_id = ? ORDER BY id`,
    args: [f.farmId],
  });
  return rs.rows.map((r) => {
    const { created_at: _c, updated_at: _u, ...rest } = r as Record<string, unknown>;
    return rest;
  });
}

async function apagar(nome: string) {
  const name = (RECURSOS_CSV[nome].recurso.table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  await f.t.database.client.execute('PRAGMA foreign_keys = OFF');
  await f.t.database.client.execute({ sql: `DELETE FROM ${name} WHERE farm_id = ?`, args: [f.farmId] });
  await f.t.database.client.execute('PRAGMA foreign_keys = ON');
}

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  for (const e of ENTIDADES_CSV) await EXEMPLOS[e.nome]?.();
});

describe('round trip of every entity', () => {
  it('every entity of the table has a sample here', () => {
    expect(ENTIDADES_CSV.filter((e) => !EXEMPLOS[e.nome]).map((e) => e.nome)).toEqual([]);
  });

  for (const e of ENTIDADES_CSV) {
    it(`${e.nome}: export → wipe → import gives the same rows, field for field`, async () => {
      const antes = await linhas(e.nome);
      expect(antes.length).toBeGreaterThan(0);
      const res = await exportar(e.nome);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(
        // the farm's name in it (issue 38 item 8): two farms' exports never overwrite each other
        new RegExp(`filename="${e.nome}-fazenda-modelo-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.split('\r\n')[0]).toBe(`\uFEFF${[...e.colunas.map((c) => c.rotulo), 'ID'].join(';')}`);

      await apagar(e.nome);
      expect(await linhas(e.nome)).toEqual([]);
      const { status, r } = await importar(e.nome, csv);
      expect(status).toBe(200);
      expect(r.erros).toEqual([]);
      expect(r).toMatchObject({ gravado: true, novos: antes.length, atualizados: 0, inalterados: 0 });
      expect(await linhas(e.nome)).toEqual(antes);

      // the same file again: nothing new, nothing changed
      const again = await importar(e.nome, csv);
      expect(again.r).toMatchObject({ gravado: true, novos: 0, atualizados: 0, inalterados: antes.length });
      expect(await linhas(e.nome)).toEqual(antes);
    });
  }

  it('writes the pt-BR form: decimal comma, dd/MM/yyyy, reais, neutralised formulas, brincos for animals', async () => {
    const prod = await (await exportar('producao')).text();
    expect(prod).toContain('01/03/2025;101;Manhã;12,5;');
    const contas = await (await exportar('contas-pagar')).text();
    expect(contas).toContain(
      '10/03/2025;Agro Ltda;Ração;Alimentação;1234,56;Pago;11/03/2025;Banco do Brasil - Conta Corrente;',
    );
    expect(contas).toContain(";'+ sal mineral;");
    const herd = await (await exportar('rebanho')).text();
    expect(herd).toContain("102;'=Estrela;Novilha;;Fêmea;05/04/2023;101;Ativo;");
  });
});

describe('import without IDs: the natural key', () => {
  it('a plain file (",", ISO dates, "." decimals) creates, then updates by brinco + data + ordenha', async () => {
    const plain = 'Data,Animal,Ordenha,Produção (L)\n2025-05-01,101,Manhã,10.5\n2025-05-01,101,Noite,"8,25"\n';
    const a = await importar('producao', plain);
    expect(a.r.erros).toEqual([]);
    expect(a.r).toMatchObject({ gravado: true, novos: 2, atualizados: 0 });
    const rs = await f.t.database.client.execute({
      sql: `SELECT producao FROM milk_records WHERE farm_id = ? AND data = '2025-05-01' ORDER BY producao`,
      args: [f.farmId],
    });
    expect(rs.rows.map((r) => r.producao)).toEqual([8.3, 10.5]);

    const changed = plain.replace('10.5', '11');
    const b = await importar('producao', changed);
    expect(b.r).toMatchObject({ gravado: true, novos: 0, atualizados: 1, inalterados: 1 });
    const audit = await f.t.database.client.execute(
      `SELECT action FROM audit_log WHERE entity = 'milk_records' AND action = 'update'`,
    );
    expect(audit.rows.length).toBe(1);
  });

  it('a Latin-1 file from an old Excel is read (accents intact)', () => {
    const texto =
      'Data;Lote/Tanque;Gordura (%);Proteína (%);CCS (x1000/mL);CBT (UFC/mL)\r\n01/06/2025;Tanque São João;3,5;3,1;200;30000\r\n';
    const bytes = Uint8Array.from([...texto].map((ch) => ch.charCodeAt(0)));
    const lido = lerCsvBytes(bytes);
    expect(lido.codificacao).toBe('windows-1252');
    expect(lido.registros[0][3]).toBe('Proteína (%)');
    expect(lido.registros[1][1]).toBe('Tanque São João');
  });

  it('--simular / the preview counts without writing', async () => {
    const before = await snapshotTables(f.t);
    const { r } = await importar(
      'qualidade',
      'Data;Lote/Tanque;Gordura (%);Proteína (%);CCS (x1000/mL);CBT (UFC/mL)\n07/06/2025;T9;3,5;3,1;200;30000\n',
      true,
    );
    expect(r).toMatchObject({ simulado: true, gravado: false, novos: 1, linhas: 1 });
    expect(await snapshotTables(f.t)).toEqual(before);
  });
});

describe('a large import does not hold the server', () => {
  it('other requests are served while a 3,000-row file is imported: the event loop gets a turn every 100 rows', async () => {
    const linhas = ['Data;Descrição;Categoria;Valor;Forma de recebimento'];
    for (let i = 1; i <= 3000; i++)
      linhas.push(`0${1 + (i % 9)}/01/2025;Lote grande ${i};Venda de animais;${i},00;PIX`);
    // the import's code loaded first (its first use loads it, in turns of its own)
    expect((await importar('receitas', linhas.slice(0, 2).join('\n'), true)).r.novos).toBe(1);
    let fim = false;
    const importacao = importar('receitas', linhas.join('\n')).finally(() => {
      fim = true;
    });
    // each turn is when the server reads its sockets (another phone's request); the embedded database answers
    // synchronously, so without turns the whole import ran in one
    let voltas = 0;
    while (!fim) {
      await new Promise((r) => setImmediate(r));
      voltas++;
    }
    expect((await importacao).r).toMatchObject({ gravado: true, novos: 3000, totalErros: 0 });
    // two passes (check, write) of 3,000 rows: 60 turns at least
    expect(voltas).toBeGreaterThanOrEqual(60);
  });
});

describe('a malformed file writes nothing and gets the error table', () => {
  it('bad date, unknown brinco, wrong decimal, duplicated rows: linha, coluna, valor, mensagem', async () => {
    const before = await snapshotTables(f.t);
    const csv = [
      'Data;Animal;Ordenha;Produção (L)',
      '01/07/2025;101;Manhã;10',
      '31/02/2025;101;Tarde;10',
      '02/07/2025;999;Manhã;10',
      '03/07/2025;101;Manhã;1,2,3',
      '01/07/2025;101;Manhã;12',
    ].join('\n');
    const { status, r } = await importar('producao', csv);
    expect(status).toBe(200);
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 3, coluna: 'Data', valor: '31/02/2025', mensagem: 'Data inválida. Use o formato dd/mm/aaaa.' },
      { linha: 4, coluna: 'Animal', valor: '999', mensagem: 'Animal não encontrado nesta fazenda: 999.' },
      { linha: 5, coluna: 'Produção (L)', valor: '1,2,3', mensagem: expect.stringMatching(/número|numérico/i) },
      { linha: 6, coluna: '', valor: '', mensagem: 'Linha repetida: os mesmos dados-chave da linha 2.' },
    ]);
    expect(await snapshotTables(f.t)).toEqual(before);
  });

  it('the write rules of the records hold in a file too: nothing after today, milkings of females only', async () => {
    const before = await snapshotTables(f.t);
    const csv = ['Data;Animal;Ordenha;Produção (L)', '01/07/2099;101;Manhã;10', '01/07/2025;7;Manhã;10'].join('\n');
    const { r } = await importar('producao', csv);
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 2, coluna: 'Data', valor: '01/07/2099', mensagem: 'A data não pode ser posterior a hoje.' },
      {
        linha: 3,
        coluna: 'Animal',
        valor: '7',
        mensagem: 'Escolha uma fêmea: ordenhas e eventos reprodutivos são de vacas e novilhas.',
      },
    ]);
    expect(await snapshotTables(f.t)).toEqual(before);
  });

  it('a value outside a closed list says which values the column takes (ordenha, sexo, categoria, status…)', async () => {
    const before = await snapshotTables(f.t);
    const prod = await importar('producao', 'Data;Animal;Ordenha;Produção (L)\n01/07/2025;101;Madrugada;10\n');
    expect(prod.r.erros).toEqual([
      {
        linha: 2,
        coluna: 'Ordenha',
        valor: 'Madrugada',
        mensagem: 'Valor desconhecido em Ordenha: "Madrugada". Use: Manhã, Tarde ou Noite.',
      },
    ]);
    const herd = await importar(
      'rebanho',
      'Identificação;Categoria;Sexo;Situação\n900;Vaca Leiteira;X;Ativo\n901;Vaca de leite;F;Emprestada\n',
    );
    expect(herd.r.erros).toEqual([
      { linha: 2, coluna: 'Sexo', valor: 'X', mensagem: 'Valor desconhecido em Sexo: "X". Use: Fêmea ou Macho.' },
      {
        linha: 3,
        coluna: 'Situação',
        valor: 'Emprestada',
        mensagem: 'Valor desconhecido em Situação: "Emprestada". Use: Ativo, Vendido, Morto ou Descartado.',
      },
    ]);
    const categoria = await importar('rebanho', 'Identificação;Categoria\n902;Vaca de leite\n');
    expect(categoria.r.erros).toEqual([
      {
        linha: 2,
        coluna: 'Categoria',
        valor: 'Vaca de leite',
        mensagem: expect.stringMatching(
          /^Valor desconhecido em Categoria: "Vaca de leite"\. Use: .*Novilha.*Vaca Leiteira/,
        ),
      },
    ]);
    const contas = await importar(
      'contas-pagar',
      'Vencimento;Fornecedor;Descrição;Categoria;Valor;Status\n10/03/2025;Agro;Sal;Alimentação;10,00;Quitado\n',
    );
    expect(contas.r.erros).toEqual([
      {
        linha: 2,
        coluna: 'Status',
        valor: 'Quitado',
        mensagem: 'Valor desconhecido em Status: "Quitado". Use: Pendente ou Pago.',
      },
    ]);
    expect(await snapshotTables(f.t)).toEqual(before);
  });

  it('a missing required column, a binary file and a 2 MB line', async () => {
    const before = await snapshotTables(f.t);
    const a = await importar('producao', 'Data;Ordenha;Produção (L)\n01/07/2025;Manhã;10\n');
    expect(a.r.erros).toEqual([
      { linha: 1, coluna: 'Animal', valor: '', mensagem: 'Coluna obrigatória ausente: Animal.' },
    ]);
    expect(() => lerCsvBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x0a, 0x3b, 0x0a]))).toThrow(
      /caractere nulo/,
    );
    expect(() => lerCsv(`Data;Animal\n${'x'.repeat(2 * 1024 * 1024)}\n`)).toThrow(/longa demais/);
    expect(await snapshotTables(f.t)).toEqual(before);
  });

  it('an ID used by another farm is refused, and the whole file is rolled back', async () => {
    const outra = await f.t.createFarm('Outra CSV');
    const csv = await (await exportar('qualidade')).text();
    const novo = `${csv}08/06/2025;T10;3,5;3,1;200;30000;\r\n`;
    const before = await snapshotTables(f.t);
    const res = await f.t.request('POST', `/api/farms/${outra}/csv/qualidade`, {
      cookie: f.admin,
      body: { ...lerCsv(novo), simular: false },
    });
    const r = (await res.json()) as ResultadoImportacao;
    expect(r.gravado).toBe(false);
    expect(r.erros[0].mensagem).toMatch(/outra fazenda/);
    expect(await snapshotTables(f.t)).toEqual(before);
  });
});

describe('permissions', () => {
  it('a user without the module is refused export and import; a reader without the writing module only exports', async () => {
    const operador = await f.t.createUser({
      email: 'csv-op@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Operadores'],
    });
    // Operadores: animals + appointments, no financial
    for (const res of [
      await exportar('contas-pagar', operador.cookie),
      await f.t.request('POST', `${base}/csv/contas-pagar`, {
        cookie: operador.cookie,
        body: { registros: [['Vencimento']] },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.semPermissao);
    }
    expect((await exportar('producao', operador.cookie)).status).toBe(200);
    // technicians are read by every inventory module but written only by them; 'status' needs financial
    expect((await exportar('status', operador.cookie)).status).toBe(403);
    const gerente = await f.t.createUser({
      email: 'csv-ger@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Gerentes'],
    });
    // Gerentes: animals, financial, reports — reads 'tipos-terras' through reports, may not write it (lands)
    expect((await exportar('tipos-terras', gerente.cookie)).status).toBe(200);
    const before = await snapshotTables(f.t);
    const res = await f.t.request('POST', `${base}/csv/tipos-terras`, {
      cookie: gerente.cookie,
      body: { registros: [['Nome'], ['Nova terra']] },
    });
    expect(res.status).toBe(403);
    expect(await snapshotTables(f.t)).toEqual(before);
  });

  it('an unknown entity is a Portuguese 400', async () => {
    const res = await exportar('vacinas');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Não sei importar "vacinas"/);
  });
});
