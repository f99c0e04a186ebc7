/**
 * The Análise Final as lines of a report (label, figure as the technician reads it): the CLI's table and CSV, and
 * the printed report, show the same lines.
 */
import { formatBRL, formatBRLPorLitro, formatNumero, formatPercent } from '../format.ts';
import type { Relatorio } from '../relatorios/schemas.ts';
import { type Retido, retido, textoRetido } from '../retidos.ts';
import type { AnaliseFinal } from './analise.ts';
import { type Avaliacao, ITENS_COE, ROTULO_COE } from './schemas.ts';

export interface LinhaRelatorio {
  secao: string;
  rotulo: string;
  valor: string;
}

const ou = (v: number | null, f: (n: number) => string) => (v === null ? '—' : f(v));
/** '33.334 L/ano (91,3 L/dia)'. */
const litrosAnoEDia = (ano: number, dia: number | null | undefined) =>
  `${formatNumero(ano, 0)} L/ano${dia == null ? '' : ` (${formatNumero(dia, 1)} L/dia)`}`;

/** The Análise Final as a caller may read it: the figures its modules allow (`retidos` names the others). */
export type AnaliseVisivel = Partial<AnaliseFinal>;

/**
 * The lines of the analysis. A figure withheld from the caller (`retidos`, paths of the analysis) is a line saying
 * so ('Oculto: requer o módulo Financeiro'), never a zero; a withheld group (the cost items, the per-litre figures,
 * the herd indicators) is one such line.
 */
