// Worker threads cannot load TypeScript by themselves: register tsx, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
