#!/usr/bin/env bash
# Installs what is missing, builds everything with warnings as errors and runs every test (all
# CTest labels but `bench`); then builds the `unit` and `integration` tests again with AddressSanitizer
# and UndefinedBehaviorSanitizer (preset `asan`, only the targets those tests need) and runs them there.
#   scripts/test.sh                # everything (what CI runs: .ci/run)
#   scripts/test.sh -L unit        # extra arguments go to ctest; the sanitizer stage is then skipped
#   scripts/test.sh --asan [-R x]  # only the sanitizer stage, extra arguments to its ctest
#   scripts/test.sh --under-load [args]  # the same, twice in a row, with a busy loop on every core
#                                  # beside it: a verdict must not depend on how fast the machine is
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across clones and build folders: paths are hashed relative to the source root.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
scripts/install-deps.sh

rounds=1
if [[ ${1:-} == --under-load ]]; then
  shift
  rounds=2
  # One busy loop per core at the tests' own priority, for as long as this script runs.
  hogs=()
  for ((core = 0; core < $(nproc); ++core)); do
    bash -c 'while :; do :; done' &
    hogs+=($!)
  done
  trap 'kill "${hogs[@]}" 2>/dev/null || true' EXIT
  echo "== under load: ${#hogs[@]} busy loops beside the tests, the whole run twice"
fi

stages=(ci asan)
if [[ ${1:-} == --asan ]]; then
  stages=(asan); shift
elif (($#)); then
  stages=(ci)
fi

for ((round = 1; round <= rounds; ++round)); do
  ((rounds == 1)) || echo "== round $round of $rounds"
  for stage in "${stages[@]}"; do
    case $stage in
    ci)
      cmake --preset ci >/dev/null
      cmake --build --preset ci
      ctest --preset ci "$@"
      ;;
    asan)
      echo "== ASan + UBSan: unit and integration tests (build/asan)"
      cmake --preset asan >/dev/null
      # Build only the test executables of these labels (and, through their dependencies, the
      # programs they start): no GUI application, benchmarks or GUI/reliability tests here.
      mapfile -t targets < <(ctest --preset asan -N | sed -n 's/^ *Test *#[0-9]*: *//p')
      ((${#targets[@]})) || { echo "no unit or integration tests found" >&2; exit 1; }
      cmake --build build/asan --target "${targets[@]}"
      # Any finding fails the test: UBSan aborts (-fno-sanitize-recover), ASan exits non-zero.
      ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
      UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}" \
      LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        ctest --preset asan "$@"
      ;;
    esac
  done
done
