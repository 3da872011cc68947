#!/usr/bin/env bash
# npm start: installs, builds, then runs the emulator and the example app, ready to sign in.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
ensure_pnpm
pnpm install --frozen-lockfile
pnpm build
exec node scripts/start.mjs
