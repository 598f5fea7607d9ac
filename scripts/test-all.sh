#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# lint, unit tests, integration tests (a real build of broken content, PHP), PHP backend tests
# (PHPUnit: everything on SQLite, the database suites again on MariaDB), production build,
# typecheck (needs the build's generated GraphQL types), browser tests against the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Lint (ESLint + Prettier)"
npm run --silent lint

step "Unit and component tests (Jest)"
npx jest --ci 2>&1 | tee "$logs/jest.log"

step "Integration tests (Jest: a real build of broken content, the browser's form checks against PHP)"
npx jest --ci -c jest.integration.config.mjs 2>&1 | tee "$logs/integration.log"

step "Backend tests (PHPUnit over HTTP: everything on SQLite, and the database suites on MariaDB)"
phpunit=phpunit
[ -x backend/vendor/bin/phpunit ] && phpunit=backend/vendor/bin/phpunit
# The two runs share nothing (each its own ports, folders and databases), so they run side by side.
"$phpunit" -c backend/phpunit.xml.dist >"$logs/php.log" 2>&1 &
on_sqlite=$!
DB=mariadb "$phpunit" -c backend/phpunit.xml.dist --group database >"$logs/php-mariadb.log" 2>&1 &
on_mariadb=$!
php_status=0
wait "$on_sqlite" || php_status=1
wait "$on_mariadb" || php_status=1
printf -- '-- on SQLite\n' && cat "$logs/php.log"
printf -- '-- the database suites on MariaDB\n' && cat "$logs/php-mariadb.log"
[ "$php_status" -eq 0 ]

step "Production build"
bash scripts/build-for-tests.sh

step "Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "Browser tests (Playwright, Chromium)"
npx playwright test 2>&1 | tee "$logs/e2e.log"

# The counts each runner reported in its closing lines.
# Jest "Tests: 2 failed, 1 skipped, 300 passed, 303 total"; Playwright "  300 passed (2.1m)".
counted() { grep -E "$2" "$logs/$1" | tail -n 1 | grep -oE "[0-9]+ $3" | grep -oE '[0-9]+' || echo 0; }
# PHPUnit "OK (129 tests, 566 assertions)" or "Tests: 129, Assertions: 566, Failures: 1, Skipped: 2.", summed over both runs.
php_count() {
  local sum=0 log n
  for log in "$logs/php.log" "$logs/php-mariadb.log"; do
    n=$(grep -E '^(OK \(|Tests: )' "$log" | tail -n 1 | grep -oE "$1" | grep -oE '[0-9]+' || echo 0)
    sum=$((sum + n))
  done
  echo "$sum"
}
php_total=$(php_count '[0-9]+ tests|Tests: [0-9]+')
php_failed=$(($(php_count 'Failures: [0-9]+') + $(php_count 'Errors: [0-9]+')))
php_skipped=$(($(php_count 'Skipped: [0-9]+') + $(php_count 'Incomplete: [0-9]+')))

jest_count() { echo $(($(counted jest.log '^Tests: ' "$1") + $(counted integration.log '^Tests: ' "$1"))); }
passed=("$(jest_count passed)" "$((php_total - php_failed - php_skipped))" "$(counted e2e.log '^ +[0-9]+ passed' passed)")
failed=$(($(jest_count failed) + php_failed + $(counted e2e.log '^ +[0-9]+ failed' failed)))
skipped=$(($(jest_count skipped) + php_skipped + $(counted e2e.log '^ +[0-9]+ skipped' skipped)))
printf '\nJest %s (unit and integration), PHPUnit %s, Playwright %s passed\n' "${passed[@]}"
echo "$((passed[0] + passed[1] + passed[2])) passed, ${failed} failed, ${skipped} skipped"
