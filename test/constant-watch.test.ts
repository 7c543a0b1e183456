// A constant behind a watch: kind questions are recorded with their answers, any other use ties
// a dry run to that very class.
import { describe, expect, it } from 'vitest';
import { Factory } from '../src/kitchen/entity.ts';
import { answersAlike, watchConstant } from '../src/session/constant-watch.ts';
import { simulator } from './support/simulate.ts';

const ontology = () => simulator().world.ontology;
const concept = (name: string) => ({ token: name, cls: ontology().get(name) });
const watched = (name: string) => {
  const cls = ontology().get(name);
  return watchConstant(new Factory(ontology()).make(cls, { 'is-concept': true }), concept(name));
};

describe('watched constants', () => {
  it('record kind questions, so another constant with the same answers shares the run', () => {
    const w = watched('side-to-side');
    expect(w.proxy.isA('arrangement-pattern')).toBe(true);
    expect(w.proxy.isA('unit')).toBe(false);
    const use = w.use();
    expect(use).toEqual({ asked: ['arrangement-pattern', 'unit'], answers: [true, false] });
    expect(answersAlike(use, concept('5-cm-apart'))).toBe(true);
    // a unit answers the second question otherwise
    expect(answersAlike(use, concept('teaspoon'))).toBe(false);
  });

  it('are tied to their class by any other read or write', () => {
    for (const touch of [(e: { cls: unknown }) => e.cls, (e: { s: Record<string, unknown> }) => (e.s.used = true), (e: object) => 'cls' in e, (e: object) => Object.keys(e)]) {
      const w = watched('side-to-side');
      touch(w.proxy as never);
      expect(w.use()).toEqual({ exact: 'side-to-side' });
      expect(answersAlike(w.use(), concept('5-cm-apart'))).toBe(false);
      expect(answersAlike(w.use(), concept('side-to-side'))).toBe(true);
    }
  });

  it('watch numbers too: a run that never read the value holds for any other number', () => {
    const quantity = ontology().get('quantity');
    const number = (v: number) => ({ token: `#${v}`, cls: quantity });
    const unread = watchConstant(new Factory(ontology()).quantity(100), number(100));
    expect(unread.proxy.isA('quantity')).toBe(true);
    expect(answersAlike(unread.use(), number(25))).toBe(true);
    const read = watchConstant(new Factory(ontology()).quantity(100), number(100));
    expect(read.proxy.s.value).toBe(100);
    expect(read.use()).toEqual({ exact: '#100' });
    expect(answersAlike(read.use(), number(25))).toBe(false);
    expect(answersAlike(read.use(), number(100))).toBe(true);
  });
});
