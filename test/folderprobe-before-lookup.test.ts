// The keys of an ontology's before-lookup entries: {unit, factor} and no other, refused at their
// place with the closest key, as every other ontology key is.
import { describe, expect, it } from 'vitest';
import { worldFiles } from './support/world-files.ts';

const { load, refusal } = worldFiles('folderprobe-before-lookup-');

describe('before-lookup entries', () => {
  it('a key the engine does not read is refused at its place', () => {
    expect(refusal('note.yaml', ['before-lookup:', '  ml: {unit: l, factor: "1/1000", note: metric}'])).toBe(
      'note.yaml:2:35: unknown key "note" in before-lookup ml (allowed: unit, factor)',
    );
  });

  it('a misspelt key: did you mean', () => {
    expect(refusal('factr.yaml', ['before-lookup:', '  ml:', '    unit: l', '    factr: 3'])).toBe('factr.yaml:4:5: unknown key "factr" in before-lookup ml (allowed: unit, factor) (did you mean factor?)');
    expect(refusal('uint.yaml', ['before-lookup:', '  ml: {uint: l, factor: 3}'])).toMatch(/^uint\.yaml:2:\d+: unknown key "uint" .*\(did you mean unit\?\)$/);
  });

  it('an entry of the two keys loads', () => {
    expect(load('good.yaml', ['before-lookup:', '  ml: {unit: l, factor: "1/1000"}']).units).toBeDefined();
  });
});
