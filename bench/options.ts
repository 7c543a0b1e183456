// The bench's command line, `npm run bench -- [options]`, read strictly and before any build: a
// misspelt option or group (with the closest name), an empty list or a bad number is a usage error
// (status 2), not a run of every group, which takes minutes.
import { parseArgs } from 'node:util';
import { didYouMean } from '../src/did-you-mean.ts';

export interface BenchOptions {
  json: boolean;
  /** The groups asked for, each one of GROUP_NAMES; undefined: every group. */
  only?: GroupName[];
  seconds: number;
  benchmark?: string;
  sources: boolean;
  /** Leave V8's allocation-site pretenuring on, which the command line turns off (src/collector-tuning.ts). */
  pretenuring: boolean;
  /** The planning group's budget per plan, and the tasks it plans (undefined: all). */
  planSeconds: number;
  planTasks?: string[];
}

/** The groups of figures, in the order they run (main.ts maps each to its module). */
export const GROUP_NAMES = ['engine', 'evaluation', 'cold-start', 'parallel', 'admissible', 'api', 'load', 'scaling', 'physics', 'steps', 'env', 'repair', 'planning'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

const HELP = `Usage: npm run bench -- [options]

Measures and prints figures (it never asserts: compare figures of one sitting, bench/HISTORY.md).

Options:
  --json               print only one JSON line of every figure (\`npm run -s bench\` keeps
                       npm's own lines off standard output)
  --only GROUP,...     only these groups (${GROUP_NAMES.slice(0, 5).join(', ')},
                       ${GROUP_NAMES.slice(5).join(', ')})
  --seconds N          seconds each throughput loop runs (default 3)
  --benchmark DIR      the corpus (default: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark)
  --sources            measure the sources through tsx instead of the built package
  --pretenuring        leave V8's allocation-site pretenuring on, as a program using the
                       library gets unless it calls keepRunStateYoung() (the command line,
                       and so the bench by default, turn it off)
  --plan-seconds N     planning group: each plan's budget in seconds (default 60)
  --plan-tasks a,b     planning group: plan these tasks only
  -h, --help           print this help

A line on standard error names each group as it starts when standard error is a terminal.
`;

const OPTIONS = {
  json: { type: 'boolean' },
  only: { type: 'string' },
  seconds: { type: 'string' },
  benchmark: { type: 'string' },
  sources: { type: 'boolean' },
  pretenuring: { type: 'boolean' },
  'plan-seconds': { type: 'string' },
  'plan-tasks': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options of `argv` (without node and the script); prints the help or a usage error and exits. */
export function benchOptions(argv: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS }));
  } catch (e) {
    return usage(parseError(e as Error & { code?: string }));
  }
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const only = list('--only', values.only);
  const unknown = (only ?? []).filter((n) => !(GROUP_NAMES as readonly string[]).includes(n));
  if (unknown.length) usage(`no group ${unknown.map((n) => `${n}${didYouMean(n, GROUP_NAMES)}`).join(', ')}; groups: ${GROUP_NAMES.join(', ')}`);
  if (only && !only.includes('planning')) {
    const unused = ['plan-seconds', 'plan-tasks'].filter((k) => values[k as keyof typeof values] !== undefined);
    if (unused.length) usage(`--${unused.join(' and --')} belong${unused.length > 1 ? '' : 's'} to the planning group, which --only leaves out`);
  }
  return {
    json: values.json === true,
    only: only as GroupName[] | undefined,
    seconds: seconds('--seconds', values.seconds, 3),
    benchmark: values.benchmark,
    sources: values.sources === true,
    pretenuring: values.pretenuring === true,
    planSeconds: seconds('--plan-seconds', values['plan-seconds'], 60),
    planTasks: list('--plan-tasks', values['plan-tasks']),
  };
}

/** parseArgs's message, with the closest option for a misspelt one. */
function parseError(e: Error & { code?: string }): string {
  const name = e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec(e.message)?.[1] : undefined;
  if (name === undefined) return e.message;
  const known = Object.keys(OPTIONS).map((k) => `--${k}`);
  return `Unknown option '${name}'${didYouMean(name.split('=')[0], known)}`;
}

/** The names of a comma-separated list; an option given with no name in it is a usage error. */
function list(flag: string, text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const names = text.split(',').map((s) => s.trim()).filter(Boolean);
  return names.length ? names : usage(`${flag} takes a comma-separated list of names, got '${text}'`);
}

function seconds(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(n > 0 && n <= 3600)) return usage(`${flag} takes a number of seconds from 0 to 3600, got '${text}'`);
  return n;
}

function usage(message: string): never {
  process.stderr.write(`bench: ${message} (npm run bench -- --help)\n`);
  process.exit(2);
}
