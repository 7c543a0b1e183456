// Hostile recipe ids against the page writers (`view`, `evaluate --show`, a session's page):
// script in an id, 300 characters, `../`, absolute paths, right-to-left overrides, control
// characters, repeated ids. No crash, every file inside the output folder under a short safe
// name, no payload in any page's markup, a strict Content-Security-Policy on every page, and a
// page that cannot be written reported for its recipe while the others are written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { pagePolicy, pageWithPolicy, writeViews, writeViewsForRows } from '../../src/view/write.ts';
import { renderBatchIndex, renderGoldProblem, renderIndex } from '../../src/view/index-pages.ts';
import { printable } from '../../src/printable.ts';
import { filesUnder, HOSTILE_IDS, hostileSolution, INVISIBLE_IDS, pageProblems } from '../browser/hostile.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SAFE_NAME = /^[A-Za-z0-9._-]+$/;
/** Recipes in the hostile file: one per id, one per invisible id, one empty header. */
const RECIPES = HOSTILE_IDS.length + INVISIBLE_IDS.length + 1;

/** A fresh folder holding the hostile file, and a deeper output folder inside it. */
function setting() {
  const root = mkdtempSync(join(tmpdir(), 'irl-kitchen-pages-'));
  const input = hostileSolution(root);
  const out = join(root, 'a', 'b', 'out');
  return { root, input, out };
}

/** Every file written outside `out` (only the input should be there) and every page's problems. */
function audit(root: string, out: string, input: string) {
  const files = filesUnder(root);
  const outside = files.filter((f) => f !== input && !f.startsWith(`${out}/`));
  const pages = files.filter((f) => f.startsWith(`${out}/`));
  const badNames = pages.map((f) => basename(f)).filter((n) => !SAFE_NAME.test(n) || n.length > 120);
  const problems = pages.flatMap((f) => pageProblems(readFileSync(f, 'utf8')).map((p) => `${basename(f)}: ${p}`));
  return { outside, pages, badNames, problems };
}

