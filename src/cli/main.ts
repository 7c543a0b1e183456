// The `irl-kitchen` command line.
import { Command, CommanderError, Option } from 'commander';
import { InputError } from '../errors.ts';
import { METRIC_NAMES } from '../evaluator/evaluate.ts';
import { World } from '../kitchen/world.ts';
import type { Semantics } from '../rules/action.ts';
import { checkRuleDir } from '../rules/check-rules.ts';
import { Simulator } from '../simulator.ts';
import { type EvaluateCommandOptions, evaluateFiles, writeOutput } from './evaluate-command.ts';
import { printHuman, runFiles } from './run-command.ts';

const collect = (value: string, previous: string[]) => [...previous, value];

export function program(write: (s: string) => void, writeErr: (s: string) => void): { cli: Command; exit: () => number } {
  let code = 0;
  const cli = new Command('irl-kitchen')
    .description('Execute, check and score MUHAI cooking-action networks.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => write(s.replace(/\n$/, '')), writeErr: (s) => writeErr(s.replace(/\n$/, '')) })
    .showHelpAfterError();

  cli
    .command('run')
    .description('execute every recipe of the given .solution files in the simulated kitchen')
    .argument('<files...>', '.solution files (a name not found is also looked up in the corpus gold folder)')
    .option('--json', 'print one JSON array over all files')
    .option('--benchmark <dir>', 'the benchmark corpus folder (default: $IRL_KITCHEN_BENCHMARK or ../shared/benchmark)')
    .addOption(new Option('--rules <dir>', 'extra rule folder adding or overriding actions (repeatable)').argParser(collect).default([]))
    .addOption(new Option('--ontology <file>', 'extra ontology YAML: classes, units, kitchens (repeatable)').argParser(collect).default([]))
    .option('--kitchen <name>', 'initial kitchen', 'full-kitchen')
    .addOption(new Option('--semantics <mode>', 'reference: the reference simulator, defects included; corrected: see docs/DEVIATIONS.md').choices(['reference', 'corrected']).default('reference'))
    .action((files: string[], opts: { json?: boolean; benchmark?: string; rules: string[]; ontology: string[]; kitchen: string; semantics: Semantics }) => {
      const sim = new Simulator({ rulesDirs: opts.rules, ontologyFiles: opts.ontology, kitchen: opts.kitchen, semantics: opts.semantics });
      const reports = runFiles(sim, files, opts.benchmark);
      if (opts.json) write(JSON.stringify(reports, null, 2));
      else printHuman(reports, write);
      if (reports.some((r) => r.status === 'error')) code = 1;
    });

  cli
    .command('evaluate')
    .description('score predicted networks like the benchmark evaluator: one row per recipe (CSV or JSON)')
    .option('--input <files...>', '.solution files of predictions (default: the corpus gold networks)')
    .option('--output <file>', 'where to write the result; - for standard output', '-')
    .option('--metrics <names...>', `metrics among ${METRIC_NAMES.join(' ')} (default: the three simulation metrics)`)
    .addOption(new Option('--format <format>', 'output format').choices(['csv', 'json']).default('csv'))
    .option('--benchmark <dir>', 'the benchmark corpus folder (default: $IRL_KITCHEN_BENCHMARK or ../shared/benchmark)')
    .addOption(new Option('--semantics <mode>', 'reference: the reference figures, defects included; corrected: see docs/DEVIATIONS.md').choices(['reference', 'corrected']).default('reference'))
    .addOption(new Option('--smatch <mode>', 'best: deterministic best mapping; reference: the 5-start hill climbing').choices(['best', 'reference']).default('best'))
    .addOption(new Option('--rules <dir>', 'extra rule folder (repeatable)').argParser(collect).default([]))
    .addOption(new Option('--ontology <file>', 'extra ontology YAML (repeatable)').argParser(collect).default([]))
    .action((opts: EvaluateCommandOptions) => {
      const outcome = evaluateFiles(opts, process.stderr.isTTY === true);
      const text = writeOutput(opts.output, outcome.text, outcome.notes);
      for (const n of outcome.notes) writeErr(`note: ${n}`);
      for (const r of outcome.rows) for (const m of [...r.messages, ...r.warnings]) if (r.status !== 'ok' || r.warnings.includes(m)) writeErr(r.recipeId ? `${r.recipeId}: ${m}` : m);
      if (text !== null) write(text.replace(/\n$/, ''));
      if (outcome.rows.some((r) => r.status === 'error')) code = 1;
    });

  const rules = cli.command('rules').description('work with rule files');
  rules
    .command('check')
    .description('check the rule files of a folder: syntax, modes, types, effects, timing')
    .argument('<dir>', 'folder of .pl rule files')
    .addOption(new Option('--ontology <file>', 'extra ontology YAML the rules may use (repeatable)').argParser(collect).default([]))
    .action(async (dir: string, opts: { ontology: string[] }) => {
      const problems = await checkRuleDir(dir, World.standard(opts.ontology));
      for (const p of problems) write(`${p.file}:${p.line}: ${p.message}`);
      write(problems.length ? `${problems.length} problem${problems.length > 1 ? 's' : ''}` : `no problems in ${dir}`);
      if (problems.length) code = 1;
    });

  return { cli, exit: () => code };
}

/** Runs the CLI; returns the exit status (0 ok, 1 some recipe failed, 2 bad usage or input). */
export async function main(argv: string[]): Promise<number> {
  const { cli, exit } = program(
    (s) => process.stdout.write(s + '\n'),
    (s) => process.stderr.write(s + '\n'),
  );
  try {
    await cli.parseAsync(argv, { from: 'user' });
    return exit();
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof InputError) {
      process.stderr.write(`irl-kitchen: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
