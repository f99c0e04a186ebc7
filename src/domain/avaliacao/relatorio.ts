/**
 * The Análise Final as lines of a report (label, figure as the technician reads it): the CLI's table and CSV, and
 * the printed report, show the same lines.
 */
import { formatBRL, formatBRLPorLitro, formatNumero, formatPercent } from '../format.ts';
import type { Relatorio } from '../relatorios/schemas.ts';
import type { AnaliseFinal } from './analise.ts';
import { type Avaliacao, ITENS_COE, ROTULO_COE } from './schemas.ts';

export interface LinhaRelatorio {
  secao: string;
  rotulo: string;
  valor: string;
}

/** R$ per litre with four decimals (centavos per litre come with two), written as every other amount. */
const porLitro = formatBRLPorLitro;
const ou = (v: number | null, f: (n: number) => string) => (v === null ? '—' : f(v));

export function linhasDoRelatorio(a: AnaliseFinal): LinhaRelatorio[] {
  const l: LinhaRelatorio[] = [];
  const add = (secao: string, rotulo: string, valor: string) => l.push({ secao, rotulo, valor });
  add('Receitas', 'Leite produzido', `${formatNumero(a.litros, 0)} L`);
  add('Receitas', 'Renda bruta do leite', formatBRL(a.rbLeite));
  add('Receitas', 'Renda bruta da atividade', formatBRL(a.rbAtividade));
  add('Receitas', 'Participação do leite na renda', formatPercent(a.participacaoLeite * 100));
  for (const i of ITENS_COE)
    if (a.coeItens[i]) add('Custo operacional efetivo', ROTULO_COE[i], formatBRL(a.coeItens[i]));
  add('Custos', 'Custo operacional efetivo (COE)', formatBRL(a.coe));
  add('Custos', 'Depreciação', formatBRL(a.depreciacao));
  add('Custos', 'Mão de obra familiar', formatBRL(a.maoDeObraFamiliar));
  add('Custos', 'Custo operacional total (COT)', formatBRL(a.cot));
  add('Custos', 'Remuneração do capital', formatBRL(a.remuneracaoCapital));
  add('Custos', 'Remuneração da terra', formatBRL(a.remuneracaoTerra));
  add('Custos', 'Custo total (CT)', formatBRL(a.ct));
  add('Resultados', 'Margem bruta (RB − COE)', formatBRL(a.margemBruta));
  add('Resultados', 'Margem líquida (RB − COT)', formatBRL(a.margemLiquida));
  add('Resultados', 'Lucro (RB − CT)', formatBRL(a.lucro));
  if (a.porLitro) {
    add('Por litro de leite', 'Preço médio', porLitro(a.porLitro.preco));
    add('Por litro de leite', 'COE', porLitro(a.porLitro.coe));
    add('Por litro de leite', 'COT', porLitro(a.porLitro.cot));
    add('Por litro de leite', 'CT', porLitro(a.porLitro.ct));
    add('Por litro de leite', 'Lucro', porLitro(a.porLitro.lucro));
  }
  add('Capital', 'Capital investido (sem terra)', formatBRL(a.capitalInvestido));
  add('Capital', 'Valor da terra', formatBRL(a.valorTerra));
  add(
    'Capital',
    'Taxa de retorno com terra',
    ou(a.taxaRetorno.comTerra, (n) => `${formatNumero(n, 1)}% a.a.`),
  );
  add(
    'Capital',
    'Taxa de retorno sem terra',
    ou(a.taxaRetorno.semTerra, (n) => `${formatNumero(n, 1)}% a.a.`),
  );
  add(
    'Capital',
    'Ponto de nivelamento',
    ou(a.pontoNivelamentoLitros, (n) => `${formatNumero(n, 0)} L/ano`),
  );
  const z = a.indicadores;
  add('Indicadores zootécnicos', 'Litros por dia', `${formatNumero(z.litrosPorDia, 1)} L`);
  add(
    'Indicadores zootécnicos',
    'Litros/vaca em lactação/dia',
    ou(z.litrosPorVacaLactacaoDia, (n) => `${formatNumero(n, 1)} L`),
  );
  add(
    'Indicadores zootécnicos',
    'Litros/vaca total/dia',
    ou(z.litrosPorVacaTotalDia, (n) => `${formatNumero(n, 1)} L`),
  );
  add(
    'Indicadores zootécnicos',
    'Vacas em lactação',
    ou(z.percentualVacasLactacao, (n) => `${formatNumero(n, 1)}%`),
  );
  add(
    'Indicadores zootécnicos',
    'Litros/ha/ano',
    ou(z.litrosPorHaAno, (n) => `${formatNumero(n, 0)} L`),
  );
  add(
    'Indicadores zootécnicos',
    'Vacas/ha',
    ou(z.vacasPorHa, (n) => formatNumero(n, 2)),
  );
  add(
    'Indicadores zootécnicos',
    'DEL médio',
    ou(z.delMedio, (n) => `${formatNumero(n, 0)} dias`),
  );
  add(
    'Indicadores zootécnicos',
    'Intervalo entre partos',
    ou(z.intervaloPartosDias, (n) => `${formatNumero(n, 0)} dias`),
  );
  add(
    'Indicadores zootécnicos',
    'Taxa de serviço',
    ou(z.taxaServico, (n) => `${formatNumero(n, 1)}%`),
  );
  add(
    'Indicadores zootécnicos',
    'Taxa de concepção',
    ou(z.taxaConcepcao, (n) => `${formatNumero(n, 1)}%`),
  );
  add(
    'Indicadores zootécnicos',
    'Taxa de prenhez',
    ou(z.taxaPrenhez, (n) => `${formatNumero(n, 1)}%`),
  );
  add('Veredito', 'Situação', a.veredito.texto);
  return l;
}

