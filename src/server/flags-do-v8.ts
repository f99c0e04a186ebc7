import { setFlagsFromString } from 'node:v8';

/**
 * V8's flags back to their built-in values once the heap is made, so the code cache Node ships for its own modules is
 * used. On Node 20 (V8 11.3) any flag given on the command line changes the hash that cache is checked against, and
 * `npm start`'s `--max-semi-space-size=2` (a young generation of 2 MB, README) made every Node module the start loads
 * — undici, http, http2, tls, crypto, the streams: what @hono/node-server's Request and Response pull in — compile
 * from its source: ~190 M of the start's ~1,260 M instructions, 20-60 ms of its CPU by the machine's load (issue 40).
 * The flag is read once, when V8 sizes the heap at the process's creation; set back to its default (0) afterwards it
 * keeps the 2 MB and no longer counts in the hash. Called before the start imports anything else (main.ts); a V8 that
 * leaves memory flags out of the hash (v8 commit 87356585659b, 2025) needs none of this, and there it changes nothing.
 */
export function flagsDoV8ComoCompiladas(): void {
  setFlagsFromString('--max-semi-space-size=0');
}