export function linhasDoRelatorio(a: AnaliseVisivel, retidos: readonly Retido[] = []): LinhaRelatorio[] {
  const l: LinhaRelatorio[] = [];
  const add = (secao: string, rotulo: string, valor: string) => l.push({ secao, rotulo, valor });
  /** The line of one figure, or of its withholding. */
  const fig = <K extends keyof AnaliseFinal>(
    secao: string,
    rotulo: string,
    campo: K,
    f: (v: AnaliseFinal[K]) => string,
  ) => {
    const r = retido(retidos, campo);
    const v = a[campo];
    if (r) add(secao, rotulo, textoRetido(r));
    else if (v !== undefined) add(secao, rotulo, f(v as AnaliseFinal[K]));
  };
  fig('Receitas', 'Leite produzido', 'litros', (v) => `${formatNumero(v, 0)} L`);
  fig('Receitas', 'Renda bruta do leite', 'rbLeite', formatBRL);
  fig('Receitas', 'Renda bruta da atividade', 'rbAtividade', formatBRL);
  fig('Receitas', 'Participação do leite na renda', 'participacaoLeite', (v) => formatPercent(v * 100));
  const itens = retido(retidos, 'coeItens');
  if (itens) add('Custo operacional efetivo', 'Itens do COE', textoRetido(itens));
  else if (a.coeItens) {
    // Each item with its share of the COE (CEPEA/CNA Campo Futuro; feed first: the ratio the field reads first).
    const parte = (i: (typeof ITENS_COE)[number]) =>
      a.participacaoCoe ? ` (${formatPercent(a.participacaoCoe[i])})` : '';
    if (a.alimentacaoNoCoe !== undefined)
      add('Custo operacional efetivo', 'Alimentação no COE', ou(a.alimentacaoNoCoe, formatPercent));
    for (const i of ITENS_COE)
      if (a.coeItens[i]) add('Custo operacional efetivo', ROTULO_COE[i], `${formatBRL(a.coeItens[i])}${parte(i)}`);
  }
  fig('Custos', 'Custo operacional efetivo (COE)', 'coe', formatBRL);
  fig('Custos', 'Depreciação', 'depreciacao', formatBRL);
  fig('Custos', 'Mão de obra familiar', 'maoDeObraFamiliar', formatBRL);
  fig('Custos', 'Custo operacional total (COT)', 'cot', formatBRL);
  fig('Custos', 'Remuneração do capital', 'remuneracaoCapital', formatBRL);
  fig('Custos', 'Remuneração da terra', 'remuneracaoTerra', formatBRL);
  fig('Custos', 'Custo total (CT)', 'ct', formatBRL);
  fig('Resultados', 'Margem bruta (RB − COE)', 'margemBruta', formatBRL);
  fig('Resultados', 'Margem líquida (RB − COT)', 'margemLiquida', formatBRL);
  fig('Resultados', 'Lucro (RB − CT)', 'lucro', formatBRL);
  fig('Resultados', 'Lucratividade (lucro ÷ RB)', 'lucratividade', (v) => ou(v, formatPercent));
  fig('Resultados', 'Margem bruta por hectare', 'margemBrutaPorHa', (v) => ou(v, formatBRL));
  fig('Resultados', 'Margem líquida por hectare', 'margemLiquidaPorHa', (v) => ou(v, formatBRL));
  fig('Resultados', 'Margem bruta por vaca', 'margemBrutaPorVaca', (v) => ou(v, formatBRL));
  fig('Resultados', 'Margem líquida por vaca', 'margemLiquidaPorVaca', (v) => ou(v, formatBRL));
  const pl = retido(retidos, 'porLitro');
  if (pl) add('Por litro de leite', 'Preço, custos e lucro por litro', textoRetido(pl));
  else if (a.porLitro) {
    add('Por litro de leite', 'Preço médio', formatBRLPorLitro(a.porLitro.preco));
    add('Por litro de leite', 'COE', formatBRLPorLitro(a.porLitro.coe));
    add('Por litro de leite', 'COT', formatBRLPorLitro(a.porLitro.cot));
    add('Por litro de leite', 'CT', formatBRLPorLitro(a.porLitro.ct));
    add('Por litro de leite', 'Margem bruta', formatBRLPorLitro(a.porLitro.margemBruta));
    add('Por litro de leite', 'Margem líquida', formatBRLPorLitro(a.porLitro.margemLiquida));
    add('Por litro de leite', 'Lucro', formatBRLPorLitro(a.porLitro.lucro));
  }
  fig('Capital', 'Capital investido (sem terra)', 'capitalInvestido', formatBRL);
  fig('Capital', 'Valor da terra', 'valorTerra', formatBRL);
  fig('Capital', 'Capital por litro de leite (com terra)', 'capitalPorLitro', (v) =>
    ou(v?.ano ?? null, formatBRLPorLitro),
  );
  fig('Capital', 'Capital por litro produzido por dia', 'capitalPorLitro', (v) => ou(v?.dia ?? null, formatBRL));
  fig('Capital', 'Taxa de retorno com terra', 'taxaRetorno', (t) => ou(t.comTerra, (n) => `${formatPercent(n)} a.a.`));
  fig('Capital', 'Taxa de retorno sem terra', 'taxaRetorno', (t) => ou(t.semTerra, (n) => `${formatPercent(n)} a.a.`));
  fig('Pontos de equilíbrio', 'Ponto de resíduo (RB = COT)', 'pontoResiduoLitros', (v) =>
    ou(v, (n) => litrosAnoEDia(n, a.pontoResiduoLitrosDia)),
  );
  fig('Pontos de equilíbrio', 'Ponto de nivelamento (RB = CT)', 'pontoNivelamentoLitros', (v) =>
    ou(v, (n) => litrosAnoEDia(n, a.pontoNivelamentoLitrosDia)),
  );
  const ind = retido(retidos, 'indicadores');
  const z = a.indicadores;
  if (ind) add('Indicadores zootécnicos', 'Indicadores do rebanho', textoRetido(ind));
  else if (z) {
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
    add('Indicadores zootécnicos', 'Vacas em lactação', ou(z.percentualVacasLactacao, formatPercent));
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
    add('Indicadores zootécnicos', 'Taxa de serviço', ou(z.taxaServico, formatPercent));
    add('Indicadores zootécnicos', 'Taxa de concepção', ou(z.taxaConcepcao, formatPercent));
    add('Indicadores zootécnicos', 'Taxa de prenhez', ou(z.taxaPrenhez, formatPercent));
  }
  fig('Veredito', 'Situação', 'veredito', (v) => v.texto);
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
 * verdict first, every figure of the analysis, and the profit if the milk's price or volume changed. A caller who
 * may not read some figures gets a document that says so where they would be (`retidos`, as linhasDoRelatorio).
 */
export function relatorioDaAvaliacao(
  id: Avaliacao['identificacao'],
  a: AnaliseVisivel,
  geradoEm: string,
  retidos: readonly Retido[] = [],
): Relatorio {
  const ident = [
    ['Identificação', 'Produtor', id.produtor],
    ['Identificação', 'Propriedade', id.propriedade],
    ['Identificação', 'Município', [id.municipio, id.estado].filter(Boolean).join(' — ') || '—'],
    ['Identificação', 'Técnico responsável', id.tecnico || '—'],
    ['Identificação', 'Área total', `${formatNumero(id.areaTotalHa, 2)} ha`],
    ['Identificação', 'Área usada para leite', `${formatNumero(id.areaLeiteHa, 2)} ha`],
  ];
  // The verdict is the report's conclusion, under its title; the table holds the figures.
  const linhas = linhasDoRelatorio(a, retidos).filter((l) => l.secao !== 'Veredito' || !a.veredito);
  const sens = retido(retidos, 'sensibilidade');
  const sensibilidade = sens
    ? [['Sensibilidade do lucro', 'Preço e volume do leite', textoRetido(sens)]]
    : (a.sensibilidade ?? [])
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
      destaque: a.veredito?.texto,
    },
  );
}
