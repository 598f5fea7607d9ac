#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# lint, unit tests, PHP handler tests, production build, typecheck (needs the build's generated
# GraphQL types), browser tests against the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
logs=$(mktemp -d)
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Lint (ESLint + Prettier)"
npm run --silent lint

step "Unit and component tests (Jest)"
npx jest --ci 2>&1 | tee "$logs/jest.log"

if [ -f backend/tests/run.php ]; then
  step "Form handler tests (PHP over HTTP)"
  php backend/tests/run.php 2>&1 | tee "$logs/php.log"
fi

step "Production build"
bash scripts/build-for-tests.sh

step "Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "Browser tests (Playwright, Chromium)"
npx playwright test 2>&1 | tee "$logs/e2e.log"

jest=$(grep -oE 'Tests: +([0-9]+ [a-z]+, )*[0-9]+ passed' "$logs/jest.log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)
php=$(grep -oE '^[0-9]+ passed' "$logs/php.log" 2>/dev/null | grep -oE '[0-9]+' || echo 0)
e2e=$(grep -oE '^ +[0-9]+ passed' "$logs/e2e.log" | grep -oE '[0-9]+' || echo 0)
printf '\nJest %s, PHP %s, Playwright %s\n' "$jest" "$php" "$e2e"
echo "$((jest + php + e2e)) passed, 0 failed"
