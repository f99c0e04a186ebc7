/**
 * The rows of every report, from the farm's own data: one code path for the screen, the exports (CSV, Excel) and
 * the CLI. Each category is a query over the period and its columns (src/domain/relatorios).
 */
import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { textoDo305, textoDoTotal } from '../../domain/apontamentos/lactacoes.ts';
import { COR_LIMITE, LIMITE_CCS_MIL } from '../../domain/apontamentos/producao.ts';
import {
  MESES_DA_MEDIA,
  qualidadePorMes,
  type SituacaoMedia,
  somarMeses,
} from '../../domain/apontamentos/qualidade.ts';
import { conhecidaEm, estadoDoAnimal, resumoReprodutivo } from '../../domain/apontamentos/reproducao.ts';
import { SEXO_LABEL, SITUACAO_LABEL } from '../../domain/apontamentos/schemas.ts';
import { leiteDoAno, precoPorLitro, rotuloMeses } from '../../domain/avaliacao/leite.ts';
import { zootecnicoEntre } from '../../domain/avaliacao/zootecnico.ts';
import { fluxoDeCaixa, rotuloMes } from '../../domain/financeiro/calculos.ts';
import { compararTexto, hojeNoFuso } from '../../domain/format.ts';
import { MODULOS } from '../../domain/modules.ts';
import {
  arredondarCasas,
  diasDoPeriodo,
  mediasPorGrupo,
  mesDoRelatorio,
  mesesDoPeriodo,
} from '../../domain/relatorios/agregados.ts';
import {
  CATEGORIAS_RELATORIO,
  type CategoriaRelatorio,
  type Celula,
  type ColunaRelatorio,
  type ConsultaRelatorio,
  coluna,
  type GraficoRelatorio,
  periodoDoRelatorio,
  type Relatorio,
  ROTULO_TIPO,
  totaisDoRelatorio,
} from '../../domain/relatorios/schemas.ts';
import { parcelaAcimaPorTeste } from '../../domain/sanidade/ccs.ts';
import { MSG_SANIDADE } from '../../domain/sanidade/messages.ts';
import {
  tabelaDeCcs,
  tabelaDeMastite,
  tabelaDeTratamentos,
  tabelaDoLeiteDescartado,
} from '../../domain/sanidade/relatorios.ts';
import type { Db } from '../db/client.ts';
import { analisesDeQualidade, animaisDoRebanho, eventosReprodutivos, ordenhas } from '../db/schema/apontamentos.ts';
import { contasPagar, contasReceber, despesas, receitas } from '../db/schema/financeiro.ts';
import {
  animaisDoInventario,
  instalacoesDoInventario,
  maquinasDoInventario,
  terrasDoInventario,
} from '../db/schema/inventario.ts';
import { controlesLeiteiros, eventosSanitarios, medicamentos } from '../db/schema/sanidade.ts';
import type { FazendaRow } from '../env.ts';
import { tabelaDeLactacoes } from './apontamentos/lactacoes.ts';
import { analisesDesde } from './apontamentos/qualidade.ts';
import { femeasComHistorico, parametrosDaFazenda } from './apontamentos/status.ts';
import { rendaDoLeitePorMes } from './avaliacao.ts';
import { movimentosDoPeriodo } from './financeiro/contas.ts';
import { animalComValores, instalacaoComValores, maquinaComValores, terraComValores } from './inventario/valores.ts';
import { leiteDaFazenda } from './sanidade/estado.ts';

type Linhas = Record<string, Celula>[];
interface Periodo {
  tipo: ConsultaRelatorio['tipo'];
  de: string;
  ate: string;
  ano: number;
}
type Gerador = (
  db: Db,
  farm: FazendaRow,
  p: Periodo,
  /** The caller's modules on the farm: a part of another module is withheld (Sanidade's costs need Financeiro). */
  modulos: readonly string[],
) => Promise<{ colunas: ColunaRelatorio[]; linhas: Linhas; grafico?: GraficoRelatorio; destaque?: string }>;

/**
 * Inventory items of the period's year, valued by the inventory screens' own functions (services/inventario/valores.ts):
 * a rented land remunerates nothing here as there, and its tenure is a column.
 */
