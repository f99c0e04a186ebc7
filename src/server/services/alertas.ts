import { and, eq, notInArray } from 'drizzle-orm';
import {
  type Alerta,
  type AlertaDoUsuario,
  alertasDaFazenda,
  alertasDoUsuario,
  alertasVisiveis,
  DIAS_AVISO_CONTAS,
  DIAS_QUALIDADE,
  type FatosDaFazenda,
  type MarcaDeAlerta,
} from '../../domain/alertas.ts';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { MESES_DA_MEDIA, somarMeses } from '../../domain/apontamentos/qualidade.ts';
import { MSG } from '../../domain/messages.ts';
import { type Modulo, modulosPermitidos } from '../../domain/modules.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { alertasDoUsuario as marcasTable } from '../db/schema/platform.ts';
import type { FazendaRow } from '../env.ts';
import { conflict, notFound } from '../http/errors.ts';
import { gruposDo } from './access.ts';
import { analisesDesde, listarQualidade } from './apontamentos/qualidade.ts';
import { femeasComHistorico, parametrosDaFazenda } from './apontamentos/status.ts';
import { listarContasPagar, listarContasReceber } from './financeiro/contas.ts';
import { emCarencia, vacinacoesAFazer } from './sanidade/estado.ts';

/** More than a farm records in a month or has pending at once; the lists are only read to find what to warn of. */
const MAX_AMOSTRAS = 500;

/** The facts behind the alerts, read only for the modules the caller may open (nothing else is queried). */
export async function fatosDaFazenda(db: Db, farmId: string, hoje: string, modulos: readonly Modulo[]) {
  const fatos: FatosDaFazenda = {};
  const tarefas: Promise<unknown>[] = [];
  if (modulos.includes('financial')) {
    // The first MAX_AMOSTRAS pending bills by due date: the most overdue first.
    const filtro = {
      status: 'Pendente' as const,
      ate: somarDias(hoje, DIAS_AVISO_CONTAS),
      pagina: 1,
      porPagina: MAX_AMOSTRAS,
    };
    tarefas.push(
      listarContasPagar(db, farmId, filtro, hoje).then((r) => {
        fatos.contasPagar = r.itens;
      }),
      listarContasReceber(db, farmId, filtro, hoje).then((r) => {
        fatos.contasReceber = r.itens;
      }),
    );
  }
  if (modulos.includes('appointments')) {
    tarefas.push(
      femeasComHistorico(db, farmId).then((r) => {
        fatos.rebanho = r;
      }),
      parametrosDaFazenda(db, farmId).then((p) => {
        fatos.diasSecagem = p.diasSecagem;
      }),
      listarQualidade(db, farmId, {
        de: somarDias(hoje, -DIAS_QUALIDADE),
        ate: hoje,
        pagina: 1,
        porPagina: MAX_AMOSTRAS,
      }).then((r) => {
        fatos.qualidade = r.itens;
      }),
      analisesDesde(db, farmId, `${somarMeses(hoje.slice(0, 7), -(MESES_DA_MEDIA - 1))}-01`, hoje).then((r) => {
        fatos.analisesDoTrimestre = r;
      }),
    );
  }
  if (modulos.includes('health')) {
    tarefas.push(
      emCarencia(db, farmId, hoje).then((r) => {
        fatos.carencias = r.flatMap((a) =>
          a.leite ? [{ animalId: a.animalId, identificacao: a.identificacao, leite: a.leite }] : [],
        );
      }),
      vacinacoesAFazer(db, farmId, hoje).then((r) => {
        fatos.vacinacoes = r;
      }),
    );
  }
  await Promise.all(tarefas);
  return fatos;
}

/** The alerts of `farm` on its civil date `hoje` that `user` may open (by module: docs/PRODUTO.md §Alertas). */
async function alertasVisiveisPara(db: Db, user: SessionUser, farm: FazendaRow, hoje: string): Promise<Alerta[]> {
  const grupos = user.isAdmin ? [] : await gruposDo(db, user.id);
  const modulos = modulosPermitidos(user, farm, grupos);
  const fatos = await fatosDaFazenda(db, farm.id, hoje, modulos);
  return alertasVisiveis(alertasDaFazenda(fatos, hoje), modulos);
}

