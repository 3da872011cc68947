#!/usr/bin/env bash
# npm test: every test on a fresh machine. Installs what is missing, builds, runs the checks
# (format + lint, types, package exports, the API reference against docs/api) and every vitest
# project (unit, integration, browser), then prints one line: "total: N passed, M failed".
# Exits non-zero if anything failed.
#
# The end-to-end project runs its files one at a time (browsers, builds, installs), which vitest
# schedules after every other project with one of its workers idle: so it runs as a vitest of its
# own, started once the build is there, beside the checks and the other projects. Its output is
# kept in .ci-out/e2e.log and printed when it ends.
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
e2e() {
  pnpm exec vitest run --project e2e --reporter=default --reporter=json \
    --outputFile.json=.ci-out/vitest-e2e.json >.ci-out/e2e.log 2>&1
}
rm -f .ci-out/vitest-e2e.json .ci-out/e2e.log
e2e &
e2e_pid=$!
check "format and lint (biome)" pnpm exec biome ci --colors=off .
check "types (tsc)" pnpm typecheck
check "import layers (dependency-cruiser)" pnpm check:layers
check "package exports (publint, attw)" pnpm check:packages
check "API reference (docs/api, TypeDoc)" pnpm check:api
check "docs' TypeScript blocks (tsc, strict)" node scripts/check-doc-blocks.mjs
echo "── vitest (every project but e2e; e2e runs beside it since the build)"
pnpm exec vitest run --project '!e2e' --reporter=default --reporter=json \
  --outputFile.json=.ci-out/vitest.json
echo "── vitest e2e (waiting for it to end)"
wait "$e2e_pid"
cat .ci-out/e2e.log
exec node scripts/summarize-tests.mjs
