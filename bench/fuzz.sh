#!/usr/bin/env bash
# Fuzzes msched's input readers with libFuzzer (test/fuzz/): builds build-fuzz/
# with clang-22, AddressSanitizer, UBSan and -DMSCHED_FUZZ=ON, then runs each
# target for SECONDS (default 300) on one core, one after another, so the
# CPU-seconds fuzzed equal the wall seconds. Prints one line per target:
# inputs run, seconds, crashes. Crashes go to build-fuzz/crashes/TARGET/;
# minimize one (fuzz-TARGET -minimize_crash=1 FILE) and copy it into
# test/fuzz/regressions/TARGET/, where ctest replays it in every build.
#
#   bench/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-300}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(trace_json database_lines worker_protocol trace_mlir)

MSCHED_SETUP_SANITIZERS=1 scripts/setup.sh --packages-only
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DMSCHED_FUZZ=ON "${LAUNCHER[@]}" >/dev/null
cmake --build build-fuzz -j "${MSCHED_JOBS:-2}" \
  --target $(printf 'fuzz-%s ' "${TARGETS[@]}")

# LLVM's own allocations at exit are not leaks of the input.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
printf '%-16s %10s %8s %8s\n' target inputs seconds crashes
for t in "${TARGETS[@]}"; do
  corpus=build-fuzz/corpus/$t crashes=build-fuzz/crashes/$t
  mkdir -p "$corpus" "$crashes"
  cp -n test/fuzz/corpus/$t/* "$corpus"/ 2>/dev/null || true
  start=$(date +%s)
  build-fuzz/test/fuzz/fuzz-$t "$corpus" -max_total_time="$SECS" \
    -max_len=65536 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$crashes/" >"build-fuzz/fuzz-$t.log" 2>&1 || true
  end=$(date +%s)
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "build-fuzz/fuzz-$t.log" | tail -1)
  printf '%-16s %10s %8s %8s\n' "$t" "${runs:-?}" "$((end - start))" \
    "$(find "$crashes" -type f | wc -l)"
done
