#!/usr/bin/env bash
# The one production build the browser tests run against. The forms post to a stand-in handler
# server on a fixed loopback port (started by tests/e2e/forms.spec.ts), so that tests can stop it
# and see what a visitor sees when the handlers are down.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
export GATSBY_BACKEND_URL="http://127.0.0.1:${TEST_BACKEND_PORT:-9401}"
npx gatsby build
