import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm start` runs after its build check, as argv: ['node', ...flags, 'dist/server/main.js']. The bench and
 * test:prod start exactly this, so a flag added to `npm start` is measured and shipped with it.
 */
export function startCommand(root = process.cwd()) {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return scripts.start.split('&&').pop().trim().split(/\s+/);
}
