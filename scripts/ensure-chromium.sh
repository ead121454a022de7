#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser build); install it when missing.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q chromium
fi
