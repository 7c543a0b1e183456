// What a row depends on besides its recipe and the settings: the rule files, the ontology, the
// corpus's gold networks and the code's version. A queue worker reports this hash with every
// job it scores and the submitting command checks it against its own, so rows scored with other
// files never reach the output. Each part is hashed apart, so a mismatch says which differs.
// Files are named without their folder: the same files in other places give the same hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { goldDir } from '../../benchmark-dir.ts';
import { InputError } from '../../errors.ts';
import { ioReason } from '../../io-reason.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { ruleFilesIn } from '../../rules/rule-folder.ts';

export interface World {
  rules: string[];
  ontology: string[];
  benchmark: string | null;
}

export interface WorldHash {
  hash: string;
  parts: { version: string; rules: string; ontology: string; corpus: string };
}

export function worldHash(world: World): WorldHash {
  const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  // the files the rule loader reads, chosen as it chooses them (by name only: anything else in the
  // folder, an editor's dangling lock link too, is neither loaded nor hashed)
  const rules = digest([...named(ruleFilesIn(join(PACKAGE_ROOT, 'rules')), join(PACKAGE_ROOT, 'rules')), ...world.rules.flatMap((d) => named(ruleFilesIn(d), d))]);
  const builtin = join(PACKAGE_ROOT, 'ontology');
  const ontology = digest([...named(filesOf(builtin, (n) => /\.ya?ml$/.test(n), true), builtin), ...world.ontology.map((f) => [basename(f), f] as [string, string])]);
  const corpus = world.benchmark ? digest(named(filesOf(goldDir(world.benchmark), (n) => n.endsWith('.solution'), false), goldDir(world.benchmark))) : 'none';
  const parts = { version, rules, ontology, corpus };
  return { hash: digest(Object.entries(parts).map(([k, v]) => [k, v] as [string, string]), true), parts };
}

/** Which parts of two hashes differ, in words. */
export function differences(a: WorldHash['parts'], b: WorldHash['parts']): string {
  const words = { version: 'irl-kitchen version', rules: 'rule files', ontology: 'ontology files', corpus: 'benchmark corpus' };
  return (Object.keys(words) as (keyof typeof words)[]).filter((k) => a[k] !== b[k]).map((k) => (k === 'version' ? `${words[k]} (${a[k]} vs ${b[k]})` : words[k])).join(', ');
}

/** [name, path] pairs, named relative to their folder. */
const named = (paths: string[], dir: string) => paths.map((p) => [relative(dir, p), p] as [string, string]);

function filesOf(dir: string, keep: (name: string) => boolean, deep: boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch (e) {
    throw new InputError(`cannot read ${dir} to hash it: ${(e as Error).message}`);
  }
  const out: string[] = [];
  for (const n of names) {
    // a name that is neither kept nor searched is never looked at: it may be a dangling link
    if (!keep(n) && !deep) continue;
    const p = join(dir, n);
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (deep) out.push(...filesOf(p, keep, deep));
    } else if (keep(n) && (!st || st.isFile())) out.push(p); // a dangling one is said unreadable as digest reads it
  }
  return out;
}

function contentOf(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (e) {
    throw new InputError(`${path}: cannot read it: ${ioReason(e)}`);
  }
}

/** Names and contents (or, with `literal`, names and the values themselves) into one short hash. */
function digest(items: [string, string][], literal = false): string {
  const h = createHash('sha256');
  for (const [name, value] of items) {
    h.update(name).update('\0');
    h.update(literal ? value : contentOf(value)).update('\0');
  }
  return h.digest('hex').slice(0, 16);
}
