// The server's entry: V8's flags set back first (flags-do-v8.ts), then the start, imported only now so that the Node
// modules it pulls in load with their code cache.
import { flagsDoV8ComoCompiladas } from './flags-do-v8.ts';

flagsDoV8ComoCompiladas();
const { iniciar } = await import('./inicio.ts');
await iniciar(import.meta.dirname);
