/**
 * The bell's alerts (docs/PRODUTO.md §Alertas): bills due, expected calvings / dry-offs / diagnoses, milk quality
 * over the IN 76/2018 limits (each sample, and the open month's rolling geometric means), a cow's milk withdrawal
 * ending and a PNCEBT vaccination due (Sanidade, issue 39 §6). Pure: the server gathers the farm's facts, this turns them into a sorted list.
 */

import { somarDias } from './apontamentos/dates.ts';
import { alertaQualidade } from './apontamentos/producao.ts';
import { type AnaliseDoLeite, avisosDoMesAberto, qualidadePorMes, ultimoDiaDoMes } from './apontamentos/qualidade.ts';
import { type AnimalComEventos, proximosEventos, type TipoProximoEvento } from './apontamentos/reproducao.ts';
import { estaVencida } from './financeiro/calculos.ts';
import { compararTexto, formatBRL, formatData } from './format.ts';
import type { Modulo } from './modules.ts';
import type { EstadoLeite } from './sanidade/carencia.ts';
import { MSG_SANIDADE } from './sanidade/messages.ts';
import type { VacinaAFazer } from './sanidade/pncebt.ts';

/** Bills due within this many days of today are announced. */
export const DIAS_AVISO_CONTAS = 7;
/** Reproduction events due within this many days of today are announced. */
export const DIAS_AVISO_EVENTOS = 30;
/** Quality samples of the last this many days are checked against the limits. */
export const DIAS_QUALIDADE = 30;
/** A milk withdrawal is announced from this many days before the day it ends (and on that day). */
export const DIAS_AVISO_CARENCIA = 1;

export type TipoAlerta =
  | 'conta_pagar_vencida'
  | 'conta_pagar_a_vencer'
  | 'conta_receber_vencida'
  | 'conta_receber_a_vencer'
  | 'parto_previsto'
  | 'secagem_prevista'
  | 'diagnostico_gestacao'
  | 'qualidade_acima_limite'
  | 'qualidade_media_trimestral'
  | 'carencia_termina'
  | 'vacinacao_a_fazer';

export type Severidade = 'danger' | 'warning' | 'info';

export interface Alerta {
  /** Stable across reloads (kind + the row it is about), for list keys. */
  id: string;
  /**
   * What the alert is about, whatever its cause says today (a bill, a cow's expected dry-off, a sample): the key of a
   * user's seen/dismissed mark. A bill overdue and the same bill due soon share it.
   */
  chave: string;
  /**
   * The fingerprint of its cause (a bill's due date and value, the expected date, a sample's date and figures — the
   * facts, never today's reading of them): a mark made on another marca does not apply, so the alert is new again.
   */
  marca: string;
  kind: TipoAlerta;
  severity: Severidade;
  text: string;
  /** ISO date the alert is about: due date, expected date, sample date. */
  date: string;
  /** Web path of the screen where it is dealt with. */
  link: string;
}

/** Which module a person must be allowed to open to see an alert of that kind. */
export const MODULO_DO_ALERTA: Record<TipoAlerta, Modulo> = {
  conta_pagar_vencida: 'financial',
  conta_pagar_a_vencer: 'financial',
  conta_receber_vencida: 'financial',
  conta_receber_a_vencer: 'financial',
  parto_previsto: 'appointments',
  secagem_prevista: 'appointments',
  diagnostico_gestacao: 'appointments',
  qualidade_acima_limite: 'appointments',
  qualidade_media_trimestral: 'appointments',
  carencia_termina: 'health',
  vacinacao_a_fazer: 'health',
};

export const LINK_CONTAS_PAGAR = '/dashboard/financeiro/contas-pagar';
export const LINK_CONTAS_RECEBER = '/dashboard/financeiro/contas-receber';
export const LINK_APONTAMENTOS = '/dashboard/apontamentos';
/** The herd's lists (em carência hoje, vacinações a fazer) are where a health alert is dealt with. */
export const LINK_REBANHO = '/dashboard/rebanho';

export interface ContaParaAlerta {
  id: string;
  descricao: string;
  valor: number;
  status: string;
  data_vencimento: string;
}

export interface AmostraParaAlerta {
  id: string;
  data: string;
  amostra: string;
  ccs: number;
  cbt: number;
}