const inventarioRemunerado =
  (t: typeof animaisDoInventario | typeof terrasDoInventario, rotuloQtd: string, rotuloValor: string): Gerador =>
  async (db, farm, p) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.farmId, farm.id), eq(t.ano, p.ano)))
      .orderBy(asc(t.tipo));
    return {
      colunas: [
        coluna('tipo', 'Tipo', 'texto'),
        ...(t === terrasDoInventario ? [coluna('posse', 'Posse', 'texto')] : []),
        coluna('quantidade', rotuloQtd, 'numero', { casas: 2, total: 'soma' }),
        coluna('valor', rotuloValor, 'dinheiro'),
        coluna('valorTotal', 'Valor total', 'dinheiro', { total: 'soma' }),
        coluna('taxa', 'Taxa (% a.a.)', 'percentual'),
        coluna('remuneracaoAnual', 'Remuneração anual', 'dinheiro', { total: 'soma' }),
        coluna('responsavelTecnico', 'Responsável técnico', 'texto'),
      ],
      linhas: rows.map((r) => {
        const terra = 'posse' in r;
        const v = terra ? terraComValores(r) : animalComValores(r);
        return {
          tipo: r.tipo,
          ...(terra ? { posse: r.posse } : {}),
          quantidade: r.quantidade,
          valor: r.valor,
          valorTotal: v.valorTotal,
          taxa: terra ? r.taxaJurosItem : r.taxaJuros,
          remuneracaoAnual: v.remuneracaoAnual,
          responsavelTecnico: r.responsavelTecnico,
        };
      }),
    };
  };

