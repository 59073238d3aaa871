#!/usr/bin/env bash
# Entry point behind every npm script: bootstraps the pinned toolchain, then runs a task with it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source "$ROOT/scripts/bootstrap.sh"
export PATH="$ROOT/node_modules/.bin:$PATH"

# Builds the workspace only when a source file changed since the last build, so a second start is fast.
build_if_stale() {
  local stamp="$ROOT/node_modules/.build-stamp"
  local sum
  sum="$(git ls-files -s -co --exclude-standard 2>/dev/null | sha1sum | cut -d' ' -f1)-$(
    git ls-files -co --exclude-standard -z 2>/dev/null | xargs -0 stat -c '%Y' 2>/dev/null | sha1sum | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
    pnpm run -r build
    echo "$sum" > "$stamp"
  fi
}

task="${1:-}"
shift || true
case "$task" in
  start)
    build_if_stale
    exec node apps/server/dist/server.js "$@"
    ;;
  test)
    bash scripts/ensure-chromium.sh
    build_if_stale
    rm -rf reports && mkdir -p reports
    status=0
    vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json "$@" || status=1
    # The domain package promises 95% line coverage; the run prints it and fails below it.
    pnpm --filter @portal/domain run test:coverage --reporter=dot || status=1
    bash "$0" test-e2e || status=1
    bash "$0" test-visual || status=1
    node scripts/summary.mjs
    exit $status
    ;;
  test-stories)
    bash scripts/ensure-chromium.sh
    exec vitest run --project storybook "$@"
    ;;
  test-e2e)
    bash scripts/ensure-chromium.sh
    build_if_stale
    PLAYWRIGHT_JSON_OUTPUT_FILE=reports/e2e.json exec playwright test -c e2e/playwright.config.ts --reporter=list,json "$@"
    ;;
  test-visual)
    bash scripts/ensure-chromium.sh
    storybook build -o storybook-static --quiet --disable-telemetry >/dev/null
    PLAYWRIGHT_JSON_OUTPUT_FILE=reports/visual.json exec playwright test -c visual/playwright.config.ts --reporter=dot,json "$@"
    ;;
  bench)
    build_if_stale
    for b in bench/*.ts; do node "$b"; done
    ;;
  *)
    exec "$task" "$@"
    ;;
esac
