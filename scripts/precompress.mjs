// Brotli (quality 10) and gzip (level 9) twins of the built PWA's text files, written once at build time so the
// server (serveStatic `precompressed`) hands them out without compressing anything per request:
//   node scripts/precompress.mjs [dir]          (default dist/web)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/web';
const TEXT = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;
const MIN_BYTES = 512;
// Quality 10, not 11: on this build's 67 files (1.2 MB) 11 took 2.3 s of CPU for 351 KB, 10 takes 1.0 s for 358 KB
// (+1.8 %, ~6 KB over every chunk together; a phone fetches a few of them); 9 was slower than both here, 8 gives +6 %.
const BROTLI_QUALITY = 10;

function walk(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = join(d, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
    return [p];
  });
}

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(dir)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  for (const ext of ['.br', '.gz']) rmSync(file + ext, { force: true });
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  // A twin that saves nothing is not worth a second file (and a second stat per request).
  if (br.length < data.length * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length * 0.9) writeFileSync(`${file}.gz`, gz);
  files++;
  before += data.length;
  after += Math.min(br.length, data.length);
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${files} arquivos em ${dir}, ${kb(before)} → ${kb(after)} (brotli)`);
