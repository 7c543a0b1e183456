// `irl-kitchen repair FILE`: every recipe of the file repaired (src/repair/), a report per recipe
// (or JSON), and with --output the repaired networks as one .solution file. Exit 0 when every
// recipe executes cleanly afterwards, 1 when some could not be repaired, 2 for bad input. Ctrl-C
// stops the recipe in hand with the best repair found so far; what was done is printed, or kept
// in FILE.partial (exit 130).
import { statSync } from 'node:fs';
import { InputError } from '../errors.ts';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/catalogue.ts';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/format.ts';
import { parseProblemDiagnostics } from '../diagnostics/explain.ts';
import { parseSolutionText } from '../language/parse-solution.ts';
import { NotUtf8Error, readSolutionBytes } from '../language/solution-input.ts';
import { printableText } from '../printable.ts';
import { readStandardInput } from './stdin-text.ts';
import { REPAIR_DEFAULTS, repairing, type RepairEdit, type RepairResult, type RepairStatus } from '../repair/index.ts';
import { hintsNote } from '../repair/hint-source.ts';
import { netOfRecipe } from '../repair/network.ts';
import { runStepsUntil } from '../search-steps.ts';
import type { RepairFlags } from './commands/repair.ts';
import { folderHint, type InputFile } from './batch.ts';
import { checkCorpusInputs, corpusInputs } from './corpus-inputs.ts';
import { checkKitchen } from './flag-checks.ts';
import { Interrupted } from './interrupt.ts';
import { EXIT, raiseExit, type CliIO } from './io.ts';
import { type NetworksFile, openNetworksFile } from './output.ts';
import { watchedSearch } from './search-bar.ts';
import { refuseOutputOverInput } from './same-file.ts';

export async function repairCommand(file: string, flags: RepairFlags, io: CliIO): Promise<void> {
  // the corpus only lends its recipe texts: a folder without gold networks will do
  if (flags.benchmark !== undefined && !statSync(flags.benchmark, { throwIfNoEntry: false })?.isDirectory()) throw new InputError(`--benchmark ${flags.benchmark}: no such folder`);
  // a name is also looked up in the corpus's gold folder, as run and view look it up
  const inputs = corpusInputs([file], flags.benchmark);
  // a folder's files are repaired one command each: "give the .solution files in it" would lead to "too many arguments"
  if (inputs[0].path !== '-' && statSync(inputs[0].path, { throwIfNoEntry: false })?.isDirectory())
    throw new InputError(`${file} is a folder: repair takes one .solution file at a time${folderHint(inputs[0].path, file)}`);
  checkCorpusInputs(inputs, flags.benchmark);
  if (flags.output !== undefined) refuseOutputOverInput(flags.output, [inputs[0].path]);
  await checkKitchen(flags.kitchen, flags.ontology, flags.rules);
  const networks = openNetworksFile(flags.output, io.stdout);
  if (networks.earlier) io.err(`note: ${networks.earlier}`);
  try {
    await repairFile(inputs[0], flags, io, networks);
  } finally {
    networks.discard();
  }
}

