// What a user's own files name (an ontology's classes, a kitchen's entries, a rule file's words)
// reaches the terminal in messages and reports. An escape sequence there would recolour, retitle
// or clear the screen, and a bidirectional override would show text backwards: the command line
// shows them as \u{…} escapes, keeping line breaks and tabs, while JSON escapes its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printable, printableText } from '../../src/printable.ts';
import { cli, ROOT, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('terminal-text');
const ESC = '\u001b';
const RLO = '\u202e';
/** Control characters but line breaks and tabs, and bidirectional controls. */
const raw = (text: string) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u.test(text);

describe('printableText', () => {
  it('keeps line breaks and tabs, escapes every other control and the bidirectional overrides', () => {
    expect(printableText(`a\n\tb${ESC}[2J${RLO}c\r\u0000`)).toBe('a\n\tb\\u{1b}[2J\\u{202e}c\\u{d}\\u{0}');
    expect(printable('a\nb')).toBe('a\\u{a}b');
  });

  it('leaves escaped text as it is', () => {
    const once = printableText(`x${ESC}y`);
    expect(printableText(once)).toBe(once);
  });
});

describe('names from user files reach the terminal escaped', () => {
  it('an ontology class name in a refusal', async () => {
    const file = join(folder(), 'esc.yaml');
    writeFileSync(file, 'classes:\n  "bad\\e[31mred\\u202e":\n    is-a: [kitchen-entity]\n');
    const r = await cli(['run', 'almond-crescent-cookies.solution', '--ontology', file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('bad\\u{1b}[31mred\\u{202e}');
    expect(raw(r.out + r.err)).toBe(false);
  }, SLOW);

  it("a kitchen entry's class, wherever the command reports it", async () => {
    const file = join(folder(), 'kitchen.yaml');
    writeFileSync(file, `kitchens:\n  - name: full-kitchen\n    extends: full-kitchen\n    add:\n      - place: pantry\n        contents:\n          - "evil\\e]0;title\\a\\e[2J\\u202eclass"\n`);
    const r = await cli(['run', 'almond-crescent-cookies.solution', '--ontology', file]);
    expect(r.code).not.toBe(0);
    expect(r.out + r.err).toContain('evil\\u{1b}]0;title\\u{7}\\u{1b}[2J\\u{202e}class');
    expect(raw(r.out + r.err)).toBe(false);
  }, SLOW);

  it("a rule file's words in `rules check` and `actions`; the JSON keeps them, escaped its own way", async () => {
    const dir = folder();
    writeFileSync(join(dir, 'zap.pl'), `action(zap, 'zap${ESC}[2J it').\nslot(a, out, 'cont${RLO}ainer').\n`);
    const checked = await cli(['rules', 'check', dir]);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain('cont\\u{202e}ainer');
    expect(raw(checked.out + checked.err)).toBe(false);

    const toast = readFileSync(join(ROOT, 'examples/extension/rules/toast.pl'), 'utf8');
    // a control character is no part of a one-line description: refused, and named escaped
    writeFileSync(join(dir, 'zap.pl'), toast.replace(/action\(toast, '[^']*'\)/, `action(toast, 'toast${ESC}[2J it')`));
    const refused = await cli(['actions', 'toast', '--rules', dir]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("got 'toast\\u{1b}[2J it'");
    expect(raw(refused.out + refused.err)).toBe(false);
    // a reordering mark is text: printed escaped, kept in the JSON
    writeFileSync(join(dir, 'zap.pl'), toast.replace(/action\(toast, '[^']*'\)/, `action(toast, 'toast it${RLO}')`));
    const text = await cli(['actions', 'toast', '--rules', dir]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('toast it\\u{202e}');
    expect(raw(text.out + text.err)).toBe(false);
    const json = await cli(['actions', 'toast', '--rules', dir, '--json']);
    expect(JSON.parse(json.out).actions[0].description).toBe(`toast it${RLO}`);
  }, SLOW);
});
