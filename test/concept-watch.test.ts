// A constant behind a watch: kind questions are recorded with their answers, any other use ties
// a dry run to that very class.
import { describe, expect, it } from 'vitest';
import { Factory } from '../src/kitchen/entity.ts';
import { answersAlike, watchConcept } from '../src/session/concept-watch.ts';
import { simulator } from './support/simulate.ts';

const ontology = () => simulator().world.ontology;
const watched = (name: string) => {
  const cls = ontology().get(name);
  return watchConcept(new Factory(ontology()).make(cls, { 'is-concept': true }), cls);
};

describe('watched constants', () => {
  it('record kind questions, so another constant with the same answers shares the run', () => {
    const w = watched('side-to-side');
    expect(w.proxy.isA('arrangement-pattern')).toBe(true);
    expect(w.proxy.isA('unit')).toBe(false);
    const use = w.use();
    expect(use).toEqual({ asked: ['arrangement-pattern', 'unit'], answers: [true, false] });
    expect(answersAlike(use, ontology().get('5-cm-apart'))).toBe(true);
    // a unit answers the second question otherwise
    expect(answersAlike(use, ontology().get('teaspoon'))).toBe(false);
  });

  it('are tied to their class by any other read or write', () => {
    for (const touch of [(e: { cls: unknown }) => e.cls, (e: { s: Record<string, unknown> }) => (e.s.used = true), (e: object) => 'cls' in e, (e: object) => Object.keys(e)]) {
      const w = watched('side-to-side');
      touch(w.proxy as never);
      expect(w.use()).toEqual({ exact: 'side-to-side' });
      expect(answersAlike(w.use(), ontology().get('5-cm-apart'))).toBe(false);
      expect(answersAlike(w.use(), ontology().get('side-to-side'))).toBe(true);
    }
  });
});
