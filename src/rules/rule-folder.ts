// What a rules folder holds: its rule files by name, read with readdir only (cheap enough to check
// a `--rules` flag as the command line is parsed), and why a folder with none is not one.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { mendedPath } from '../mended-path.ts';
import { InputError } from '../errors.ts';
import { ioReason } from '../io-reason.ts';
import { printable } from '../printable.ts';

/**
 * A rule file's name: `.pl` at the end, no `_` in front (a leading `_` sets a file aside), and no
 * `.` either: hidden files are editors' (emacs's lock `.#bake.pl`, a link to nothing, and vim's
 * `.bake.pl.swp`), never rule files, and pass without a word as they do everywhere else.
 */
const isRuleFileName = (name: string) => name.endsWith('.pl') && !name.startsWith('_') && !name.startsWith('.');

/** What stands at `path`; null for nothing (or nothing that can be looked at). */
const statOf = (path: string) => {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
};
/** Whether something other than a folder stands at `path` (readdir's ENOTDIR also means a part of the path above it). */
const notAFolder = (path: string) => statOf(path)?.isDirectory() === false;
const isFolder = (path: string) => statOf(path)?.isDirectory() === true;

/** The names in a folder, or none when it cannot be read (for hints only: never an error of its own). */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function namesOrNone(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** ` (did you mean rules?)` for a path of which a folder does not exist (`examples/extensoin/rules` → `examples/extension/rules`). */
function didYouMeanFolder(dir: string): string {
  const mended = mendedPath(dir, (name, folder) => !name.startsWith('.') && isFolder(join(folder, name)));
  return mended ? ` (did you mean ${printable(mended)}?)` : '';
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (e) {
    // a rule file given for its folder: name the folder to give
    if (notAFolder(dir) && isRuleFileName(basename(dir))) throw new InputError(`${dir} is a rule file, not a folder: give its folder, ${dirname(dir)}`);
    if (notAFolder(dir)) throw new InputError(`${dir} is not a folder: a rules folder holds .pl rule files`);
    // in the words of every other I/O message (io-reason.ts), not Node's `ENOENT: no such file or directory, scandir …`
    const hint = (e as NodeJS.ErrnoException).code === 'ENOENT' ? didYouMeanFolder(dir) : '';
    throw new InputError(`${dir}: cannot read rules folder: ${ioReason(e)}${hint}`);
  }
}

/** Subfolders looked into for rule files when a folder holds none: enough for a project's layout, bounded for a large folder. */
const LOOKED_INTO = 50;

/** The subfolders of `dir` that hold rule files (a parent given for its rules folder), as paths to give. */
function ruleSubfolders(dir: string, names: readonly string[]): string[] {
  const folders = names.filter((n) => !n.startsWith('.') && !n.startsWith('_')).sort().slice(0, LOOKED_INTO).filter((n) => isFolder(join(dir, n)));
  return folders.filter((n) => namesOrNone(join(dir, n)).some(isRuleFileName)).map((n) => printable(join(dir, n)));
}

/** Every rule file of a folder, in name order. */
export function ruleFilesIn(dir: string): string[] {
  return namesIn(dir).filter(isRuleFileName).sort().map((n) => join(dir, n));
}

/** Files a reader may have meant as rule files, named in the message about a folder without any. */
const SHOWN = 5;

/**
 * Why `dir` cannot serve as a rules folder: it cannot be read, or it holds no rule file (a folder
 * given by mistake would otherwise add nothing without a word); null when it holds one.
 */
export function ruleFolderProblem(dir: string): string | null {
  let names: string[];
  try {
    names = namesIn(dir);
  } catch (e) {
    return (e as Error).message;
  }
  if (names.some(isRuleFileName)) return null;
  // names found in the folder, not typed by the user: shown escaped, never sent to the terminal as they are
  const others = names.filter((n) => !n.startsWith('.')).sort().map(printable);
  const seen = others.length ? ` (it holds ${others.slice(0, SHOWN).join(', ')}${others.length > SHOWN ? `, and ${others.length - SHOWN} more` : ''})` : ' (it is empty)';
  const below = ruleSubfolders(dir, names);
  const give = below.length ? `; ${below.length === 1 ? 'its subfolder holds rule files' : 'its subfolders hold rule files'}: give ${below.slice(0, SHOWN).join(' or ')}` : '';
  return `${dir} holds no rule file: a rule file's name ends in .pl and does not start with _${seen}${give}`;
}

/**
 * The ontology files (`*.yaml`, `*.yml`) in a rule file's folder and in the folder above it, as
 * an example lays them out (`ontology.yaml` beside `rules/`): named where a rule refers to a class
 * or slot the loaded ontology lacks. Only for a rule file on disk (a name given with text in memory is no place); only the folders are listed, no file is read.
 */
export function ontologyFilesNear(ruleFile: string): string[] {
  // a name given with text in memory (`checkRuleText('r.pl', …)`) is a label, not a place on disk
  if (!isFile(ruleFile)) return [];
  const folder = dirname(ruleFile);
  // one folder once: the folder above `/` is `/`; `join`, not `dirname`, so that the one above `.` is `..`
  return [...new Set([folder, join(folder, '..')])].flatMap((d) =>
    namesOrNone(d)
      .filter((n) => /\.ya?ml$/.test(n) && !n.startsWith('.'))
      .sort()
      .map((n) => join(d, n)),
  );
}

/** ` (if examples/x/ontology.yaml declares it, load it: --ontology …)` for a rule file with ontology files near it; '' when none is. */
export function ontologyNearHint(ruleFile: string): string {
  const files = ontologyFilesNear(ruleFile).map(printable).slice(0, SHOWN);
  if (!files.length) return '';
  return ` (if ${files.join(' or ')} declares it, load that file: --ontology ${files[0]}, or ontologyFiles in the library; rule folders do not load the ontology beside them)`;
}
