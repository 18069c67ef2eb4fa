#!/usr/bin/env bash
# Installs what is missing, builds everything with warnings as errors, and runs every test
# (all CTest labels but `bench`). Extra arguments go to ctest, e.g. `scripts/test.sh -L unit`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset ci >/dev/null
cmake --build --preset ci
ctest --preset ci "$@"
