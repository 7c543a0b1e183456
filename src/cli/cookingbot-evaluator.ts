// `cookingbot-evaluator`: the original evaluator's single-dash command line, translated to
// `irl-kitchen evaluate`. `-show-output true` writes the web views (`evaluate --show`); `-lib-dir`
// is accepted and has nothing to do here.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { processIO } from './io.ts';
import { failure, guardProcess, main, version } from './main.ts';

const FLAGS: Record<string, string> = { '-input': '--input', '-output': '--output', '-metrics': '--metrics', '-benchmark': '--benchmark' };
const IGNORED = new Set(['-lib-dir']);
/** The single-dash flags of the reference (irl-kitchen's own options keep their two dashes, or one letter: -j, -q). */
const KNOWN = [...Object.keys(FLAGS), ...IGNORED, '-show-output'];
const TRUE_WORDS = new Set(['t', 'true', 'yes', '1']);
const FALSE_WORDS = new Set(['nil', 'false', 'no', '0']);

/**
 * Translates the reference's arguments; returns the irl-kitchen arguments, notes, and whether
 * `-metrics` names `none` (only its values count: an input file named `none` is a file).
 */
export function translate(argv: string[]): { args: string[]; notes: string[]; none: boolean } {
  const args = ['evaluate'];
  const notes: string[] = [];
  let inMetrics = false;
  let none = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('-')) inMetrics = argv[i].toLowerCase() === '-metrics';
    else if (inMetrics && argv[i].toLowerCase() === 'none') none = true;
    const a = argv[i].toLowerCase();
    if (IGNORED.has(a)) {
      const value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('-') ? ` ${argv[++i]}` : '';
      notes.push(`-lib-dir${value} is not needed: Smatch is built in`);
    } else if (a === '-show-output') {
      const value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('-') ? argv[++i] : 'true';
      if (TRUE_WORDS.has(value.toLowerCase())) args.push('--show');
      else if (!FALSE_WORDS.has(value.toLowerCase())) throw new InputError(`-show-output ${value}: say true or false (t, yes, 1 or nil, no, 0)`);
    } else if (FLAGS[a]) {
      // `-input -output x.csv` would score a file named -output
      const next = argv[i + 1]?.toLowerCase();
      if (next === undefined || FLAGS[next] || IGNORED.has(next) || next === '-show-output') throw new InputError(`${argv[i]}: its value is missing (see -help)`);
      args.push(FLAGS[a]);
    } else if (/^-[a-z][a-z-]+$/i.test(argv[i])) {
      // a mistyped flag (`-metrcs`) would reach evaluate as an unknown option, or be taken as a value
      throw new InputError(`${argv[i]}: unknown flag${didYouMean(a, KNOWN)} (see -help)`);
    } else args.push(argv[i]);
  }
  if (none) notes.push('-metrics none: nothing is evaluated and no CSV is written, as in the reference');
  return { args, notes, none };
}

const USAGE = 'usage: cookingbot-evaluator -input FILE.solution -output FILE.csv [-metrics NAME…] [-show-output true] [-lib-dir DIR]';

/** The exit statuses of evaluate, the only command this one runs (irl-kitchen's list names repair, plan and more). */
const EXIT_STATUSES = `
Exit status:
  0  done, every recipe scored
  1  done, but a recipe was unexecutable or in error (see the messages)
  2  usage, input-file or I/O error (nothing or not everything was written)
  130, 143  interrupted by Ctrl-C or SIGTERM (the rows written are kept in FILE.partial)`;

const HELP = `${USAGE}

The MUHAI benchmark evaluator's command line, run by irl-kitchen: the CSV has exactly the
reference's columns. -metrics names any of smatch-score goal-condition-success
dish-approximation-score execution-time, or all (default: the last three; none: nothing is
evaluated, no CSV written; another name is refused). -show-output true writes a
web view of every scored recipe beside the output. -benchmark DIR names the corpus folder
(default: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark beside a clone). -lib-dir is accepted
and not needed. Flags are read in any case (-INPUT); \`irl-kitchen evaluate --help\` lists the
options beyond these, which keep their two dashes (or one letter: -j, -q).
${EXIT_STATUSES}`;

/** evaluate's messages name its own flags (`--output x: …`): say the single-dash ones typed here. */
const EVALUATE_FLAG = new RegExp(`(^|[\\s(:])-(${Object.keys(FLAGS).join('|')})\\b`, 'g');
export const referenceFlags = (text: string): string => text.replace(EVALUATE_FLAG, '$1$2');

export async function evaluatorMain(argv: string[]): Promise<number> {
  guardProcess('cookingbot-evaluator');
  const io = processIO();
  const err = io.err;
  io.err = (s) => err(referenceFlags(s));
  try {
    const lower = argv.map((x) => x.toLowerCase());
    if (lower.some((x) => ['-h', '-help', '--help'].includes(x))) {
      io.out(HELP);
      return 0;
    }
    if (lower.some((x) => ['-v', '-version', '--version'].includes(x))) {
      io.out(version());
      return 0;
    }
    const { args, notes, none } = translate(argv);
    const missing = ['-input', '-output'].filter((flag) => !lower.includes(flag));
    if (missing.length === 2) {
      io.err(`${USAGE} (see -help)`);
      return 2;
    }
    if (missing.length) throw new InputError(`${missing[0]} is required: ${USAGE.replace('usage: ', '')} (see -help)`);
    for (const n of notes) io.err(`note: ${n}`);
    if (none) return 0;
    return await main([...args, '--reference-columns'], io, 'cookingbot-evaluator');
  } catch (e) {
    return failure('cookingbot-evaluator', e, io);
  }
}
