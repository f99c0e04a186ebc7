#!/usr/bin/env node
// The `leiteira` CLI runs the TypeScript sources through tsx, like the server.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
