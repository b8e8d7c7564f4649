#!/usr/bin/env bash
# Benchmark (d) of the search issue: peak memory (max RSS) of msched-tune over
# a 1000-trial GMM run (gmm_512 by default, 1 thread). Target: at most 1 GiB.
#   bench/tune_memory.sh [TRIALS] [WORKLOAD]
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-1000}
W=${2:-gmm_512}
dir=$(mktemp -d)
/usr/bin/time -v build/tools/msched-tune "bench/workloads/$W.mlir" \
  --work-dir "$dir" --trials "$TRIALS" --threads 1 --skip-untuned \
  > "$dir.log" 2> "$dir.time" || { cat "$dir.time"; exit 1; }
kb=$(grep "Maximum resident set size" "$dir.time" | awk '{print $NF}')
tail -4 "$dir.log"
echo "msched-tune $W, $TRIALS trials: peak RSS $((kb / 1024)) MiB (target <= 1024 MiB): $([ "$kb" -le 1048576 ] && echo met || echo MISSED)"
rm -rf "$dir" "$dir.log" "$dir.time"
