/**
 * A change waiting in the outbox, told as the person typed it ('Produção — V7, 25/11/2026 Manhã, 9,5 L') instead of
 * the request it became (`POST /api/farms/<uuid>/producao`): the kind's label, the animal's identification, the
 * date in dd/mm/aaaa and the fields that matter. Pure: 'Configurações PWA' lists the waiting and the refused with it,
 * and 'Copiar' puts the same words on the clipboard (docs/PRODUTO.md §PWA).
 */

import { MSG_APONT } from '../../domain/apontamentos/messages.ts';
import { formatData, formatNumero } from '../../domain/format.ts';
import type { OutboxItem } from './outbox-rules.ts';

type Corpo = Record<string, unknown>;

/** The Apontamentos kinds the record form can correct and send again (their path under /api/farms/:farmId). */
export const RECURSOS_CORRIGIVEIS = ['producao', 'qualidade', 'reproducao'] as const;
export type RecursoCorrigivel = (typeof RECURSOS_CORRIGIVEIS)[number];

export interface Descricao {
  /** The kind's label, with the action when it is not a new record: 'Produção', 'Produção (alteração)'. */
  tipo: string;
  /** The fields as typed: 'V7, 25/11/2026 Manhã, 9,5 L' (empty for a delete). */
  texto: string;
  /** The farm it was typed for. */
  farmId: string | null;
  /** A new record of a kind the record form sends ('producao', …), with its body: it can be corrected. */
  corrigivel: { recurso: RecursoCorrigivel; corpo: Corpo & { id: string } } | null;
}

/** Names an id the body carries (an animal's identification); `undefined` when nobody knows it any more. */
export type Nomear = (id: string) => string | undefined;

const numero = (v: unknown, casas: number) => {
  const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? formatNumero(n, casas) : String(v ?? '');
};
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const partes = (...p: (string | false | null | undefined)[]) => p.filter(Boolean).join(', ');

/** The animal of a record: its identification as the device knew it when it was typed, else as it knows it now. */
function animal(c: Corpo, nomear: Nomear): string {
  const id = texto(c.animalId);
  return id ? (nomear(id) ?? MSG_APONT.animalSemNome) : '';
}

/** Each kind's label and how its fields read; the key is the resource's path under /api/farms/:farmId. */
const TIPOS: Record<string, { rotulo: string; campos(c: Corpo, nomear: Nomear): string }> = {
  producao: {
    rotulo: 'Produção',
    campos: (c, n) =>
      partes(animal(c, n), `${formatData(texto(c.data))} ${texto(c.ordenha)}`.trim(), `${numero(c.producao, 1)} L`),
  },
  qualidade: {
    rotulo: 'Qualidade',
    campos: (c) =>
      partes(
        texto(c.amostra),
        formatData(texto(c.data)),
        `gordura ${numero(c.gordura, 2)}%`,
        `proteína ${numero(c.proteina, 2)}%`,
        `CCS ${numero(c.ccs, 0)}`,
        `CBT ${numero(c.cbt, 0)}`,
      ),
  },
  reproducao: {
    rotulo: 'Reprodução',
    campos: (c, n) =>
      partes(
        animal(c, n),
        formatData(texto(c.data)),
        texto(c.resultado) ? `${texto(c.evento)} (${texto(c.resultado)})` : texto(c.evento),
        texto(c.observacao),
      ),
  },
  'eventos-sanitarios': {
    rotulo: 'Evento sanitário',
    campos: (c, n) => {
      const remedio = texto(c.medicamentoId) ? n(texto(c.medicamentoId)) : undefined;
      return partes(
        animal(c, n),
        formatData(texto(c.data)),
        texto(c.tipo),
        texto(c.motivo) || texto(c.vacina) || texto(c.exame),
        remedio,
        c.dose != null && `dose ${numero(c.dose, 2)}${c.dias != null ? ` × ${numero(c.dias, 0)} dia(s)` : ''}`,
      );
    },
  },
  'controle-leiteiro': {
    rotulo: 'Controle leiteiro',
    campos: (c, n) =>
      partes(
        animal(c, n),
        formatData(texto(c.data)),
        c.ccs != null && `CCS ${numero(c.ccs, 0)}`,
        c.leite != null && `${numero(c.leite, 1)} L`,
        c.gordura != null && `gordura ${numero(c.gordura, 2)}%`,
        c.proteina != null && `proteína ${numero(c.proteina, 2)}%`,
      ),
  },
  medicamentos: {
    rotulo: 'Medicamento',
    campos: (c) =>
      partes(
        texto(c.nome),
        c.carenciaLeite != null &&
          `carência de leite ${numero(c.carenciaLeite, 0)} ${texto(c.carenciaLeiteUnidade) || 'dias'}`,
        c.carenciaCarneDias != null && `de carne ${numero(c.carenciaCarneDias, 0)} dias`,
      ),
  },
  'producao/lote': {
    rotulo: 'Lançamento em lote',
    campos: (c) => {
      const vacas = Array.isArray(c.itens) ? c.itens.length : null;
      return partes(
        `${formatData(texto(c.data))} ${texto(c.ordenha)}`.trim(),
        vacas !== null && `${vacas} ${vacas === 1 ? 'vaca' : 'vacas'}`,
      );
    },
  },
};

