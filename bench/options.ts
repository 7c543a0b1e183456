// The bench's command line, `npm run bench -- [options]`, read strictly: a misspelt option or a
// bad number is a usage error (status 2), not a run of every group, which takes minutes.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  json: boolean;
  /** Group names as given (main.ts checks them against its groups); undefined: every group. */
  only?: string[];
  seconds: number;
  benchmark?: string;
  sources: boolean;
  /** The planning group's budget per plan, and the tasks it plans (undefined: all). */
  planSeconds: number;
  planTasks?: string[];
}

const HELP = `Usage: npm run bench -- [options]

Measures and prints figures (it never asserts: compare figures of one sitting, bench/HISTORY.md).

Options:
  --json               print only one JSON line of every figure
  --only GROUP,...     only these groups (engine, evaluation, cold-start, parallel, admissible,
                       api, load, scaling, physics, steps, env, repair, planning)
  --seconds N          seconds each throughput loop runs (default 3)
  --benchmark DIR      the corpus (default: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark)
  --sources            measure the sources through tsx instead of the built package
  --plan-seconds N     planning group: each plan's budget in seconds (default 60)
  --plan-tasks a,b     planning group: plan these tasks only
  -h, --help           print this help
`;

/** The options of `argv` (without node and the script); prints the help or a usage error and exits. */
export function benchOptions(argv: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        json: { type: 'boolean' },
        only: { type: 'string' },
        seconds: { type: 'string' },
        benchmark: { type: 'string' },
        sources: { type: 'boolean' },
        'plan-seconds': { type: 'string' },
        'plan-tasks': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    return usage((e as Error).message);
  }
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const list = (text: string | undefined) => text?.split(',').map((s) => s.trim()).filter(Boolean);
  return {
    json: values.json === true,
    only: list(values.only),
    seconds: seconds('--seconds', values.seconds, 3),
    benchmark: values.benchmark,
    sources: values.sources === true,
    planSeconds: seconds('--plan-seconds', values['plan-seconds'], 60),
    planTasks: list(values['plan-tasks']),
  };
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
