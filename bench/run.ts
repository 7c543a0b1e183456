// `npm run bench [-- --json] [-- --seconds N] [-- --only GROUP,…] [-- --benchmark DIR] [-- --sources]`:
// the figures of main.ts, measured on the built package (dist/, built first when a source is
// newer): what `irl-kitchen` and `import 'irl-kitchen'` run. Through tsx the sources carry
// esbuild's keepNames wrappers (a property defined on every function made at run time), which
// cost a quarter to a third of an action step. `--sources` measures the sources through tsx
// instead, the basis of the figures in bench/HISTORY.md before 2026-11-28. The collector is tuned
// as the command line tunes it (src/collector-tuning.ts) unless `--pretenuring` is given.
import { register } from 'node:module';
import { ensureBuilt } from './built.ts';
import { benchOptions } from './options.ts';

// the options first: --help and a usage error answer before any build
const options = benchOptions(process.argv.slice(2));
if (!options.sources) {
  try {
    ensureBuilt();
  } catch (e) {
    // a failed build is a message, not a stack trace
    process.stderr.write(`bench: ${(e as Error).message}\n`);
    process.exit(1);
  }
  register('./built-package-hooks.mjs', import.meta.url);
}
// after the hooks: the module is the built one
if (!options.pretenuring) (await import('../src/collector-tuning.ts')).keepRunStateYoung();
await import('./main.ts');
