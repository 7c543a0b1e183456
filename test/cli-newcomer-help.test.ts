// The command line as a new user meets it: `help WORDS`, the environment variables --help lists,
// empty file names, mistyped flags of cookingbot-evaluator, a file given to --metrics, counts in
// digits only, and no progress bar on a terminal that cannot redraw a line.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';

const run = (bin: string, args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const cli = (args: string[], env?: Record<string, string>) => run(BIN, args, env);
const evaluator = (args: string[]) => run(join(ROOT, 'bin/cookingbot-evaluator.js'), args);
const TUTORIAL = 'examples/tutorial/prediction-fixed.solution';

/** A usage error: status 2, one line on standard error, nothing on standard output, no trace. */
function expectUsage(r: ReturnType<typeof cli>, line: string) {
  expect(r.code).toBe(2);
  expect(r.err).toBe(`${line}\n`);
  expect(r.out).toBe('');
}

describe('help WORDS', () => {
  it('follows every word down the command tree, as WORDS --help does', () => {
    for (const words of [['rules', 'check'], ['physics', 'validate'], ['run']]) {
      const byWord = cli(['help', ...words]);
      expect(byWord.code).toBe(0);
      expect(byWord.out).toBe(cli([...words, '--help']).out);
      expect(byWord.out).toMatch(new RegExp(`^Usage: irl-kitchen ${words.join(' ')} `));
    }
    // help inside a command with subcommands: the same
    expect(cli(['rules', 'help', 'check']).out).toBe(cli(['rules', 'check', '--help']).out);
  });

  it('a word that names no command is a usage error with the closest names, not the whole help', () => {
    expectUsage(cli(['help', 'evalute']), "irl-kitchen: help: unknown command 'evalute' (did you mean evaluate?) (see --help)");
    expectUsage(cli(['help', 'rules', 'chek']), "irl-kitchen: help: unknown command 'chek' (did you mean check?) (see --help)");
    expectUsage(cli(['physics', 'help', 'valdate']), "irl-kitchen: help: unknown command 'valdate' (did you mean validate?) (see --help)");
    expectUsage(cli(['help', 'nope']), "irl-kitchen: help: unknown command 'nope' (see --help)");
  });

  it('help alone and a word that is no command but a file are left as they were', () => {
    expect(cli(['help']).out).toBe(cli(['--help']).out);
    // `run help` runs a file named help
    expect(cli(['run', 'help']).err).toMatch(/^irl-kitchen: cannot read help: no such file or folder/);
  });
});

describe('--help lists the environment variables', () => {
  /** Every IRL_KITCHEN_ variable the sources read, but the test hooks. */
  const read = () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.ts')) for (const m of readFileSync(join(dir, e.name), 'utf8').matchAll(/IRL_KITCHEN_[A-Z_]+/g)) names.add(m[0]);
      }
    };
    walk(join(ROOT, 'src'));
    walk(join(ROOT, 'physics'));
    return [...names].filter((n) => !['IRL_KITCHEN_FAULT', 'IRL_KITCHEN_MIN_PARALLEL'].includes(n)).sort();
  };

  it('names each of them in an Environment section of the program help', () => {
    const help = cli(['--help']).out;
    const section = help.slice(help.indexOf('\nEnvironment:\n'));
    expect(section.length).toBeGreaterThan(20);
    const names = read();
    expect(names).toEqual(expect.arrayContaining(['IRL_KITCHEN_BENCHMARK', 'IRL_KITCHEN_MAX_SOLUTION_BYTES', 'IRL_KITCHEN_TOKEN']));
    for (const name of names) expect(section, name).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it('the default bound it gives for IRL_KITCHEN_MAX_SOLUTION_BYTES is the one in force', async () => {
    const { SOLUTION_LIMITS } = await import('../src/language/solution-input.ts');
    expect(cli(['--help']).out).toMatch(new RegExp(`IRL_KITCHEN_MAX_SOLUTION_BYTES\\s+[^\\n]*\\n?[^\\n]*\\(default\\s+${SOLUTION_LIMITS.maxBytes},`));
  });
});

