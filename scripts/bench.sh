#!/usr/bin/env bash
# Builds in Release, runs every benchmark listed in tests/bench/benchmarks.json several times and
# rewrites BENCHMARKS.md. Extra arguments go to the runner, e.g. `scripts/bench.sh --only cache --runs 1`.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across clones and build folders: paths are hashed relative to the source root.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
scripts/install-deps.sh
cmake --preset bench >/dev/null
cmake --build --preset bench
DIRECTDESK_COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown) \
  build/bench/tests/bench/runner/directdesk-benchrunner --source "$PWD" --build "$PWD/build/bench" --out BENCHMARKS.md "$@"
