import {
  type Alerta,
  alertasDaFazenda,
  alertasVisiveis,
  DIAS_AVISO_CONTAS,
  DIAS_QUALIDADE,
  type FatosDaFazenda,
} from '../../domain/alerts.ts';
import { type Modulo, modulosPermitidos } from '../../domain/modules.ts';
import { somarDias } from '../../domain/records/dates.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { FarmRow } from '../env.ts';
import { userGroupsOf } from './access.ts';
import { listarContasPagar, listarContasReceber } from './finance/contas.ts';
import { listQuality } from './records/quality.ts';
import { femeasComHistorico } from './records/status.ts';

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
      listQuality(db, farmId, {
        de: somarDias(hoje, -DIAS_QUALIDADE),
        ate: hoje,
        pagina: 1,
        porPagina: MAX_AMOSTRAS,
      }).then((r) => {
        fatos.qualidade = r.itens;
      }),
    );
  }
  await Promise.all(tarefas);
  return fatos;
}

/** The alerts of `farm` on its civil date `hoje` that `user` may see (by module: docs/PRODUTO.md §Alertas). */
export async function alertasPara(db: Db, user: SessionUser, farm: FarmRow, hoje: string): Promise<Alerta[]> {
  const grupos = user.isAdmin ? [] : await userGroupsOf(db, user.id);
  const modulos = modulosPermitidos(user, farm, grupos);
  const fatos = await fatosDaFazenda(db, farm.id, hoje, modulos);
  return alertasVisiveis(alertasDaFazenda(fatos, hoje), modulos);
}