/** What the server knows about the farm; a list left out means that module is not the caller's to see. */
export interface FatosDaFazenda {
  contasPagar?: readonly ContaParaAlerta[];
  contasReceber?: readonly ContaParaAlerta[];
  /**
   * The females with their reproduction events and, for those that left the herd, their exit (the records module
   * computes what is due: nothing for an animal that left).
   */
  rebanho?: readonly AnimalComEventos[];
  /** The farm's dry period (days before calving): the same rule as Rebanho's 'Para secar' list. */
  diasSecagem?: number;
  qualidade?: readonly AmostraParaAlerta[];
  /** The analyses of this month and the two before: the rolling geometric means of IN 76/2018 art. 7. */
  analisesDoTrimestre?: readonly AnaliseDoLeite[];
  /** The cows whose milk is in withdrawal today, with the state (sanidade/carencia.ts `estadoDoLeite`). */
  carencias?: readonly { animalId: string; identificacao: string; leite: EstadoLeite }[];
  /** The PNCEBT's brucellosis vaccinations to do today (sanidade/pncebt.ts). */
  vacinacoes?: readonly (VacinaAFazer & { identificacao: string })[];
}

const TIPO_EVENTO: Record<TipoProximoEvento, TipoAlerta> = {
  'Parto previsto': 'parto_previsto',
  'Secagem prevista': 'secagem_prevista',
  'Diagnóstico de gestação': 'diagnostico_gestacao',
};

const PESO: Record<Severidade, number> = { danger: 0, warning: 1, info: 2 };

function alertasDeContas(
  contas: readonly ContaParaAlerta[],
  hoje: string,
  lado: 'pagar' | 'receber',
  out: Alerta[],
): void {
  const limite = somarDias(hoje, DIAS_AVISO_CONTAS);
  const nome = lado === 'pagar' ? 'Conta a pagar' : 'Conta a receber';
  const link = lado === 'pagar' ? LINK_CONTAS_PAGAR : LINK_CONTAS_RECEBER;
  for (const c of contas) {
    if (c.status !== 'Pendente' || c.data_vencimento > limite) continue;
    const valor = formatBRL(c.valor);
    const identidade = { chave: `conta_${lado}:${c.id}`, marca: `${c.data_vencimento}|${c.valor}` };
    if (estaVencida(c, hoje)) {
      out.push({
        id: `conta_${lado}:${c.id}`,
        ...identidade,
        kind: lado === 'pagar' ? 'conta_pagar_vencida' : 'conta_receber_vencida',
        // An unpaid bill costs interest; a late receivable is money to chase.
        severity: lado === 'pagar' ? 'danger' : 'warning',
        text: `${nome} vencida: ${c.descricao} — ${valor} (venceu em ${formatData(c.data_vencimento)})`,
        date: c.data_vencimento,
        link,
      });
    } else {
      out.push({
        id: `conta_${lado}:${c.id}`,
        ...identidade,
        kind: lado === 'pagar' ? 'conta_pagar_a_vencer' : 'conta_receber_a_vencer',
        severity: lado === 'pagar' ? 'warning' : 'info',
        text: `${nome} vence em ${formatData(c.data_vencimento)}: ${c.descricao} — ${valor}`,
        date: c.data_vencimento,
        link,
      });
    }
  }
}

/**
 * The farm's alerts on its civil date `hoje`, most urgent first (danger, warning, info; then by date).
 * Bills: pending ones overdue or due within 7 days. Herd: the records module's próximos eventos for 30 days
 * (late ones included). Quality: samples of the last 30 days over the IN 76/2018 limits.
 */
