// Recipe ids an `evaluate` or `run` batch meets more than once, and the notes that say so: a
// repeat inside one file is a fault (the reference rejects the whole file), a repeat across files
// is what a folder of several models' predictions holds.
import { statSync } from 'node:fs';
import type { InputFile } from './batch.ts';
import type { RowResult } from './score-segment.ts';

/** A copy of an id: it may be a slice of a whole chunk of the input, which the maps would keep alive. */
const detached = (id: string) => Buffer.from(id).toString();

/** Each input file's `dev:ino`, by the name it is shown with: the same file given under two names (a link). */
export type FileIds = Map<string, string>;

export function fileIdentities(inputs: InputFile[]): FileIds {
  const ids: FileIds = new Map();
  for (const { name, path } of inputs) {
    if (path === '-') continue;
    try {
      const st = statSync(path);
      ids.set(name, `${st.dev}:${st.ino}`);
    } catch {
      // gone since it was checked: its read will say so
    }
  }
  return ids;
}

/** Where a recipe id was first met in this run (file and header line), and in how many files. */
interface SeenId {
  file: string;
  line: number;
  files: number;
}

/**
 * Recipe ids met more than once in one run. Within one file a repeat is a fault (the reference
 * rejects the whole file): each repeat is noted, with its count. Across files a repeat is what a
 * folder of several models' predictions holds: only its first repeat is noted (the corpus's
 * black-bean-salad-2.solution carries the id black-bean-salad-4, which this note shows), and the
 * run's end says how many ids came in more than two files.
 */
export class RepeatedIds {
  private readonly seen = new Map<string, SeenId>();
  /** The name each file read so far was first read under, by its dev:ino (or its name). */
  private readonly read = new Map<string, string>();
  /**
   * The file in hand (rows come in input order, the rows of one file together): its ids, and the
   * name it was read under before when it is read again (given twice, or through a link).
   */
  private current = { file: '', ids: new Map<string, { line: number; count: number }>(), earlier: null as string | null, lastLine: 0 };

  constructor(private readonly fileIds: FileIds) {}

  note(row: RowResult): string | null {
    if (!row.recipeId) return null;
    // a header at or above the last one: the same file begins again (named twice in a row)
    if (this.current.file !== row.file || row.line <= this.current.lastLine) this.startFile(row.file);
    this.current.lastLine = row.line;
    const first = this.seen.get(row.recipeId);
    if (!first) {
      const id = detached(row.recipeId);
      this.seen.set(id, { file: row.file, line: row.line, files: 1 });
      this.current.ids.set(id, { line: row.line, count: 1 });
      return null;
    }
    // the same file read again: not a file holding the id twice
    const { earlier } = this.current;
    if (earlier === row.file) return `note: recipe ${row.recipeId} comes twice: ${row.file} is given twice; each time gets its row`;
    if (earlier !== null) return `note: recipe ${row.recipeId} comes twice: ${row.file} and ${earlier} are the same file (a link); each time gets its row`;
    const inFile = this.current.ids.get(row.recipeId);
    if (inFile) {
      inFile.count++;
      const times = inFile.count === 2 ? `twice: ${row.file} line ${inFile.line} and line ${row.line}` : `${inFile.count} times in ${row.file}: first at line ${inFile.line}, now at line ${row.line}`;
      return `note: recipe ${row.recipeId} comes ${times}; each occurrence gets its row (the reference rejects the whole file)`;
    }
    this.current.ids.set(detached(row.recipeId), { line: row.line, count: 1 });
    if (++first.files > 2) return null;
    return `note: recipe ${row.recipeId} comes twice: ${first.file} (line ${first.line}) and ${row.file} (line ${row.line}) carry the same id; each gets its row`;
  }

  private startFile(file: string) {
    const identity = this.fileIds.get(file);
    const key = identity === undefined ? `name ${file}` : `file ${identity}`;
    const earlier = this.read.get(key) ?? null;
    if (earlier === null) this.read.set(key, file);
    this.current = { file, ids: new Map(), earlier, lastLine: 0 };
  }

  /** The ids met in more than two files, whose later repeats were not noted one by one. */
  summary(): string | null {
    let ids = 0;
    let most: [string, SeenId] | null = null;
    for (const entry of this.seen) {
      if (entry[1].files <= 2) continue;
      ids++;
      if (!most || entry[1].files > most[1].files) most = entry;
    }
    if (!most) return null;
    const which = ids === 1 ? `recipe ${most[0]} comes in ${most[1].files} files` : `${ids} recipe ids come in more than two files (${most[0]} in ${most[1].files})`;
    return `note: ${which}; each occurrence gets its row, and only the first repeat of an id is noted`;
  }
}
