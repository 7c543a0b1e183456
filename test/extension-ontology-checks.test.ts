// Names an ontology file of an extension gives that nothing defines: each is refused when the
// file is loaded, at its file:line, instead of being ignored (a conversion never found) or blamed
// on the first recipe that runs in the kitchen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { World } from '../src/kitchen/world.ts';

const folder = mkdtempSync(join(tmpdir(), 'irl-extension-ontology-'));

/** The InputError message of loading the standard world plus a file of these lines (fails on success). */
function refusal(name: string, lines: string[]): string {
  const path = join(folder, `${name}.yaml`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  try {
    World.standard([path]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message.replaceAll(`${folder}/`, '');
  }
  throw new Error(`${name} was accepted`);
}

const addTo = (place: string) => ['kitchens:', '  - name: extra', '    extends: full-kitchen', '    add:', `      - place: ${place}`, '        contents: [medium-bowl]'];

describe('an "add:" entry of a kitchen', () => {
  it('refuses a place of no class at load, not when a recipe first runs in the kitchen', () => {
    expect(refusal('unknown-place', addTo('cellar'))).toBe('unknown-place.yaml:5:9: kitchen "extra": "add:" place: unknown class "cellar"');
  });

  it('refuses a place whose class holds no contents', () => {
    expect(refusal('apple-place', addTo('apple'))).toMatch(/^apple-place\.yaml:5:\d+: kitchen "extra": "add:" place "apple" holds no contents \(class "apple" has no slot "contents"/);
  });

  it('still takes a place the base lacks when it is a container', () => {
    const path = join(folder, 'sink.yaml');
    writeFileSync(path, `${addTo('kitchen-sink').join('\n')}\n`);
    expect(() => World.standard([path])).not.toThrow();
  });
});

describe('gram conversions', () => {
  it('refuses a conversion for a class no file defines (a misspelt ingredient was never found)', () => {
    expect(refusal('unknown-class', ['grams-per-unit:', '  apple: {piece: 150}', '  whiping-cream: {l: 1010}'])).toBe(
      'unknown-class.yaml:3:3: grams-per-unit: unknown class "whiping-cream" (no ontology file defines it)',
    );
  });

  it('refuses a conversion in a unit that is not a unit', () => {
    expect(refusal('unknown-unit', ['grams-per-unit:', '  apple: {pieces: 150}'])).toBe(
      'unknown-unit.yaml:2:11: grams-per-unit apple.pieces: unknown unit "pieces" (units are classes under "unit", e.g. g, l, piece) (did you mean piece?)',
    );
    expect(refusal('not-a-unit', ['grams-per-unit:', '  apple: {medium-bowl: 150}'])).toMatch(/^not-a-unit\.yaml:2:\d+: grams-per-unit apple\.medium-bowl: "medium-bowl" is not a unit/);
  });

  it('refuses a unit conversion before the look-up between names that are not units', () => {
    expect(refusal('before', ['before-lookup:', '  cupful: {unit: l, factor: 1/4}'])).toMatch(/^before\.yaml:2:\d+: before-lookup cupful: unknown unit "cupful"/);
    expect(refusal('before-target', ['before-lookup:', '  ml: {unit: litre, factor: 1/1000}'])).toMatch(/^before-target\.yaml:2:\d+: before-lookup ml\.unit: unknown unit "litre"/);
  });

  it('takes a conversion for a class a later file defines, as the example ontology does', () => {
    const units = join(folder, 'later-units.yaml');
    const classes = join(folder, 'later-classes.yaml');
    writeFileSync(units, 'grams-per-unit:\n  oat-cream: {l: 1000}\n');
    writeFileSync(classes, 'classes:\n  oat-cream: {is-a: [ingredient]}\n');
    expect(World.standard([units, classes]).units.factor('oat-cream', 'l')).toBe(1000);
  });
});

describe('the text of an ontology file', () => {
  it('refuses bytes that are not UTF-8 at their line and column, instead of turning them into U+FFFD', () => {
    const path = join(folder, 'latin-1.yaml');
    // "café" saved as Latin-1: the é is the byte E9
    writeFileSync(path, Buffer.concat([Buffer.from('kitchens:\n  - name: caf'), Buffer.from([0xe9]), Buffer.from('\n    extends: full-kitchen\n')]));
    expect(() => World.standard([path])).toThrow(new InputError(`${path}:2:14: the YAML file is not UTF-8 text (save it as UTF-8)`));
    // a real U+FFFD in the text before the bad byte is no bad byte
    writeFileSync(path, Buffer.concat([Buffer.from('# \uFFFD\nkitchens:\n  - name: caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
    expect(() => World.standard([path])).toThrow(new InputError(`${path}:3:14: the YAML file is not UTF-8 text (save it as UTF-8)`));
  });
});

describe('every problem of the files at once', () => {
  it('reports each entry that names what nothing defines, one line each, not only the first', () => {
    const lines = [
      'classes:',
      '  whisked-thing:',
      '    is-a: [no-such-class]',
      'grams-per-unit:',
      '  no-such-ingredient: {g: 1}',
      '  butter: {parsec: 3, furlong: 2}',
      ...addTo('cellar'),
      '      - place: fridge',
      '        contents: [flour-x, medium-bowl]',
    ];
    expect(refusal('many', lines).split('\n')).toEqual([
      'many.yaml:3:12: class "whisked-thing": unknown superclass "no-such-class" (no ontology file defines it)',
      'many.yaml:5:3: grams-per-unit: unknown class "no-such-ingredient" (no ontology file defines it)',
      'many.yaml:6:12: grams-per-unit butter.parsec: unknown unit "parsec" (units are classes under "unit", e.g. g, l, piece)',
      'many.yaml:6:23: grams-per-unit butter.furlong: unknown unit "furlong" (units are classes under "unit", e.g. g, l, piece)',
      'many.yaml:11:9: kitchen "extra": "add:" place: unknown class "cellar"',
      'many.yaml:14:20: kitchen "extra": unknown class "flour-x" (did you mean flour?)',
    ]);
  });
});

describe('a misspelt kitchen name', () => {
  it('gets its did-you-mean in extends: and in the library, as on the command line', async () => {
    expect(refusal('extends-typo', ['kitchens:', '  - name: extra', '    extends: full-kitchn'])).toMatch(/extends the unknown kitchen "full-kitchn" \(did you mean full-kitchen\?\) \(known: /);
    const { Simulator } = await import('../src/simulator.ts');
    expect(() => new Simulator({ kitchen: 'full-kitchn' })).toThrow(/^kitchen: unknown kitchen "full-kitchn" \(did you mean full-kitchen\?\) \(known: /);
  });
});
