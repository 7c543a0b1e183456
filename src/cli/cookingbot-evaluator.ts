// `cookingbot-evaluator`: the original evaluator's single-dash command line, translated to
// `irl-kitchen evaluate`. `-lib-dir` and `-show-output` are accepted and have nothing to do here.
import { main } from './main.ts';

const FLAGS: Record<string, string> = { '-input': '--input', '-output': '--output', '-metrics': '--metrics', '-benchmark': '--benchmark' };
const IGNORED = new Set(['-lib-dir', '-show-output']);

/** Translates the reference's arguments; returns the irl-kitchen arguments and notes. */
export function translate(argv: string[]): { args: string[]; notes: string[] } {
  const args = ['evaluate'];
  const notes: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i].toLowerCase();
    if (IGNORED.has(a)) {
      const value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('-') ? argv[++i] : '';
      notes.push(
        a === '-lib-dir'
          ? `-lib-dir ${value} is not needed: Smatch is built in`
          : `-show-output ${value} ignored: use \`irl-kitchen run\` to look at an execution`,
      );
    } else if (FLAGS[a]) args.push(FLAGS[a]);
    else args.push(argv[i]);
  }
  if (argv.map((x) => x.toLowerCase()).includes('none')) notes.push('-metrics none: nothing is evaluated and no CSV is written, as in the reference');
  return { args, notes };
}

export async function evaluatorMain(argv: string[]): Promise<number> {
  if (!argv.includes('-input') || !argv.includes('-output')) {
    process.stderr.write('usage: cookingbot-evaluator -input FILE.solution -output FILE.csv [-metrics NAME…] [-lib-dir DIR]\n');
    return 2;
  }
  const { args, notes } = translate(argv);
  for (const n of notes) process.stderr.write(`note: ${n}\n`);
  if (argv.some((x) => x.toLowerCase() === 'none')) return 0;
  return main(args);
}
