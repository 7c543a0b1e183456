// Worker threads started from the sources (a checkout run through tsx) need tsx's loader; from
// the built package they need nothing more than the process's own flags.
/**
 * The process's Node flags for the workers; from the sources, tsx's loader (found from here, not
 * from the working folder) replaces whatever loaded tsx in this process.
 */
export function workerExecArgv(fromSources: boolean): string[] {
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
