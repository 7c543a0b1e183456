// Variants of the 30 gold networks made the way the corpus's `drop-line` and `break-link` ones are
// (variants/README.md), with a seeded generator: a second, larger set for the repair figures than
// the corpus's 18 unexecutable ones. Made here, from the gold files, for measuring only: repair
// itself never sees a gold network.
import type { Recipe } from '../src/language/ast.ts';
import { showPredicate } from '../src/engine/program.ts';
import type { Inventory } from '../src/rules/registry.ts';

/** Actions that transform one object: a dropped one's output is redirected to its input object. */
const TRANSFORMS = new Set(['beat', 'mix', 'mingle', 'cut', 'bake', 'mash', 'peel', 'seed', 'melt', 'shape', 'flatten', 'sift', 'bring-to-temperature', 'refrigerate', 'grease', 'flour', 'line']);

export interface MadeVariant {
  name: string;
  text: string;
}

/** `perKind` variants of each kind per gold network, the same for the same seed. */
export function madeVariants(golds: { file: string; recipe: Recipe }[], inventory: Inventory, perKind = 2, seed = 12345): MadeVariant[] {
  let state = seed;
  const rand = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const out: MadeVariant[] = [];
  const labels = golds.map((g) => g.recipe.id);
  for (const { file, recipe } of golds) {
    const lines = recipe.predicates.map((p) => showPredicate(p).slice(1, -1).split(' '));
    const slotOf = (l: string[], s: number) => inventory.get(l[0])?.slots[s - 1];
    // the gold's label, as the corpus's variants carry it; a label two gold files share, the file's name
    const name = file.split('/').pop()!.replace(/\.solution$/, '');
    const header = `#${labels.filter((l) => l === recipe.id).length === 1 ? recipe.id : name}`;
    const write = (ls: string[][], kind: string, k: number) => out.push({ name: `${name}--${kind}-${k}`, text: [header, ...ls.map((l) => `(${l.join(' ')})`)].join('\n') + '\n' });
    for (let k = 0; k < perKind; k++) {
      const i = 1 + rand(lines.length - 1);
      const dropped = lines[i];
      const find = (dir: 'in' | 'out', ks: boolean) => dropped.find((a, s) => s > 0 && a.startsWith('?') && slotOf(dropped, s)?.dir === dir && slotOf(dropped, s)?.type.isKitchenState === ks);
      const rename = new Map<string, string>();
      const ksOut = find('out', true);
      const ksIn = find('in', true);
      if (ksOut && ksIn) rename.set(ksOut, ksIn);
      const objIn = find('in', false);
      if (TRANSFORMS.has(dropped[0]) && objIn) rename.set(dropped[1], objIn);
      write(lines.filter((_, j) => j !== i).map((l) => l.map((a, s) => (s > 0 ? (rename.get(a) ?? a) : a))), 'drop-line', k);
    }
    const produced = new Set(lines.flatMap((l) => l.filter((_, s) => s > 0 && slotOf(l, s)?.dir === 'out')));
    const links: [number, number][] = [];
    lines.forEach((l, j) => l.forEach((a, s) => s > 0 && slotOf(l, s)?.dir === 'in' && produced.has(a) && links.push([j, s])));
    for (let k = 0; k < perKind && links.length; k++) {
      const [j, s] = links[rand(links.length)];
      write(lines.map((l, x) => (x === j ? l.map((a, y) => (y === s ? '?broken-link-1' : a)) : l)), 'break-link', k);
    }
  }
  return out;
}
