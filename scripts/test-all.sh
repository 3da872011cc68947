#!/usr/bin/env bash
# npm test: every test on a fresh machine. Installs what is missing, builds, runs the checks
# (format + lint, types, package exports, the API reference against docs/api, the first loads'
# size budgets) and every vitest project (unit, integration, browser), then prints one line:
# "total: N passed, M failed".
# Exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
mkdir -p .ci-out
rm -f .ci-out/checks.txt .ci-out/vitest.json

check() { # name, command…: runs one check and records its outcome
  local name=$1
  shift
  echo "── $name"
  if "$@"; then echo "pass $name" >>.ci-out/checks.txt; else echo "fail $name" >>.ci-out/checks.txt; fi
}

check "install pnpm" ensure_pnpm
check "install chromium" ensure_chromium
check "pnpm install" pnpm install --frozen-lockfile
check "build" pnpm build
check "format and lint (biome)" pnpm exec biome ci --colors=off .
check "types (tsc)" pnpm typecheck
check "import layers (dependency-cruiser)" pnpm check:layers
check "package exports (publint, attw)" pnpm check:packages
check "API reference (docs/api, TypeDoc)" pnpm check:api
check "first-load size budgets (esbuild and Vite)" pnpm check:sizes
check "docs' TypeScript blocks (tsc, strict)" node scripts/check-doc-blocks.mjs
echo "── vitest"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.ci-out/vitest.json
exec node scripts/summarize-tests.mjs
