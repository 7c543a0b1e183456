// `irl-kitchen rules check`: options here; the rule reader and the ontology are loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { EXIT, raiseExit } from '../io.ts';
import { printable } from '../../printable.ts';
import { ruleFilesIn, ruleFolderProblem } from '../../rules/rule-folder.ts';
import { ontologyFile } from './options.ts';

export function register(cli: Command, io: CliIO) {
  const rules = cli.command('rules').description('work with rule files');
  rules
    .command('check')
    .description('check the rule files of a folder: syntax, modes, types, effects, timing')
    .argument('<dir>', 'folder of .pl rule files')
    .addOption(new Option('--ontology <file>', 'extra ontology YAML the rules may use (repeatable)').argParser(ontologyFile).default([]))
    .action(async (dir: string, opts: { ontology: string[] }) => {
      const [{ checkRuleFolder }, { World }, { problemPlace }, { ruleNoteLines }] = await Promise.all([
        import('../../rules/check-rules.ts'),
        import('../../kitchen/world.ts'),
        import('../../rules/problems.ts'),
        import('../rule-notes.ts'),
      ]);
      const files = ruleFilesIn(dir);
      if (!files.length) {
        // "no problems" would say a mistyped folder was checked and found good
        io.out(`nothing checked: ${ruleFolderProblem(dir)}`);
        return raiseExit(io, EXIT.someFailed);
      }
      const { problems, notes } = await checkRuleFolder(files, World.standard(opts.ontology));
      // not problems: what loading the folder with --rules will say, said before it runs
      for (const n of ruleNoteLines(notes)) io.out(printable(`note: ${n}`));
      // a message quotes the rule file's own words, which may hold an escape sequence
      for (const p of problems) io.out(printable(`${problemPlace(p)}: ${p.message}`));
      const checked = `${files.length} rule file${files.length > 1 ? 's' : ''} of ${printable(dir)}`;
      io.out(problems.length ? `${problems.length} problem${problems.length > 1 ? 's' : ''} in ${checked}` : `no problems in ${checked}`);
      raiseExit(io, problems.length ? EXIT.someFailed : EXIT.ok);
    });
}