const GERADORES: Record<CategoriaRelatorio, Gerador> = {
  animais: inventarioRemunerado(animaisDoInventario, 'Quantidade', 'Valor por cabeça'),
  terras: inventarioRemunerado(terrasDoInventario, 'Área (ha)', 'Valor por ha'),
  async instalacoes(db, farm) {
    const rows = await db
      .select()
      .from(instalacoesDoInventario)
      .where(eq(instalacoesDoInventario.farmId, farm.id))
      .orderBy(asc(instalacoesDoInventario.nome));
    return {
      colunas: [
        coluna('nome', 'Nome', 'texto'),
        coluna('tipo', 'Tipo', 'texto'),
        coluna('area', 'Área (m²)', 'numero', { casas: 2, total: 'soma' }),
        coluna('capacidade', 'Capacidade', 'numero', { total: 'soma' }),
        coluna('status', 'Status', 'texto'),
        coluna('valor', 'Valor', 'dinheiro', { total: 'soma' }),
        coluna('depreciacaoAnual', 'Depreciação anual', 'dinheiro', { total: 'soma' }),
      ],
      linhas: rows.map((r) => ({
        nome: r.nome,
        tipo: r.tipo,
        area: r.area,
        capacidade: r.capacidade,
        status: r.status,
        valor: r.valor,
        depreciacaoAnual: instalacaoComValores(r, farm.taxaJurosAnual).figuras?.depreciacaoAnual ?? null,
      })),
    };
  },
  async maquinas(db, farm, p) {
    const rows = await db
      .select()
      .from(maquinasDoInventario)
      .where(and(eq(maquinasDoInventario.farmId, farm.id), eq(maquinasDoInventario.ano, p.ano)))
      .orderBy(asc(maquinasDoInventario.nome));
    return {
      colunas: [
        coluna('nome', 'Nome', 'texto'),
        coluna('tipo', 'Tipo', 'texto'),
        coluna('modelo', 'Modelo', 'texto'),
        coluna('quantidade', 'Quantidade', 'numero', { total: 'soma' }),
        coluna('valorTotal', 'Valor total', 'dinheiro', { total: 'soma' }),
        coluna('depreciacaoAnual', 'Depreciação anual', 'dinheiro', { total: 'soma' }),
        coluna('remuneracaoAnual', 'Remuneração anual', 'dinheiro', { total: 'soma' }),
        coluna('status', 'Status', 'texto'),
      ],
      linhas: rows.map((r) => {
        const v = maquinaComValores(r, farm.taxaJurosAnual);
        return {
          nome: r.nome,
          tipo: r.tipo,
          modelo: r.modelo,
          quantidade: r.quantidade,
          valorTotal: v.valorTotal,
          depreciacaoAnual: v.depreciacaoAnual,
          remuneracaoAnual: v.remuneracaoAnual,
          status: r.status,
        };
      }),
    };
  },
  /**
   * A day: each milking of each cow. A month: the farm's litres per day and milking. A year: per month — a person
   * reads 12 lines, not 220 000 milkings.
   */
  async producao(db, farm, p) {
    const noPeriodo = and(eq(ordenhas.farmId, farm.id), gte(ordenhas.data, p.de), lte(ordenhas.data, p.ate));
    if (p.tipo === 'diario') {
      const rows = await db
        .select({
          animal: animaisDoRebanho.identificacao,
          nome: animaisDoRebanho.nome,
          ordenha: ordenhas.ordenha,
          producao: ordenhas.producao,
        })
        .from(ordenhas)
        .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, ordenhas.animalId))
        .where(noPeriodo)
        .orderBy(asc(animaisDoRebanho.identificacao), asc(ordenhas.ordenha));
      return {
        colunas: [
          coluna('animal', 'Animal', 'texto'),
          coluna('nome', 'Nome', 'texto'),
          coluna('ordenha', 'Ordenha', 'texto'),
          coluna('producao', 'Produção (L)', 'numero', { casas: 1, total: 'soma' }),
        ],
        linhas: rows,
      };
    }
    const chave = p.tipo === 'mensal' ? ordenhas.data : sql<string>`substr(${ordenhas.data}, 1, 7)`;
    // An ordenha nobody was milked at is no litre: null, not 0 L (sum over no row is NULL in SQL too).
    const litros = (ordenha: string) =>
      sql<number | null>`sum(case when ${ordenhas.ordenha} = ${ordenha} then ${ordenhas.producao} end)`;
    const rows = await db
      .select({
        periodo: chave,
        vacas: sql<number>`count(distinct ${ordenhas.animalId})`,
        dias: sql<number>`count(distinct ${ordenhas.data})`,
        manha: litros('Manhã'),
        tarde: litros('Tarde'),
        noite: litros('Noite'),
        total: sql<number>`sum(${ordenhas.producao})`,
      })
      .from(ordenhas)
      .where(noPeriodo)
      .groupBy(chave)
      .orderBy(chave);
    const um = (n: number | null) => (n === null ? null : arredondarCasas(Number(n), 1));
    const porPeriodo = new Map(rows.map((r) => [r.periodo, r]));
    // Every day of the month (every month of the year) once the period has a milking: a day without one reads
    // SEM_VALOR in every column, so a gap in the records shows as one.
    const calendario = !rows.length
      ? []
      : p.tipo === 'mensal'
        ? diasDoPeriodo(p.de, p.ate)
        : mesesDoPeriodo(p.de, p.ate);
    // A month's row: its litres per day milked ('Média por dia'). A day's row is one day — its per-day mean would be
    // its total again — so the daily report's mean is per cow milked that day ('Média por vaca'), and its totals row
    // the mean of those days.
    const media =
      p.tipo === 'mensal'
        ? coluna('mediaVaca', 'Média por vaca (L)', 'numero', { casas: 1, total: 'media' })
        : coluna('mediaDia', 'Média por dia (L)', 'numero', { casas: 1, total: 'media' });
    return {
      colunas: [
        p.tipo === 'mensal' ? coluna('periodo', 'Data', 'data') : coluna('periodo', 'Mês', 'texto'),
        coluna('vacas', 'Vacas ordenhadas', 'numero', { total: 'media' }),
        coluna('manha', 'Manhã (L)', 'numero', { casas: 1, total: 'soma' }),
        coluna('tarde', 'Tarde (L)', 'numero', { casas: 1, total: 'soma' }),
        coluna('noite', 'Noite (L)', 'numero', { casas: 1, total: 'soma' }),
        coluna('total', 'Total (L)', 'numero', { casas: 1, total: 'soma' }),
        media,
      ],
      linhas: calendario.map((periodo) => {
        const r = porPeriodo.get(periodo);
        return {
          periodo: p.tipo === 'mensal' ? periodo : mesDoRelatorio(periodo),
          vacas: r ? Number(r.vacas) : null,
          manha: um(r?.manha ?? null),
          tarde: um(r?.tarde ?? null),
          noite: um(r?.noite ?? null),
          total: um(r?.total ?? null),
          [media.chave]: !r ? null : um(Number(r.total) / Number(p.tipo === 'mensal' ? r.vacas : r.dias)),
        };
      }),
      grafico: {
        rotulo: p.tipo === 'mensal' ? 'Litros por dia' : 'Litros por mês',
        x: 'periodo',
        series: [{ chave: 'total', rotulo: 'Total (L)', cor: '#1f6f43' }],
      },
    };
  },
  /**
   * A day or a month: each sample. A year: the mean of each month's samples, every month of the year — a month
   * without a sample reads SEM_VALOR (the IN 76/2018 asks for a monthly analysis: the gap is what a technician looks
   * for), and the totals are the means of the months that have one.
   */
  async qualidade(db, farm, p) {
    const rows = await db
      .select({
        data: analisesDeQualidade.data,
        amostra: analisesDeQualidade.amostra,
        gordura: analisesDeQualidade.gordura,
        proteina: analisesDeQualidade.proteina,
        ccs: analisesDeQualidade.ccs,
        cbt: analisesDeQualidade.cbt,
      })
      .from(analisesDeQualidade)
      .where(
        and(
          eq(analisesDeQualidade.farmId, farm.id),
          gte(analisesDeQualidade.data, p.de),
          lte(analisesDeQualidade.data, p.ate),
        ),
      )
      .orderBy(asc(analisesDeQualidade.data), asc(analisesDeQualidade.amostra));
    const figuras = [
      coluna('gordura', 'Gordura (%)', 'percentual', { total: 'media' }),
      coluna('proteina', 'Proteína (%)', 'percentual', { total: 'media' }),
      coluna('ccs', 'CCS (mil cél./mL)', 'numero', { total: 'media' }),
      coluna('cbt', 'CBT (UFC/mL)', 'numero', { total: 'media' }),
    ];
    const limites = [{ rotulo: 'Limite IN 76/2018 (500 mil cél./mL)', valor: LIMITE_CCS_MIL, cor: COR_LIMITE }];
    if (p.tipo !== 'anual')
      return {
        colunas: [coluna('data', 'Data', 'data'), coluna('amostra', 'Amostra', 'texto'), ...figuras],
        linhas: rows,
        grafico: {
          rotulo: 'CCS por amostra',
          x: 'data',
          series: [{ chave: 'ccs', rotulo: 'CCS (mil cél./mL)', cor: '#2f5d8a' }],
          limites,
        },
      };
    const campos = ['gordura', 'proteina', 'ccs', 'cbt'] as const;
    const meses = rows.length ? mesesDoPeriodo(p.de, p.ate) : [];
    const grupos = mediasPorGrupo(
      rows.map((r) => ({ ...r, grupo: r.data.slice(0, 7) })),
      meses,
      campos,
    );
    return {
      colunas: [
        coluna('periodo', 'Mês', 'texto'),
        coluna('amostras', 'Amostras', 'numero', { total: 'soma' }),
        ...figuras,
      ],
      linhas: grupos.map((g) => ({
        periodo: mesDoRelatorio(g.grupo),
        amostras: g.n || null,
        ...Object.fromEntries(campos.map((c) => [c, arredondarCasas(g.medias[c], 2)])),
      })),
      grafico: {
        rotulo: 'CCS média por mês',
        x: 'periodo',
        series: [{ chave: 'ccs', rotulo: 'CCS (mil cél./mL)', cor: '#2f5d8a' }],
        limites,
      },
    };
  },
  /**
   * The months of the period as IN 76/2018 art. 7 judges them: each month's own geometric means and the rolling
   * quarterly ones (the two months before the period read for them), how many months a mean rests on, and fat and
   * protein. A month without analysis says 'sem dados' and has no figure; a period without any has no row.
   */
  async 'qualidade-in76'(db, farm, p) {
    const hoje = hojeNoFuso(farm.timezone);
    // the months that have begun: a month still to come has no analysis to judge, so it is no row ('sem dados' there
    // would read as a month the farm failed to sample)
    const meses = p.de <= hoje ? mesesDoPeriodo(p.de, p.ate < hoje ? p.ate : hoje) : [];
    const analises = meses.length
      ? await analisesDesde(db, farm.id, `${somarMeses(meses[0], -(MESES_DA_MEDIA - 1))}-01`, p.ate)
      : [];
    const noPeriodo = analises.some((a) => a.data >= p.de);
    const situacao: Record<SituacaoMedia, string> = {
      conforme: 'Dentro do limite',
      acima: 'Acima do limite',
      insuficiente: 'Meses insuficientes',
      'sem dados': 'sem dados',
    };
    return {
      colunas: [
        coluna('periodo', 'Mês', 'texto'),
        coluna('analises', 'Análises', 'numero', { total: 'soma' }),
        coluna('ccsMes', 'CCS do mês (mil cél./mL)', 'numero', { casas: 1 }),
        coluna('ccs', 'CCS, média geométrica de 3 meses', 'numero', { casas: 1 }),
        coluna('ccsSituacao', 'CCS (IN 76/2018)', 'texto'),
        coluna('cbtMes', 'CBT do mês (UFC/mL)', 'numero'),
        coluna('cbt', 'CBT, média geométrica de 3 meses', 'numero'),
        coluna('cbtSituacao', 'CBT (IN 76/2018)', 'texto'),
        coluna('meses', 'Meses com análise (de 3)', 'numero'),
        coluna('gordura', 'Gordura (%)', 'percentual', { total: 'media' }),
        coluna('proteina', 'Proteína (%)', 'percentual', { total: 'media' }),
      ],
      linhas: !noPeriodo
        ? []
        : qualidadePorMes(analises, meses, hoje).map((m) => ({
            periodo: mesDoRelatorio(m.mes),
            analises: m.analises || null,
            ccsMes: m.ccs.mes,
            ccs: m.ccs.trimestral,
            ccsSituacao: situacao[m.ccs.situacao],
            cbtMes: m.cbt.mes === null ? null : Math.round(m.cbt.mes),
            cbt: m.cbt.trimestral === null ? null : Math.round(m.cbt.trimestral),
            cbtSituacao: situacao[m.cbt.situacao],
            meses: m.ccs.mesesComAnalise,
            gordura: m.gordura,
            proteina: m.proteina,
          })),
      grafico: {
        rotulo: 'CCS: média geométrica de 3 meses',
        x: 'periodo',
        series: [{ chave: 'ccs', rotulo: 'CCS (mil cél./mL)', cor: '#2f5d8a' }],
        limites: [{ rotulo: 'Limite IN 76/2018 (500 mil cél./mL)', valor: LIMITE_CCS_MIL, cor: COR_LIMITE }],
      },
    };
  },
  /** The lactations that ran at some day of the period, with their figures as of its last day (today, if sooner). */
  async lactacoes(db, farm, p) {
    const hojeDaFazenda = hojeNoFuso(farm.timezone);
    const hoje = p.ate < hojeDaFazenda ? p.ate : hojeDaFazenda;
    const { linhas } = await tabelaDeLactacoes(db, farm.id, hoje, { de: p.de, ate: p.ate });
    linhas.sort((a, b) => compararTexto(a.identificacao, b.identificacao) || a.numero - b.numero);
    return {
      colunas: [
        coluna('animal', 'Animal', 'texto'),
        coluna('numero', 'Lactação', 'numero'),
        coluna('parto', 'Parto', 'data'),
        coluna('fim', 'Fim', 'data'),
        coluna('del', 'DEL', 'numero', { total: 'media' }),
        coluna('total', 'Total (L)', 'numero', { casas: 1, total: 'soma' }),
        coluna('registrado', 'DEL registrados', 'texto'),
        coluna('picoLitros', 'Pico (L/dia)', 'numero', { casas: 1, total: 'media' }),
        coluna('picoDel', 'DEL do pico', 'numero'),
        coluna('producao305', '305 dias (L)', 'numero', { total: 'media' }),
        coluna('tipo305', '305 dias: origem', 'texto'),
        coluna('persistencia', 'Persistência (%)', 'numero', { casas: 1, total: 'media' }),
        coluna('esperado305', 'Esperado do rebanho (L)', 'numero'),
        coluna('abaixo', 'Abaixo do esperado', 'texto'),
      ],
      linhas: linhas.map((l) => ({
        animal: l.nome ? `${l.identificacao} — ${l.nome}` : l.identificacao,
        numero: l.numero,
        parto: l.parto,
        fim: l.fim,
        del: l.del,
        total: l.total,
        registrado: textoDoTotal(l.registrado, true),
        picoLitros: l.picoLitros,
        picoDel: l.picoDel,
        producao305: l.producao305,
        tipo305: l.total === null ? null : textoDo305(l, true),
        persistencia: l.persistencia,
        esperado305: l.esperado305,
        abaixo: l.abaixoDoEsperado ? 'Sim' : l.esperado305 === null ? null : 'Não',
      })),
    };
  },
  async reproducao(db, farm, p) {
    const rows = await db
      .select({
        data: eventosReprodutivos.data,
        animal: animaisDoRebanho.identificacao,
        evento: eventosReprodutivos.evento,
        resultado: eventosReprodutivos.resultado,
        observacao: eventosReprodutivos.observacao,
      })
      .from(eventosReprodutivos)
      .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, eventosReprodutivos.animalId))
      .where(
        and(
          eq(eventosReprodutivos.farmId, farm.id),
          gte(eventosReprodutivos.data, p.de),
          lte(eventosReprodutivos.data, p.ate),
        ),
      )
      .orderBy(asc(eventosReprodutivos.data), asc(animaisDoRebanho.identificacao));
    return {
      colunas: [
        coluna('data', 'Data', 'data'),
        coluna('animal', 'Animal', 'texto'),
        coluna('evento', 'Evento', 'texto'),
        coluna('resultado', 'Resultado', 'texto'),
        coluna('observacao', 'Observação', 'texto'),
      ],
      linhas: rows,
    };
  },
  /**
   * The herd's reproductive summary (the Rebanho screen's figures, the domain's resumoReprodutivo with the farm's
   * thresholds) on the period's last day — a year: on each month's last day. Days after the farm's today have no row.
   */
  async 'resumo-reprodutivo'(db, farm, p) {
    const hoje = hojeNoFuso(farm.timezone);
    const dias =
      p.tipo === 'anual'
        ? mesesDoPeriodo(p.de, p.ate).map((m) => {
            const [a, mm] = m.split('-').map(Number);
            return `${m}-${String(new Date(Date.UTC(a, mm, 0)).getUTCDate()).padStart(2, '0')}`;
          })
        : [p.ate];
    const [femeas, parametros] = await Promise.all([femeasComHistorico(db, farm.id), parametrosDaFazenda(db, farm.id)]);
    const linhas = dias
      .map((d) => (d > hoje && d.slice(0, 7) === hoje.slice(0, 7) ? hoje : d))
      .filter((d) => d <= hoje && d >= p.de)
      .map((d) => {
        const r = resumoReprodutivo(
          femeas
            .filter((f) => conhecidaEm(f, d))
            .map((f) => ({ raca: f.raca, estado: estadoDoAnimal(f, d, parametros) })),
          parametros,
        );
        return { data: d, ...r };
      })
      .filter((r) => r.femeas > 0);
    return {
      colunas: [
        coluna('data', 'Data', 'data'),
        coluna('femeas', 'Fêmeas', 'numero'),
        coluna('emLactacao', 'Em lactação', 'numero'),
        coluna('secas', 'Secas', 'numero'),
        coluna('novilhas', 'Novilhas', 'numero'),
        coluna('elegiveis', 'Aptas', 'numero'),
        coluna('prenhes', 'Prenhes', 'numero'),
        coluna('percentualPrenhes', '% prenhes', 'percentual', { casas: 1 }),
        coluna('delMedio', 'DEL médio', 'numero', { casas: 1 }),
        coluna('diasEmAbertoMedio', 'Dias em aberto', 'numero', { casas: 1 }),
        coluna('iepProjetado', 'IEP projetado (dias)', 'numero', { casas: 1 }),
      ],
      linhas: linhas.map(({ bezerras: _, ...r }) => r),
    };
  },
  async rebanho(db, farm) {
    const rows = await db
      .select({
        identificacao: animaisDoRebanho.identificacao,
        nome: animaisDoRebanho.nome,
        categoria: animaisDoRebanho.categoria,
        raca: animaisDoRebanho.raca,
        sexo: animaisDoRebanho.sexo,
        dataNascimento: animaisDoRebanho.dataNascimento,
        situacao: animaisDoRebanho.situacao,
      })
      .from(animaisDoRebanho)
      .where(eq(animaisDoRebanho.farmId, farm.id))
      .orderBy(asc(animaisDoRebanho.identificacao));
    return {
      colunas: [
        coluna('identificacao', 'Identificação', 'texto'),
        coluna('nome', 'Nome', 'texto'),
        coluna('categoria', 'Categoria', 'texto'),
        coluna('raca', 'Raça', 'texto'),
        coluna('sexo', 'Sexo', 'texto'),
        coluna('dataNascimento', 'Nascimento', 'data'),
        coluna('situacao', 'Situação', 'texto'),
      ],
      // The words the herd screen uses ('Fêmea', 'Ativo'), not the stored codes.
      linhas: rows.map((r) => ({
        ...r,
        sexo: SEXO_LABEL[r.sexo as keyof typeof SEXO_LABEL] ?? r.sexo,
        situacao: SITUACAO_LABEL[r.situacao as keyof typeof SITUACAO_LABEL] ?? r.situacao,
      })),
    };
  },
  receitas: lancamentos(receitas, 'forma_recebimento', 'Forma de recebimento'),
  despesas: lancamentos(despesas, 'forma_pagamento', 'Forma de pagamento'),
  'contas-pagar': contas(contasPagar, 'fornecedor', 'Fornecedor'),
  'contas-receber': contas(contasReceber, 'cliente', 'Cliente'),
  /**
   * Money in and out by month (regime de caixa), the finance hub's computation (fluxoDeCaixa): a side with no
   * movement in a month reads SEM_VALOR, not R$ 0,00; the balance too in a month where nothing moved, and the running
   * balance until the first movement. A period where nothing moved has no row.
   */
  async 'fluxo-caixa'(db, farm, p) {
    const movimentos = await movimentosDoPeriodo(db, farm.id, p.de, p.ate);
    const meses = fluxoDeCaixa(movimentos, p.ate.slice(0, 7), p.tipo === 'anual' ? 12 : 1);
    const linhas = meses.every((m) => m.saldo === null)
      ? []
      : meses.map(({ mes, entradas, saidas, saldo, acumulado }) => ({
          periodo: p.tipo === 'diario' ? p.de : rotuloMes(mes),
          entradas,
          saidas,
          saldo,
          acumulado,
        }));
    return {
      colunas: [
        p.tipo === 'diario' ? coluna('periodo', 'Data', 'data') : coluna('periodo', 'Mês', 'texto'),
        coluna('entradas', 'Entradas', 'dinheiro', { total: 'soma' }),
        coluna('saidas', 'Saídas', 'dinheiro', { total: 'soma' }),
        coluna('saldo', 'Saldo', 'dinheiro', { total: 'soma' }),
        coluna('acumulado', 'Acumulado', 'dinheiro'),
      ],
      linhas,
      grafico: {
        rotulo: 'Entradas e saídas',
        x: 'periodo',
        series: [
          { chave: 'entradas', rotulo: 'Entradas', cor: '#1f6f43' },
          { chave: 'saidas', rotulo: 'Saídas', cor: '#b42318' },
        ],
      },
    };
  },
  // ── Sanidade (issue 39 §6): the rows read here, shaped by src/domain/sanidade/relatorios.ts ──
  /** Each treatment and each event with a medicine in the period, with the quantity used and its cost. */
  async 'sanidade-tratamentos'(db, farm, p, modulos) {
    const rows = await db
      .select({
        data: eventosSanitarios.data,
        animal: animaisDoRebanho.identificacao,
        tipo: eventosSanitarios.tipo,
        motivo: eventosSanitarios.motivo,
        vacina: eventosSanitarios.vacina,
        medicamento: medicamentos.nome,
        dose: eventosSanitarios.dose,
        unidade: medicamentos.unidade,
        dias: eventosSanitarios.dias,
        custoCentavos: medicamentos.custoCentavos,
      })
      .from(eventosSanitarios)
      .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, eventosSanitarios.animalId))
      .leftJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
      .where(
        and(
          eq(eventosSanitarios.farmId, farm.id),
          gte(eventosSanitarios.data, p.de),
          lte(eventosSanitarios.data, p.ate),
          or(isNotNull(eventosSanitarios.medicamentoId), eq(eventosSanitarios.tipo, 'Tratamento')),
        ),
      )
      .orderBy(asc(eventosSanitarios.data), asc(animaisDoRebanho.identificacao));
    return tabelaDeTratamentos(
      rows.map(({ vacina, ...r }) => ({ ...r, motivo: r.motivo ?? vacina })),
      modulos.includes('financial'),
    );
  },
  /**
   * The milk produced, discarded and delivered (leiteDaFazenda) per day — a year: per month — and the discarded
   * litres' value at the price of the period's months (milk income ÷ litres delivered, of the months that have both).
   */
  async 'leite-descartado'(db, farm, p, modulos) {
    const inicio = `${p.de.slice(0, 7)}-01`;
    const fim = ultimoDiaDoMes(p.ate.slice(0, 7));
    const leite = await leiteDaFazenda(db, farm.id, inicio, fim);
    const verValor = modulos.includes('financial');
    const entregue = new Map(leite.meses.map((m) => [m.mes, m.entregue]));
    const casados = leiteDoAno(entregue, verValor ? await rendaDoLeitePorMes(db, farm.id, inicio, fim) : undefined);
    const mesesDoPreco = casados.meses.rendaLeite ?? [];
    const litros = mesesDoPreco.reduce((s, m) => s + (entregue.get(m) ?? 0), 0);
    const preco = precoPorLitro(casados.rendaLeite, litros);
    const linhas =
      p.tipo === 'anual'
        ? leite.meses
            .filter((m) => m.mes >= p.de.slice(0, 7) && m.mes <= p.ate.slice(0, 7))
            .map((m) => ({ ...m, periodo: mesDoRelatorio(m.mes) }))
        : leite.dias.filter((d) => d.data >= p.de && d.data <= p.ate).map((d) => ({ ...d, periodo: d.data }));
    return tabelaDoLeiteDescartado(linhas, preco, rotuloMeses(mesesDoPreco), verValor, p.tipo === 'anual');
  },
  /**
   * Clinical mastitis per month: cases, average cows in milk (cow-days in milk ÷ days, the assessment's
   * zootecnicoEntre) and the incidence per 100 cows in milk. A day's report gives its month. No case: no row.
   */
  async 'mastite-clinica'(db, farm, p) {
    const hoje = hojeNoFuso(farm.timezone);
    const de = p.tipo === 'diario' ? `${p.de.slice(0, 7)}-01` : p.de;
    const ate = p.tipo === 'diario' ? ultimoDiaDoMes(p.ate.slice(0, 7)) : p.ate;
    const casos = await db
      .select({ data: eventosSanitarios.data })
      .from(eventosSanitarios)
      .where(
        and(
          eq(eventosSanitarios.farmId, farm.id),
          eq(eventosSanitarios.tipo, 'Mastite clínica'),
          gte(eventosSanitarios.data, de),
          lte(eventosSanitarios.data, ate),
        ),
      );
    const destaque = p.tipo === 'diario' ? MSG_SANIDADE.mastiteDoMes : undefined;
    if (!casos.length) return tabelaDeMastite([], destaque);
    const femeas = await femeasComHistorico(db, farm.id);
    const meses = mesesDoPeriodo(de, ate).filter((m) => `${m}-01` <= hoje);
    return tabelaDeMastite(
      meses.map((m) => {
        const ini = `${m}-01` > de ? `${m}-01` : de;
        const ult = ultimoDiaDoMes(m) < ate ? ultimoDiaDoMes(m) : ate;
        return {
          mes: mesDoRelatorio(m),
          casos: casos.filter((c) => c.data.startsWith(m)).length,
          vacasEmLactacao: zootecnicoEntre(femeas, ini, ult, hoje).vacasLactacaoMedia,
        };
      }),
      destaque,
    );
  },
  /** Each lab test (a month) of the period: cows with a count and those above 200 000 cells/mL. */
  async 'ccs-rebanho'(db, farm, p) {
    const testes = await db
      .select({ animalId: controlesLeiteiros.animalId, data: controlesLeiteiros.data, ccs: controlesLeiteiros.ccs })
      .from(controlesLeiteiros)
      .where(
        and(
          eq(controlesLeiteiros.farmId, farm.id),
          gte(controlesLeiteiros.data, p.de),
          lte(controlesLeiteiros.data, p.ate),
        ),
      );
    return tabelaDeCcs(parcelaAcimaPorTeste(testes).map((t) => ({ ...t, mes: mesDoRelatorio(t.mes) })));
  },
};

