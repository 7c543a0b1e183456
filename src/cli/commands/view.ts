// `irl-kitchen view`: options here; the simulator, the evaluator and the layout engine are loaded when it runs.
import type { Command } from 'commander';
import { basename } from 'node:path';
import { InputError } from '../../errors.ts';
import type { CliIO } from '../io.ts';
import { benchmarkOption, type Semantics, searchBoundOptions, semanticsOption, worldOptions, kitchenOption } from './options.ts';

export interface ViewFlags {
  recipe?: string;
  output?: string;
  benchmark?: string;
  open?: boolean;
  rules: string[];
  ontology: string[];
  kitchen: string;
  semantics: Semantics;
  maxSeconds: number;
  maxEvaluations?: number;
}

export function register(cli: Command, io: CliIO): Command {
  const cmd = cli
    .command('view')
    .description('write a self-contained HTML page per recipe: the network, the schedule, the kitchen after each step and the score against the gold')
    .argument('<file>', '.solution file, or - for standard input (a name not found is also looked up in the corpus gold folder)')
    .option('--recipe <id>', 'only the recipe with this id')
    .option('--output <file>', 'the page (one recipe) or the index page (several), not a folder; default: FILE\'s name with .html in the current folder (stdin.html for -)')
    .option('--open', 'open the page in a browser');
  benchmarkOption(cmd);
  kitchenOption(cmd);
  worldOptions(cmd);
  semanticsOption(cmd, 'the reference simulator and figures');
  // the E_SEARCH_BUDGET hint a page may show names them
  searchBoundOptions(cmd);
  cmd.action(async (file: string, flags: ViewFlags) => {
    // an empty id would select nothing, and was taken as no --recipe at all; `#` alone (the header's mark) is as empty
    if (flags.recipe !== undefined && flags.recipe.trim().replace(/^#/, '').trim() === '') throw new InputError('--recipe: the recipe id is empty');
    // the page must not replace the network it shows (the default name is view/write.ts's: FILE's stem + .html)
    const { refuseOutputOverInput } = await import('../same-file.ts');
    refuseOutputOverInput(flags.output ?? `${basename(file).replace(/\.[^.]*$/, '')}.html`, [file]);
    if (flags.output !== undefined) {
      (await import('../page-output.ts')).requirePageFile(flags.output);
      (await import('../output.ts')).requireFolder(flags.output);
    }
    const { checkBenchmarkFlag, checkKitchen } = await import('../flag-checks.ts');
    await checkBenchmarkFlag(flags.benchmark);
    flags.ontology = await checkKitchen(flags.kitchen, flags.ontology, flags.rules); // a derived task's kitchen brings its YAML
    if (file !== '-') {
      const { solutionPath } = await import('../../benchmark-dir.ts');
      // a file that is not UTF-8 is refused at its first bad byte, with its code, as run refuses it
      (await import('../../language/solution-input.ts')).refuseNotUtf8File(solutionPath(file, flags.benchmark));
    }
    const { viewCommand } = await import('../../view/command.ts');
    await viewCommand(file, flags, io);
  });
  return cmd;
}
