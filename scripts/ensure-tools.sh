# Sourced by start.sh and test-all.sh: puts the pinned pnpm on PATH and, for browser tests,
# Debian's Chromium on the machine. A fresh machine has only Node 20 and npm.
PNPM_VERSION=10.34.9
export TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 DO_NOT_TRACK=1

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ]; then return 0; fi
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No permission for a global install: keep pnpm inside the project instead.
    npm install --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
  hash -r
  [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ] || {
    echo "could not install pnpm $PNPM_VERSION" >&2
    return 1
  }
}

ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$path" ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Chromium for the browser tests…" >&2
    # Waits for another apt-get (two test runs on one fresh machine) instead of failing on its lock.
    local wait=(-o DPkg::Lock::Timeout=900)
    apt-get "${wait[@]}" update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing at $path: install it (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
    return 1
  fi
}
