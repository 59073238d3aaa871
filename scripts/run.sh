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
    { git ls-files -co --exclude-standard -z 2>/dev/null | xargs -0 stat -c '%Y' 2>/dev/null || true; } | sha1sum | cut -d' ' -f1)"
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
    # Each tier's wall time goes to reports/times.tsv for the closing summary.
    tier() {
      local name="$1" t0=$SECONDS
      shift
      "$@" || status=1
      printf '%s\t%s\n' "$name" "$((SECONDS - t0))" >> reports/times.tsv
    }
    # Unit projects, and the story tests (axe, play functions, visual baselines of tagged stories: ADR 017).
    tier vitest vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json "$@"
    # The domain package promises 95% line coverage; the run prints it and fails below it.
    tier coverage pnpm --filter @portal/domain run test:coverage --reporter=dot
    tier e2e bash "$0" test-e2e
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
  update-visual)
    # Rewrites the baselines of the stories tagged 'visual' (ADR 017). Without arguments every baseline is
    # made again and those of stories no longer tagged disappear; with story files, only theirs.
    bash scripts/ensure-chromium.sh
    [ $# -gt 0 ] || rm -rf visual/baselines
    VISUAL_ONLY=1 exec vitest run --project storybook "$@" --update
    ;;
  bench)
    build_if_stale
    for b in bench/*.ts; do node "$b"; done
    ;;
  *)
    exec "$task" "$@"
    ;;
esac
