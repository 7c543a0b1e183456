// `irl-kitchen view FILE`: writes the pages and says where they are.
import { statSync } from 'node:fs';
import { BENCHMARK_ENV, benchmarkDir, missingCorpus } from '../benchmark-dir.ts';
import type { ViewFlags } from '../cli/commands/view.ts';
import { folderHint } from '../cli/batch.ts';
import { checkCorpusInputs, corpusInputs } from '../cli/corpus-inputs.ts';
import { Interrupted, watchInterrupt } from '../cli/interrupt.ts';
import { type CliIO, EXIT, raiseExit } from '../cli/io.ts';
import { InputError } from '../errors.ts';
import { ruleNoteLines } from '../cli/rule-notes.ts';
import { readStandardInput } from '../cli/stdin-text.ts';
import { Simulator } from '../simulator.ts';
import { openInBrowser } from './open.ts';
import { printable } from '../printable.ts';
import { writeViews } from './write.ts';

/** The name every message of the command line starts with (main.ts). */
const PROGRAM = 'irl-kitchen';

/** The page of `view -` (standard input) without --output. */
const STDIN_PAGE = 'stdin.html';

/** The file as given, else the corpus gold network of that name; one not found is refused as run refuses it. */
function resolveInput(file: string, benchmark?: string): string {
  const [input] = corpusInputs([file], benchmark);
  // `view` shows one file: a folder's files are shown together by `evaluate --show`
  if (statSync(input.path, { throwIfNoEntry: false })?.isDirectory())
    throw new InputError(`${file} is a folder: view takes one .solution file${folderHint(input.path, file)}; evaluate --input FILES --output results.csv --show writes the pages of several`);
  checkCorpusInputs([input], benchmark);
  return input.path;
}

export async function viewCommand(file: string, flags: ViewFlags, io: CliIO): Promise<void> {
  const stdin = file === '-';
  const path = stdin ? file : resolveInput(file, flags.benchmark);
  // made before standard input is read: a rules folder that does not load is said at once
  const sim = new Simulator({ rulesDirs: flags.rules, ontologyFiles: flags.ontology, kitchen: flags.kitchen, semantics: flags.semantics, maxMillis: flags.maxSeconds * 1000, maxEvaluations: flags.maxEvaluations });
  // what --rules replaces, said as run and evaluate say it
  for (const n of ruleNoteLines(sim.inventory.notes)) io.err(printable(`note: ${n}`));
  // a corpus the environment names but that is not there: the pages still come, without the comparison, but not without a word
  if (flags.benchmark === undefined && process.env[BENCHMARK_ENV] && benchmarkDir() === null)
    io.err(printable(`note: ${missingCorpus().message} The pages are written without the comparison with the gold.`));
  const text = stdin ? await readStandardInput(io) : undefined;
  // from here Ctrl-C (SIGTERM) stops after the page in hand, not before standard input is read
  const interrupt = watchInterrupt();
  let written;
  try {
    written = await writeViews(path, {
      recipe: flags.recipe,
      // `-` has no name to take the page's from
      output: flags.output ?? (stdin ? STDIN_PAGE : undefined),
      text,
      benchmark: flags.benchmark,
      sim,
      stop: interrupt.signal,
    });
  } finally {
    interrupt.dispose();
  }
  // ids and paths may hold control characters: shown escaped, never sent to the terminal as they are
  for (const p of written.pages) io.out(printable(`${p.recipeId ? `#${p.recipeId}` : 'recipe'} (${p.status}): ${p.path}`));
  if (written.index) io.out(printable(`index: ${written.index}`));
  if (written.gold.length) io.out(printable(`gold network${written.gold.length > 1 ? 's' : ''}: ${written.gold.join(', ')}`));
  // a page not written is said as every other error is, after the program's name
  for (const e of written.errors) io.err(printable(`${PROGRAM}: ${e.message}`));
  const stoppedBy = interrupt.interrupted();
  if (stoppedBy && written.skipped) {
    const n = written.pages.length;
    const listed = written.index ? `, listed in ${written.index}` : '';
    throw new Interrupted(stoppedBy.signal, printable(`${n} page${n === 1 ? '' : 's'} written${listed}; the last ${written.skipped} recipe${written.skipped === 1 ? '' : 's'} of the file got none`));
  }
  if (written.pages.some((p) => p.status !== 'ok')) raiseExit(io, EXIT.someFailed);
  // a page that could not be written is an I/O error: not everything was written
  if (written.errors.length) raiseExit(io, EXIT.usage);
  const page = written.index ?? written.pages[0]?.path;
  if (flags.open && page) {
    // the page is written: no browser is a note, not a failure
    if (!(await openInBrowser(page))) io.err(printable(`note: --open: no browser found (no display, or no opener that works); the page is at ${page}`));
  }
}
