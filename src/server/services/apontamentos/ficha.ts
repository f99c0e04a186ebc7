import { and, asc, eq } from 'drizzle-orm';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { litrosPorVaca } from '../../../domain/apontamentos/producao.ts';
import { statusDoAnimal } from '../../../domain/apontamentos/reproducao.ts';
import type { Evento, Resultado } from '../../../domain/apontamentos/schemas.ts';
import { type Parte, reter } from '../../../domain/retidos.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../../db/schema/apontamentos.ts';
import { lactacaoAtualDaVaca } from './lactacoes.ts';
import { producaoDoAnimal } from './producao.ts';
import { obterAnimal } from './rebanho.ts';
import { saidasDoRebanho } from './status.ts';

/** The parts of the ficha that are Apontamentos' data (src/domain/retidos.ts). */
const PARTES_DA_FICHA: readonly Parte[] = ['status', 'producao', 'resumo', 'eventos'].map((parte) => ({
  parte,
  modulos: ['appointments'],
}));

/** Apontamentos' part of the ficha (absent, and named in `retidos`, for a caller without that module). */
interface Historico {
  status: ReturnType<typeof statusDoAnimal>;
  producao: Awaited<ReturnType<typeof producaoDoAnimal>>;
  resumo: {
    mediaUltimos7Dias: ReturnType<typeof litrosPorVaca>;
    /** Her lactation in progress as the Lactações table gives it (one function); null when not in milk. */
    lactacaoAtual: Awaited<ReturnType<typeof lactacaoAtualDaVaca>>;
  };
  eventos: Pick<
    typeof eventosReprodutivos.$inferSelect,
    'id' | 'data' | 'evento' | 'resultado' | 'idadeGestacaoDias' | 'observacao'
  >[];
}

/**
 * 'Ficha Técnica': the animal and its mother (the herd register), and — only for a caller who may open
 * Apontamentos (`modulos`) — its computed status, a year of daily litres and every event; otherwise those parts
 * are neither read nor sent, and `retidos` names them. An animal that left the herd shows its status with the exit
 * as the end of its last lactation, and its last year of milk up to the exit.
 */
export async function fichaTecnica(db: Db, farmId: string, id: string, hoje: string, modulos: readonly string[]) {
  const animal = await obterAnimal(db, farmId, id);
  const mae = animal.maeId
    ? await db
        .select({ id: animaisDoRebanho.id, identificacao: animaisDoRebanho.identificacao, nome: animaisDoRebanho.nome })
        .from(animaisDoRebanho)
        .where(and(eq(animaisDoRebanho.id, animal.maeId), eq(animaisDoRebanho.farmId, farmId)))
        .get()
    : null;
  const registro = { ...animal, mae: mae ?? null };
  if (!modulos.includes('appointments')) {
    const nada: Partial<Historico> = {};
    return reter({ animal: registro, ...nada }, PARTES_DA_FICHA, modulos);
  }
  const eventos = await db
    .select({
      id: eventosReprodutivos.id,
      data: eventosReprodutivos.data,
      evento: eventosReprodutivos.evento,
      resultado: eventosReprodutivos.resultado,
      idadeGestacaoDias: eventosReprodutivos.idadeGestacaoDias,
      observacao: eventosReprodutivos.observacao,
    })
    .from(eventosReprodutivos)
    .where(and(eq(eventosReprodutivos.animalId, id), eq(eventosReprodutivos.farmId, farmId)))
    .orderBy(asc(eventosReprodutivos.data), asc(eventosReprodutivos.createdAt));
  const saida = (await saidasDoRebanho(db, farmId, [id])).get(id) ?? null;
  const status = statusDoAnimal(
    eventos.map((e) => ({
      data: e.data,
      evento: e.evento as Evento,
      resultado: e.resultado as Resultado | null,
      idadeGestacaoDias: e.idadeGestacaoDias,
    })),
    hoje,
    animal.raca,
    saida,
  );
  // an animal that left shows its history up to the exit: its last year in the herd, the exit day included
  const ate = status.saida && status.saida.data < hoje ? status.saida.data : hoje;
  const producao = await producaoDoAnimal(db, id, ate, 365);
  const ultimos7 = producao.filter((p) => p.data > somarDias(ate, -7));
  const lactacaoAtual = status.lactando ? await lactacaoAtualDaVaca(db, farmId, id, hoje) : null;
  return reter(
    {
      animal: registro,
      status,
      producao,
      resumo: {
        mediaUltimos7Dias: litrosPorVaca(
          ultimos7.reduce((s, p) => s + p.producao, 0),
          ultimos7.length,
        ),
        lactacaoAtual,
      },
      eventos: [...eventos].reverse(),
    },
    PARTES_DA_FICHA,
    modulos,
  );
}
