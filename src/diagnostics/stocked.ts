// What the kitchen has instead of a class it stocks none of: the classes of its objects that are
// of every kind the missing class is (its direct superclasses), closest names first.
import { closest } from '../did-you-mean.ts';
import { Entity } from '../kitchen/entity.ts';
import type { Ontology } from '../kitchen/ontology.ts';

/** At most `limit` classes the kitchen `ks` holds objects of that could stand in for `cls`. */
export function stockedInstead(ks: Entity, ontology: Ontology, cls: string, limit = 4): string[] {
  const wanted = ontology.classes.get(cls);
  const kinds = wanted ? wanted.supers.map((s) => s.name) : [];
  const stocked = new Set<string>();
  const visit = (e: Entity, depth: number) => {
    if (depth > 64) return;
    for (const c of e.contents) {
      if (!(c instanceof Entity)) continue;
      if (kinds.length && kinds.every((k) => c.isA(k))) stocked.add(c.cls.name);
      visit(c, depth + 1);
    }
  };
  visit(ks, 0);
  stocked.delete(cls);
  const names = [...stocked].sort();
  const near = closest(cls, names);
  return [...near, ...names.filter((n) => !near.includes(n))].slice(0, limit);
}

/** The hint for a class no object of which is anywhere in the kitchen. */
export function notStockedHint(ks: Entity, ontology: Ontology, cls: string): string {
  const instead = stockedInstead(ks, ontology, cls);
  const own = `load a kitchen of your own that stocks it (--ontology FILE --kitchen NAME, docs/EXTENDING.md)`;
  return instead.length ? `the kitchen stocks no ${cls}: use one it has, such as ${instead.join(', ')}, or ${own}` : `the kitchen stocks no ${cls}: ${own}`;
}
