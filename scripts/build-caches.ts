// The last step of `npm run build`, run with plain Node on the built dist/ (compiled to .build/ by
// tsconfig.scripts.json, so building needs no tsx): copies the files the sources read next to
// themselves (every file under src/ that is not TypeScript) into dist/, and writes the caches
// the package ships, so that a cold process parses neither the rule files nor the
// ontology (js-yaml) again. The files stay the source of truth: each cache is keyed by their
// content and bypassed when they change.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist', 'src');

/** Files beside the sources that the code reads at run time (not TypeScript). */
function copyAssets(): string[] {
  const copied: string[] = [];
  for (const name of readdirSync(src, { recursive: true }) as string[]) {
    if (name.endsWith('.ts') || !statSync(join(src, name)).isFile()) continue;
    const target = join(dist, name);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(src, name), target);
    copied.push(name);
  }
  return copied;
}

/** The rule cache module's API, as far as this step uses it. */
interface RuleCacheModule {
  buildRuleCache(dirs: string[]): unknown;
  RULE_CACHE_FILE?: string;
}

/** Writes the cache of the project's rule files, when the build has a rule cache module. */
async function writeRuleCache(): Promise<string | null> {
  const module = join(dist, 'rules', 'rule-cache.js');
  if (!existsSync(module)) return null;
  const { buildRuleCache, RULE_CACHE_FILE } = (await import(pathToFileURL(module).href)) as RuleCacheModule;
  const file = RULE_CACHE_FILE ?? join(dist, 'rules', 'rule-cache.json');
  const cache = buildRuleCache([join(root, 'rules')]);
  writeFileSync(file, typeof cache === 'string' ? cache : JSON.stringify(cache));
  return file;
}

/** The yaml-cache module's API, as far as this step uses it. */
interface YamlCacheModule {
  buildYamlCache(docs: { text: string; doc: unknown }[]): unknown;
  YAML_CACHE_FILE: string;
}

/** Writes the cache of the YAML files of the project's ontology folder and its subfolders. */
async function writeYamlCache(): Promise<string | null> {
  const cacheModule = join(dist, 'kitchen', 'yaml-cache.js');
  if (!existsSync(cacheModule)) return null;
  const { buildYamlCache, YAML_CACHE_FILE } = (await import(pathToFileURL(cacheModule).href)) as YamlCacheModule;
  const { parseYamlText } = (await import(pathToFileURL(join(dist, 'kitchen', 'yaml-source.js')).href)) as {
    parseYamlText(text: string, file: string): unknown;
  };
  const ontology = join(root, 'ontology');
  const files = (readdirSync(ontology, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).sort();
  const docs = files.map((f) => {
    const text = readFileSync(join(ontology, f), 'utf8');
    return { text, doc: parseYamlText(text, join(ontology, f)) };
  });
  writeFileSync(YAML_CACHE_FILE, JSON.stringify(buildYamlCache(docs)));
  return `${YAML_CACHE_FILE} (${files.length} files)`;
}

if (!existsSync(join(dist, 'index.js'))) {
  process.stderr.write('build-caches: dist/ is missing; run `tsc -p tsconfig.build.json` first\n');
  process.exit(2);
}
const assets = copyAssets();
const ruleCache = await writeRuleCache();
const yamlCache = await writeYamlCache();
process.stdout.write(`build-caches: copied ${assets.join(', ') || 'no assets'}; rule cache: ${ruleCache ?? 'none'}; ontology cache: ${yamlCache ?? 'none'}\n`);
