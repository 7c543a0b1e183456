// File names given on the command line (run, evaluate --input, view, repair), also looked up as
// networks of the corpus's gold folder (`afghan-biscuits`), with one refusal for a name found
// nowhere: a "did you mean" among the folder's files and the corpus's names, or why no corpus
// was there to look it up in.
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { benchmarkDir, goldDir, missingCorpus, solutionPath } from '../benchmark-dir.ts';
import { InputError } from '../errors.ts';
import { checkInputs, type InputFile } from './batch.ts';

/** Each name as given, read where it is found: the file itself, else the corpus gold network of that name. */
export function corpusInputs(names: string[], benchmark?: string): InputFile[] {
  return names.map((name) => ({ name, path: name === '-' ? name : solutionPath(name, benchmark) }));
}

/** The gold folder's names, with and without `.solution`, for a "did you mean". */
function corpusNames(gold: string | null): string[] {
  const files = gold ? readdirSync(goldDir(gold)).filter((f) => f.endsWith('.solution')) : [];
  return [...files, ...files.map((f) => f.slice(0, -'.solution'.length))];
}

/** A bare name found nowhere, with no corpus to look it up in: says why the corpus was not there. */
function refuseCorpusNamesWithoutCorpus(inputs: InputFile[], benchmark: string | undefined) {
  const missing = inputs.find((i) => i.path !== '-' && !existsSync(i.path) && basename(i.path) === i.path);
  if (missing) throw new InputError(`cannot read ${missing.name}: no such file here, and no corpus gold folder to look it up in: ${missingCorpus(benchmark).message}`);
}

/** Checks before any work that every input can be read (batch.ts's checkInputs), with the corpus's names as suggestions. */
export function checkCorpusInputs(inputs: InputFile[], benchmark?: string): void {
  const gold = benchmarkDir(benchmark);
  if (!gold) refuseCorpusNamesWithoutCorpus(inputs, benchmark);
  checkInputs(inputs, corpusNames(gold), gold ? goldDir(gold) : undefined);
}