describe('an empty file or folder name', () => {
  // the file system reads '' as the working folder: `run ''` said "is a folder" of the gold networks
  const cases: [string[], string][] = [
    [['run', ''], 'run <files>: the file name is empty'],
    [['run', TUTORIAL, ''], 'run <files>: the file name is empty'],
    [['view', ''], 'view <file>: the file name is empty'],
    [['repair', ''], 'repair <file>: the file name is empty'],
    [['rules', 'check', ''], 'rules check <dir>: the folder name is empty'],
    [['evaluate', '--input', TUTORIAL, ''], '--input: the file name is empty'],
    [['run', TUTORIAL, '--ontology', ''], '--ontology: the file name is empty'],
    [['run', TUTORIAL, '--rules', ''], '--rules: the folder name is empty'],
    [['run', TUTORIAL, '--benchmark='], '--benchmark: the folder name is empty'],
    [['evaluate', '--input', TUTORIAL, '--output', ''], '--output: the file name is empty'],
  ];
  it.each(cases)('%j', (args, message) => expectUsage(cli(args), `irl-kitchen: ${message}`));
});

describe('cookingbot-evaluator flags', () => {
  it('a mistyped flag is named with the closest one, before any work', () => {
    expectUsage(evaluator(['-input', TUTORIAL, '-output', '-', '-metrcs', 'smatch-score']), 'cookingbot-evaluator: -metrcs: unknown flag (did you mean -metrics?) (see -help)');
    expectUsage(evaluator(['-inptu', TUTORIAL, '-output', '-']), 'cookingbot-evaluator: -inptu: unknown flag (did you mean -input?) (see -help)');
  });

  it('a missing -output is named, not only the usage line', () => {
    const r = evaluator(['-input', TUTORIAL]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^cookingbot-evaluator: -output is required: cookingbot-evaluator -input FILE\.solution -output FILE\.csv .*\(see -help\)\n$/);
  });

  it("irl-kitchen's one-letter options still pass through", () => {
    const r = evaluator(['-input', TUTORIAL, '-output', '-', '-q', '-j', '1', '-metrics', 'execution-time']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('recipe-id,execution-time\ncucumber-slices-with-dill,15110\n');
    expect(r.err).toBe('');
  });
});

describe('options a newcomer gets wrong', () => {
  it('a file given after --metrics is said to belong after --input', () => {
    const r = cli(['evaluate', '--metrics', 'smatch-score', 'Examples/X.solution']);
    expectUsage(r, 'irl-kitchen: --metrics: unknown metric "Examples/X.solution" (a file? input files go after --input) (known: smatch-score, goal-condition-success, dish-approximation-score, execution-time, or all)');
  });

  it('worker --concurrency takes digits only, as every other count', () => {
    for (const value of ['0x10', '1e1', ' 4']) {
      expectUsage(cli(['worker', '--queue', 'redis://127.0.0.1:1/0', '--concurrency', value]), `irl-kitchen: option '--concurrency <n>' argument '${value}' is invalid. --concurrency must be an integer from 1 to 256. (see --help)`);
    }
  });

  it('view: a corpus name with IRL_KITCHEN_BENCHMARK mistyped says why the corpus is not there, as run does', () => {
    const why = 'no such file here, and no corpus gold folder to look it up in: benchmark corpus not found at /nonexistent-corpus (from IRL_KITCHEN_BENCHMARK;';
    for (const command of ['view', 'run']) {
      const r = cli([command, 'afghan-biscuits.solution'], { IRL_KITCHEN_BENCHMARK: '/nonexistent-corpus' });
      expect(r.code, command).toBe(2);
      expect(r.err, command).toContain(`irl-kitchen: cannot read afghan-biscuits.solution: ${why}`);
      expect(r.err.trim().split('\n'), command).toHaveLength(1);
    }
  });

  it('evaluate --help names the default metrics', () => {
    expect(cli(['evaluate', '--help']).out.replace(/\s+/g, ' ')).toContain('(default: goal-condition-success dish-approximation-score execution-time');
  });
});

const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!SCRIPT)('a terminal that cannot redraw a line', () => {
  const atTerminal = (term: string) =>
    spawnSync('script', ['-qec', `TERM=${term} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} plan almond-crescent-cookies --max-nodes 2`, '/dev/null'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

  it('TERM=dumb gets the report without the progress bar; another terminal gets the bar', () => {
    const dumb = atTerminal('dumb');
    expect(dumb.stdout).toContain('almond-crescent-cookies (visible): ');
    expect(dumb.stdout).not.toMatch(/\x1b|planning almond-crescent-cookies \[/);
    expect(atTerminal('xterm').stdout).toMatch(/planning almond-crescent-cookies \[/);
  });
});
