/**
 * The Análise Final as lines of a report (label, figure as the technician reads it): the CLI's table and CSV, and
 * the printed report, show the same lines.
 */
import { formatBRL, formatBRLPorLitro, formatNumero, formatPercent } from '../format.ts';
import { formatarFigura } from '../relatorios/exportar.ts';
import {
  type BlocoDocumento,
  type ColunaRelatorio,
  type Figura,
  type Relatorio,
  SEM_VALOR,
  type SecaoRelatorio,
  type TabelaDocumento,
} from '../relatorios/schemas.ts';
import { type Retido, retido, textoRetido } from '../retidos.ts';
import { type AnaliseFinal, ITENS_ALIMENTACAO, ITENS_VARIAVEIS } from './analise.ts';
import { ROTULO_GRUPO_BENS } from './bens.ts';
import { rotuloMeses } from './leite.ts';
import { MSG_AVALIACAO } from './messages.ts';
import { type Avaliacao, ITENS_COE, ROTULO_COE } from './schemas.ts';

export interface LinhaRelatorio {
  secao: string;
  rotulo: string;
  valor: string;
  /** The figure typed (the workbook keeps it a number); absent for a text line or a figure withheld. */
  figura?: Figura;
}

const brl = (valor: number | null): Figura => ({ valor, tipo: 'dinheiro' });
const porLitro = (valor: number | null): Figura => ({ valor, tipo: 'dinheiro', casas: 4 });
const pct = (valor: number | null, unidade?: string): Figura => ({ valor, tipo: 'percentual', unidade });
const num = (valor: number | null, casas: number, unidade?: string): Figura => ({
  valor,
  tipo: 'numero',
  casas,
  unidade,
});

/** The Análise Final as a caller may read it: the figures its modules allow (`retidos` names the others). */
export type AnaliseVisivel = Partial<AnaliseFinal>;

/**
 * The lines of the analysis. A figure withheld from the caller (`retidos`, paths of the analysis) is a line saying
 * so ('Oculto: requer o módulo Financeiro'), never a zero; a withheld group (the cost items, the per-litre figures,
 * the herd indicators) is one such line.
 */
