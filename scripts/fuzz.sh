#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each one for a number of
# executions (default 10,000,000) or seconds, starting from its committed seed corpus.
# Writes tests/fuzz/fuzz-results.jsonl, which the benchmark report (BENCHMARKS.md) includes.
#   scripts/fuzz.sh                      # every target, 10 million executions each
#   scripts/fuzz.sh --seconds 60 money   # one target for a minute
set -euo pipefail
cd "$(dirname "$0")/.."
runs=10000000
seconds=0
targets=()
while (($#)); do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --seconds) seconds=$2; runs=0; shift 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
((${#targets[@]})) || targets=(money answerparser sandbox_request)

scripts/install-deps.sh
# The fuzzers need clang and its sanitizer runtimes, which the normal build does not.
for p in clang libclang-rt-14-dev; do
  if [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true) != "install ok installed" ]]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev
    break
  fi
done
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

results=tests/fuzz/fuzz-results.jsonl
tmp_results=$(mktemp)
status=0
for t in "${targets[@]}"; do
  work=build/fuzz/run-$t
  rm -rf "$work"; mkdir -p "$work/corpus"
  cp tests/fuzz/corpus/"$t"/* "$work/corpus/"
  limit=(-runs="$runs")
  ((seconds > 0)) && limit=(-max_total_time="$seconds")
  echo "== fuzz_$t ${limit[*]}"
  start=$(date +%s)
  if (cd "$work" && ../tests/fuzz/fuzz_"$t" "${limit[@]}" -print_final_stats=1 -max_len=8192 corpus >log 2>&1); then
    crashes=0
  else
    crashes=1; status=1
    echo "fuzz_$t found a crash: see $work/log and $work/crash-*"
  fi
  elapsed=$(( $(date +%s) - start ))
  executed=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/log" | awk '{print $2}' | tail -1)
  executed=${executed:-0}
  echo "   $executed executions in ${elapsed}s, crashes: $crashes"
  printf '{"metric":"fuzz.%s.executions","value":%s,"unit":"runs","target":10000000,"better":"higher"}\n' "$t" "$executed" >>"$tmp_results"
  printf '{"metric":"fuzz.%s.crashes","value":%s,"unit":"crashes","target":0,"better":"lower"}\n' "$t" "$crashes" >>"$tmp_results"
  printf '{"metric":"fuzz.%s.seconds","value":%s,"unit":"s"}\n' "$t" "$elapsed" >>"$tmp_results"
done
mv "$tmp_results" "$results"
echo "wrote $results"
exit $status
