/** '14:32' for today's copy, '22/11/2026 14:32' for an older one (a kept copy, a draft, the last sync). */
export function horaDaCopia(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const hora = d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString() ? hora : `${d.toLocaleDateString('pt-BR')} ${hora}`;
}
