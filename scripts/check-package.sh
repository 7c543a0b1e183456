#!/usr/bin/env bash
# Checks the package as a user gets it: packs it, installs the tarball into an empty project and
# there checks what a newcomer meets: the install (no npm warning, its size), the README's
# plain-Node example, every example of docs/API.md and test/package/consumer.mjs, require() of
# every entry point, a strict TypeScript consumer (test/package/consumer.ts) with TypeScript 5.0
# and with the repository's, every export docs/API.md names under moduleResolution node16,
# nodenext and bundler, both commands through npx over the corpus and without one, the HTTP
# server, quantitative mode without its optional packages (one line, exit 2) and with them on
# --backend webgpu, and an install with --omit=optional.
# Needs the npm registry and the corpus: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark beside
# the repository. Every check passes the corpus explicitly (the variable is unset below).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
benchmark="$(cd "${IRL_KITCHEN_BENCHMARK:-$root/../shared/benchmark}" && pwd)"
gold="$benchmark/data/gold-standard-solutions/meaning-only"
unset IRL_KITCHEN_BENCHMARK
work="$(mktemp -d "${TMPDIR:-/tmp}/irl-kitchen-package.XXXXXX")"
server=""
trap '[ -z "$server" ] || kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
step() { printf '\n== check-package: %s\n' "$*"; }
fail() { printf 'check-package: %s\n' "$*" >&2; exit 1; }
peer() { node -p "require('$root/package.json').peerDependencies['$1']"; }
# the oldest TypeScript the README promises
ts_oldest=5.0.4
# a short gold network for quantitative mode (each step replayed with particles)
quantitative_recipe="$gold/cranberry-fluff-salad.solution"

# Runs a command expected to fail as a usage error: exit status 2 and one line on stderr
# matching $1; prints that line.
expect_usage_error() {
  local pattern="$1" dir="$2" status=0
  shift 2
  (cd "$dir" && "$@") >"$work/out" 2>"$work/err" || status=$?
  [ "$status" -eq 2 ] || { cat "$work/err" >&2; fail "$* exited $status, expected 2"; }
  [ "$(wc -l <"$work/err")" -eq 1 ] || { cat "$work/err" >&2; fail "$* printed $(wc -l <"$work/err") lines on stderr, expected one"; }
  grep -q -- "$pattern" "$work/err" || { cat "$work/err" >&2; fail "$*: the message does not say '$pattern'"; }
  cat "$work/err"
}

# Runs npm install in $1 with the remaining arguments; fails on any 'npm warn' line.
install_without_warnings() {
  local dir="$1"
  shift
  (cd "$dir" && npm install --no-audit --no-fund "$@") >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "npm install $* failed"; }
  cat "$work/install.log"
  if grep -i '^npm warn' "$work/install.log" >/dev/null; then fail "npm warned while installing $* (above)"; fi
}

new_consumer() {
  mkdir -p "$1"
  cp "$root"/test/package/consumer.mjs "$root"/test/package/consumer.ts "$root"/test/package/tsconfig.json "$root"/test/package/api-doc.mjs "$1"/
  printf '{ "name": "irl-kitchen-consumer", "private": true, "type": "module" }\n' >"$1/package.json"
}

step "npm pack"
(cd "$root" && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/irl-kitchen-*.tgz)"
listing="$(tar -tzf "$tarball")"
echo "$(wc -l <<<"$listing") files in $(basename "$tarball") ($(du -h "$tarball" | cut -f1))"
for unwanted in package/test/ package/fuzz/ package/bench/ package/scripts/ package/src/; do
  if grep -q "^$unwanted" <<<"$listing"; then fail "the tarball holds $unwanted"; fi
done
install_scripts="$(tar -xzOf "$tarball" package/package.json | node -e "
  const s = JSON.parse(require('fs').readFileSync(0, 'utf8')).scripts ?? {};
  console.log(['preinstall', 'install', 'postinstall', 'prepare'].filter((k) => k in s).join(' '));")"
[ -z "$install_scripts" ] || fail "the packed package.json has install-time scripts ($install_scripts): npm warns about them"
if tar -xzOf "$tarball" --wildcards 'package/dist/*.d.ts' | grep -qE "(from|import\()\s*['\"]\.{1,2}/[^'\"]*\.ts['\"]"; then
  fail "declarations in the tarball import .ts paths"
fi

step "npm install the tarball into an empty project (no npm warning)"
consumer="$work/consumer"
new_consumer "$consumer"
install_without_warnings "$consumer" "$tarball" "fast-check@$(node -p "require('$root/package.json').devDependencies['fast-check']")"
echo "node_modules: $(du -sh "$consumer/node_modules" | cut -f1)"

