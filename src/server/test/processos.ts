/**
 * What /proc says of the machine's processes, for the tools that measure CPU (VITEST_CPU: cpu-por-arquivo.ts,
 * E2E_CPU: e2e/support/cpu.ts, the benches): one reader of /proc/<pid>/stat. Linux only; a process that ended while
 * /proc was read is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface Processo {
  pid: number;
  ppid: number;
  /** Process group. */
  pgid: number;
  /** utime + stime, ms. */
  proprioMs: number;
  /** cutime + cstime: the children it waited for, ms. */
  filhosMs: number;
}

/** proc(5): the fields after the command's closing ')' — state(0) ppid(1) pgrp(2) … utime(11) stime(12) cutime(13) cstime(14), in clock ticks of 10 ms. */
export function lerProcesso(pid: number | 'self'): Processo | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(campos[i]);
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    ppid: n(1),
    pgid: n(2),
    proprioMs: (n(11) + n(12)) * 10,
    filhosMs: (n(13) + n(14)) * 10,
  };
}

/** Every process alive now. */
export function processos(): Processo[] {
  return readdirSync('/proc')
    .filter((nome) => /^\d+$/.test(nome))
    .map((nome) => lerProcesso(Number(nome)))
    .filter((p): p is Processo => p !== null);
}

/** `raiz` and every process under it alive now (`raiz` first). */
export function arvore(raiz: number): Processo[] {
  const todos = processos();
  const filhos = new Map<number, Processo[]>();
  for (const p of todos) filhos.set(p.ppid, [...(filhos.get(p.ppid) ?? []), p]);
  const achados = todos.filter((p) => p.pid === raiz);
  for (let i = 0; i < achados.length; i++) achados.push(...(filhos.get(achados[i].pid) ?? []));
  return achados;
}
