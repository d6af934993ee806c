#!/usr/bin/env bash
# Browser tests (Storybook stories, component tests, the demo's end-to-end tests) run in Debian's
# Chromium, never in a browser downloaded by a test tool. `npm test` runs this first.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages for the browser tests…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
exit 1
