#!/usr/bin/env bash
# The one production build the browser tests run against.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
npx gatsby build