step "the README's plain-Node example, then test/package/consumer.mjs"
node -e "
  const text = require('fs').readFileSync(process.argv[1], 'utf8');
  const example = text.match(/\`\`\`js\n(\/\/ node score\.mjs [^\n]*\n[\s\S]*?)\`\`\`/);
  if (!example) { console.error('README.md: no js example starting with // node score.mjs'); process.exit(1); }
  require('fs').writeFileSync(process.argv[2], example[1]);" "$root/README.md" "$consumer/score.mjs"
csv="$(cd "$consumer" && node score.mjs "$benchmark" "$gold/afghan-biscuits.solution")"
echo "$csv"
[ "$(wc -l <<<"$csv")" -eq 2 ] || fail "the README's example printed $(wc -l <<<"$csv") lines, expected a header and one row"
(cd "$consumer" && node consumer.mjs "$benchmark")

step "every example of docs/API.md, as written, against the installed package"
(cd "$consumer" && IRL_KITCHEN_BENCHMARK="$benchmark" node api-doc.mjs "$root/docs/API.md" examples)

step "require('irl-kitchen') from CommonJS"
(cd "$consumer" && node -e "
  if (!process.features.require_module) console.log('Node ' + process.version + ' cannot require() ES modules');
  else {
    for (const name of ['irl-kitchen', 'irl-kitchen/testing', 'irl-kitchen/view', 'irl-kitchen/server', 'irl-kitchen/quantitative'])
      if (Object.keys(require(name)).length === 0) throw new Error(name + ': require() gave no exports');
    console.log('require() loads the package on Node ' + process.version);
  }")
flag="$(node -p "process.features.require_module ? '--no-experimental-require-module' : ''")"
message="$(cd "$consumer" && node $flag -e "require('irl-kitchen')" 2>&1 || true)"
grep -q "irl-kitchen is an ES module: use import()" <<<"$message" || { echo "$message" >&2; fail "require() without require(esm) does not say to use import()"; }
grep -m1 "is an ES module" <<<"$message"

step "strict TypeScript consumer: the repository's TypeScript, then TypeScript $ts_oldest"
(cd "$consumer" && node "$root/node_modules/typescript/bin/tsc" -p tsconfig.json)
echo "TypeScript $(node -p "require('$root/node_modules/typescript/package.json').version"): no type errors"
npm install --silent --no-audit --no-fund --prefix "$work/ts-oldest" "typescript@$ts_oldest" >/dev/null
(cd "$consumer" && node "$work/ts-oldest/node_modules/typescript/bin/tsc" -p tsconfig.json)
echo "TypeScript $ts_oldest: no type errors"

step "npx irl-kitchen --version"
version="$(cd "$consumer" && npx --no-install irl-kitchen --version)"
expected="$(node -p "require('$root/package.json').version")"
[ "$version" = "$expected" ] || fail "irl-kitchen --version printed '$version', expected '$expected'"
echo "$version"

step "npx irl-kitchen evaluate --benchmark DIR: the corpus's gold networks"
(cd "$consumer" && npx --no-install irl-kitchen evaluate --benchmark "$benchmark" --output gold.csv --quiet)
rows=$(($(wc -l <"$consumer/gold.csv") - 1))
networks="$(find "$gold" -name '*.solution' | wc -l)"
[ "$rows" -eq "$networks" ] || fail "gold.csv has $rows rows for $networks gold networks"
echo "$rows gold networks scored"

step "npx cookingbot-evaluator: the reference's flags, the corpus given by -benchmark"
(cd "$consumer" && npx --no-install cookingbot-evaluator -input "$gold/afghan-biscuits.solution" -output reference.csv -benchmark "$benchmark")
[ "$(head -1 "$consumer/reference.csv")" = "recipe-id,goal-condition-success,dish-approximation-score,execution-time" ] || fail "cookingbot-evaluator wrote another header: $(head -1 "$consumer/reference.csv")"
[ "$(wc -l <"$consumer/reference.csv")" -eq 2 ] || fail "cookingbot-evaluator wrote $(wc -l <"$consumer/reference.csv") lines, expected a header and one row"
cat "$consumer/reference.csv"

step "npx irl-kitchen evaluate with no corpus given"
expect_usage_error "neither --benchmark DIR nor IRL_KITCHEN_BENCHMARK is set" "$consumer" npx --no-install irl-kitchen evaluate --output none.csv

step "the library with no corpus given: the message names its benchmark argument, not the command line's flag"
library_error="$(cd "$consumer" && env -u IRL_KITCHEN_BENCHMARK node --input-type=module -e "import { GoldStandards, Simulator } from 'irl-kitchen'; try { new GoldStandards(new Simulator()); } catch (e) { console.log(e.message); }")"
grep -q -- "neither the benchmark option nor IRL_KITCHEN_BENCHMARK is set" <<<"$library_error" || fail "new GoldStandards with no corpus said: $library_error"
echo "$library_error"

step "quantitative mode without its optional packages"
expect_usage_error "npm install gpu.js@$(peer gpu.js)" "$consumer" \
  npx --no-install irl-kitchen run "$quantitative_recipe" --mode quantitative --backend webgpu

step "irl-kitchen serve: a network executed over HTTP; quantitative mode's message"
(cd "$consumer" && exec node_modules/.bin/irl-kitchen serve --port 0 >"$work/serve.out" 2>&1) &
server=$!
url=""
for _ in $(seq 1 240); do
  url="$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/serve.out" | head -1 || true)"
  [ -n "$url" ] || ! kill -0 "$server" 2>/dev/null || { sleep 0.5; continue; }
  break
done
[ -n "$url" ] || { cat "$work/serve.out" >&2; fail "irl-kitchen serve did not start"; }
node --input-type=module -e "
  const post = async (body) => {
    const r = await fetch(process.argv[1] + '/execute', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return [r.status, await r.json()];
  };
  const [okStatus, ok] = await post({ network: '(get-kitchen ?k)' });
  if (okStatus !== 200 || ok.status !== 'ok') throw new Error('POST /execute: ' + okStatus + ' ' + JSON.stringify(ok));
  const [status, refused] = await post({ network: '(get-kitchen ?k)', mode: 'quantitative' });
  if (status < 400 || !String(refused.error?.message).includes('npm install gpu.js@')) throw new Error('POST /execute in quantitative mode: ' + status + ' ' + JSON.stringify(refused));
  console.log('POST /execute: ' + ok.status + '; in quantitative mode: ' + status + ' ' + refused.error.message);" "$url"
kill "$server"
wait "$server" 2>/dev/null || true
server=""

step "--backend webgpu with gpu.js and Rapier but not the pinned webgpu (gpu.js brings webgpu 0.2.9)"
(cd "$consumer" && npm install --no-audit --no-fund "gpu.js@$(peer gpu.js)" "@dimforge/rapier3d-compat@$(peer @dimforge/rapier3d-compat)")
expect_usage_error "npm install webgpu@$(peer webgpu)" "$consumer" \
  npx --no-install irl-kitchen run "$quantitative_recipe" --mode quantitative --backend webgpu

step "every export docs/API.md names, from the packed declarations: moduleResolution node16, nodenext, bundler"
# gpu.js is in now (the quantitative entry point's declarations name it); fastify's need Node's types
(cd "$consumer" && npm install --silent --no-audit --no-fund "@types/node@$(node -p "require('$root/package.json').devDependencies['@types/node']")" && node api-doc.mjs "$root/docs/API.md" exports)
for resolution in node16 nodenext bundler; do
  module="$resolution"
  [ "$resolution" != bundler ] || module=esnext
  printf '{ "compilerOptions": { "target": "ES2022", "module": "%s", "moduleResolution": "%s", "strict": true, "noEmit": true, "types": ["node"] }, "files": ["doc-exports.ts"] }\n' \
    "$module" "$resolution" >"$consumer/tsconfig.doc.json"
  (cd "$consumer" && node "$root/node_modules/typescript/bin/tsc" -p tsconfig.doc.json) || fail "docs/API.md names exports the declarations lack under moduleResolution $resolution (above)"
  echo "moduleResolution $resolution: every documented export resolves"
done

step "quantitative mode on --backend webgpu, webgpu $(peer webgpu) installed"
(cd "$consumer" && npm install --no-audit --no-fund "webgpu@$(peer webgpu)")
echo "node_modules with the quantitative mode's packages: $(du -sh "$consumer/node_modules" | cut -f1)"
if ! { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } | grep -q 'libEGL\.so\.1'; then
  echo "SKIP: no libEGL.so.1 here: Dawn's OpenGL ES backend needs libegl1, libegl-mesa0 and libgl1-mesa-dri"
else
  (cd "$consumer" && npx --no-install irl-kitchen run "$quantitative_recipe" --mode quantitative --backend webgpu --json >quantitative.json)
  node -e "
    const [run] = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
    if (run.status !== 'ok' || run.mode !== 'quantitative' || run.backend !== 'webgpu') {
      console.error('quantitative run: status ' + run.status + ', mode ' + run.mode + ', backend ' + run.backend);
      process.exit(1);
    }
    console.log(run.recipeId + ': ran in quantitative mode on ' + run.backend);" "$consumer/quantitative.json"
fi

step "npm install --omit=optional: scoring still works"
lean="$work/lean"
new_consumer "$lean"
install_without_warnings "$lean" --omit=optional "$tarball"
echo "node_modules: $(du -sh "$lean/node_modules" | cut -f1)"
(cd "$lean" && npx --no-install irl-kitchen evaluate --benchmark "$benchmark" --input "$gold/afghan-biscuits.solution" --output - --quiet)

step "package checks passed"
