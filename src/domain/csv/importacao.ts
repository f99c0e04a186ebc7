/**
 * A spreadsheet row → the entity's input, checked by the entity's own rules. The header is matched to the columns
 * by name (case, accents and spacing ignored; the field's own name and the aliases also count); each cell is read
 * by its column's type; the rules' messages come back per cell as a table: linha, coluna, valor, mensagem.
 */
import { normalizarBusca } from '../busca.ts';
import { UUID_RE } from '../ids.ts';
import { MSG } from '../messages.ts';
import { validar } from '../validacao.ts';
import { COLUNA_ID, type ColunaCsv, type EntidadeCsv, REFERENCIAS, type TipoReferencia } from './entidades.ts';
import { MSG_CSV } from './messages.ts';
import { casasDecimais, celulaParaCsv, lerCelula, lerTexto } from './valores.ts';

/** One line of the error table. `linha` counts the header as 1, as a spreadsheet numbers its rows. */
export interface ErroCsv {
  linha: number;
  coluna: string;
  valor: string;
  mensagem: string;
}

export interface Cabecalho {
  /** The column of each cell position (null: a column this entity does not have, ignored). */
  colunas: (ColunaCsv | null)[];
  /** Position of the ID column, -1 when the file has none. */
  id: number;
  ignoradas: string[];
  erros: ErroCsv[];
}

const chaveNome = (s: string) => normalizarBusca(s).replace(/[\s_.-]+/g, ' ');

/** Header cells → columns; a required column that is missing or a column given twice is an error of line 1. */
export function mapearCabecalho(e: EntidadeCsv, cabecalho: readonly string[]): Cabecalho {
  const porNome = new Map<string, ColunaCsv>();
  for (const c of [...e.colunas, COLUNA_ID]) {
    for (const nome of [c.rotulo, c.campo, ...(c.aliases ?? [])]) {
      const k = chaveNome(nome);
      if (!porNome.has(k)) porNome.set(k, c);
    }
  }
  const erros: ErroCsv[] = [];
  const vistas = new Set<ColunaCsv>();
  const ignoradas: string[] = [];
  const colunas = cabecalho.map((h) => {
    const c = porNome.get(chaveNome(h)) ?? null;
    if (!c) {
      if (h.trim()) ignoradas.push(h.trim());
      return null;
    }
    if (vistas.has(c)) {
      erros.push({ linha: 1, coluna: c.rotulo, valor: h, mensagem: MSG_CSV.colunaRepetida(c.rotulo) });
      return null;
    }
    vistas.add(c);
    return c;
  });
  // The rules say which fields are required: those an empty row is refused for.
  const vazio = validar(e.regras, {});
  const exigidos = vazio.ok ? [] : Object.keys(vazio.fields);
  for (const c of e.colunas) {
    if (exigidos.includes(c.campo) && !vistas.has(c)) {
      erros.push({ linha: 1, coluna: c.rotulo, valor: '', mensagem: MSG_CSV.colunaAusente(c.rotulo) });
    }
  }
  return { colunas, id: colunas.indexOf(COLUNA_ID), ignoradas, erros };
}

/** Looks a reference up: an animal's id by its brinco; undefined when the farm has no such thing. */
export type Resolver = (tipo: TipoReferencia, texto: string) => string | undefined;

export type LinhaLida =
  | { ok: true; dados: Record<string, unknown>; id: string | null }
  | { ok: false; erros: ErroCsv[] };

/** A cell of a column with options → the stored value; undefined when it is none of them. */
function lerOpcao(opcoes: Readonly<Record<string, string>>, texto: string): string | undefined {
  const alvo = normalizarBusca(texto);
  for (const [valor, rotulo] of Object.entries(opcoes)) {
    if (normalizarBusca(valor) === alvo || normalizarBusca(rotulo) === alvo) return valor;
  }
  return undefined;
}

