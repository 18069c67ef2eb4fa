#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each one for a number of
# executions (default 10,000,000) or seconds, starting from its committed seed corpus.
# Updates tests/fuzz/fuzz-results.jsonl (the lines of the targets run; other targets' lines are
# kept), which the benchmark report (BENCHMARKS.md) includes.
#   scripts/fuzz.sh                      # every target, 10 million executions each
#   scripts/fuzz.sh --seconds 60 money   # one target for a minute
#   scripts/fuzz.sh --no-build refundcsv # run an already built fuzzer
#   scripts/fuzz.sh --record 3600 money  # record a run already in build/fuzz/run-money (stopped with Ctrl-C after 3600 s)
# A crash leaves its input in build/fuzz/run-TARGET/crash-*; add it to tests/fuzz/corpus/TARGET/
# once fixed, so the corpus replay test (ctest -R tst_fuzz_) keeps it fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=10000000
seconds=0
build=1
record_seconds=
targets=()
while (($#)); do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --seconds) seconds=$2; runs=0; shift 2 ;;
    --no-build) build=0; shift ;;
    --record) record_seconds=$2; build=0; shift 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
((${#targets[@]})) || targets=(money answerparser sandbox_request request_decoder notification refundcsv http_request xlsxorders)

if ((build)); then
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
  scripts/install-deps.sh
  # The fuzzers need clang and its sanitizer runtimes, which the normal build does not.
  for p in clang libclang-rt-14-dev; do
    if [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true) != "install ok installed" ]]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev
      break
    fi
  done
  cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz --target "${targets[@]/#/fuzz_}"
fi

# Every sanitizer finding is a crash: UBSan's recoverable checks stop the run too.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# No allocation stack per malloc, no fill of fresh memory and a 32 MB quarantine: a use-after-free or
# overflow within one input is still caught, with fewer page faults and less work per allocation; a
# crash input, once added to the corpus, is replayed with full reports by `ctest -R tst_fuzz_`.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=0:max_malloc_fill_size=0:quarantine_size_mb=32}"
results=tests/fuzz/fuzz-results.jsonl
commit=${FUZZ_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
status=0
# Writes a target's figures from its run folder: executions from libFuzzer's final stats; a crash is
# any crash/leak/timeout/oom input libFuzzer saved or a sanitizer report in the log (a run stopped
# with Ctrl-C, exit code 72, is an interrupted run, not a crash).
record() {
  local t=$1 elapsed=$2 work=build/fuzz/run-$1 executed crashes=0 rate interrupted=false
  executed=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/log" | awk '{print $2}' | tail -1)
  executed=${executed:-0}
  if compgen -G "$work/crash-*" >/dev/null || compgen -G "$work/leak-*" >/dev/null \
     || compgen -G "$work/timeout-*" >/dev/null || compgen -G "$work/oom-*" >/dev/null \
     || grep -qE '^==[0-9]+==ERROR|runtime error:|deadly signal' "$work/log"; then
    crashes=1; status=1
    echo "fuzz_$t found a crash: see $work/log and $work/crash-*"
  fi
  grep -q 'run interrupted' "$work/log" && interrupted=true
  rate=$(( executed / (elapsed > 0 ? elapsed : 1) ))
  echo "   fuzz_$t: $executed executions in ${elapsed}s ($rate/s), crashes: $crashes, interrupted: $interrupted"
  # Replace this target's lines, keep the others (targets may be run one at a time or in parallel).
  lines=$(printf '%s\n' \
    "{\"metric\":\"fuzz.$t.executions\",\"value\":$executed,\"unit\":\"runs\",\"target\":10000000,\"better\":\"higher\"}" \
    "{\"metric\":\"fuzz.$t.crashes\",\"value\":$crashes,\"unit\":\"crashes\",\"target\":0,\"better\":\"lower\"}" \
    "{\"metric\":\"fuzz.$t.rate\",\"value\":$rate,\"unit\":\"runs/s\",\"seconds\":$elapsed,\"interrupted\":$interrupted,\"date\":\"$(date -u +%FT%TZ)\",\"commit\":\"$commit\"}")
  (
    flock 9
    tmp=$(mktemp)
    { [[ -f $results ]] && grep -v "\"fuzz\\.$t\\." "$results" || true; printf '%s\n' "$lines"; } >"$tmp"
    mv "$tmp" "$results"
  ) 9>"build/fuzz/results.lock"
}

if [[ -n $record_seconds ]]; then
  # --record SECONDS: figures of runs already done (e.g. stopped with Ctrl-C), without running again.
  for t in "${targets[@]}"; do record "$t" "$record_seconds"; done
  echo "updated $results"
  exit $status
fi

for t in "${targets[@]}"; do
  work=build/fuzz/run-$t
  rm -rf "$work"; mkdir -p "$work/corpus"
  cp tests/fuzz/corpus/"$t"/* "$work/corpus/"
  limit=(-runs="$runs")
  ((seconds > 0)) && limit=(-max_total_time="$seconds")
  echo "== fuzz_$t ${limit[*]}"
  start=$(date +%s)
  # Inputs as large as real ones and then some. A run's cost grows with its inputs (under ASan every
  # allocation of a long input counts), so each target's limit is the size of what it really reads:
  # a sandbox request and a money string stay in 8 KiB; a gateway answer is 0.5-2 KiB (4 KiB);
  # a notification or a pasted code list is a few hundred bytes (2 KiB); a bulk-refund CSV is read
  # line by line with nothing carried from one line to the next but its number, so a header and a few
  # ~100-byte rows (512 bytes) reach every path, at about 5 microseconds per line under ASan.
  case $t in refundcsv) max_len=512 ;; notification) max_len=2048 ;; answerparser) max_len=4096 ;; *) max_len=8192 ;; esac
  (cd "$work" && ../tests/fuzz/fuzz_"$t" "${limit[@]}" -print_final_stats=1 -max_len=$max_len corpus >log 2>&1) || true
  record "$t" $(( $(date +%s) - start ))
done
echo "updated $results"
exit $status
