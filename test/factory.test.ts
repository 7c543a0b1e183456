// Ids are numbered per class by a Factory; dry runs reuse one factory, restarted from the
// session's each time, so a restart must hand out exactly the ids a new factory would, and
// the ids kept made for them must read as ids made anew.
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

  it('numbers ids on past the ids it keeps made (16,384 per class), and makes the same ids again', () => {
    const ontology = simulator().world.ontology;
    const f = new Factory(ontology);
    let last = f.make('egg-shell');
    for (let i = 1; i < 16_390; i++) last = f.make('egg-shell');
    expect([last.pid, last.id]).toEqual(['egg-shell-16390', 'egg-shell-16390-1']);
    const again = new Factory(ontology).make('egg-shell');
    expect([again.pid, again.id]).toEqual(['egg-shell-1', 'egg-shell-1-1']);
  });
});
