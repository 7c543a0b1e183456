// A researcher's own ontology file: a refusal of a class is placed at the class's name, where the
// reader looks for it, not at the body under it; a kitchen's bad name, unknown base and "add:"
// without a base are placed at those keys, wherever they stand in the kitchen's mapping.
import { describe, expect, it } from 'vitest';
import { worldFiles } from './support/world-files.ts';
import { placeOfEntry, type YamlDoc } from '../src/kitchen/yaml-source.ts';

const { refusal } = worldFiles('irl-kitchen-own-places-');

describe('a class refused as a whole is placed at its name', () => {
  it('a cycle of superclasses, written in block style', () => {
    const lines = ['classes:', '  loopy-a:', '    is-a: [loopy-b]', '  loopy-b:', '    is-a: [loopy-a]'];
    expect(refusal('cycle.yaml', lines)).toBe('cycle.yaml:2:3: class loopy-a is its own superclass (loopy-a is-a loopy-b is-a loopy-a)');
  });

  it('a bad class name, with its body on the next lines', () => {
    expect(refusal('name.yaml', ['classes:', '  Bad_Name:', '    is-a: [ingredient]'])).toBe(
      'name.yaml:2:3: bad class name "Bad_Name" (lowercase letters, digits and hyphens, at most 100, e.g. my-bowl)',
    );
  });

  it('defaults that make the class again, written as a flow mapping after the name', () => {
    expect(refusal('self.yaml', ['classes:', '  plain-thing:', '  selfy: {is-a: [kitchen-entity], slots: {twin: {new: selfy}}}'])).toMatch(
      /^self\.yaml:3:3: class "selfy": its defaults make an instance of itself/,
    );
  });
});

describe('a kitchen refused for one of its keys is placed at that key', () => {
  it('a bad name that is not the first key', () => {
    expect(refusal('kname.yaml', ['kitchens:', '  - places: [fridge]', '    name: My_Kitchen'])).toMatch(/^kname\.yaml:3:5: bad kitchen name "My_Kitchen"/);
  });

  it('an unknown base kitchen, at "extends"', () => {
    expect(refusal('base.yaml', ['kitchens:', '  - places: [fridge]', '    name: mine', '    extends: nowhere-kitchen'])).toMatch(
      /^base\.yaml:4:5: kitchen "mine" extends the unknown kitchen "nowhere-kitchen"/,
    );
  });

  it('"add:" without "extends:", at "add"', () => {
    expect(refusal('add.yaml', ['kitchens:', '  - name: mine', '    add:', '      - {place: fridge, contents: [whisk]}'])).toBe('add.yaml:3:5: kitchen "mine": "add:" needs "extends:"');
  });
});

describe('placeOfEntry in a document that knows no keys (the cache of the project files)', () => {
  const body = { 'is-a': ['ingredient'] };
  const classes = { foo: body, bar: 'text' };
  const doc: YamlDoc = {
    file: 'cached.yaml',
    value: { classes },
    lineOf: (node) => doc.positionOf(node)?.line,
    positionOf: (node) => (node === body ? { line: 3, column: 5 } : node === classes ? { line: 2, column: 3 } : undefined),
  };

  it("falls back to the entry's value when it is a mapping or list, else to the node", () => {
    expect(placeOfEntry(doc, classes, 'foo')).toBe('cached.yaml:3:5');
    expect(placeOfEntry(doc, classes, 'bar')).toBe('cached.yaml:2:3');
    expect(placeOfEntry(doc, classes, 'constructor')).toBe('cached.yaml:2:3');
  });
});
