#!/usr/bin/env bash
# Runs before `npm test`: the story and e2e tests need Debian's Chromium
# (test tools cannot download browsers here). Installs it when we can.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests (one time)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium fonts-liberation
else
  echo "The browser tests need Chromium at $chromium." >&2
  echo "Install it with: sudo apt-get install -y chromium fonts-liberation (or set CHROMIUM_PATH)." >&2
  exit 1
fi
