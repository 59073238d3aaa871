#!/usr/bin/env bash
# Regenerating from the contract (and the router's route tree) must change nothing that is committed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/bootstrap.sh"
cd "$ROOT"
pnpm run -r --silent generate >/dev/null
if ! git diff --exit-code --stat -- packages/api-client/src/gen packages/api-client/reference apps/portal/src/routeTree.gen.ts; then
  echo "Generated files differ from the contract: run 'npm run generate' and commit the result." >&2
  exit 1
fi