/** The last day of a month ('2026-02' → '2026-02-28'). */
function ultimoDiaDoMes(mes: string): string {
  const [a, m] = mes.split('-').map(Number);
  return `${mes}-${String(new Date(Date.UTC(a, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function lancamentos(t: typeof receitas | typeof despesas, forma: string, rotuloForma: string): Gerador {
  return async (db, farm, p) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.farmId, farm.id), gte(t.data, p.de), lte(t.data, p.ate)))
      .orderBy(asc(t.data));
    return {
      colunas: [
        coluna('data', 'Data', 'data'),
        coluna('descricao', 'Descrição', 'texto'),
        coluna('categoria', 'Categoria', 'texto'),
        coluna(forma, rotuloForma, 'texto'),
        coluna('valor', 'Valor', 'dinheiro', { total: 'soma' }),
        coluna('observacoes', 'Observações', 'texto'),
      ],
      linhas: rows.map((r) => ({
        data: r.data,
        descricao: r.descricao,
        categoria: r.categoria,
        [forma]: (r as Record<string, unknown>)[forma] as string,
        valor: r.valor,
        observacoes: r.observacoes,
      })),
    };
  };
}

function contas(t: typeof contasPagar | typeof contasReceber, pessoa: string, rotuloPessoa: string): Gerador {
  return async (db, farm, p) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.farmId, farm.id), gte(t.data_vencimento, p.de), lte(t.data_vencimento, p.ate)))
      .orderBy(asc(t.data_vencimento));
    return {
      colunas: [
        coluna('data_vencimento', 'Vencimento', 'data'),
        coluna('descricao', 'Descrição', 'texto'),
        coluna(pessoa, rotuloPessoa, 'texto'),
        coluna('categoria', 'Categoria', 'texto'),
        coluna('status', 'Status', 'texto'),
        coluna('data_baixa', 'Baixa', 'data'),
        coluna('valor', 'Valor', 'dinheiro', { total: 'soma' }),
      ],
      linhas: rows.map((r) => ({
        data_vencimento: r.data_vencimento,
        descricao: r.descricao,
        [pessoa]: (r as Record<string, unknown>)[pessoa] as string,
        categoria: r.categoria,
        status: r.status,
        data_baixa: r.data_baixa,
        valor: r.valor,
      })),
    };
  };
}

/** The report asked for, of `farm`, generated now (`agora`, the farm's clock for the title block). */
export async function gerarRelatorio(
  db: Db,
  farm: FazendaRow,
  q: ConsultaRelatorio,
  agora: string,
  modulos: readonly string[] = MODULOS,
): Promise<Relatorio> {
  const periodo = periodoDoRelatorio(q);
  const { colunas, linhas, grafico, destaque } = await GERADORES[q.categoria](
    db,
    farm,
    {
      tipo: q.tipo,
      de: periodo.de,
      ate: periodo.ate,
      ano: Number(periodo.ate.slice(0, 4)),
    },
    modulos,
  );
  return {
    titulo: `Relatório ${ROTULO_TIPO[q.tipo].toLowerCase()} — ${CATEGORIAS_RELATORIO[q.categoria].rotulo}`,
    fazenda: farm.name,
    ...(destaque ? { destaque } : {}),
    periodo: periodo.rotulo,
    geradoEm: agora,
    colunas,
    linhas,
    totais: totaisDoRelatorio(colunas, linhas),
    ...(grafico && linhas.length > 1 ? { grafico } : {}),
  };
}
