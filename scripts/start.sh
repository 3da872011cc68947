#!/usr/bin/env bash
# npm start: installs, builds, then runs the emulator and the example app, ready to sign in.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
ensure_pnpm

echo "==> Installing dependencies"
pnpm install --frozen-lockfile

# The first build takes a few minutes: one line per package as its build starts, and a line
# every 20 seconds until it is done, instead of silence.
echo "==> Building the packages (a few minutes the first time, seconds once cached)"
(
  while sleep 20; do echo "    ... still building (${SECONDS}s)"; done
) &
ticker=$!
trap 'kill "$ticker" 2>/dev/null || true' EXIT
pnpm exec turbo run build --output-logs=hash-only
kill "$ticker" 2>/dev/null || true
trap - EXIT
echo "==> Built in ${SECONDS}s"

exec node scripts/start.mjs
