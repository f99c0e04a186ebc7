import { existsSync, statSync } from 'node:fs';
import type { Client } from '@libsql/client';
import { type EventoDoCiclo, violacoesDoCiclo } from '../../domain/apontamentos/ciclo.ts';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import type { Config } from '../config.ts';
import { servidorAtivo } from '../db/marca-servidor.ts';
import { versaoDoBanco } from '../db/versao.ts';
import { arquivoDoBanco, listarBackups, pastaDeBackups, UM_DIA_MS } from './backup.ts';

export interface Verificacao {
  item: 'integridade' | 'chaves' | 'esquema' | 'tamanho' | 'backup' | 'servidor' | 'ciclo';
  ok: boolean;
  mensagem: string;
  dados?: Record<string, unknown>;
}

export interface Diagnostico {
  ok: boolean;
  banco: string;
  verificacoes: Verificacao[];
}

/** Older than this, the last backup is a problem (the schedule runs daily). */
const BACKUP_ANTIGO_MS = 2 * UM_DIA_MS;

export function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [valor, unidade] =
    bytes < 1024 ** 2
      ? [bytes / 1024, 'KB']
      : bytes < 1024 ** 3
        ? [bytes / 1024 ** 2, 'MB']
        : [bytes / 1024 ** 3, 'GB'];
  return `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unidade}`;
}

export function idadeLegivel(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 60) return `${min} min`;
  const h = Math.round(min / 60);
  if (h < 48) return `${h} h`;
  return `${Math.round(h / 24)} dias`;
}

async function integridade(client: Client): Promise<Verificacao> {
  try {
    const linhas = (await client.execute('PRAGMA integrity_check')).rows.map((r) => String(r[0]));
    const ok = linhas.length === 1 && linhas[0] === 'ok';
    return {
      item: 'integridade',
      ok,
      mensagem: ok ? MSG_DADOS.diagIntegridadeOk : MSG_DADOS.diagIntegridadeFalha(linhas.slice(0, 3).join('; ')),
      ...(ok ? {} : { dados: { erros: linhas.slice(0, 20) } }),
    };
  } catch (error) {
    return { item: 'integridade', ok: false, mensagem: MSG_DADOS.diagIntegridadeFalha((error as Error).message) };
  }
}

async function chaves(client: Client): Promise<Verificacao> {
  try {
    const linhas = (await client.execute('PRAGMA foreign_key_check')).rows;
    if (!linhas.length) return { item: 'chaves', ok: true, mensagem: MSG_DADOS.diagChavesOk };
    const porTabela: Record<string, number> = {};
    for (const r of linhas) porTabela[String(r.table)] = (porTabela[String(r.table)] ?? 0) + 1;
    const lista = Object.entries(porTabela)
      .map(([t, n]) => `${t}: ${n}`)
      .join(', ');
    return { item: 'chaves', ok: false, mensagem: MSG_DADOS.diagChavesFalha(linhas.length, lista), dados: porTabela };
  } catch (error) {
    return { item: 'chaves', ok: false, mensagem: MSG_DADOS.diagChavesFalha(0, (error as Error).message) };
  }
}

async function esquema(client: Client): Promise<Verificacao> {
  const v = await versaoDoBanco(client);
  if (v.desconhecidas) return { item: 'esquema', ok: false, mensagem: MSG_DADOS.diagEsquemaNovo(v.atual) };
  if (v.pendentes.length) {
    const lista = v.pendentes.map((m) => m.tag).join(', ');
    return {
      item: 'esquema',
      ok: false,
      mensagem: MSG_DADOS.diagMigracoesPendentes(v.pendentes.length, lista),
      dados: { atual: v.atual, pendentes: v.pendentes.map((m) => m.tag) },
    };
  }
  return { item: 'esquema', ok: true, mensagem: MSG_DADOS.diagMigracoesOk(v.atual), dados: { atual: v.atual } };
}

/** One impossible record of a stored history, as `leiteira diagnostico` lists it. */
export interface SequenciaImpossivel {
  fazenda: string;
  animal: string;
  data: string;
  evento: string;
  mensagem: string;
}

/** How many of them the text lists (the JSON has them all). */
const CICLO_LISTADOS = 50;

/**
 * The stored reproductive histories the cycle rule (domain/apontamentos/ciclo.ts) now refuses — written before it
 * existed, or by an old version — by farm, cow and date. Reads only: a person corrects them (an Aborto, the missing
 * service, a wrong date) on the Reprodução screen or through the API, where the same rule then holds.
 */
