// What a rules folder holds: its rule files by name, read with readdir only (cheap enough to check
// a `--rules` flag as the command line is parsed), and why a folder with none is not one.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { ioReason } from '../io-reason.ts';
import { printable } from '../printable.ts';

/**
 * A rule file's name: `.pl` at the end, no `_` in front (a leading `_` sets a file aside), and no
 * `.` either: hidden files are editors' (emacs's lock `.#bake.pl`, a link to nothing, and vim's
 * `.bake.pl.swp`), never rule files, and pass without a word as they do everywhere else.
 */
const isRuleFileName = (name: string) => name.endsWith('.pl') && !name.startsWith('_') && !name.startsWith('.');

/** Whether something other than a folder stands at `path` (readdir's ENOTDIR also means a part of the path above it). */
const notAFolder = (path: string) => {
  try {
    return !statSync(path).isDirectory();
  } catch {
    return false;
  }
};

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (e) {
    if (notAFolder(dir)) throw new InputError(`${dir} is not a folder: a rules folder holds .pl rule files`);
    // in the words of every other I/O message (io-reason.ts), not Node's `ENOENT: no such file or directory, scandir …`
    throw new InputError(`${dir}: cannot read rules folder: ${ioReason(e)}`);
  }
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
  return `${dir} holds no rule file: a rule file's name ends in .pl and does not start with _${seen}`;
}