export function alertasDaFazenda(fatos: FatosDaFazenda, hoje: string): Alerta[] {
  const out: Alerta[] = [];
  alertasDeContas(fatos.contasPagar ?? [], hoje, 'pagar', out);
  alertasDeContas(fatos.contasReceber ?? [], hoje, 'receber', out);

  for (const e of proximosEventos(fatos.rebanho ?? [], hoje, DIAS_AVISO_EVENTOS, fatos.diasSecagem)) {
    const kind = TIPO_EVENTO[e.tipo];
    out.push({
      id: `${kind}:${e.animalId}:${e.data}`,
      chave: `${kind}:${e.animalId}`,
      marca: e.data,
      kind,
      severity: e.atrasado ? 'warning' : 'info',
      text: e.atrasado
        ? `${e.tipo} em atraso: vaca ${e.identificacao} (desde ${formatData(e.data)})`
        : `${e.tipo}: vaca ${e.identificacao} em ${formatData(e.data)}`,
      date: e.data,
      link: LINK_APONTAMENTOS,
    });
  }

  const desde = somarDias(hoje, -DIAS_QUALIDADE);
  for (const a of fatos.qualidade ?? []) {
    if (a.data < desde || a.data > hoje) continue;
    const motivo = alertaQualidade(a);
    if (!motivo) continue;
    out.push({
      id: `qualidade_acima_limite:${a.id}`,
      chave: `qualidade_acima_limite:${a.id}`,
      marca: `${a.data}|${a.ccs}|${a.cbt}`,
      kind: 'qualidade_acima_limite',
      severity: 'danger',
      text: `Amostra ${a.amostra} de ${formatData(a.data)}: ${motivo}`,
      date: a.data,
      link: LINK_APONTAMENTOS,
    });
  }

  // the open month's rolling geometric means over (or near) the limit: said before the month closes
  if (fatos.analisesDoTrimestre?.length) {
    const mes = hoje.slice(0, 7);
    for (const a of avisosDoMesAberto(qualidadePorMes(fatos.analisesDoTrimestre, [mes], hoje), hoje)) {
      out.push({
        id: `qualidade_media_trimestral:${a.parametro}:${a.mes}:${a.nivel}`,
        chave: `qualidade_media_trimestral:${a.parametro}:${a.mes}`,
        marca: `${a.nivel}|${a.valor}`,
        kind: 'qualidade_media_trimestral',
        severity: a.nivel === 'acima' ? 'danger' : 'warning',
        text: a.texto,
        date: ultimoDiaDoMes(a.mes),
        link: LINK_APONTAMENTOS,
      });
    }
  }

  // Sanidade: a treatment's milk withdrawal ending today or tomorrow (colostrum is not a withdrawal: the herd's
  // columns show it); the marca is the last discarded milking, so a new treatment that extends it is a new alert
  const ateAviso = somarDias(hoje, DIAS_AVISO_CARENCIA);
  for (const c of fatos.carencias ?? []) {
    const { ate, motivo } = c.leite;
    if (motivo !== 'Tratamento' || ate.data < hoje || ate.data > ateAviso) continue;
    out.push({
      id: `carencia_termina:${c.animalId}:${ate.data}`,
      chave: `carencia_termina:${c.animalId}`,
      marca: `${ate.data}|${ate.ordenha}`,
      kind: 'carencia_termina',
      severity: 'info',
      text: MSG_SANIDADE.alertaCarenciaTermina(c.identificacao, ate.data, ate.ordenha),
      date: ate.data,
      link: LINK_REBANHO,
    });
  }
  // the PNCEBT's brucellosis vaccination of a heifer of 3–8 months (IN SDA/MAPA 10/2017 art. 9), overdue past 8
  for (const v of fatos.vacinacoes ?? []) {
    out.push({
      id: `vacinacao_a_fazer:${v.animalId}`,
      chave: `vacinacao_a_fazer:${v.animalId}`,
      marca: `${v.ate}|${v.vacina}`,
      kind: 'vacinacao_a_fazer',
      severity: v.atrasada ? 'warning' : 'info',
      text: v.atrasada
        ? MSG_SANIDADE.alertaVacinacaoAtrasada(v.identificacao, v.ate)
        : MSG_SANIDADE.alertaVacinacao(v.identificacao, v.ate),
      date: v.ate,
      link: LINK_REBANHO,
    });
  }

  return out.sort(
    (x, y) =>
      PESO[x.severity] - PESO[y.severity] ||
      (x.date < y.date ? -1 : x.date > y.date ? 1 : 0) ||
      compararTexto(x.text, y.text),
  );
}

/** Only the alerts whose module the person may open (`modulos` from the domain's modulosPermitidos). */
export function alertasVisiveis(alertas: readonly Alerta[], modulos: readonly Modulo[]): Alerta[] {
  return alertas.filter((a) => modulos.includes(MODULO_DO_ALERTA[a.kind]));
}

/** A user's mark on one alert of a farm (what the bell was shown and what was dismissed). */
export interface MarcaDeAlerta {
  chave: string;
  marca: string;
  visto: boolean;
  dispensado: boolean;
}

/** An alert as one user sees it: `novo` until the bell has shown it with this cause. */
export type AlertaDoUsuario = Alerta & { novo: boolean };

/**
 * The user's list: an alert dismissed with the cause it has now is left out; one seen with that cause is not new.
 * A mark made on another cause (another due date, another expected date) does not count: the alert is back, new.
 */
export function alertasDoUsuario(alertas: readonly Alerta[], marcas: readonly MarcaDeAlerta[]): AlertaDoUsuario[] {
  const porChave = new Map(marcas.map((m) => [m.chave, m]));
  const out: AlertaDoUsuario[] = [];
  for (const a of alertas) {
    const m = porChave.get(a.chave);
    const vale = m !== undefined && m.marca === a.marca;
    if (vale && m.dispensado) continue;
    out.push({ ...a, novo: !(vale && m.visto) });
  }
  return out;
}

// The bell's words live apart (no rule of the alerts, no zod): every signed-in screen draws the bell.
export { contarNovos, rotuloAlertas, rotuloDoSino } from './alertas-sino.ts';
