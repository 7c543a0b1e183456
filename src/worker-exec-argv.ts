// Worker threads started from the sources (a checkout run through tsx) need tsx's loader; from
// the built package they need nothing but what they inherit. Node refuses a worker whose
// `execArgv` holds a V8 or process-wide flag (`--max-old-space-size`, `--v8-pool-size`,
// `--disallow-code-generation-from-strings` …): those apply to every thread of the process
// anyway, so only the flags a thread takes on its own are passed on. `--input-type` is not one:
// it is for code given as a string (`-e`), and a worker given a file refuses it.

/** Flags a worker thread accepts in its `execArgv` (with their value when it follows). */
const THREAD_FLAGS = /^(--conditions|-C|--enable-source-maps|--no-warnings|--no-deprecation|--trace-warnings|--trace-deprecation|--experimental-[a-z-]+|--permission|--allow-[a-z-]+)(=|$)/;
const LOADER_FLAGS = ['--import', '--require', '-r', '--loader', '--experimental-loader'];
/** Thread flags whose value may come as the next argument. */
const VALUE_FLAGS = ['--conditions', '-C'];

/**
 * The Node flags for workers started from the sources: the process's flags that a thread takes,
 * with tsx's loader (found from here, not from the working folder) in place of whatever loaded
 * tsx in this process.
 */
function sourcesExecArgv(): string[] {
  const argv = process.execArgv;
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (LOADER_FLAGS.includes(a) && i + 1 < argv.length) {
      const value = argv[++i];
      if (!/tsx/.test(value)) out.push(a, value);
    } else if (/^--(import|require|loader|experimental-loader)=/.test(a)) {
      if (!/tsx/.test(a)) out.push(a);
    } else if (THREAD_FLAGS.test(a)) {
      out.push(a);
      if (VALUE_FLAGS.includes(a) && i + 1 < argv.length) out.push(argv[++i]);
    }
  }
  return [...out, '--import', tsxForThreads()];
}

/**
 * What a worker thread imports first to run the sources: tsx's own `--import tsx` registers its
 * hooks on the main thread only (Node 20), so a worker read its first module through tsx's
 * `require` hook and then failed on any `import()` of a `.ts` module (the quantitative mode's):
 * "Unknown file extension .ts". Registering through tsx's API works on every thread.
 */
function tsxForThreads(): string {
  let api: string;
  try {
    api = import.meta.resolve('tsx/esm/api');
  } catch {
    return 'tsx'; // resolved from the working folder then
  }
  // encoded whole: a `%` or `#` in the folder's path must reach the import as written
  return `data:text/javascript,${encodeURIComponent(`import { register } from ${JSON.stringify(api)}; register();`)}`;
}

/**
 * A worker module beside the caller (`callerUrl`: its `import.meta.url`; `path` without its
 * extension) and the flags its threads need: the sources' `.ts` through tsx's loader, or the
 * built `.js` with the flags it inherits (`execArgv` undefined).
 */
export function workerModule(callerUrl: string, path: string): { filename: string; execArgv: string[] | undefined } {
  const fromSources = callerUrl.endsWith('.ts');
  return { filename: new URL(`${path}${fromSources ? '.ts' : '.js'}`, callerUrl).href, execArgv: fromSources ? sourcesExecArgv() : undefined };
}
