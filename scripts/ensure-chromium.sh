#!/usr/bin/env bash
# Browser tests use Debian's Chromium (no browser can be downloaded here) and need a CJK font,
# or Japanese text renders as empty boxes in screenshots.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fonts="$(fc-list : family 2>/dev/null || true)"
grep -qi 'Noto Sans CJK' <<<"$fonts" || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  echo "ensure-chromium: installing ${need[*]} with apt-get" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
