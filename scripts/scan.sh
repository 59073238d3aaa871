#!/usr/bin/env bash
# `npm run scan`: wapiti and sqlmap (Debian's packages) against a local server on a throwaway database,
# signed in as the demo guardian, each bounded in time. Outside CI: it takes several minutes and its
# findings need a person to read them. Exits 1 when either tool reports a finding.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${SCAN_PORT:-3190}"
BASE="http://127.0.0.1:$PORT"
OUT="$ROOT/reports/scan"
SCAN_SECONDS="${SCAN_SECONDS:-180}"
mkdir -p "$OUT"

need=()
command -v wapiti >/dev/null || need+=(wapiti)
command -v sqlmap >/dev/null || need+=(sqlmap)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -f apps/server/dist/server.js ] && [ -f apps/portal/dist/index.html ] || pnpm run -r build

PORT="$PORT" HOST=127.0.0.1 DATA_DIR=memory://scan SEED_DEMO=true LOG_LEVEL=warn node apps/server/dist/server.js \
  >"$OUT/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 60); do curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break; sleep 1; done

# Sign in as the portal does: the XSRF cookie first, then the login call echoing it.
jar="$OUT/cookies.txt"
rm -f "$jar"
curl -fsS -c "$jar" -b "$jar" "$BASE/api/health" >/dev/null
xsrf=$(awk '$6 == "XSRF-TOKEN" { print $7 }' "$jar" | tail -1)
xsrf=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.unquote(sys.argv[1]))' "$xsrf")
curl -fsS -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' \
  -d '{"email":"guardian@example.com","password":"demo-pass"}' "$BASE/api/login" >/dev/null
# curl marks HttpOnly cookies (the session) with a '#HttpOnly_' prefix; other '#' lines are comments.
cookie=$(sed 's/^#HttpOnly_//' "$jar" | awk '!/^#/ && NF >= 7 { printf "%s=%s; ", $6, $7 }')
if ! curl -fsS -H "Cookie: $cookie" "$BASE/api/account/authed" >/dev/null; then
  echo "scan: could not sign in as the demo guardian" >&2
  exit 1
fi

# Real ids of the guardian's rows, so each target answers 200 before it is attacked.
api() { curl -fsS -H "Cookie: $cookie" "$BASE$1"; }
news_id=""
file_path=""
for id in $(api '/api/announcement/list?perPage=50' | python3 -c 'import json,sys; print(*[a["id"] for a in json.load(sys.stdin)["data"]])'); do
  news_id=${news_id:-$id}
  file_path=$(api "/api/announcement/files?announcementsId=$id" | python3 -c 'import json,sys; f=json.load(sys.stdin); print(f[0]["path"] if f else "")')
  if [ -n "$file_path" ]; then news_id=$id; break; fi
done

# The portal is a single-page app: the API calls that take parameters are the start points.
starts=(
  "/api/announcement/list?page=1&keyWord=test&startDate=2026-01-01&endDate=2026-12-31&isUnread=0"
  "/api/announcement?announcementsId=$news_id"
  "/api/announcement/files/download?name=a.pdf&path=$file_path"
  "/api/information/list?page=1&keyWord=test&labelsId=1"
  "/api/information?informationsId=1"
  "/api/faq/article/search/3?keyWord=test"
  "/api/faq/article/detail/3/1"
  "/api/term?type=1"
)

findings=0
echo "scan: wapiti (at most ${SCAN_SECONDS} s)"
start_args=()
for s in "${starts[@]}"; do start_args+=(-s "$BASE$s"); done
# No -x for /logout: wapiti 3.0.4's exclusion patterns crash on Python 3.11; the SPA links to no form anyway.
timeout $((SCAN_SECONDS + 60)) wapiti -u "$BASE/" --scope folder "${start_args[@]}" \
  -H "Cookie: $cookie" -H 'X-Requested-With: XMLHttpRequest' \
  -m "xss,permanentxss,sql,blindsql,exec,file,crlf,redirect,ssrf,xxe" \
  --max-scan-time "$SCAN_SECONDS" --max-attack-time 60 --flush-session \
  -f json -o "$OUT/wapiti.json" >"$OUT/wapiti.log" 2>&1 || true
if [ -f "$OUT/wapiti.json" ]; then
  wapiti_count=$(python3 -c '
import json, sys
report = json.load(open(sys.argv[1]))
print(sum(len(v) for v in report.get("vulnerabilities", {}).values()))' "$OUT/wapiti.json")
  echo "scan: wapiti vulnerabilities: $wapiti_count (report: reports/scan/wapiti.json)"
  findings=$((findings + wapiti_count))
else
  echo "scan: wapiti wrote no report (see reports/scan/wapiti.log)"
  findings=$((findings + 1))
fi

echo "scan: sqlmap (each target at most 120 s)"
injectable=0
for s in "${starts[@]}"; do
  log="$OUT/sqlmap-$(echo "$s" | tr -c 'a-zA-Z0-9' '_' | cut -c1-60).log"
  timeout 150 sqlmap -u "$BASE$s" --cookie "$cookie" -H 'X-Requested-With: XMLHttpRequest' --batch \
    --level 2 --risk 1 --time-sec 2 --timeout 10 --retries 0 --smart --disable-coloring \
    --output-dir "$OUT/sqlmap" >"$log" 2>&1 || true
  if grep -qiE 'is vulnerable|appears to be .*injectable|identified the following injection point' "$log"; then
    echo "scan: sqlmap found an injection: $s (see $log)"
    injectable=$((injectable + 1))
  fi
done
echo "scan: sqlmap injectable targets: $injectable of ${#starts[@]}"
findings=$((findings + injectable))
echo "scan: $findings findings"
[ "$findings" -eq 0 ]