/**
 * Rows of text as a report, for the reports' file makers (Excel, PDF): the CLI's summary of many farms too. The
 * columns numbered in `figuras` hold figures (aligned right).
 */
export function relatorioDeTexto(
  cabecalho: readonly string[],
  linhas: readonly (readonly string[])[],
  figuras: readonly number[],
  capa: Pick<Relatorio, 'titulo' | 'fazenda' | 'periodo' | 'geradoEm' | 'destaque'>,
): Relatorio {
  return {
    ...capa,
    colunas: cabecalho.map((rotulo, i) => ({ chave: String(i), rotulo, tipo: 'texto', figuras: figuras.includes(i) })),
    linhas: linhas.map((l) => Object.fromEntries(l.map((v, i) => [String(i), v]))),
    totais: {},
  };
}

const variacao = (v: number) => (v === 0 ? 'atual' : `${v > 0 ? '+' : '−'}${Math.abs(v)} %`);

/**
 * The Análise Final as the document a technician hands to a bank or a cooperative (Excel, PDF): who and where, the
 * verdict first, every figure of the analysis, and the profit if the milk's price or volume changed.
 */
export function relatorioDaAvaliacao(id: Avaliacao['identificacao'], a: AnaliseFinal, geradoEm: string): Relatorio {
  const ident = [
    ['Identificação', 'Produtor', id.produtor],
    ['Identificação', 'Propriedade', id.propriedade],
    ['Identificação', 'Município', [id.municipio, id.estado].filter(Boolean).join(' — ') || '—'],
    ['Identificação', 'Técnico responsável', id.tecnico || '—'],
    ['Identificação', 'Área total', `${formatNumero(id.areaTotalHa, 2)} ha`],
    ['Identificação', 'Área usada para leite', `${formatNumero(id.areaLeiteHa, 2)} ha`],
  ];
  // The verdict is the report's conclusion, under its title; the table holds the figures.
  const linhas = linhasDoRelatorio(a).filter((l) => l.secao !== 'Veredito');
  const sensibilidade = a.sensibilidade
    .filter((s) => s.variacao !== 0)
    .flatMap((s) => [
      ['Sensibilidade do lucro', `Preço do leite ${variacao(s.variacao)}`, formatBRL(s.lucroPreco)],
      ['Sensibilidade do lucro', `Volume de leite ${variacao(s.variacao)}`, formatBRL(s.lucroVolume)],
    ]);
  return relatorioDeTexto(
    ['Seção', 'Indicador', 'Valor'],
    [...ident, ...linhas.map((l) => [l.secao, l.rotulo, l.valor]), ...sensibilidade],
    [2],
    {
      titulo: `Avaliação Econômico-Zootécnica ${id.ano}`,
      fazenda: `${id.propriedade} — ${id.produtor}`,
      periodo: `Ano de ${id.ano}`,
      geradoEm,
      destaque: a.veredito.texto,
    },
  );
}
