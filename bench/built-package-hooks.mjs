// Module hooks of `npm run bench` (run.ts): a source module (src/…, physics/….ts) is loaded from
// its build in dist/ instead, so that the figures are those of the code users run. Plain
// JavaScript: hooks run in a thread of their own, before anything is transformed.
const ROOTS = ['src/', 'physics/'].map((dir) => [new URL(`../${dir}`, import.meta.url).href, new URL(`../dist/${dir}`, import.meta.url).href]);

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  for (const [source, built] of ROOTS)
    if (resolved.url.startsWith(source) && resolved.url.endsWith('.ts')) return { ...resolved, url: `${built}${resolved.url.slice(source.length, -3)}.js`, format: 'module' };
  return resolved;
}