const ACOES: Record<string, string> = { PUT: 'alteração', PATCH: 'alteração', DELETE: 'exclusão' };

function parse(body: string | undefined): Corpo | null {
  if (!body) return null;
  try {
    const v = JSON.parse(body) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Corpo) : null;
  } catch {
    return null;
  }
}

/** Any other resource: its path's words and the body's plain fields (never its ids or version). */
function generico(recurso: string, c: Corpo | null): { rotulo: string; campos: string } {
  const rotulo = recurso.split('/')[0].replace(/-/g, ' ');
  const campos = Object.entries(c ?? {})
    .filter(
      ([k, v]) =>
        k !== 'id' && k !== 'updatedAt' && !k.endsWith('Id') && (typeof v === 'string' || typeof v === 'number'),
    )
    .map(([, v]) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatData(v) : String(v)))
    .filter((v) => v !== '');
  return { rotulo: rotulo.charAt(0).toUpperCase() + rotulo.slice(1), campos: campos.join(', ') };
}

/**
 * The item as typed. `nomear` names the ids of its body: first the names the device knew when it stored it
 * (`item.rotulos`: the cow may have been deleted since), then `nomear` (the herd as read now).
 */
export function descrever(item: OutboxItem, nomear: Nomear = () => undefined): Descricao {
  const path = new URL(item.req.url, 'http://x').pathname.replace(/\/+$/, '');
  const m = /^\/api\/farms\/([^/]+)\/(.+)$/.exec(path);
  const farmId = m?.[1] ?? null;
  const resto = m?.[2] ?? path;
  const corpo = parse(item.req.body);
  const nome: Nomear = (id) => item.rotulos?.[id] ?? nomear(id);
  // a PUT/DELETE of a row: the kind is the path without the row's id
  const recurso = TIPOS[resto] ? resto : resto.replace(/\/[^/]+$/, '');
  const tipo = TIPOS[recurso];
  const acao = ACOES[item.req.method];
  const base = tipo ? { rotulo: tipo.rotulo, campos: corpo ? tipo.campos(corpo, nome) : '' } : generico(resto, corpo);
  const corrigivel =
    item.req.method === 'POST' &&
    (RECURSOS_CORRIGIVEIS as readonly string[]).includes(resto) &&
    corpo &&
    typeof corpo.id === 'string'
      ? { recurso: resto as RecursoCorrigivel, corpo: corpo as Corpo & { id: string } }
      : null;
  return { tipo: acao ? `${base.rotulo} (${acao})` : base.rotulo, texto: base.campos, farmId, corrigivel };
}

/** One line: 'Produção — V7, 25/11/2026 Manhã, 9,5 L'. */
export function linhaDe(d: Descricao): string {
  return d.texto ? `${d.tipo} — ${d.texto}` : d.tipo;
}

/** What 'Copiar' puts on the clipboard: the record as typed and, for a refused one, the server's reason. */
export function textoParaCopiar(item: OutboxItem, d: Descricao): string {
  const quando = new Date(item.criadoEm).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  const linhas = [linhaDe(d), `Digitado em ${quando}`];
  if (item.rejeicao) linhas.push(`Recusado pelo servidor: ${item.rejeicao.mensagem}`);
  return linhas.join('\n');
}
