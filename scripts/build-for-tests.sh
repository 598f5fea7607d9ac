#!/usr/bin/env bash
# The one production build the browser tests run against.
# - The forms post to a stand-in handler server on a fixed loopback port (started by
#   tests/e2e/forms.spec.ts), so that tests can stop it and see what a visitor sees when the
#   handlers are down.
# - The blog is built from the fixture dashboard (tests/support/fixtures/dashboard-server.mjs on
#   127.0.0.1:9301), which this script starts and stops; the browser tests start it again, since
#   the pages also fetch it at runtime.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
export GATSBY_BACKEND_URL="http://127.0.0.1:${TEST_BACKEND_PORT:-9401}"
DASHBOARD_PORT=9301
export GATSBY_DASHBOARD_URL="http://127.0.0.1:${DASHBOARD_PORT}"

if curl -sf -o /dev/null "${GATSBY_DASHBOARD_URL}/get-blogs.php"; then
  echo "Port ${DASHBOARD_PORT} is already in use; stop whatever serves it first." >&2
  exit 1
fi
node tests/support/fixtures/dashboard-server.mjs --port "${DASHBOARD_PORT}" &
dashboard=$!
trap 'kill "${dashboard}" 2>/dev/null || true; wait "${dashboard}" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -sf -o /dev/null "${GATSBY_DASHBOARD_URL}/get-blogs.php" && break
  sleep 0.2
done

# As `npm run build`: a cache made in another folder is not used (scripts/build-folder.mjs).
npm run --silent build
