/**
 * The farms' desk as the reports' one document model (src/domain/relatorios): a section per group of indicators,
 * each on its own landscape page in the PDF, a row per farm and the group's reference rows, every figure a number in
 * the Excel; a withheld figure says 'Oculto: requer…', one resting on incomplete data carries '*' and its note.
 */

import { dataDaCopia } from '../dados/copia.ts';
import { MSG_DADOS } from '../dados/messages.ts';
import { quantos } from '../format.ts';
import { type CelulaDocumento, type Relatorio, SEM_VALOR, type SecaoRelatorio } from '../relatorios/schemas.ts';
import { type Retido, retido, textoRetido } from '../retidos.ts';
import {
  type ChaveIndicador,
  GRUPOS_PAINEL,
  INDICADORES_PAINEL,
  type IndicadorPainel,
  TITULO_GRUPO,
} from './indicadores.ts';
import { MSG_PAINEL } from './messages.ts';
import type { Painel } from './respostas.ts';

/** A farm's name as the desk writes it: a read-only copy of another installation says its date ('Cópia de 27/11/2026'). */
export function nomeNoPainel(l: { fazenda: string; copiaEm?: string }): string {
  return l.copiaEm ? `${l.fazenda} (${MSG_DADOS.copiaDe(dataDaCopia(l.copiaEm))})` : l.fazenda;
}

/** The reference rows under the farms, in the words of the screen and the CLI. */
export const REFERENCIAS_PAINEL = [
  { chave: 'media', rotulo: 'Média do grupo' },
  { chave: 'mediana', rotulo: 'Mediana do grupo' },
  { chave: 'quartilSuperior', rotulo: 'Quartil superior (melhores 25%)' },
] as const;

/** A figure as a document's cell: typed, with '*' when it rests on incomplete data. */
function celula(i: IndicadorPainel, valor: number | null, texto?: string, incompleto?: string): CelulaDocumento {
  if (i.tipo === 'texto') return texto ?? SEM_VALOR;
  return {
    valor,
    tipo: i.tipo,
    ...(i.casas !== undefined ? { casas: i.casas } : {}),
    ...(incompleto ? { unidade: '*' } : {}),
  };
}

/** The notes under a group's table: each farm's missing data once ('Fazenda X: Sem registros de produção em …'). */
export function notasDeIncompletos(
  linhas: readonly Pick<Painel['linhas'][number], 'fazenda' | 'figuras'>[],
  inds: readonly IndicadorPainel[],
): string[] {
  const notas = linhas.flatMap((l) =>
    inds.flatMap((i) => {
      const f = l.figuras[i.chave as ChaveIndicador];
      return f?.incompleto ? [`${l.fazenda}: ${f.incompleto}.`] : [];
    }),
  );
  return [...new Set(notas)];
}

export function relatorioDoPainel(p: Painel, geradoEm: string): Relatorio {
  const secoes: SecaoRelatorio[] = GRUPOS_PAINEL.map((g) => {
    const inds = INDICADORES_PAINEL.filter((i) => i.grupo === g) as IndicadorPainel[];
    const colunas = [
      { chave: 'fazenda', rotulo: 'Fazenda', tipo: 'texto' as const },
      ...inds.map((i) => ({ chave: i.chave, rotulo: i.rotulo, tipo: 'texto' as const, figuras: true })),
    ];
    const notas = notasDeIncompletos(p.linhas, inds);
    const linhas = p.linhas.map((l) => ({
      fazenda: nomeNoPainel(l),
      ...Object.fromEntries(
        inds.map((i) => {
          const r = retido(l.retidos as Retido[], `figuras.${i.chave}`);
          if (r) return [i.chave, textoRetido(r)];
          const f = l.figuras[i.chave as ChaveIndicador];
          return [i.chave, celula(i, f?.valor ?? null, f?.texto, f?.incompleto)];
        }),
      ),
    }));
    const refs = p.linhas.length
      ? REFERENCIAS_PAINEL.map((ref) => ({
          fazenda: ref.rotulo,
          ...Object.fromEntries(
            inds.map((i) => [
              i.chave,
              i.tipo === 'texto' ? null : celula(i, p.referencias[i.chave as ChaveIndicador]?.[ref.chave] ?? null),
            ]),
          ),
        }))
      : [];
    return {
      titulo: TITULO_GRUPO[g],
      novaPagina: true,
      blocos: [
        {
          tipo: 'tabela',
          tabela: {
            colunas,
            linhas: [...linhas, ...refs],
            destacadas: refs.map((_, k) => linhas.length + k),
          },
        },
        ...(notas.length ? [{ tipo: 'paragrafos' as const, textos: [`* ${MSG_PAINEL.incompleto}:`, ...notas] }] : []),
      ],
    };
  });
  return {
    titulo: MSG_PAINEL.titulo,
    fazenda: quantos(p.linhas.length, 'fazenda', 'fazendas'),
    periodo: p.periodo.rotulo,
    geradoEm,
    paisagem: true,
    secoes,
    colunas: [],
    linhas: [],
    totais: {},
  };
}
