// Hostile recipe ids for the page writers, shared by test/security/pages.test.ts (files, names,
// markup) and test/browser/hostile.test.ts (the pages in Chromium). Every payload the browser
// could run sets window.__pwned; the reader takes none of `"`, `'`, `(`, `)` or blanks in an id,
// so the payloads do without them.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePolicy } from '../../src/view/write.ts';

export const HOSTILE_IDS = [
  '<svg/onload=window.__pwned=1>',
  '><script>window.__pwned=2</script>',
  '<img/src=x/onerror=window.__pwned=3>',
  `long-<b>${'a'.repeat(300)}`,
  '../../../../outside/escape',
  '/tmp/absolute',
  'crème-brûlée',
  '日本語のレシピ',
  'cole-slaw', // a corpus id: its gold page is written
  'cole-slaw', // a second occurrence of it
  'almond-crescent-cookies-2',
  'almond-crescent-cookies',
  'almond-crescent-cookies', // must not read like almond-crescent-cookies-2
];

/**
 * Ids the reader refuses (invisible characters: a right-to-left override, control characters);
 * their recipes have no id and still get a page, which shows the reader's problem.
 */
export const INVISIBLE_IDS = ['exe.\u202egnp', 'bell\u0007-and-\u001b[31m-escape'];

/** Raw markup of the payloads, which must never reach a page unescaped. */
export const RAW_PAYLOADS = ['<svg/onload', '<script>window.__pwned', '<img/src=x', '<b>aaaa', '<b>butter'];

/**
 * The first recipe's lines: a variable and a constant with markup in them, which reach the
 * graph, the bindings, the diagnostics, the page's data and the HTML its script builds.
 */
const HOSTILE_LINES = '(get-kitchen ?<svg/onload=window.__pwned=6>)\n(fetch-and-proportion ?<img/src=x/onerror=window.__pwned=7> ?ks ?<svg/onload=window.__pwned=6> ?bowl <b>butter</b> 1 g)\n';

/**
 * A .solution file of one small recipe per hostile id, plus a header whose id is empty (the rest
 * of the line, a script, is not an id). `benign` writes the same file with plain ids and empty
 * headers where the reader refuses an id.
 */
export function hostileSolution(dir: string, benign = false): string {
  const ids = benign ? HOSTILE_IDS.map((_, i) => `benign-${i}`) : HOSTILE_IDS;
  // the benign file's refused headers are empty ones, so that both files hold as many recipes in error
  const odd = benign ? INVISIBLE_IDS.map(() => '#') : INVISIBLE_IDS.map((id) => `#${id}`);
  const headers = [...ids.map((id) => `#${id}`), ...odd, benign ? '#' : '#"><script>window.__pwned=9</script>'];
  const file = join(dir, benign ? 'benign.solution' : 'hostile.solution');
  writeFileSync(file, headers.map((h, i) => `${h}\n${i === 0 ? HOSTILE_LINES : '(get-kitchen ?k)\n'}`).join(''));
  return file;
}

/** Every file below `dir`, as absolute paths. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The policy a page carries in its <meta>, or null. */
export const metaPolicy = (html: string) => {
  const m = META.exec(html);
  return m ? unescape(m[1]) : null;
};

/** What is wrong with one written page, as sentences (empty when nothing is). */
export function pageProblems(html: string): string[] {
  const problems: string[] = [];
  const policy = metaPolicy(html);
  if (policy === null) problems.push('no Content-Security-Policy <meta>');
  else {
    if (policy !== pagePolicy(html)) problems.push(`the policy does not match the inline code: ${policy}`);
    if (/unsafe-|\*|data:|https?:/.test(policy)) problems.push(`the policy allows too much: ${policy}`);
    if (!/default-src 'none'/.test(policy) || !/base-uri 'none'/.test(policy) || !/form-action 'none'/.test(policy)) problems.push(`the policy lacks a directive: ${policy}`);
  }
  if (html.indexOf('<meta http-equiv="Content-Security-Policy"') > html.search(/<(style|script)\b/)) problems.push('the policy comes after inline code');
  for (const raw of RAW_PAYLOADS) if (html.includes(raw)) problems.push(`raw payload ${raw}`);
  // markup outside the page's own script: only its own <script> and <svg> elements, no style
  // attributes, no event handlers
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>').replace(/<style>[\s\S]*?<\/style>/g, '<style></style>');
  for (const m of markup.matchAll(/<script\b[^>]*>/g)) if (m[0] !== '<script>' && m[0] !== '<script type="application/json" id="view-data">') problems.push(`foreign ${m[0]}`);
  if ((markup.match(/<script>/g) ?? []).length > 1) problems.push('more than one executable script');
  for (const m of markup.matchAll(/<svg\b[^>]*>/g)) if (!/^<svg id="(graph|gantt)-svg" /.test(m[0])) problems.push(`foreign ${m[0].slice(0, 60)}`);
  for (const m of markup.matchAll(/<[a-z][^>]*\s(on[a-z]+|style)\s*=[^>]*>/gi)) problems.push(`attribute ${m[1]} in ${m[0].slice(0, 60)}`);
  return problems;
}