describe('hostile recipe ids', () => {
  it('are read as ids (the test would prove nothing otherwise)', () => {
    const { input } = setting();
    const parsed = readSolutionFile(input);
    expect(parsed.recipes.map((r) => r.id)).toEqual([...HOSTILE_IDS.map((id) => id.toLowerCase()), null, null, null]);
    expect(parsed.problems.map((p) => p.message)).toEqual([expect.stringMatching(/U\+202E/), expect.stringMatching(/U\+0007/), expect.stringMatching(/empty recipe id/)]);
  });

  it('view: every page written inside the output folder, escaped, under a short name, with the policy', async () => {
    const { root, input, out } = setting();
    const written = await writeViews(input, { output: join(out, 'index.html'), sim: simulator(), benchmark: BENCHMARK ?? undefined });
    expect(written.errors).toEqual([]);
    expect(written.pages).toHaveLength(RECIPES);
    const { outside, pages, badNames, problems } = audit(root, out, input);
    expect(outside).toEqual([]);
    expect(badNames).toEqual([]);
    expect(problems).toEqual([]);
    expect(pages.length).toBe(written.pages.length + 1 + written.gold.length);
    // repeated ids: the later occurrence says so, and never reads like another recipe's page
    const names = written.pages.map((p) => basename(p.path));
    const acc = names.filter((n) => n.startsWith('index.almond-crescent-cookies'));
    expect(acc).toEqual([
      expect.stringMatching(/^index\.almond-crescent-cookies-2\.[0-9a-f]{8}\.html$/),
      expect.stringMatching(/^index\.almond-crescent-cookies\.[0-9a-f]{8}\.html$/),
      expect.stringMatching(/^index\.almond-crescent-cookies\.[0-9a-f]{8}\.occurrence-2\.html$/),
    ]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(-3)).toEqual([RECIPES - 2, RECIPES - 1, RECIPES].map((n) => `index.recipe-${n}.html`));
    if (BENCHMARK) expect(written.gold.map((g) => basename(g))).toEqual([expect.stringMatching(/^gold-cole-slaw\.[0-9a-f]{8}\.html$/), expect.stringMatching(/^gold-almond-crescent-cookies-2\.[0-9a-f]{8}\.html$/), expect.stringMatching(/^gold-almond-crescent-cookies\.[0-9a-f]{8}\.html$/)]);
    // the index links every page and shows every id as text
    const index = readFileSync(written.index!, 'utf8');
    for (const n of names) expect(index).toContain(`href="${n}"`);
    expect(index).toContain('&lt;svg/onload=window.__pwned=1&gt;');
  }, 120_000);

  it('evaluate --show (writeViewsForRows): the same for the batch index and every file index', async () => {
    const { root, input, out } = setting();
    const other = join(root, `${'long-file-name-'.repeat(14)}.solution`); // a 214-character stem
    writeFileSync(other, '#<svg/onload=window.__pwned=5>\n(get-kitchen ?k)\n');
    const warnings: string[] = [];
    const { dir, index, pages, errors } = await writeViewsForRows([{ file: input }, { file: other }], join(out, 'results.csv'), { sim: simulator(), benchmark: BENCHMARK ?? undefined, warn: (m) => warnings.push(m) });
    expect(dir).toBe(join(out, 'results-views'));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(pages).toHaveLength(RECIPES + 1);
    const audited = audit(root, out, input);
    expect(audited.outside.filter((f) => f !== other)).toEqual([]);
    expect(audited.badNames).toEqual([]);
    expect(audited.problems).toEqual([]);
    const text = readFileSync(index, 'utf8');
    expect(text).toContain('<a href="002--svg-onload-window-pwned-5.html"><bdi>&lt;svg/onload=window.__pwned=5&gt;</bdi></a></td><td><span class="status ok">ok</span>');
    // a file of several recipes: its index named after the file, slugged and hashed when long
    expect(text).toMatch(/href="001--[a-z0-9-]+\.html"/);
  }, 120_000);

  it('a session page carries the policy in its <meta> and for the header, the reload kept', async () => {
    const recipe = readSolutionFile(hostileSolution(mkdtempSync(join(tmpdir(), 'irl-kitchen-pages-')))).recipes[0];
    const { html, csp } = await pageWithPolicy(recipe, 'session <x>', simulator(), 3);
    expect(pageProblems(html)).toEqual([]);
    expect(csp).toBe(`${pagePolicy(html)}; frame-ancestors 'none'`);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).toContain('<title>&lt;svg/onload=window.__pwned=1&gt; · session &lt;x&gt;</title>');
  }, 60_000);
});

describe('the small pages', () => {
  it('escape every value and carry the policy: the gold stand-in, a file index, the batch index', () => {
    const evil = '<svg/onload=window.__pwned=1>';
    const pages = [
      renderGoldProblem(evil, `${evil} did not read: <script>window.__pwned=2</script>`),
      renderIndex(`/tmp/${evil}.solution`, [{ href: `${evil}"'.html`, recipeId: evil, status: '<b>ok', executionTime: '<img/src=x>', goal: null }]),
      renderBatchIndex([
        { file: evil, href: `a"><script>window.__pwned=3</script>`, pages: [{ recipeId: evil, status: '<b>ok' }], problems: [`<img/src=x/onerror=window.__pwned=4>`] },
        { file: evil, href: null, problems: [evil] },
      ]),
    ];
    for (const { html, csp } of pages) {
      expect(pageProblems(html)).toEqual([]);
      expect(csp).toBe(pagePolicy(html));
      expect(html).not.toMatch(/<b>ok|<img\/src/);
    }
    expect(pages[1].html).toContain(`href="&lt;svg/onload=window.__pwned=1&gt;&quot;&#39;.html"`);
  });
});

