#!/usr/bin/env bash
# One command for every benchmark: builds in Release (preset `bench`, only the programs
# tests/bench/benchmarks.json runs), generates the shared data set once (1,000,000 payments,
# deterministic) in build/bench/bench-data, runs each benchmark several times with its baselines,
# and rewrites BENCHMARKS.md (median, spread, ratio, pass/fail, peak memory, machine, date).
# Extra arguments go to the runner:
#   scripts/bench.sh                                # everything (about 40 minutes on a quiet 2-core machine, half of it the team server at 10,000,000 payments)
#   scripts/bench.sh --only sandbox,sync --runs 1   # some benchmarks, once each
#   scripts/bench.sh --keep-data                    # reuse the data set of the previous run
#   scripts/bench.sh --keep-data --only fuzz,ci --reuse
#                                                   # run these again, report the others from their last
#                                                   # saved runs (build/bench/bench-results), e.g. after a fuzz run
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across clones and build folders: paths are hashed relative to the source root.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
keep=0
args=()
for a in "$@"; do
  if [[ $a == --keep-data ]]; then keep=1; else args+=("$a"); fi
done
scripts/install-deps.sh
start=$(date +%s)
cmake --preset bench >/dev/null
# The runner and every program benchmarks.json names (their dependencies come along).
mapfile -t targets < <(grep -o '\${BUILD}/[^"]*' tests/bench/benchmarks.json | xargs -n1 basename | sort -u)
cmake --build --preset bench --target directdesk-benchrunner "${targets[@]}"
echo "== Release build: $(( $(date +%s) - start )) s"
data=build/bench/bench-data
((keep)) || rm -rf "$data"
mkdir -p "$data"
DIRECTDESK_COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown) \
  build/bench/tests/bench/runner/directdesk-benchrunner --source "$PWD" --build "$PWD/build/bench" \
  --data "$PWD/$data" --out BENCHMARKS.md "${args[@]}"
echo "== scripts/bench.sh took $(( $(date +%s) - start )) s"
