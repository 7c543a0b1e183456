// `irl-kitchen repair FILE`: every recipe of the file repaired (src/repair/), a report per recipe
// (or JSON), and with --output the repaired networks as one .solution file. Exit 0 when every
// recipe executes cleanly afterwards, 1 when some could not be repaired, 2 for bad input.
import { statSync } from 'node:fs';
import { InputError } from '../errors.ts';
import { formatProblem, parseSolutionText } from '../language/parse-solution.ts';
import { readSolutionBytes, solutionChunks } from '../language/solution-input.ts';
import { repairNet, type RepairResult } from '../repair/index.ts';
import { netOfRecipe } from '../repair/network.ts';
import type { RepairFlags } from './commands/repair.ts';
import { checkKitchen } from './flag-checks.ts';
import { EXIT, noteTerminalInput, raiseExit, type CliIO } from './io.ts';
import { requireOutputFile, writeOutputFile } from './output.ts';
import { refuseOutputOverInput } from './same-file.ts';

export async function repairCommand(file: string, flags: RepairFlags, io: CliIO): Promise<void> {
  if (flags.output !== undefined) {
    requireOutputFile(flags.output);
    refuseOutputOverInput(flags.output, [file]);
  }
  // the corpus only lends its recipe texts: a folder without gold networks will do
  if (flags.benchmark !== undefined && !statSync(flags.benchmark, { throwIfNoEntry: false })?.isDirectory()) throw new InputError(`--benchmark ${flags.benchmark}: no such folder`);
  await checkKitchen(flags.kitchen, flags.ontology, flags.rules);
  const text = await readInput(file, io);
  const parsed = parseSolutionText(text, file);
  if (parsed.problems.length) throw new InputError(formatProblem(parsed.problems[0]));
  const recipes = parsed.recipes.filter((r) => r.predicates.length > 0);
  if (recipes.length === 0) throw new InputError(`${file}: no network to repair (one (action ?output … ?input) predicate per line)`);
  const sourceLines = text.split(/\r\n|\n|\r/);
  const results: RepairResult[] = recipes.map((recipe) =>
    repairNet(netOfRecipe(recipe, sourceLines), recipe.id, {
      file,
      seed: flags.seed,
      budgetSeconds: flags.budgetSeconds,
      nodeBudget: flags.maxNodes,
      benchmark: flags.benchmark,
      kitchen: flags.kitchen,
      rules: flags.rules,
      ontology: flags.ontology,
    }),
  );
  if (flags.output !== undefined) writeOutputFile(flags.output, results.map((r) => r.network).join(''));
  if (flags.json) io.out(JSON.stringify(results.map((r) => ({ file, ...r })), null, 2));
  else for (const r of results) io.out(report(file, r, flags.output === undefined));
  if (results.some((r) => !r.repaired)) raiseExit(io, EXIT.someFailed);
}

async function readInput(file: string, io: CliIO): Promise<string> {
  if (file === '-') {
    // bounded and checked as every input is (solution-input.ts)
    noteTerminalInput(io);
    const chunks: Buffer[] = [];
    try {
      for await (const c of solutionChunks('-', io.stdin)) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
    } catch (e) {
      throw e instanceof InputError ? new InputError(`standard input: ${e.message.replace(/^standard input /, '')}`) : e;
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return readSolutionBytes(file).toString('utf8');
  } catch (e) {
    throw e instanceof InputError ? new InputError(`${file}: ${e.message}`) : e;
  }
}

/** The human report of one recipe; the repaired network below it unless it went to --output. */
function report(file: string, r: RepairResult, withNetwork: boolean): string {
  const name = `${file}${r.recipeId ? ` #${r.recipeId}` : ''}`;
  const lines: string[] = [];
  if (r.edits.length === 0 && r.repaired) lines.push(`${name}: ${r.before.status}, nothing to repair`);
  else if (!r.repaired) {
    lines.push(`${name}: ${r.before.status}, no repair found (${r.nodes} network${r.nodes === 1 ? '' : 's'} tried${r.stopped ? `; stopped by ${r.stopped === 'node-budget' ? '--max-nodes' : '--budget-seconds'}` : ''})`);
    for (const p of r.before.problems) lines.push(`  ${p}`);
  } else {
    lines.push(`${name}: ${r.before.status} → ${r.after.status} with ${r.edits.length} edit${r.edits.length === 1 ? '' : 's'} (${r.nodes} network${r.nodes === 1 ? '' : 's'} tried), execution time ${r.after.executionTime}`);
    for (const e of r.edits) lines.push(`  line ${e.line}: ${e.kind} ${e.before ?? ''}${e.before !== null && e.after !== null ? ' → ' : ''}${e.after ?? ''}\n    ${e.reason}`);
  }
  if (withNetwork && r.repaired && r.edits.length) lines.push('', r.network.replace(/\n$/, ''));
  return lines.join('\n');
}
