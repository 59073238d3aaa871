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

# The static Storybook the server shows at /storybook outside production (ADR 050): rebuilt when a source file
# changed since it was built, with the same fingerprint as the workspace build. `npm run build-storybook` writes the
# stamp too, so CI's build (its own step) is not made again by a later start.
source_sum() {
  echo "$(git ls-files -s -co --exclude-standard 2>/dev/null | sha1sum | cut -d' ' -f1)-$(
    { git ls-files -co --exclude-standard -z 2>/dev/null | xargs -0 stat -c '%Y' 2>/dev/null || true; } | sha1sum | cut -d' ' -f1)"
}
build_storybook() {
  local sum
  sum="$(source_sum)"
  storybook build -o storybook-static --quiet "$@"
  echo "$sum" > "$ROOT/storybook-static/.build-stamp"
}
build_storybook_if_stale() {
  [ "${NODE_ENV:-}" != "production" ] || return 0
  [ "${SKIP_STORYBOOK:-}" != "1" ] || return 0
  local stamp="$ROOT/storybook-static/.build-stamp"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$(source_sum)" ]; then
    echo "start: building the static Storybook for /storybook (SKIP_STORYBOOK=1 skips it)" >&2
    # A failed Storybook build must not keep the portal from starting: /storybook then says it is not built.
    build_storybook || echo "start: the Storybook build failed; /storybook is not served" >&2
  fi
}

task="${1:-}"
shift || true
case "$task" in
  start)
    build_if_stale
    build_storybook_if_stale
    # V8's memory reducer hands memory back with full collections once a burst of work is over; each paused
    # every chat socket of the process for 60-80 ms (ADR 031). A server keeps its high-water heap instead.
    # A young generation of 8 MB a half: V8's own sizing let it grow to about 50 MB, whose scavenges paused
    # the sockets for 10-100 ms every half minute; now they are frequent and short.
    exec node --no-memory-reducer --max-semi-space-size=8 apps/server/dist/server.js "$@"
    ;;
  test)
    bash scripts/ensure-chromium.sh
    build_if_stale
    rm -rf reports && mkdir -p reports
    status=0
    # Each tier's wall time and exit code go to reports/times.tsv for the closing summary, which names a
    # tier that failed without a failed test (an unhandled error, a crash at teardown): CI shows the tail only.
    tier() {
      local name="$1" t0=$SECONDS code=0
      shift
      "$@" || code=$?
      [ "$code" -eq 0 ] || status=1
      printf '%s\t%s\t%s\n' "$name" "$((SECONDS - t0))" "$code" >> reports/times.tsv
    }
    # Unit projects, and the story tests (axe, play functions, visual baselines of tagged stories: ADR 017).
    # Its output is kept too (reports/<tier>.log): unhandled errors are in no JSON report.
    # The domain's tests run once, in the coverage tier below.
    tier vitest bash -o pipefail -c 'vitest run --project "!domain" --reporter=default --reporter=json --outputFile.json=reports/vitest.json "$@" 2>&1 | tee reports/vitest.log' vitest "$@"
    # The domain package promises 95% line coverage; the run prints it and fails below it (its tests' only run).
    tier coverage bash -o pipefail -c 'pnpm --filter @portal/domain run test:coverage --reporter=dot --reporter=json --outputFile.json=reports/coverage.json 2>&1 | tee reports/coverage.log'
    tier e2e bash "$0" test-e2e
    node scripts/summary.mjs
    exit $status
    ;;
  build-storybook)
    build_storybook "$@"
    ;;
  test-docs)
    # Every docs page of the built Storybook renders in Chromium without an error, within a time limit (issue 36).
    bash scripts/ensure-chromium.sh
    exec node scripts/check-docs.ts storybook-static "$@"
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
  admin)
    # Issue 32: account work on an install (the first staff account of an empty one); docs/CONFIGURATION.md.
    exec apps/server/node_modules/.bin/tsx apps/server/src/cli/admin.ts "$@"
    ;;
  bench)
    build_if_stale
    for b in bench/*.ts; do node "$b"; done
    ;;
  *)
    exec "$task" "$@"
    ;;
esac
