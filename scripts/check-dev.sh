#!/usr/bin/env bash
# CI step for the README's long-running commands: starts `npm run dev` and `npm run storybook`, waits
# (bounded) until each answers over HTTP, then stops each with every child process (tsx watch, vite,
# storybook). So a broken dev command fails CI instead of the next newcomer.
# Ports: DEV_SERVER_PORT (default 3000) and STORYBOOK_PORT (default 6006); vite takes its own port and
# the check reads it from vite's output.
set -uo pipefail
cd "$(dirname "$0")/.."
LIMIT="${DEV_CHECK_SECONDS:-90}"
SERVER_PORT="${DEV_SERVER_PORT:-3000}"
SB_PORT="${STORYBOOK_PORT:-6006}"
logs="$(mktemp -d)"
pgid=""

stop() {
  [ -n "$pgid" ] || return 0
  # The command runs in its own process group (setsid): signal the whole group, then make sure.
  kill -TERM -- "-$pgid" 2>/dev/null
  for _ in $(seq 1 50); do pgrep -g "$pgid" >/dev/null || break; sleep 0.2; done
  if pgrep -g "$pgid" >/dev/null; then kill -KILL -- "-$pgid" 2>/dev/null; sleep 0.5; fi
  if pgrep -g "$pgid" >/dev/null; then echo "check-dev: processes left behind: $(pgrep -g "$pgid" | tr '\n' ' ')" >&2; pgid=""; return 1; fi
  pgid=""
}
trap 'pgid=${dev:-} stop; pgid=${storybook:-} stop' EXIT

# check NAME LOGFILE URL_PROBE... : runs until every probe answers 2xx/3xx or LIMIT passes.
# A probe is a URL, or "log:REGEX@@PATH": the first URL the log shows on a line matching REGEX, plus PATH.
check() {
  local name="$1" log="$2"; shift 2
  local t0=$SECONDS pending=("$@") url
  while [ ${#pending[@]} -gt 0 ]; do
    if ! pgrep -g "$pgid" >/dev/null; then echo "check-dev: $name exited early:" >&2; tail -n 30 "$log" >&2; return 1; fi
    if [ $((SECONDS - t0)) -ge "$LIMIT" ]; then
      echo "check-dev: $name did not answer within ${LIMIT}s (${pending[*]}):" >&2; grep -av "proxy error\|ECONNREFUSED\|afterConnect" "$log" | tail -n 30 >&2; return 1
    fi
    local left=()
    for probe in "${pending[@]}"; do
      url="$probe"
      if [[ "$probe" == log:* ]]; then
        local spec="${probe#log:}"
        url="$(grep -aE "${spec%%@@*}" "$log" | grep -aoE 'http://[a-z0-9.:]+/' | head -n 1)"
        [ -z "$url" ] || url="$url${spec#*@@}"
      fi
      if [ -n "$url" ] && curl -fsS -o /dev/null --max-time 10 "$url" 2>/dev/null; then
        echo "check-dev: $name answers at $url ($((SECONDS - t0)) s)"
      else
        left+=("$probe")
      fi
    done
    pending=("${left[@]}")
    [ ${#pending[@]} -eq 0 ] || sleep 1
  done
}

status=0
# Both start together (each takes tens of seconds on a loaded machine), each in its own process group.
setsid env PORT="$SERVER_PORT" API_URL="http://localhost:$SERVER_PORT" npm run --silent dev >"$logs/dev.log" 2>&1 &
dev=$!
setsid npm run --silent storybook -- --ci --quiet -p "$SB_PORT" >"$logs/storybook.log" 2>&1 &
storybook=$!
# The server's API, the portal through vite, and vite's proxy to the same API.
pgid=$dev check "npm run dev" "$logs/dev.log" "http://localhost:$SERVER_PORT/api/health" 'log:Local:@@' \
  'log:Local:@@api/health' || status=1
pgid=$storybook check "npm run storybook" "$logs/storybook.log" "http://localhost:$SB_PORT/index.json" \
  "http://localhost:$SB_PORT/iframe.html" || status=1
pgid=$dev stop || status=1
pgid=$storybook stop || status=1
rm -rf "$logs"
exit $status
