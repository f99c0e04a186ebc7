/**
 * A cell of a closed-list column (ordenha, sexo, situação, evento, resultado, status, tipo, ativo, grupo de custo)
 * that is none of its values is refused with one message that names the column and the values it takes — the
 * domain's own list — for every column of every entity; the stored value and the screen's label are both read.
 */
import { describe, expect, it } from 'vitest';
import { ORDENHAS } from '../apontamentos/schemas.ts';
import { ROTULO_GRUPO } from '../avaliacao/schemas.ts';
import { ENTIDADES_CSV, entidadeCsv } from './entidades.ts';
import { cabecalhoExportacao, lerLinha, mapearCabecalho } from './importacao.ts';
import { MSG_CSV } from './messages.ts';

const comOpcoes = ENTIDADES_CSV.flatMap((e) => e.colunas.filter((c) => c.opcoes).map((c) => ({ e, c })));
const resolver = () => 'id-de-um-animal';

function linhaCom(nome: string, valores: Record<string, string>) {
  const e = entidadeCsv(nome);
  if (!e) throw new Error(nome);
  const cab = mapearCabecalho(e, cabecalhoExportacao(e));
  const celulas = e.colunas.map((c) => valores[c.rotulo] ?? '');
  return lerLinha(e, cab, celulas, 2, ';', resolver);
}

describe('closed lists', () => {
  it('an unknown ordenha says which ones there are', () => {
    expect(
      linhaCom('producao', { Data: '01/03/2025', Animal: '10', Ordenha: 'Madrugada', 'Produção (L)': '10' }),
    ).toEqual({
      ok: false,
      erros: [
        {
          linha: 2,
          coluna: 'Ordenha',
          valor: 'Madrugada',
          mensagem: 'Valor desconhecido em Ordenha: "Madrugada". Use: Manhã, Tarde ou Noite.',
        },
      ],
    });
    expect(MSG_CSV.opcaoDesconhecida('Ordenha', 'x', ORDENHAS)).toContain(
      ORDENHAS.join(', ').replace(/, (\S+)$/, ' ou $1'),
    );
  });

  it('every closed-list column has the domain values to offer', () => {
    expect(comOpcoes.map(({ e, c }) => `${e.nome}.${c.campo}`)).toEqual(
      expect.arrayContaining([
        'rebanho.sexo',
        'rebanho.situacao',
        'producao.ordenha',
        'reproducao.evento',
        'reproducao.resultado',
        'instalacoes.status',
        'maquinas.status',
        'contas-pagar.status',
        'contas-receber.status',
        'categorias.tipo',
        'categorias.ativo',
        'categorias.grupoCusto',
        'status.ativo',
        'contas-bancarias.ativo',
      ]),
    );
  });

  for (const { e, c } of comOpcoes) {
    it(`${e.nome}: an unknown ${c.rotulo} is refused naming the values it takes; value and label are read`, () => {
      const cab = mapearCabecalho(e, cabecalhoExportacao(e));
      const i = e.colunas.indexOf(c);
      const celulas = e.colunas.map(() => '');
      celulas[i] = 'Valor que não existe';
      const r = lerLinha(e, cab, celulas, 7, ';', resolver);
      const rotulos = [...new Set(Object.values(c.opcoes ?? {}))];
      expect(r.ok).toBe(false);
      const doCampo = r.ok ? [] : r.erros.filter((x) => x.coluna === c.rotulo);
      expect(doCampo).toEqual([
        {
          linha: 7,
          coluna: c.rotulo,
          valor: 'Valor que não existe',
          mensagem: MSG_CSV.opcaoDesconhecida(c.rotulo, 'Valor que não existe', rotulos),
        },
      ]);
      for (const [valor, rotulo] of Object.entries(c.opcoes ?? {})) {
        for (const escrito of [valor, rotulo, rotulo.toUpperCase(), ` ${rotulo} `]) {
          celulas[i] = escrito;
          const lida = lerLinha(e, cab, celulas, 7, ';', resolver);
          const erros = lida.ok ? [] : lida.erros.filter((x) => x.coluna === c.rotulo);
          expect(erros, `${c.rotulo} = ${escrito}`).toEqual([]);
        }
      }
    });
  }

  it("the cost group is written and read by the screen's label, and by its code", () => {
    const base = { Nome: 'Ração', Tipo: 'despesa' };
    const porRotulo = linhaCom('categorias', { ...base, 'Grupo de custo': ROTULO_GRUPO.concentrado });
    const porCodigo = linhaCom('categorias', { ...base, 'Grupo de custo': 'concentrado' });
    expect(porRotulo).toMatchObject({ ok: true, dados: { tipo: 'Despesa', grupoCusto: 'concentrado', ativo: 'Sim' } });
    expect(porCodigo).toEqual(porRotulo);
  });
});

describe('money cells', () => {
  it("a third decimal place is refused as the form refuses it, never rounded ('12,345' is not R$ 12,35)", () => {
    const linha = (valor: string) =>
      linhaCom('despesas', {
        Data: '01/03/2025',
        Descrição: 'Sal mineral',
        Categoria: 'Alimentação',
        Valor: valor,
        'Forma de pagamento': 'PIX',
      });
    expect(linha('12,345')).toEqual({
      ok: false,
      erros: [{ linha: 2, coluna: 'Valor', valor: '12,345', mensagem: 'Use no máximo duas casas decimais.' }],
    });
    expect(linha('1.234,5')).toMatchObject({ ok: true, dados: { valor: 123_450 } });
    expect(linha('R$ 12,34')).toMatchObject({ ok: true, dados: { valor: 1234 } });
  });
});
