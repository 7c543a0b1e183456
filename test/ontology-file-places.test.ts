// Refusals of ontology and kitchen files name file:line:column of the entry at fault: the key of
// a mapping entry or the item of a list, not the line where the enclosing mapping starts. Values
// YAML reads as another kind than text where a kitchen name belongs are refused as such, and a
// class that is its own superclass through others names the chain.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { amountUnit, amountValue, type Entity, Factory } from '../src/kitchen/entity.ts';
import { ONTOLOGY_DIR, World } from '../src/kitchen/world.ts';
import { buildYamlCache, cachedYamlDoc, yamlCacheFrom } from '../src/kitchen/yaml-cache.ts';
import { parseYamlText, placeOf, placeOfEntry, type YamlDoc } from '../src/kitchen/yaml-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-ontology-places-'));

/** The file `name` holding `lines`, written in a fresh folder. */
function yamlFile(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

/** The InputError message of loading the standard world plus the file `name` of `lines`, without its folder. */
function refusal(name: string, lines: string[]): string {
  try {
    World.standard([yamlFile(name, lines)]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message.split(`${dir}/`).join('');
  }
  throw new Error(`${name} was accepted`);
}

describe('a refusal names the entry at fault, with its column', () => {
  const cases: [string, string[], string][] = [
    ['an unknown key of a class, at the key', ['classes:', '  my-whisk:', '    is-a: [whisk]', '    slot: {}'], 'key.yaml:4:5: unknown key "slot" in class "my-whisk" (allowed: is-a, slots) (did you mean slots?)'],
    ['a conversion factor, at its key', ['grams-per-unit:', '  butter:', '    g: 1', '    l: lots'], 'factor.yaml:4:5: grams-per-unit butter.l: "lots" is not a number'],
    ['a before-lookup factor, at its key', ['before-lookup:', '  pinch:', '    unit: g', '    factor: .inf'], 'before.yaml:4:5: before-lookup pinch.factor: a conversion factor must be a finite number above 0, got Infinity'],
    ['a stove temperature, at its key', ['stove-temperatures:', '  low-heat: 100', '  high-heat: hot'], 'stove.yaml:3:3: stove-temperatures high-heat: "hot" is not a number'],
    ['a plausible range, at its key', ['plausible-ranges:', '  g: [1, 5]', '  l: [5, 1]'], 'range.yaml:3:3: plausible-ranges l must be [MIN, MAX] with 0 < MIN <= MAX, got [5, 1]'],
    ['a superclass that is no name, at the item', ['classes:', '  foo:', '    is-a:', '      - ingredient', '      - -5'], 'isa.yaml:5:9: class "foo": every superclass in "is-a" is a class name, got number -5'],
    ['a negative amount, at its key', ['kitchens:', '  - name: k', '    places:', '      - pantry:', '          contents:', '            - butter: {amount: "-5 g"}'], 'neg.yaml:6:24: butter.amount: the amount "-5 g" must be a finite number of at least 0'],
    ['an entity that is no class name, at the item', ['kitchens:', '  - name: k', '    places:', '      - pantry:', '          contents:', '            - whisk', '            - {}'], 'entity.yaml:7:15: an entity is a class name or a one-key mapping {CLASS: {...}}, got an empty mapping'],
    [
      'fields indented too little, at the item',
      ['kitchens:', '  - name: k', '    places:', '      - kitchen-cabinet:', '          contents:', '            - medium-bowl:', '              used: true'],
      'fields.yaml:6:15: an entity is a class name or a one-key mapping {CLASS: {...}}, got a mapping of 2 keys ("medium-bowl", "used"; are the fields of the first indented under it?)',
    ],
    ['a kitchen that is no mapping, at the item', ['kitchens:', '  - name: k', '    places: [pantry]', '  - 7'], 'kitchen.yaml:4:5: a kitchen is a mapping with "name:" and "places:" or "extends:", got number 7'],
    ['"classes" that is no mapping, at its key', ['# my classes', 'classes: 5'], 'classes.yaml:2:1: "classes" must be a mapping of class names, got number 5'],
    ['a file of one scalar, at it', ['# nothing but', '  hello'], 'scalar.yaml:2:3: expected a YAML mapping at the top of the file'],
    ['a class defined twice, at the second, naming it', ['classes:', '  foo:', '    is-a: [ingredient]', '  foo:', '    is-a: [tool]'], 'twice.yaml:4:3: the key "foo" is given twice in one mapping; write each key once (the second would replace the first)'],
    ['a quoted key given twice in a flow mapping', ['grams-per-unit:', "  butter: {g: 1, 'g': 2}"], "flow.yaml:2:18: the key \"g\" is given twice in one mapping; write each key once (the second would replace the first)"],
    ['an anchor, at it', ['classes:', '  foo: &base {is-a: [ingredient]}'], 'anchor.yaml:2:8: anchors and aliases (&name, *name) are not allowed in ontology files; write the entries out'],
    ['a second document, at its start', ['classes: {}', '---', 'classes: {}'], 'docs.yaml:2:1: a second YAML document starts here; an ontology file holds one document (remove the "---" line, or make two files)'],
    ['an unknown class of a kitchen entry, at the item (checked once all are loaded)', ['kitchens:', '  - name: k', '    places:', '      - pantry:', '          contents: [whisk, frobnicator]'], 'unknown.yaml:5:29: kitchen "k": unknown class "frobnicator"'],
  ];
  for (const [what, lines, expected] of cases) it(what, () => expect(refusal(expected.split(':')[0], lines)).toBe(expected));

  it('the kitchen entry where the object count passes the cap', () => {
    const lines = ['kitchens:', '  - name: k', '    places:', '      - kitchen-cabinet:', '          contents:', '            - whisk: {count: 99998}', '            - whisk', '            - whisk'];
    expect(refusal('cap.yaml', lines)).toBe('cap.yaml:8:15: the kitchen holds more than 100000 objects (counts multiplied out); that is the limit');
  });

  it('a byte-order mark is no column', () => {
    const text = 'classes:\n  foo: {is-a: [ingredient], slot: {}}\n';
    const plain = parseYamlText(text, 'f.yaml');
    const marked = parseYamlText(`\uFEFF${text}`, 'f.yaml');
    const foo = (d: YamlDoc) => (d.value as { classes: { foo: object } }).classes.foo;
    expect(placeOfEntry(marked, foo(marked), 'slot')).toBe('f.yaml:2:29');
    expect(placeOfEntry(plain, foo(plain), 'slot')).toBe('f.yaml:2:29');
    expect(placeOf(marked, foo(marked))).toBe('f.yaml:2:8');
  });

  it('a document after "---" starts on the line after it', () => {
    const doc = parseYamlText('---\nclasses:\n  foo: {}\n', 'f.yaml');
    expect(placeOf(doc, doc.value)).toBe('f.yaml:2:1');
  });
});

describe('amounts written as text in a kitchen', () => {
  const pantry = (amount: string) => ['kitchens:', '  - name: k', '    places:', '      - pantry:', '          contents:', `            - butter: {amount: ${JSON.stringify(amount)}}`];

  for (const amount of [' 500 g', '500 g ', '500 g\u00a0'])
    it(`refuses ${JSON.stringify(amount)}, which the kitchen would hold as text, not an amount`, () => {
      expect(refusal('padded.yaml', pantry(amount))).toBe(
        `padded.yaml:6:24: butter.amount: ${JSON.stringify(amount)} has blanks around it, so it is plain text, not the amount "500 g"; write it without them`,
      );
    });

  it('builds "500 g" as an amount of 500 g', () => {
    const world = World.standard([yamlFile('plain.yaml', pantry('500 g'))]);
    const kitchen = world.buildKitchen('k', new Factory(world.ontology));
    const butter = kitchen.contents.find((e) => e.cls.name === 'pantry')!.contents[0];
    const amount = butter.s.amount as Entity;
    expect(amount.cls.name).toBe('amount');
    expect(amountUnit(amount).cls.name).toBe('g');
    expect(amountValue(amount)).toBe(500);
  });
});

describe('a file of many bad entries', () => {
  it('lists the first hundred problems, each at its item, and counts the rest', () => {
    const lines = ['kitchens:', '  - name: k', '    places:', '      - kitchen-cabinet:', '          contents:', ...Array.from({ length: 20_000 }, () => '            - nosuch')];
    const listed = refusal('many.yaml', lines).split('\n');
    expect(listed).toHaveLength(101);
    expect(listed[0]).toBe('many.yaml:6:15: kitchen "k": unknown class "nosuch"');
    expect(listed[99]).toBe('many.yaml:105:15: kitchen "k": unknown class "nosuch"');
    expect(listed[100]).toBe('… and 19900 more problems (the first 100 are listed)');
  });
});

describe('kitchen names and bases YAML reads as another kind', () => {
  it('a date or a number as a kitchen name is refused as such, not as a missing name', () => {
    expect(refusal('date.yaml', ['kitchens:', '  - name: 2024-01-01', '    places: [pantry]'])).toBe(
      'date.yaml:2:5: a kitchen\'s "name" is text such as my-kitchen, got a date (2024-01-01) (quote it: "…")',
    );
    expect(refusal('number.yaml', ['name: 5', 'places: [pantry]'])).toBe('number.yaml:1:1: a kitchen\'s "name" is text such as my-kitchen, got number 5 (quote it: "…")');
  });

  it('a number as the base kitchen or an "add:" place is an InputError at its key, not a crash', () => {
    expect(refusal('extends.yaml', ['kitchens:', '  - name: k', '    extends: 123'])).toBe('extends.yaml:3:5: "extends" names the kitchen to start from, got number 123');
    expect(refusal('place.yaml', ['kitchens:', '  - name: k', '    extends: full-kitchen', '    add:', '      - {place: 5, contents: [whisk]}'])).toBe(
      'place.yaml:5:10: an "add:" place is a class name such as pantry, got number 5',
    );
  });
});

describe('a class that is its own superclass', () => {
  it('names the chain through the other classes', () => {
    expect(refusal('cycle.yaml', ['classes:', '  foo: {is-a: [bar]}', '  bar: {is-a: [baz]}', '  baz: {is-a: [foo]}'])).toBe(
      'cycle.yaml:2:3: class foo is its own superclass (foo is-a bar is-a baz is-a foo)',
    );
    expect(refusal('self.yaml', ['classes:', '  foo: {is-a: [foo]}'])).toBe('self.yaml:2:3: class foo is its own superclass (foo is-a foo)');
  });
});

describe('the cache of the project files keeps columns', () => {
  const files = (readdirSync(ONTOLOGY_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).map((f) => join(ONTOLOGY_DIR, f));
  const parsed = files.map((file) => {
    const text = readFileSync(file, 'utf8');
    return { text, doc: parseYamlText(text, file) };
  });
  const cache = yamlCacheFrom(JSON.parse(JSON.stringify(buildYamlCache(parsed))));

  /** Every mapping and list of a document with its place, depth first. */
  const places = (doc: YamlDoc, node: unknown = doc.value, out: string[] = []): string[] => {
    if (node === null || typeof node !== 'object') return out;
    out.push(placeOf(doc, node));
    for (const child of Array.isArray(node) ? node : Object.values(node)) places(doc, child, out);
    return out;
  };

  it('gives every mapping and list the line and column the parser gives it', () => {
    for (const { text, doc } of parsed) {
      const cached = cachedYamlDoc(text, doc.file, cache);
      expect(places(cached!)).toEqual(places(doc));
      expect(places(doc).every((p) => /:\d+:\d+$/.test(p))).toBe(true);
    }
  });

  it('refuses a cache of an earlier version (lines alone)', () => {
    expect(yamlCacheFrom({ version: 1, docs: {} })).toBeNull();
  });
});
