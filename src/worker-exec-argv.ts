// Worker threads started from the sources (a checkout run through tsx) need tsx's loader; from
// the built package they need nothing more than the process's own flags.
/**
 * The process's Node flags for the workers; from the sources, tsx's loader (found from here, not
 * from the working folder) replaces whatever loaded tsx in this process.
 */
function workerExecArgv(fromSources: boolean): string[] {
  const argv = process.execArgv;
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (['--import', '--require', '-r', '--loader', '--experimental-loader'].includes(a) && i + 1 < argv.length) {
      const value = argv[++i];
      if (!(fromSources && /tsx/.test(value))) out.push(a, value);
    } else if (!(fromSources && /^--(import|require|loader)=.*tsx/.test(a))) out.push(a);
  }
  if (!fromSources) return out;
  let tsx = 'tsx';
  try {
    tsx = import.meta.resolve('tsx');
  } catch {
    // resolved from the working folder then
  }
  return [...out, '--import', tsx];
}

/**
 * A worker module beside the caller (`callerUrl`: its `import.meta.url`; `path` without its
 * extension) and the flags its threads need: the sources' `.ts` through tsx's loader, or the
 * built `.js`.
 */
export function workerModule(callerUrl: string, path: string): { filename: string; execArgv: string[] } {
  const fromSources = callerUrl.endsWith('.ts');
  return { filename: new URL(`${path}${fromSources ? '.ts' : '.js'}`, callerUrl).href, execArgv: workerExecArgv(fromSources) };
}