describe('pages that cannot be written', () => {
  it('are reported for their recipe; the other pages are still written', async () => {
    const { root, input, out } = setting();
    const probe = await writeViews(input, { output: join(root, 'probe', 'index.html'), sim: simulator() });
    const names = probe.pages.map((p) => basename(p.path));
    mkdirSync(out, { recursive: true });
    // a symbolic link where the first page goes (someone else's file behind it), a folder where the second goes
    const victim = join(root, 'victim.txt');
    writeFileSync(victim, 'untouched');
    symlinkSync(victim, join(out, names[0]));
    mkdirSync(join(out, names[1]));
    const written = await writeViews(input, { output: join(out, 'index.html'), sim: simulator() });
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    expect(written.errors.map((e) => [e.recipeId, e.message.replace(/: cannot write .*: /, ': ')])).toEqual([
      [HOSTILE_IDS[0], `#${HOSTILE_IDS[0]}: it is a symbolic link (pages are never written through one)`],
      [HOSTILE_IDS[1], `#${HOSTILE_IDS[1]}: it is a folder`],
    ]);
    expect(written.pages.map((p) => basename(p.path))).toEqual(names.slice(2));
    const index = readFileSync(written.index!, 'utf8');
    expect(index).not.toContain(`href="${names[0]}"`);
    expect(index).toContain('&lt;svg/onload=window.__pwned=1&gt;');
  }, 120_000);

  it('a page name too long for the file system is an error for that page, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-pages-'));
    const file = join(dir, 'one.solution');
    writeFileSync(file, '#one\n(get-kitchen ?k)\n');
    const written = await writeViews(file, { output: join(dir, `${'x'.repeat(300)}.html`), sim: simulator() });
    expect(written.pages).toEqual([]);
    expect(written.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^#one: cannot write .*x{300}\.html: the name is too long for the file system$/)]);
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('the CLI on hostile ids', () => {
  const cli = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin', 'irl-kitchen.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

  it('evaluate --show ends as for plain ids, writes only inside its folder, every page escaped', () => {
    const { root, input, out } = setting();
    mkdirSync(out, { recursive: true });
    const benign = cli(['evaluate', '--input', hostileSolution(root, true), '--output', join(root, 'benign.csv'), '--show']);
    const hostile = cli(['evaluate', '--input', input, '--output', join(out, 'results.csv'), '--show']);
    expect(hostile.stderr).not.toMatch(/internal error|this is a bug|ENAMETOOLONG/);
    expect(hostile.status).toBe(benign.status);
    expect(readFileSync(join(out, 'results.csv'), 'utf8').trim().split('\n').length).toBeGreaterThan(HOSTILE_IDS.length);
    const index = join(out, 'results-views', 'index.html');
    expect(hostile.stderr).toContain(index);
    expect(existsSync(index)).toBe(true);
    const files = filesUnder(root).filter((f) => !f.startsWith(join(root, 'benign')) && f !== input);
    expect(files.filter((f) => !f.startsWith(`${out}/`))).toEqual([]);
    const { badNames, problems } = audit(root, join(out, 'results-views'), input);
    expect(badNames).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  it('view ends as for plain ids and sends no control character to the terminal', () => {
    const { root, input, out } = setting();
    mkdirSync(join(root, 'benign'), { recursive: true }); // --output's folder must exist
    mkdirSync(out, { recursive: true });
    const benign = cli(['view', hostileSolution(root, true), '--output', join(root, 'benign', 'index.html')]);
    const r = cli(['view', input, '--output', join(out, 'index.html')]);
    expect(r.stderr).not.toMatch(/internal error|this is a bug/);
    expect(r.status).toBe(benign.status);
    expect(r.status).toBe(1); // the headers the reader refuses are recipes in error, in both files
    expect(r.stdout.trim().split('\n')).toHaveLength(RECIPES + 2); // pages, index, gold pages
    expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202a-\u202e]/);
  }, 120_000);
});

describe('text for the terminal', () => {
  it('shows control characters and bidirectional overrides as escapes', () => {
    expect(printable('exe.\u202egnp bell\u0007 \u001b[31mred\n日本 é')).toBe('exe.\\u{202e}gnp bell\\u{7} \\u{1b}[31mred\\u{a}日本 é');
  });
});