export function linhasDoRelatorio(a: AnaliseVisivel, retidos: readonly Retido[] = []): LinhaRelatorio[] {
  const l: LinhaRelatorio[] = [];
  const add = (secao: string, rotulo: string, valor: string | Figura) =>
    l.push(
      typeof valor === 'string'
        ? { secao, rotulo, valor }
        : { secao, rotulo, valor: formatarFigura(valor), figura: valor },
    );
  /** The line of one figure, or of its withholding. */
  const fig = <K extends keyof AnaliseFinal>(
    secao: string,
    rotulo: string,
    campo: K,
    f: (v: AnaliseFinal[K]) => string | Figura,
  ) => {
    const r = retido(retidos, campo);
    const v = a[campo];
    if (r) add(secao, rotulo, textoRetido(r));
    else if (v !== undefined) add(secao, rotulo, f(v as AnaliseFinal[K]));
  };
  fig('Receitas', 'Leite entregue', 'litros', (v) => num(v, 0, 'L'));
  fig('Receitas', 'Leite produzido', 'litrosProduzidos', (v) => num(v, 0, 'L'));
  fig('Receitas', 'Renda bruta do leite', 'rbLeite', brl);
  fig('Receitas', 'Renda bruta da atividade', 'rbAtividade', brl);
  fig('Receitas', 'Participação do leite na renda', 'participacaoLeite', (v) => pct(Math.round(v * 10_000) / 100));
  const itens = retido(retidos, 'coeItens');
  if (itens) add('Custo operacional efetivo', 'Itens do COE', textoRetido(itens));
  else if (a.coeItens) {
    // Each item with its share of the COE (CEPEA/CNA Campo Futuro; feed first: the ratio the field reads first).
    const parte = (i: (typeof ITENS_COE)[number]) =>
      a.participacaoCoe ? ` (${formatPercent(a.participacaoCoe[i])})` : '';
    if (a.alimentacaoNoCoe !== undefined)
      add('Custo operacional efetivo', 'Alimentação no COE', pct(a.alimentacaoNoCoe));
    for (const i of ITENS_COE)
      if (a.coeItens[i]) add('Custo operacional efetivo', ROTULO_COE[i], `${formatBRL(a.coeItens[i])}${parte(i)}`);
  }
  fig('Custos', 'Custo operacional efetivo (COE)', 'coe', brl);
  fig('Custos', 'Depreciação', 'depreciacao', brl);
  fig('Custos', 'Mão de obra familiar', 'maoDeObraFamiliar', brl);
  fig('Custos', 'Custo operacional total (COT)', 'cot', brl);
  fig('Custos', 'Remuneração do capital', 'remuneracaoCapital', brl);
  fig('Custos', 'Remuneração da terra', 'remuneracaoTerra', brl);
  fig('Custos', 'Custo total (CT)', 'ct', brl);
  fig('Custos', 'COE do leite (parte do leite na renda)', 'coeLeite', brl);
  fig('Custos', 'COT do leite', 'cotLeite', brl);
  fig('Custos', 'CT do leite', 'ctLeite', brl);
  fig('Resultados', 'Margem bruta (RB − COE)', 'margemBruta', brl);
  fig('Resultados', 'Margem líquida (RB − COT)', 'margemLiquida', brl);
  fig('Resultados', 'Lucro (RB − CT)', 'lucro', brl);
  fig('Resultados', 'Lucratividade (lucro ÷ RB)', 'lucratividade', (v) => pct(v));
  fig('Resultados', 'Margem bruta por hectare', 'margemBrutaPorHa', brl);
  fig('Resultados', 'Margem líquida por hectare', 'margemLiquidaPorHa', brl);
  fig('Resultados', 'Margem bruta por vaca', 'margemBrutaPorVaca', brl);
  fig('Resultados', 'Margem líquida por vaca', 'margemLiquidaPorVaca', brl);
  const pl = retido(retidos, 'porLitro');
  if (pl) add('Por litro de leite', 'Preço, custos e lucro por litro', textoRetido(pl));
  else if (a.porLitro) {
    add('Por litro de leite', 'Preço médio', porLitro(a.porLitro.preco));
    add('Por litro de leite', 'COE', porLitro(a.porLitro.coe));
    add('Por litro de leite', 'COT', porLitro(a.porLitro.cot));
    add('Por litro de leite', 'CT', porLitro(a.porLitro.ct));
    add('Por litro de leite', 'Margem bruta', porLitro(a.porLitro.margemBruta));
    add('Por litro de leite', 'Margem líquida', porLitro(a.porLitro.margemLiquida));
    add('Por litro de leite', 'Lucro', porLitro(a.porLitro.lucro));
  }
  fig('Capital', 'Capital investido (sem terra)', 'capitalInvestido', brl);
  fig('Capital', 'Valor da terra', 'valorTerra', brl);
  fig('Capital', 'Capital por litro de leite (com terra)', 'capitalPorLitro', (v) => porLitro(v?.ano ?? null));
  fig('Capital', 'Capital por litro produzido por dia', 'capitalPorLitro', (v) => brl(v?.dia ?? null));
  fig('Capital', 'Taxa de retorno com terra', 'taxaRetorno', (t) => pct(t.comTerra, 'a.a.'));
  fig('Capital', 'Taxa de retorno sem terra', 'taxaRetorno', (t) => pct(t.semTerra, 'a.a.'));
  fig('Pontos de equilíbrio', 'Ponto de resíduo (RB = COT)', 'pontoResiduoLitros', (v) => num(v, 0, 'L/ano'));
  fig('Pontos de equilíbrio', 'Ponto de resíduo por dia', 'pontoResiduoLitrosDia', (v) => num(v, 1, 'L/dia'));
  fig('Pontos de equilíbrio', 'Ponto de nivelamento (RB = CT)', 'pontoNivelamentoLitros', (v) => num(v, 0, 'L/ano'));
  fig('Pontos de equilíbrio', 'Ponto de nivelamento por dia', 'pontoNivelamentoLitrosDia', (v) => num(v, 1, 'L/dia'));
  const ind = retido(retidos, 'indicadores');
  const z = a.indicadores;
  const zoo = (rotulo: string, f: Figura) => add('Indicadores zootécnicos', rotulo, f);
  if (ind) add('Indicadores zootécnicos', 'Indicadores do rebanho', textoRetido(ind));
  else if (z) {
    // the days the per-day figures divide by: the months of milk recorded, or the whole year
    const p = a.periodoLeite;
    if (p)
      add('Indicadores zootécnicos', 'Período da produção', MSG_AVALIACAO.periodoLeite(rotuloMeses(p.meses), p.dias));
    // an assessment saved before 'Leite produzido no ano': its productivity is 'sem dados', and the document says why
    if (a.litrosProduzidos === null) add('Indicadores zootécnicos', 'Produtividade', MSG_AVALIACAO.semLeiteProduzido);
    zoo('Litros por dia', num(z.litrosPorDia, 1, 'L'));
    zoo('Litros/vaca em lactação/dia', num(z.litrosPorVacaLactacaoDia, 1, 'L'));
    zoo('Litros/vaca total/dia', num(z.litrosPorVacaTotalDia, 1, 'L'));
    zoo('Vacas em lactação', pct(z.percentualVacasLactacao));
    zoo('Litros/ha/ano', num(z.litrosPorHaAno, 0, 'L'));
    zoo('Vacas/ha', num(z.vacasPorHa, 2));
    zoo('DEL médio', num(z.delMedio, 0, 'dias'));
    zoo('Intervalo entre partos', num(z.intervaloPartosDias, 0, 'dias'));
    zoo('Taxa de serviço', pct(z.taxaServico));
    zoo('Taxa de concepção', pct(z.taxaConcepcao));
    zoo('Taxa de prenhez', pct(z.taxaPrenhez));
    zoo('Serviços por concepção', num(z.servicosPorConcepcao, 2));
  }
  fig('Veredito', 'Situação', 'veredito', (v) => v.texto);
  // What may be counted twice (avisos.ts): warnings beside the verdict, not figures; none when withheld.
  if (!retido(retidos, 'avisos')) for (const t of a.avisos ?? []) add('Avisos', 'Aviso', t);
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

const variacao = (v: number) => (v === 0 ? 'atual' : `${v > 0 ? '+' : '−'}${Math.abs(v)}%`);

/** A year of the farm's assessments, for the comparison (its figures as the caller may read them). */
export interface AnoComparado {
  ano: number;
  litros?: number;
  rbAtividade?: number;
  coe?: number;
  ct?: number;
  lucro?: number;
  retidos?: readonly Retido[];
}

/** What the document says beyond the analysis: the months the farm's records cover, and its other years. */
export interface ExtrasDoDocumento {
  /** The months ('2025-01') each imported figure covers in the farm's records; absent for a file's input. */
  meses?: { leiteLitros?: readonly string[]; rendaLeite?: readonly string[]; financeiro?: readonly string[] };
  /** The farm's assessed years, this one among them (the comparison is drawn with two or more). */
  anos?: readonly AnoComparado[];
}

const texto = (chave: string, rotulo: string): ColunaRelatorio => ({ chave, rotulo, tipo: 'texto' });
const figuras = (chave: string, rotulo: string): ColunaRelatorio => ({ chave, rotulo, tipo: 'texto', figuras: true });
const INDICADOR_VALOR = [texto('rotulo', 'Indicador'), figuras('valor', 'Valor')];
/** A section's 'Indicador | Valor' table, from the analysis's lines (a withheld figure says so). */
const tabelaDeLinhas = (linhas: readonly LinhaRelatorio[]): BlocoDocumento => ({
  tipo: 'tabela',
  tabela: { colunas: INDICADOR_VALOR, linhas: linhas.map((l) => ({ rotulo: l.rotulo, valor: l.figura ?? l.valor })) },
});

/** The key figures of the first page, by their labels in linhasDoRelatorio. */
const CHAVE = [
  'Renda bruta da atividade',
  'Custo operacional efetivo (COE)',
  'Custo operacional total (COT)',
  'Custo total (CT)',
  'Margem bruta (RB − COE)',
  'Margem líquida (RB − COT)',
  'Lucro (RB − CT)',
  'Lucratividade (lucro ÷ RB)',
  'Taxa de retorno com terra',
  'Ponto de resíduo (RB = COT)',
  'Ponto de nivelamento (RB = CT)',
];

/**
 * 'Base de cálculo': what a reader needs to recompute the figures — the rate, the milk's share behind the per-litre
 * costs, the months, the method per asset class and the sensitivity's assumptions — and the method's sources.
 */
function baseDeCalculo(e: Avaliacao, a: AnaliseVisivel, retidos: readonly Retido[], extras: ExtrasDoDocumento) {
  const t: string[] = [];
  const taxa = formatPercent(e.taxaRemuneracao);
  t.push(
    `Método: custo operacional (Matsunaga et al., 1976), como o aplicam o CEPEA/CNA (Campo Futuro) e a Embrapa Gado de Leite; pontos de resíduo e de nivelamento e lucratividade conforme Lopes et al. (UFLA). COE: o desembolso do ano; COT = COE + depreciação + mão de obra familiar; CT = COT + remuneração do capital e da terra.`,
  );
  const terra = retido(retidos, 'remuneracaoTerra');
  t.push(
    `Taxa de remuneração do capital: ${taxa} a.a. sobre o capital médio em benfeitorias, máquinas e animais. Terra própria: ${
      terra
        ? textoRetido(terra)
        : e.arrendamentoTerra !== undefined
          ? `remuneração de ${formatBRL(e.arrendamentoTerra)} no ano (o que o arrendamento dela renderia), no lugar da taxa sobre o valor`
          : `${taxa} a.a. sobre o valor da terra (custo de oportunidade; a terra não se deprecia)`
    }. O arrendamento pago por terra de terceiros é desembolso e entra no COE; só a terra própria tem custo de oportunidade.`,
  );
  if (a.participacaoLeite === 1 && a.porLitro && a.coe !== undefined && a.litros) {
    t.push(
      `Custos por litro: toda a renda bruta é do leite (100,00%), então o COE por litro é o COE dividido pelos litros (${formatBRLPorLitro(a.porLitro.coe)}).`,
    );
  } else if (a.participacaoLeite !== undefined && a.porLitro && a.coe !== undefined && a.litros) {
    const share = formatPercent(a.participacaoLeite * 100);
    t.push(
      `Custos por litro: a atividade também vende animais, então cada custo é dividido entre leite e animais pela participação do leite na renda bruta (${share}). O COE por litro (${formatBRLPorLitro(a.porLitro.coe)}) é a parte do leite no COE dividida pelos litros: COE × ${share} ÷ ${formatNumero(a.litros, 0)} L — não COE ÷ litros (${formatBRLPorLitro(a.coe / a.litros)}).`,
    );
  }
  const m = extras.meses;
  const meses = m
    ? [
        m.leiteLitros && MSG_AVALIACAO.cobertura.litros(rotuloMeses(m.leiteLitros)),
        m.rendaLeite && MSG_AVALIACAO.cobertura.renda(rotuloMeses(m.rendaLeite)),
        m.financeiro && MSG_AVALIACAO.cobertura.financeiro(rotuloMeses(m.financeiro)),
      ].filter(Boolean)
    : [];
  t.push(
    `Período: ano de ${e.identificacao.ano}. ${
      meses.length ? `Registros da fazenda no ano: ${meses.join(' ')}` : 'Valores informados na avaliação.'
    }`,
  );
  t.push(
    'Benfeitorias e máquinas: depreciação linear, (valor novo − valor residual) ÷ vida útil, só dentro da vida útil (Hoffmann et al., 1987; Conab). Um bem usado, com ano de aquisição, se deprecia apenas nos anos de vida que lhe restam, e a remuneração incide sobre o valor atual (a média do valor no início e no fim do ano; o valor residual depois da vida útil). Um bem sem ano de aquisição é tomado como novo: capital médio = (valor novo + valor residual) ÷ 2.',
    'Animais: só reprodutores (touros) e animais de trabalho, as categorias com vida útil, se depreciam. As fêmeas de cria não se depreciam: a perda ou o ganho de valor delas é a variação do inventário, já na renda bruta, e o capital delas é a média do inventário inicial e final (inventário final − variação ÷ 2).',
  );
  if (a.totaisInformados) t.push('Depreciação e capital: totais informados na avaliação, não a soma dos bens.');
  t.push(
    `Sensibilidade: preço do leite de −20% a +20% com os custos como estão; volume de leite de −20% a +20% com os custos que acompanham o volume (${ITENS_VARIAVEIS.map((i) => ROTULO_COE[i].split(' (')[0].toLowerCase()).join(', ')}).`,
  );
  return t;
}

/**
 * The Análise Final as the document a technician hands to a producer or a bank (PDF, Excel, CSV): who and where, the
 * verdict and the key figures first, the basis of the computation, each group of figures under its heading, the
 * depreciation and capital by asset group, the sensitivity of margem bruta and lucro to price and volume, the cost
 * composition and the years compared as charts, and a line for the technician to sign. A caller who may not read
 * some figures gets a document that says so where they would be (`retidos`, as linhasDoRelatorio).
 */
export function relatorioDaAvaliacao(
  e: Avaliacao,
  a: AnaliseVisivel,
  geradoEm: string,
  retidos: readonly Retido[] = [],
  extras: ExtrasDoDocumento = {},
): Relatorio {
  const id = e.identificacao;
  const linhas = linhasDoRelatorio(a, retidos);
  const daSecao = (secao: string) => linhas.filter((l) => l.secao === secao);
  const secoes: SecaoRelatorio[] = [];
  const secao = (titulo: string, ...blocos: (BlocoDocumento | null)[]) => {
    const b = blocos.filter((x): x is BlocoDocumento => x !== null);
    if (b.length) secoes.push({ titulo, blocos: b });
  };
  const local = [id.municipio, id.estado].filter(Boolean).join(' — ');
  // The warnings right under the verdict, on page 1: what may be counted twice (avisos.ts).
  const avisos = daSecao('Avisos').map((x) => x.valor);
  secao('Avisos', avisos.length ? { tipo: 'paragrafos', textos: avisos } : null);
  secao('Identificação', {
    tipo: 'tabela',
    tabela: {
      colunas: [texto('rotulo', 'Campo'), figuras('valor', 'Valor')],
      linhas: [
        { rotulo: 'Produtor', valor: id.produtor },
        { rotulo: 'Propriedade', valor: id.propriedade },
        { rotulo: 'Município — UF', valor: local || SEM_VALOR },
        { rotulo: 'Técnico responsável', valor: id.tecnico || SEM_VALOR },
        { rotulo: 'Área total', valor: num(id.areaTotalHa, 2, 'ha') },
        { rotulo: 'Área usada para leite', valor: num(id.areaLeiteHa, 2, 'ha') },
      ],
    },
  });
  const chave = CHAVE.flatMap((r) => linhas.filter((l) => l.rotulo === r));
  secao('Resultado do ano', chave.length ? tabelaDeLinhas(chave) : null);
  secao('Base de cálculo', { tipo: 'paragrafos', textos: baseDeCalculo(e, a, retidos, extras) });
  secao('Receitas', tabelaDeLinhas(daSecao('Receitas')));

  // The COE item by item, with its share, and the cost composition as a chart.
  const itensRetidos = retido(retidos, 'coeItens');
  const coe = a.coeItens;
  const itens = coe ? ITENS_COE.filter((i) => coe[i] > 0) : [];
  const tabelaCoe: TabelaDocumento = {
    colunas: [
      texto('item', 'Item'),
      { chave: 'valor', rotulo: 'Valor', tipo: 'dinheiro' },
      { chave: 'parte', rotulo: '% do COE', tipo: 'percentual' },
    ],
    linhas: [
      ...(a.alimentacaoNoCoe != null
        ? [
            {
              item: 'Alimentação (concentrado, volumoso, sal mineral)',
              valor: ITENS_ALIMENTACAO.reduce((t, i) => t + (coe?.[i] ?? 0), 0),
              parte: a.alimentacaoNoCoe,
            },
          ]
        : []),
      ...itens.map((i) => ({ item: ROTULO_COE[i], valor: coe?.[i] ?? 0, parte: a.participacaoCoe?.[i] ?? null })),
      ...(a.coe !== undefined ? [{ item: 'Total (COE)', valor: a.coe, parte: a.coe > 0 ? 100 : null }] : []),
    ],
  };
  tabelaCoe.destacadas = [0, tabelaCoe.linhas.length - 1];
  secao(
    'Custo operacional efetivo',
    itensRetidos ? tabelaDeLinhas(daSecao('Custo operacional efetivo')) : { tipo: 'tabela', tabela: tabelaCoe },
    !itensRetidos && itens.length > 1
      ? {
          tipo: 'grafico',
          grafico: {
            rotulo: 'Composição do COE',
            x: 'item',
            horizontal: true,
            series: [{ chave: 'valor', rotulo: 'Valor no ano (R$)', cor: '#1f6f43' }],
            tabela: {
              colunas: tabelaCoe.colunas,
              linhas: itens.map((i) => ({ item: ROTULO_COE[i], valor: coe?.[i] ?? 0, parte: null })),
            },
          },
        }
      : null,
  );
  secao('Custos', tabelaDeLinhas(daSecao('Custos')));
  secao('Resultados', tabelaDeLinhas(daSecao('Resultados')));
  secao('Por litro de leite', tabelaDeLinhas(daSecao('Por litro de leite')));

  // Depreciation and capital by asset group, land apart; the totals are the analysis's.
  const bensRetidos = retido(retidos, 'bensPorGrupo');
  const terraRetida = retido(retidos, 'valorTerra');
  const bens: TabelaDocumento = {
    colunas: [
      texto('grupo', 'Grupo de bens'),
      { chave: 'depreciacao', rotulo: 'Depreciação anual', tipo: 'dinheiro' },
      { chave: 'capital', rotulo: 'Capital médio', tipo: 'dinheiro' },
      { chave: 'remuneracao', rotulo: `Remuneração (${formatPercent(e.taxaRemuneracao)} a.a.)`, tipo: 'dinheiro' },
    ],
    linhas: [
      ...(a.bensPorGrupo ?? []).map((g) => ({
        grupo: ROTULO_GRUPO_BENS[g.grupo],
        depreciacao: g.depreciacao,
        capital: g.capital,
        remuneracao: g.remuneracao,
      })),
      ...(a.valorTerra !== undefined
        ? [{ grupo: 'Terra', depreciacao: 0, capital: a.valorTerra, remuneracao: a.remuneracaoTerra ?? null }]
        : []),
      ...(a.depreciacao !== undefined && a.capitalInvestido !== undefined
        ? [
            {
              grupo: 'Total',
              depreciacao: a.depreciacao,
              capital: a.capitalInvestido + (a.valorTerra ?? 0),
              remuneracao: (a.remuneracaoCapital ?? 0) + (a.remuneracaoTerra ?? 0),
            },
          ]
        : []),
    ],
  };
  bens.destacadas = [bens.linhas.length - 1];
  secao(
    'Depreciação e capital por grupo de bens',
    bensRetidos || terraRetida
      ? { tipo: 'paragrafos', textos: [textoRetido((bensRetidos ?? terraRetida) as Retido)] }
      : { tipo: 'tabela', tabela: bens },
    tabelaDeLinhas(daSecao('Capital')),
  );
  secao('Pontos de equilíbrio', tabelaDeLinhas(daSecao('Pontos de equilíbrio')));
  secao('Indicadores zootécnicos', tabelaDeLinhas(daSecao('Indicadores zootécnicos')));

  // The sensitivity: 5 variations × price and volume, margem bruta and lucro each.
  const sens = retido(retidos, 'sensibilidade');
  secao(
    'Sensibilidade: preço e volume do leite',
    sens
      ? { tipo: 'paragrafos', textos: [textoRetido(sens)] }
      : a.sensibilidade
        ? {
            tipo: 'tabela',
            tabela: {
              colunas: [
                texto('variacao', 'Variação'),
                { chave: 'mbPreco', rotulo: 'Preço: margem bruta', tipo: 'dinheiro' },
                { chave: 'lucroPreco', rotulo: 'Preço: lucro', tipo: 'dinheiro' },
                { chave: 'mbVolume', rotulo: 'Volume: margem bruta', tipo: 'dinheiro' },
                { chave: 'lucroVolume', rotulo: 'Volume: lucro', tipo: 'dinheiro' },
              ],
              linhas: a.sensibilidade.map((x) => ({
                variacao: variacao(x.variacao),
                mbPreco: x.margemBrutaPreco,
                lucroPreco: x.lucroPreco,
                mbVolume: x.margemBrutaVolume,
                lucroVolume: x.lucroVolume,
              })),
              destacadas: [a.sensibilidade.findIndex((x) => x.variacao === 0)],
            },
          }
        : null,
  );

  // This year against the earlier ones (the figures the caller may read; a chart only with every figure of each).
  const anos = [...(extras.anos ?? [])].filter((x) => x.ano <= id.ano).sort((x, y) => x.ano - y.ano);
  if (anos.length > 1) {
    const celula = (x: AnoComparado, k: 'litros' | 'rbAtividade' | 'coe' | 'ct' | 'lucro') => {
      const r = retido(x.retidos, k);
      return r ? textoRetido(r) : (x[k] ?? null);
    };
    const tabela: TabelaDocumento = {
      colunas: [
        texto('ano', 'Ano'),
        { chave: 'litros', rotulo: 'Leite (L)', tipo: 'numero' },
        { chave: 'rbAtividade', rotulo: 'Renda bruta', tipo: 'dinheiro' },
        { chave: 'coe', rotulo: 'COE', tipo: 'dinheiro' },
        { chave: 'ct', rotulo: 'CT', tipo: 'dinheiro' },
        { chave: 'lucro', rotulo: 'Lucro', tipo: 'dinheiro' },
      ],
      linhas: anos.map((x) => ({
        ano: String(x.ano),
        litros: celula(x, 'litros'),
        rbAtividade: celula(x, 'rbAtividade'),
        coe: celula(x, 'coe'),
        ct: celula(x, 'ct'),
        lucro: celula(x, 'lucro'),
      })),
      destacadas: [anos.findIndex((x) => x.ano === id.ano)],
    };
    const desenhavel = anos.every((x) => ['rbAtividade', 'ct', 'lucro'].every((k) => !retido(x.retidos, k)));
    secao(
      'Comparação com anos anteriores',
      desenhavel
        ? {
            tipo: 'grafico',
            grafico: {
              rotulo: 'Renda bruta, custo total e lucro por ano',
              x: 'ano',
              series: [
                { chave: 'rbAtividade', rotulo: 'Renda bruta', cor: '#1f6f43' },
                { chave: 'ct', rotulo: 'Custo total', cor: '#2f5d8a' },
                { chave: 'lucro', rotulo: 'Lucro', cor: '#e0a526' },
              ],
              tabela,
            },
          }
        : null,
      { tipo: 'tabela', tabela },
    );
  }

  return {
    titulo: `Avaliação Econômico-Zootécnica ${id.ano}`,
    fazenda: `${id.propriedade} — ${id.produtor}`,
    periodo: `Ano de ${id.ano}`,
    geradoEm,
    destaque: retido(retidos, 'veredito')
      ? `Veredito: ${textoRetido(retido(retidos, 'veredito') as Retido)}`
      : a.veredito?.texto,
    colunas: [],
    linhas: [],
    totais: {},
    secoes,
    assinatura: [
      id.tecnico ? `Técnico responsável: ${id.tecnico}` : 'Técnico responsável',
      `${local ? `${local}, ` : ''}${geradoEm.split(' ')[0]}`,
    ],
  };
}
