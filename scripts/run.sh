#!/usr/bin/env bash
# Installs what is missing, builds DirectDesk and starts it on a throw-away cache filled from the
# built-in sandbox's demo data (`directdesk --demo`). Extra arguments go to directdesk.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target directdesk
exec build/dev/app/directdesk --demo "$@"
