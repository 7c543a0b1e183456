// File names given on the command line (run, evaluate --input, view, repair), also looked up as
// networks of the corpus's gold folder (`afghan-biscuits`), all checked before any work, with one
// refusal for a name found nowhere: a "did you mean" among the folder's files, the corpus's names
// or the folders on its path, a link whose target is gone, a pattern the shell matched to nothing,
// or why no corpus was there to look it up in.
import { existsSync, lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { benchmarkDir, goldDir, missingCorpus, solutionPath } from '../benchmark-dir.ts';
import { didYouMean } from '../did-you-mean.ts';
import { mendedPath } from '../mended-path.ts';
import { InputError } from '../errors.ts';
import { checkSolutionFile, solutionMaxBytes } from '../language/solution-input.ts';
import { printable } from '../printable.ts';
import type { InputFile } from './batch.ts';
import { ioReason } from './output.ts';

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

/**
 * Checks that each input can be read before any work; a missing one gets a "did you mean", or,
 * when names are also looked up in the corpus (`corpus`: its gold folder), says so.
 */
export function checkInputs(inputs: InputFile[], alsoKnown: readonly string[] = [], corpus?: string) {
  if (inputs.filter((i) => i.path === '-').length > 1) throw new InputError('standard input (-) can be read only once');
  for (const { name, path } of inputs) {
    if (path === '-') continue;
    let st;
    try {
      st = statSync(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const missing = code === 'ENOENT' ? missingWhy(path) : '';
      if (missing) throw new InputError(`cannot read ${name}: ${missing}`);
      let hint = code === 'ENOENT' ? didYouMean(basename(path), [...new Set([...siblings(path), ...alsoKnown])]) : '';
      if (code === 'ENOENT' && !hint) hint = folderTypoHint(path);
      if (code === 'ENOENT' && !hint && corpus) hint = `, nor a gold network in ${corpus} (name one by its recipe id, e.g. afghan-biscuits)`;
      throw new InputError(`cannot read ${name}: ${ioReason(e)}${hint}`);
    }
    if (st.isDirectory()) throw new InputError(`${name} is a folder: give the .solution files in it${folderHint(path, name)}`);
    // a FIFO, a device, a file over the size bound: refused before any work, never opened for long
    checkSolutionFile(path, name);
  }
  solutionMaxBytes(); // a bad IRL_KITCHEN_MAX_SOLUTION_BYTES is said before any work, also for `-`
}

/**
 * Why a path that is not there is not, when a "did you mean" would mislead: a link whose target
 * is gone, or a shell pattern that matched no file (the shell passes it on as it is); else ''.
 */
function missingWhy(path: string): string {
  try {
    if (lstatSync(path).isSymbolicLink()) return `a link to ${printable(readlinkSync(path))}, which is not there (ENOENT)`;
  } catch {
    // not even a link: a pattern, or a name to look up
  }
  if (/[*?[]/.test(basename(path))) return `no file matches this pattern (the shell passes a pattern that matches nothing as it is; ENOENT)`;
  return '';
}

/**
 * ` (NAME/*.solution: N files)`: what the shell expands the folder's files from. When it holds none
 * but a subfolder does (the corpus's data/), the first such subfolder is named; empty when unreadable.
 */
export function folderHint(path: string, name: string): string {
  const n = solutionCount(path);
  if (n === null) return '';
  const glob = (folder: string, count: number) => `${folder}/*.solution: ${count} file${count === 1 ? '' : 's'}`;
  if (n) return ` (${glob(name.replace(/\/+$/, ''), n)})`;
  const sub = firstSolutionSubfolder(path);
  return sub ? ` (it holds no .solution file, but its subfolders do, e.g. ${glob(join(name, sub.folder), sub.count)})` : ' (it holds no .solution file)';
}

/** The .solution files right in a folder; null when it cannot be read. */
function solutionCount(path: string): number | null {
  try {
    return readdirSync(path).filter((f) => f.endsWith('.solution')).length;
  } catch {
    return null;
  }
}

/** Folders looked into below a folder given, at most: a hint must not walk a whole disk. */
const SUBFOLDERS_SEEN = 200;

/** The first subfolder (breadth first, by name; links not followed) that holds .solution files. */
function firstSolutionSubfolder(path: string): { folder: string; count: number } | null {
  const queue = [''];
  for (let seen = 0; queue.length && seen < SUBFOLDERS_SEEN; seen++) {
    const folder = queue.shift()!;
    let entries;
    try {
      entries = readdirSync(join(path, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    const count = entries.filter((e) => e.name.endsWith('.solution')).length;
    if (folder && count) return { folder, count };
    for (const e of entries.filter((d) => d.isDirectory()).sort((a, b) => (a.name < b.name ? -1 : 1))) queue.push(folder ? `${folder}/${e.name}` : e.name);
  }
  return null;
}

/** ` (did you mean examples/tutorial/x.solution?)` for a path whose folder is misspelt (mended-path.ts). */
function folderTypoHint(path: string): string {
  const mended = path.includes(sep) ? mendedPath(path) : null;
  return mended ? ` (did you mean ${printable(mended)}?)` : '';
}

function siblings(path: string): string[] {
  try {
    return readdirSync(dirname(path)).filter((f) => f.endsWith('.solution'));
  } catch {
    return [];
  }
}
