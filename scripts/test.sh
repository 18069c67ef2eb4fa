#!/usr/bin/env bash
# Installs what is missing, builds everything with warnings as errors, and runs every test
# (all CTest labels but `bench`). Extra arguments go to ctest, e.g. `scripts/test.sh -L unit`.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across clones and build folders: paths are hashed relative to the source root.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
scripts/install-deps.sh
cmake --preset ci >/dev/null
cmake --build --preset ci
ctest --preset ci "$@"
