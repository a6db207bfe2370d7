#!/usr/bin/env bash
# Install the Debian packages the test suite drives: headless Chromium (browser tests)
# and a PostgreSQL server (storage/API tests run on it as well as on SQLite).
# Skips what is already there; needs root (CI runs as root).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need+=(chromium-driver)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v wrk >/dev/null 2>&1 || need+=(wrk)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "sysdeps: need root to install ${need[*]} (apt-get); tests that need them will be skipped" >&2
  exit 0
fi
echo "sysdeps: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