/** The user's own marks on the farm's alerts (seen, dismissed), never another user's. */
async function marcasDe(db: Db, userId: string, farmId: string): Promise<MarcaDeAlerta[]> {
  const rows = await db
    .select()
    .from(marcasTable)
    .where(and(eq(marcasTable.userId, userId), eq(marcasTable.farmId, farmId)));
  return rows.map((r) => ({
    chave: r.chave,
    marca: r.marca,
    visto: r.vistoEm !== null,
    dispensado: r.dispensadoEm !== null,
  }));
}

/**
 * The bell's list for `user`: the alerts they may open, less those they dismissed with the cause they have now, each
 * saying whether it is new to them (docs/PRODUTO.md §Alertas).
 */
export async function alertasPara(
  db: Db,
  user: SessionUser,
  farm: FazendaRow,
  hoje: string,
): Promise<AlertaDoUsuario[]> {
  const [alertas, marcas] = await Promise.all([
    alertasVisiveisPara(db, user, farm, hoje),
    marcasDe(db, user.id, farm.id),
  ]);
  return alertasDoUsuario(alertas, marcas);
}

export interface AlertaMarcado {
  chave: string;
  marca: string;
}

/**
 * Marks as seen what the opened bell showed: only alerts of the user's list with the cause they have now (a stale or
 * unknown one is left alone), and forgets the user's marks of alerts that are gone (a bill paid, a sample too old).
 * Returns how many were marked.
 */
export async function marcarVistos(
  db: Db,
  user: SessionUser,
  farm: FazendaRow,
  hoje: string,
  itens: readonly AlertaMarcado[],
): Promise<number> {
  const [todas, marcas] = await Promise.all([
    alertasVisiveisPara(db, user, farm, hoje),
    marcasDe(db, user.id, farm.id),
  ]);
  const atuais = new Map(alertasDoUsuario(todas, marcas).map((a) => [a.chave, a.marca]));
  const vistos = itens.filter((i) => atuais.get(i.chave) === i.marca);
  const agora = Date.now();
  await db.transaction(async (tx) => {
    const doUsuario = and(eq(marcasTable.userId, user.id), eq(marcasTable.farmId, farm.id));
    await tx.delete(marcasTable).where(
      todas.length
        ? and(
            doUsuario,
            notInArray(
              marcasTable.chave,
              todas.map((a) => a.chave),
            ),
          )
        : doUsuario,
    );
    for (const v of vistos) {
      await tx
        .insert(marcasTable)
        .values({ userId: user.id, farmId: farm.id, chave: v.chave, marca: v.marca, vistoEm: agora })
        .onConflictDoUpdate({
          target: [marcasTable.userId, marcasTable.farmId, marcasTable.chave],
          set: { marca: v.marca, vistoEm: agora, dispensadoEm: null },
        });
    }
  });
  return vistos.length;
}

/**
 * Dismisses one alert for `user` until its cause changes. Refused (nothing written) when the alert is not one the
 * user may see now (404: another module's, gone, made up) or its cause is not the one shown (409, with the alert as it
 * is now). Dismissing a dismissed alert again is a no-op.
 */
export async function dispensarAlerta(
  db: Db,
  user: SessionUser,
  farm: FazendaRow,
  hoje: string,
  alvo: AlertaMarcado,
): Promise<void> {
  const alerta = (await alertasVisiveisPara(db, user, farm, hoje)).find((a) => a.chave === alvo.chave);
  if (!alerta) throw notFound(MSG.alertaNaoEncontrado);
  if (alerta.marca !== alvo.marca) throw conflict(MSG.alertaMudou, alerta);
  const agora = Date.now();
  await db
    .insert(marcasTable)
    .values({
      userId: user.id,
      farmId: farm.id,
      chave: alvo.chave,
      marca: alvo.marca,
      vistoEm: agora,
      dispensadoEm: agora,
    })
    .onConflictDoUpdate({
      target: [marcasTable.userId, marcasTable.farmId, marcasTable.chave],
      set: { marca: alvo.marca, vistoEm: agora, dispensadoEm: agora },
    });
}
