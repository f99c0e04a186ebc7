/** Civil-date arithmetic on ISO yyyy-MM-dd strings (UTC-based, so no daylight-saving surprises). */

function toUtc(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY = 86_400_000;

/** '2024-02-28' + 1 → '2024-02-29'. */
export function somarDias(iso: string, dias: number): string {
  return fromUtc(toUtc(iso) + dias * DAY);
}

/** Whole days from `de` to `ate` (positive when `ate` is later). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((toUtc(ate) - toUtc(de)) / DAY);
}

/** The `dias` civil dates ending at `ate`, oldest first. */
export function ultimosDias(ate: string, dias: number): string[] {
  return Array.from({ length: dias }, (_, i) => somarDias(ate, i - dias + 1));
}

/** Whole months from `de` to `ate` (an age): 2025-01-31 → 2025-02-28 is 0, → 2025-03-01 is 1. */
export function mesesCompletos(de: string, ate: string): number {
  const [y1, m1, d1] = de.split('-').map(Number);
  const [y2, m2, d2] = ate.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}
