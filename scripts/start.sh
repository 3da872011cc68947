#!/usr/bin/env bash
# npm start: installs, builds, then runs the emulator and the example app, ready to sign in. Each
# step says in plain words what it does; the tools' own output shows only when a step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
SECONDS=0

echo "==> Getting pnpm $PNPM_VERSION"
ensure_pnpm

echo "==> Installing dependencies (pnpm install)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! pnpm install --frozen-lockfile >"$log" 2>&1; then
  cat "$log" >&2
  echo "pnpm install failed: its output is above." >&2
  exit 1
fi
echo "    done (${SECONDS} s)"

node scripts/build-packages.mjs

exec node scripts/start.mjs
