#!/usr/bin/env bash
# Checks the package as a user gets it: packs it, installs the tarball into an empty project and
# there runs a plain Node consumer (test/package/consumer.mjs), the CLI through npx, and a strict
# TypeScript consumer (test/package/consumer.ts) through the repository's tsc.
# Needs the corpus: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark beside the repository.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
benchmark="$(cd "${IRL_KITCHEN_BENCHMARK:-$root/../shared/benchmark}" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/irl-kitchen-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT
step() { printf '\n== check-package: %s\n' "$*"; }

step "npm pack"
(cd "$root" && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/irl-kitchen-*.tgz)"
listing="$(tar -tzf "$tarball")"
echo "$(wc -l <<<"$listing") files in $(basename "$tarball")"
for unwanted in package/test/ package/fuzz/ package/bench/ package/scripts/ package/src/; do
  if grep -q "^$unwanted" <<<"$listing"; then echo "the tarball holds $unwanted" >&2; exit 1; fi
done

step "npm install the tarball into an empty project"
consumer="$work/consumer"
mkdir -p "$consumer"
cp "$root"/test/package/consumer.mjs "$root"/test/package/consumer.ts "$root"/test/package/tsconfig.json "$consumer"/
printf '{ "name": "irl-kitchen-consumer", "private": true, "type": "module" }\n' >"$consumer/package.json"
fast_check="$(node -p "require('$root/package.json').devDependencies['fast-check']")"
(cd "$consumer" && npm install --no-audit --no-fund --loglevel=error "$tarball" "fast-check@$fast_check")

step "plain Node: import irl-kitchen, execute and score a gold network"
(cd "$consumer" && IRL_KITCHEN_BENCHMARK="$benchmark" node consumer.mjs)

step "npx irl-kitchen --version"
version="$(cd "$consumer" && npx --no-install irl-kitchen --version)"
expected="$(node -p "require('$root/package.json').version")"
if [ "$version" != "$expected" ]; then echo "irl-kitchen --version printed '$version', expected '$expected'" >&2; exit 1; fi
echo "$version"

step "strict TypeScript consumer: tsc --noEmit"
(cd "$consumer" && node "$root/node_modules/typescript/bin/tsc" -p tsconfig.json)
echo "no type errors"

step "package checks passed"
