#!/usr/bin/env bash
# Serves the built site on http://127.0.0.1:9000 like the business's PHP host: static files, and
# /antenna-backend/ answered by the real form handlers (PHP's built-in server, throw-away database)
# when PHP is installed. Posts published after the build are answered as the host's rewrites answer
# them (--rewrite: the rewrites of public/_redirects, the same as those of public/.htaccess).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-9000}
BACKEND_PORT=${BACKEND_PORT:-9080}
backend=()
if command -v php >/dev/null 2>&1; then
  php backend/bin/dev-server.php --port="$BACKEND_PORT" --origin="http://127.0.0.1:$PORT,http://localhost:$PORT" &
  php_pid=$!
  trap 'kill "$php_pid" 2>/dev/null; pkill -f "php -S 127.0.0.1:$BACKEND_PORT" 2>/dev/null || true' EXIT
  backend=(--backend "http://127.0.0.1:$BACKEND_PORT")
else
  echo "PHP is not installed: the site is served, but its forms have no handlers to answer them." >&2
fi
node scripts/serve-static.mjs public "$PORT" --rewrite "${backend[@]}"
