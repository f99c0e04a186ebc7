const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Random bytes drawn from the system a few KB at a time (a call per id costs more than the id itself). */
const reserva = new Uint8Array(4096);
let usado = reserva.length;

/** UUID v7: time-ordered, made on the device that creates the record (offline-safe). */
export function uuidv7(now: number = Date.now()): string {
  if (usado + 10 > reserva.length) {
    crypto.getRandomValues(reserva);
    usado = 0;
  }
  const b = new Uint8Array(16);
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    b[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  b.set(reserva.subarray(usado, usado + 10), 6);
  usado += 10;
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = HEX;
  return (
    `${h[b[0]]}${h[b[1]]}${h[b[2]]}${h[b[3]]}-${h[b[4]]}${h[b[5]]}-${h[b[6]]}${h[b[7]]}-` +
    `${h[b[8]]}${h[b[9]]}-${h[b[10]]}${h[b[11]]}${h[b[12]]}${h[b[13]]}${h[b[14]]}${h[b[15]]}`
  );
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
