/**
 * The device's own database (IndexedDB, through idb), shared by the page and the service worker: the outbox of
 * changes waiting for the server, and small facts the worker must remember across restarts (whose answers it keeps).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxItem } from './outbox-rules.ts';

interface LeiteiraDB extends DBSchema {
  outbox: { key: number; value: OutboxItem };
  meta: { key: string; value: string | null };
}

let db: Promise<IDBPDatabase<LeiteiraDB>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<LeiteiraDB>> {
  db ??= openDB<LeiteiraDB>('leiteira-offline', 1, {
    upgrade(d) {
      d.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      d.createObjectStore('meta');
    },
  });
  return db;
}

export async function lerMeta(key: string): Promise<string | null> {
  return (await (await offlineDb()).get('meta', key)) ?? null;
}

export async function gravarMeta(key: string, value: string | null): Promise<void> {
  await (await offlineDb()).put('meta', value, key);
}