async function ciclo(client: Client): Promise<Verificacao> {
  try {
    const eventos = await client.execute(
      `select e.*, a.identificacao, a.categoria, a.raca, f.name as fazenda from reproduction_events e
       join animals a on a.id = e.animal_id join farms f on f.id = e.farm_id
       order by f.name, a.identificacao, e.animal_id, e.data, e.created_at`,
    );
    const porAnimal = new Map<string, { cab: Record<string, unknown>; eventos: EventoDoCiclo[] }>();
    for (const r of eventos.rows) {
      const animal = String(r.animal_id);
      let h = porAnimal.get(animal);
      if (!h) {
        h = { cab: r as Record<string, unknown>, eventos: [] };
        porAnimal.set(animal, h);
      }
      h.eventos.push({
        id: String(r.id),
        data: String(r.data),
        evento: String(r.evento) as EventoDoCiclo['evento'],
        resultado: (r.resultado as EventoDoCiclo['resultado']) ?? null,
        servico: (r.servico as EventoDoCiclo['servico']) ?? null,
        idadeGestacaoDias: r.idade_gestacao_dias == null ? null : Number(r.idade_gestacao_dias),
      });
    }
    const lista: SequenciaImpossivel[] = [];
    for (const { cab, eventos: h } of porAnimal.values()) {
      const femea = { categoria: String(cab.categoria ?? ''), raca: (cab.raca as string | null) ?? null };
      for (const v of violacoesDoCiclo(h, femea))
        lista.push({
          fazenda: String(cab.fazenda),
          animal: String(cab.identificacao),
          data: v.data,
          evento: v.evento,
          mensagem: v.mensagem,
        });
    }
    if (!lista.length) return { item: 'ciclo', ok: true, mensagem: MSG_DADOS.diagCicloOk };
    const linhas = lista.slice(0, CICLO_LISTADOS).map((r) => MSG_DADOS.diagCicloLinha(r));
    if (lista.length > CICLO_LISTADOS) linhas.push(MSG_DADOS.diagCicloMais(lista.length - CICLO_LISTADOS));
    return {
      item: 'ciclo',
      ok: false,
      mensagem: [MSG_DADOS.diagCicloFalha(lista.length), ...linhas].join('\n'),
      dados: { registros: lista },
    };
  } catch (error) {
    return { item: 'ciclo', ok: false, mensagem: MSG_DADOS.diagCicloErro((error as Error).message) };
  }
}

function tamanho(arquivo: string): Verificacao {
  const banco = statSync(arquivo).size;
  const wal = existsSync(`${arquivo}-wal`) ? statSync(`${arquivo}-wal`).size : 0;
  return {
    item: 'tamanho',
    ok: true,
    mensagem: MSG_DADOS.diagTamanho(
      tamanhoLegivel(banco + wal),
      tamanhoLegivel(banco),
      wal > 0 ? tamanhoLegivel(wal) : null,
    ),
    dados: { bancoBytes: banco, walBytes: wal },
  };
}

function backup(config: Pick<Config, 'databaseUrl' | 'backupDir'>, agora: Date): Verificacao {
  const pasta = pastaDeBackups(config);
  if (!pasta) return { item: 'backup', ok: true, mensagem: MSG_DADOS.diagBackupDesligado };
  const ultimo = listarBackups(pasta)[0];
  if (!ultimo) return { item: 'backup', ok: false, mensagem: MSG_DADOS.diagBackupNenhum(pasta), dados: { pasta } };
  const idadeMs = agora.getTime() - Date.parse(ultimo.em);
  const quando = new Date(ultimo.em).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  const ok = idadeMs <= BACKUP_ANTIGO_MS;
  return {
    item: 'backup',
    ok,
    mensagem: ok
      ? MSG_DADOS.diagBackupUltimo(quando, idadeLegivel(idadeMs), ultimo.arquivo)
      : MSG_DADOS.diagBackupAntigo(quando, idadeLegivel(idadeMs)),
    dados: { pasta, ...ultimo, idadeHoras: Math.round(idadeMs / 3_600_000) },
  };
}

/**
 * `leiteira diagnostico`: what a cron job or a monitor needs to know about the database, each check with ok and a
 * Portuguese line. Reads only (pending migrations are reported, not applied).
 */
export async function diagnosticar(
  client: Client,
  config: Pick<Config, 'databaseUrl' | 'backupDir'>,
  agora = new Date(),
): Promise<Diagnostico> {
  const arquivo = arquivoDoBanco(config.databaseUrl);
  const verificacoes = [await integridade(client), await chaves(client), await esquema(client), await ciclo(client)];
  if (arquivo) {
    verificacoes.push(tamanho(arquivo), backup(config, agora));
    const servidor = servidorAtivo(arquivo);
    verificacoes.push({
      item: 'servidor',
      ok: true,
      mensagem: servidor ? MSG_DADOS.diagServidor(servidor.pid) : MSG_DADOS.diagServidorParado,
      dados: servidor ? { pid: servidor.pid, host: servidor.host, desde: servidor.desde } : {},
    });
  }
  return { ok: verificacoes.every((v) => v.ok), banco: arquivo ?? config.databaseUrl, verificacoes };
}
