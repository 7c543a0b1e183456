// docs/TESTING.md's "What a failure looks like": the report it shows is what the call it names
// returns (a `…` in the page stands for the rest of a line it shortens).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkActionProperties, Simulator } from '../src/testing/index.ts';

const page = readFileSync(resolve(import.meta.dirname, '../docs/TESTING.md'), 'utf8');

describe('docs/TESTING.md', () => {
  it('shows the report of the call it names, as that call gives it', () => {
    const section = page.slice(page.indexOf('**4. What a failure looks like.**'));
    const call = /`(checkActionProperties\(sim, 'transfer-contents', \{ [^`]* \}\))`/.exec(section);
    expect(call?.[1]).toBe("checkActionProperties(sim, 'transfer-contents', { conserves: true, aliasing: true, seed: 42 })");
    const shown = /\n```\n([\s\S]*?)\n```/.exec(section)![1];
    const report = checkActionProperties(new Simulator(), 'transfer-contents', { conserves: true, aliasing: true, seed: 42 });
    expect(report.ok).toBe(false);
    const message = report.ok ? '' : report.message;
    const pattern = new RegExp(`^${shown.split('…').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\n]*')}$`);
    expect(message).toMatch(pattern);
  });
});