/** One data row (record number `linha`) → the checked input of the entity, or its errors. */
export function lerLinha(
  e: EntidadeCsv,
  cab: Cabecalho,
  celulas: readonly string[],
  linha: number,
  separador: ';' | ',',
  resolver: Resolver,
): LinhaLida {
  const erros: ErroCsv[] = [];
  const bruto: Record<string, unknown> = {};
  const textos = new Map<string, string>();
  let id: string | null = null;
  if (celulas.length > cab.colunas.length && celulas.slice(cab.colunas.length).some((c) => c.trim() !== '')) {
    erros.push({ linha, coluna: '', valor: '', mensagem: MSG_CSV.celulasDemais });
  }
  const comErroProprio = new Set<string>();
  cab.colunas.forEach((c, i) => {
    if (!c) return;
    const texto = celulas[i] ?? '';
    if (c === COLUNA_ID) {
      id = texto.trim() || null;
      if (id && !UUID_RE.test(id)) erros.push({ linha, coluna: c.rotulo, valor: texto, mensagem: MSG_CSV.idInvalido });
      return;
    }
    textos.set(c.campo, texto);
    if (texto.trim() === '') return;
    if (c.referencia) {
      const alvo = lerTexto(texto).trim();
      const achado = resolver(c.referencia, alvo);
      if (achado === undefined) {
        comErroProprio.add(c.campo);
        erros.push({
          linha,
          coluna: c.rotulo,
          valor: texto,
          mensagem: MSG_CSV.referenciaDesconhecida(REFERENCIAS[c.referencia].oque, alvo),
        });
      }
      bruto[c.campo] = achado;
      return;
    }
    if (c.opcoes) {
      const valor = lerTexto(texto).trim();
      bruto[c.campo] = lerOpcao(c.opcoes, valor);
      if (bruto[c.campo] === undefined) {
        comErroProprio.add(c.campo);
        const validas = [...new Set(Object.values(c.opcoes))];
        erros.push({
          linha,
          coluna: c.rotulo,
          valor: texto,
          mensagem: MSG_CSV.opcaoDesconhecida(c.rotulo, valor, validas),
        });
      }
      return;
    }
    if (c.tipo === 'dinheiro' && (casasDecimais(texto, separador) ?? 0) > 2) {
      // '12,345' is refused as the form refuses it, never rounded to R$ 12,35: an import keeps what the file says
      comErroProprio.add(c.campo);
      erros.push({ linha, coluna: c.rotulo, valor: texto, mensagem: MSG.casasDecimais(2) });
      return;
    }
    bruto[c.campo] = lerCelula(c.tipo ?? 'texto', texto, separador);
  });
  const v = validar(e.regras, bruto);
  if (!v.ok) {
    for (const [campo, mensagem] of Object.entries(v.fields)) {
      const raiz = campo.split('.')[0];
      if (comErroProprio.has(raiz)) continue;
      const c = e.colunas.find((x) => x.campo === raiz);
      erros.push({ linha, coluna: c?.rotulo ?? '', valor: textos.get(raiz) ?? '', mensagem });
    }
    if (!Object.keys(v.fields).length) erros.push({ linha, coluna: '', valor: '', mensagem: v.message });
  }
  if (erros.length || !v.ok) return { ok: false, erros };
  return { ok: true, dados: v.data, id };
}

/** The natural key of a row (checked input or stored row) as one comparable string. */
export function chaveNatural(e: EntidadeCsv, valores: Record<string, unknown>): string {
  return JSON.stringify(e.chave.map((campo) => valores[campo] ?? null));
}

/** The header of an export: the columns as on screen, then ID. */
export function cabecalhoExportacao(e: EntidadeCsv): string[] {
  return [...e.colunas.map((c) => c.rotulo), COLUNA_ID.rotulo];
}

/** Names a reference as the user knows it: an animal's brinco by its id. */
export type Nomeador = (tipo: TipoReferencia, id: string) => string | undefined;

/** A stored row → the cells of its export line. */
export function linhaExportacao(e: EntidadeCsv, row: Record<string, unknown>, nomear: Nomeador): string[] {
  const cells = e.colunas.map((c) => {
    const v = row[c.campo];
    if (v === null || v === undefined) return '';
    if (c.referencia) return celulaParaCsv('texto', nomear(c.referencia, String(v)) ?? '');
    if (c.opcoes && typeof v === 'string') return celulaParaCsv('texto', c.opcoes[v] ?? v);
    return celulaParaCsv(c.tipo ?? 'texto', v);
  });
  cells.push(String(row.id ?? ''));
  return cells;
}
