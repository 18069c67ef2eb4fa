#!/usr/bin/env bash
# Installs what is missing, builds DirectDesk and starts it on a throw-away cache filled from the
# built-in sandbox's demo data (`directdesk --demo`). Extra arguments go to directdesk.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across clones and build folders: paths are hashed relative to the source root.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target directdesk
exec build/dev/app/directdesk --demo "$@"
