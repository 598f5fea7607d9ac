#!/usr/bin/env bash
# Every check of the project. Two things run in the background from the start: the production build
# the browser tests need, and the PHP backend tests (PHPUnit: everything on SQLite, the database
# suites again on MariaDB), which spend most of their time waiting for their servers and databases.
# Meanwhile the checks that need neither run one after the other: lint, unit tests, integration
# tests (a real build of broken content, PHP). On two cores the three leave room for each other.
# Then the browser tests against the build, with the typecheck beside them (it needs the build's
# generated GraphQL types). Each stage's time is listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
logs=$(mktemp -d)
build=""
php=""
tsc=""
timings=()
started=$SECONDS
cleanup() {
  # A stage that failed leaves the build (or PHPUnit, or the typecheck) running: stop it, with
  # Gatsby and its dashboard server (each runs in a process group of its own, whose id is its own).
  for job in "$build" "$php" "$tsc"; do
    if [ -n "$job" ] && kill -0 "$job" 2>/dev/null; then
      kill -- "-$job" 2>/dev/null || true
      wait "$job" 2>/dev/null || true
    fi
  done
  rm -rf "$logs"
  if [ ${#timings[@]} -gt 0 ]; then
    printf '\nTime per stage:\n'
    printf '  %s\n' "${timings[@]}"
    printf '  %4ds  in all\n' $((SECONDS - started))
  fi
}
trap cleanup EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
timed() {
  local name=$1 from=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%4ds  %s' $((SECONDS - from)) "$name")")
}

step "Production build (in the background; its output is shown once it is done)"
setsid bash scripts/build-for-tests.sh >"$logs/build.log" 2>&1 &
build=$!
build_started=$SECONDS

step "Backend tests (PHPUnit, in the background; their output is shown after the integration tests)"
phpunit=phpunit
[ -x backend/vendor/bin/phpunit ] && phpunit=backend/vendor/bin/phpunit
# The two runs share nothing (each its own ports, folders and databases), so they run side by side.
# shellcheck disable=SC2016 # $SECONDS, $! and $1, $2 belong to the inner shell
setsid bash -c 'SECONDS=0
"$1" -c backend/phpunit.xml.dist >"$2/php.log" 2>&1 &
on_sqlite=$!
DB=mariadb "$1" -c backend/phpunit.xml.dist --group database >"$2/php-mariadb.log" 2>&1 &
on_mariadb=$! status=0
wait "$on_sqlite" || status=1
wait "$on_mariadb" || status=1
echo "$SECONDS" >"$2/php.seconds"
exit "$status"' php-tests "$phpunit" "$logs" &
php=$!

step "Lint (ESLint + Prettier)"
timed "Lint" npm run --silent lint

step "Unit and component tests (Jest)"
jest_unit() { npx jest --ci 2>&1 | tee "$logs/jest.log"; }
timed "Jest unit" jest_unit

step "Integration tests (Jest: a real build of broken content, the browser's form checks against PHP)"
jest_integration() { npx jest --ci -c jest.integration.config.mjs 2>&1 | tee "$logs/integration.log"; }
timed "Jest integration" jest_integration

step "Backend tests (PHPUnit, in-process and over HTTP: everything on SQLite, and the database suites on MariaDB)"
php_status=0
wait "$php" || php_status=1
php=""
printf -- '-- on SQLite\n' && cat "$logs/php.log"
printf -- '-- the database suites on MariaDB\n' && cat "$logs/php-mariadb.log"
timings+=("$(printf '%4ds  %s' "$(cat "$logs/php.seconds")" "PHPUnit (from the start, alongside the stages above)")")
if [ "$php_status" -ne 0 ]; then
  echo "The backend tests failed (output above)." >&2
  exit 1
fi

step "Production build"
if ! wait "$build"; then
  build=""
  cat "$logs/build.log"
  echo "The production build failed (output above)." >&2
  exit 1
fi
build=""
tail -n 25 "$logs/build.log"
timings+=("$(printf '%4ds  %s' $((SECONDS - build_started)) "Production build (from the start, alongside the stages above)")")

# The typecheck (a few seconds of one core) runs beside the browser tests, which spend much of
# their time waiting for pages; its result is shown after theirs.
# shellcheck disable=SC2016 # $SECONDS and $? belong to the inner shell
setsid bash -c 'SECONDS=0; npx tsc --noEmit; status=$?; echo "$SECONDS" >"$0"; exit "$status"' "$logs/tsc.seconds" \
  >"$logs/tsc.log" 2>&1 &
tsc=$!

step "Browser tests (Playwright, Chromium)"
playwright() { npx playwright test 2>&1 | tee "$logs/e2e.log"; }
timed "Playwright" playwright

step "Typecheck (tsc --noEmit, run beside the browser tests)"
if ! wait "$tsc"; then
  tsc=""
  cat "$logs/tsc.log"
  echo "The typecheck failed (output above)." >&2
  exit 1
fi
tsc=""
cat "$logs/tsc.log"
timings+=("$(printf '%4ds  %s' "$(cat "$logs/tsc.seconds")" "Typecheck (beside the browser tests)")")

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
