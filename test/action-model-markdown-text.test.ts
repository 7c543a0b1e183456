// `irl-kitchen actions --markdown` with a rule file of one's own: the action's description is
// one line of plain text (RULES.md, `action/2`), so it reads as that text once the Markdown is
// rendered: no HTML of it runs, no emphasis, link, heading or list is made of it, and no pipe
// breaks the index.
import { describe, expect, it } from 'vitest';
import { actionModel } from '../src/action-model/model.ts';
import { actionMarkdown, actionModelMarkdown } from '../src/action-model/markdown.ts';
import { simulator } from './support/simulate.ts';

const DESCRIPTION = '- whip <script>alert(1)</script> & a | b `code` *very* [stiff](x) \\ #1 ~~off~~';

/** The Markdown text as a renderer shows it: every backslash escape taken back. */
const shown = (md: string) => md.replace(/\\([!-/:-@[-`{-~])/g, '$1');

describe('an action description in the Markdown action model', () => {
  const model = actionModel(simulator().inventory);
  const mix = { ...model.actions.find((a) => a.name === 'mix')!, description: DESCRIPTION };

  it('is escaped in the action\'s section', () => {
    const line = actionMarkdown(mix)[2];
    const text = line.slice(0, line.lastIndexOf('. Rule file: '));
    expect(text).not.toMatch(/(^|[^\\])[<>&*`[\]|~#]/);
    expect(text).not.toMatch(/^-/);
    expect(shown(line)).toBe(`${DESCRIPTION}. Rule file: \`rules/mix.pl\`.`);
  });

  it('is escaped in the index, where a pipe cannot end the entry', () => {
    const md = actionModelMarkdown({ ...model, actions: [mix] });
    const entry = md.split('\n').find((l) => l.startsWith('- [mix](#mix): '))!;
    const text = entry.slice('- [mix](#mix): '.length);
    expect(text).not.toMatch(/(^|[^\\])[<>&*`[\]|~#]/);
    expect(shown(text)).toBe(DESCRIPTION);
  });

  it('leaves the built-in descriptions as they were', () => {
    const beat = model.actions.find((a) => a.name === 'beat')!;
    expect(actionMarkdown(beat)[2]).toBe(`${beat.description}. Rule file: \`rules/beat.pl\`.`);
  });

  it('says built-in rule files only when every action comes from them', () => {
    expect(actionModelMarkdown(model)).toContain('Every action of the built-in rule files (`rules/*.pl`):');
    const own = { ...mix, name: 'whip', file: '/tmp/my-rules/whip.pl' };
    expect(actionModelMarkdown({ ...model, actions: [...model.actions, own] })).toContain('Every action of the loaded rule files (the built-in `rules/*.pl` and those of `--rules`): 40 actions');
  });
});
