#!/usr/bin/env bash
# Provides the pinned toolchain without touching the system: Node 24 (from the npm registry) when
# the system Node is older, and a pinned pnpm, both under .tools/. Then installs the workspace's
# dependencies from the lockfile. Sourced by scripts/run.sh; safe to run again (it is quick then).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION="24.21.0"
PNPM_VERSION="12.21.0"
export PATH="$TOOLS/node_modules/.bin:$PATH"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

wanted=()
if [ "$(node_major)" -lt 24 ] || { [ -x "$TOOLS/node_modules/.bin/node" ] && [ "$(node --version)" != "v$NODE_VERSION" ]; }; then
  wanted+=("node@$NODE_VERSION")
fi
[ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ] || wanted+=("pnpm@$PNPM_VERSION")
if [ ${#wanted[@]} -gt 0 ]; then
  echo "bootstrap: installing ${wanted[*]} into .tools (system Node: $(command -v node >/dev/null && node --version || echo none))" >&2
  mkdir -p "$TOOLS"
  # Keep whatever .tools already holds so installing one tool never drops the other.
  npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "${wanted[@]}" >&2
  hash -r
fi

cd "$ROOT"
stamp="$ROOT/node_modules/.bootstrap-stamp"
lockhash="$(cat pnpm-lock.yaml package.json packages/*/package.json apps/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lockhash" ]; then
  if [ "${CI:-}" = "true" ]; then
    pnpm install --frozen-lockfile >&2
  else
    pnpm install >&2
  fi
  lockhash="$(cat pnpm-lock.yaml package.json packages/*/package.json apps/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
  echo "$lockhash" > "$stamp"
fi
