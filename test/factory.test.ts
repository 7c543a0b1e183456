// Ids are numbered per class by a Factory; dry runs reuse one factory, restarted from the
// session's each time, so a restart must hand out exactly the ids a new factory would.
import { describe, expect, it } from 'vitest';
import { Factory } from '../src/kitchen/entity.ts';
import { simulator } from './support/simulate.ts';

describe('Factory', () => {
  it('a restarted factory hands out the ids of a new one made after the same factory', () => {
    const ontology = simulator().world.ontology;
    const session = new Factory(ontology);
    for (let i = 0; i < 3; i++) session.make('medium-bowl');
    session.make('whisk');
    const reused = new Factory(ontology);
    for (let i = 0; i < 5; i++) reused.make('whisk'); // counters a restart must forget
    reused.make('fork');
    const ids = (f: Factory) => ['medium-bowl', 'whisk', 'fork', 'medium-bowl'].map((c) => f.make(c).id);
    const fresh = ids(new Factory(ontology, session));
    expect(ids(reused.restart(session))).toEqual(fresh);
    expect(fresh[0]).toBe('medium-bowl-4-1');
    expect(fresh[2]).toBe('fork-1-1');
  });
});