/** Reads, repairs and reports every recipe of the file, then saves the networks. */
async function repairFile({ name: file, path }: InputFile, flags: RepairFlags, io: CliIO, networks: NetworksFile): Promise<void> {
  const text = await readInput(file, path, io);
  const parsed = parseSolutionText(text, file);
  // edits are made to whole networks: a line that cannot be read leaves nothing sound to repair
  const more = parsed.problems.length - 1;
  // with its code, as run prints it: `FILE:2:39: error E_SYNTAX: expected ")"`
  const first = formatDiagnostics(parseProblemDiagnostics(parsed.problems.slice(0, 1)));
  if (more >= 0) throw new InputError(`${first}${more ? ` (and ${more} more line${more === 1 ? '' : 's'} not read: \`irl-kitchen run\` lists them)` : ''}`);
  const recipes = parsed.recipes.filter((r) => r.predicates.length > 0);
  if (recipes.length === 0) throw new InputError(`${file}: no network to repair (one (action ?output … ?input) predicate per line)`);
  const sourceLines = text.split(/\r\n|\n|\r/);
  // the bar names the recipe in hand, and its place among several
  const names = recipes.map((r, k) => `${r.id ? `#${r.id}` : file}${recipes.length > 1 ? ` (${k + 1}/${recipes.length})` : ''}`);
  const bar = { format: 'repairing {recipe} [{bar}] {value}/{total} networks tried', total: flags.maxNodes ?? REPAIR_DEFAULTS.nodeBudget, payload: { recipe: names[0] } };
  const { result: results, interrupted } = await watchedSearch(io, bar, async (signal, progress) => {
    const done: RepairResult[] = [];
    for (const [k, recipe] of recipes.entries()) {
      progress.update(0, { recipe: names[k] });
      const steps = repairing(netOfRecipe(recipe, sourceLines), recipe.id, {
        file,
        seed: flags.seed,
        budgetSeconds: flags.budgetSeconds,
        nodeBudget: flags.maxNodes,
        benchmark: flags.benchmark,
        kitchen: flags.kitchen,
        rules: flags.rules,
        ontology: flags.ontology,
        semantics: flags.semantics,
      });
      done.push(await runStepsUntil(steps, signal, (nodes) => progress.update(nodes)));
      if (signal.aborted) break;
    }
    return done;
  });
  const { kept, failure } = await networks.save(results.map((r) => r.network).join(''), interrupted !== null);
  // networks that could not be written are printed: a search's result is never lost
  if (flags.json) io.out(JSON.stringify(results.map((r) => ({ file, ...r })), null, 2));
  // the file name is the user's: an escape sequence in it must not reach the terminal (as run prints it)
  else for (const r of results) io.out(printableText(report(file, r, flags.output === undefined || failure !== null, sourceLines)));
  // only a network that was changed is printed: with none, nothing was lost, and "printed above" would send the reader looking for it
  if (failure) throw new InputError(`${failure.message}; ${results.some(printsNetwork) ? 'the repaired networks are printed above' : 'no network was changed, so none is lost'}`);
  if (interrupted) {
    const left = recipes.length - results.length;
    const untried = left ? `, ${left} not tried` : '';
    throw new Interrupted(interrupted.signal, `${results.length} of ${recipes.length} recipe${recipes.length === 1 ? '' : 's'} handled${untried}; ${results.length === 1 ? 'the network is' : 'the networks are'} ${kept ? `written${kept}` : 'above'}`);
  }
  if (results.some((r) => !r.repaired)) raiseExit(io, EXIT.someFailed);
}

async function readInput(file: string, path: string, io: CliIO): Promise<string> {
  if (path === '-') return readStandardInput(io);
  try {
    return readSolutionBytes(path).toString('utf8');
  } catch (e) {
    if (e instanceof NotUtf8Error) throw e; // it names the file with its place
    throw e instanceof InputError ? new InputError(`${file}: ${e.message}`) : e;
  }
}

/** Whether the report shows the network: a repaired one, changed by some edit. */
const printsNetwork = (r: RepairResult) => r.repaired && r.edits.length > 0;

/** The human report of one recipe; the repaired network below it unless it went to --output. */
function report(file: string, r: RepairResult, withNetwork: boolean, sourceLines: string[]): string {
  const name = `${file}${r.recipeId ? ` #${r.recipeId}` : ''}`;
  const lines: string[] = [];
  if (r.edits.length === 0 && r.repaired) lines.push(`${name}: ${statusText(r.before)}, nothing to repair`);
  else if (!r.repaired) {
    lines.push(`${name}: ${statusText(r.before)}, no repair found (${tried(r)})`);
    for (const p of r.before.problems) lines.push(`  ${placedProblem(p, file, sourceLines)}`);
  } else {
    lines.push(`${name}: ${statusText(r.before)} → ${statusText(r.after)} with ${r.edits.length} edit${r.edits.length === 1 ? '' : 's'} (${tried(r)}), execution time ${r.after.executionTime}`);
    for (const e of r.edits) lines.push(`  line ${e.line}: ${e.kind} ${editText(e)}\n    ${e.reason}`);
  }
  // the hints matter once the search ran; an id that fits the network poorly matters always
  if (r.edits.length > 0 || !r.repaired || r.hints.idMayBeWrong) lines.push(`  note: ${hintsNote(r.hints, r.recipeId)}`);
  if (withNetwork && printsNetwork(r)) lines.push('', r.network.replace(/\n$/, ''));
  return lines.join('\n');
}

/**
 * A network's status with the lines that bound a failed object: a network that executes to its
 * end may still have failed steps, and those are what the repair removes.
 */
function statusText(s: RepairStatus): string {
  const n = s.failedLines.length;
  return n ? `${s.status} with failed objects on ${n} line${n === 1 ? '' : 's'}` : s.status;
}

/**
 * A problem as every other command writes a diagnostic, `FILE:LINE:COLUMN: severity CODE: message`,
 * from the library's `CODE line N: message` (the input's numbering); the column is where the line's
 * predicate begins.
 */
function placedProblem(problem: string, file: string, sourceLines: string[]): string {
  const m = /^(\w+) line (\d+): ([\s\S]*)$/.exec(problem);
  if (!m || !(m[1] in DIAGNOSTIC_CODES)) return problem;
  const line = Number(m[2]);
  const column = (sourceLines[line - 1] ?? '').search(/\S/) + 1 || 1;
  return formatDiagnostics([diagnostic(m[1] as DiagnosticCode, { file, line, column }, m[3])]);
}

/** `before → after`; an argument put into or taken out of a line says so (an insert or a drop is the line alone). */
function editText(e: RepairEdit): string {
  if (e.before !== null && e.after !== null) return `${e.before} → ${e.after}`;
  const alone = e.kind === 'insert' || e.kind === 'drop';
  if (e.before === null) return alone ? (e.after ?? '') : `${e.after} put in`;
  return alone ? e.before : `${e.before} taken out`;
}

const STOPPED_BY: Record<NonNullable<RepairResult['stopped']>, string> = { 'node-budget': 'stopped by --max-nodes', 'budget-seconds': 'stopped by --budget-seconds', interrupted: 'interrupted' };

/** How many networks the search tried, and what stopped it before it had ruled out cheaper repairs. */
const tried = (r: RepairResult) => `${r.nodes} network${r.nodes === 1 ? '' : 's'} tried${r.stopped ? `; ${STOPPED_BY[r.stopped]}` : ''}`;
