#!/usr/bin/env bash
# Benchmark (a) of the search issue: best GFLOP/s against trials for GMM 512
# and C2D, 256 trials each, evolutionary search + XGBoost versus replay-trace,
# seeds 1..3, 1 thread. Writes bench/results/curves/*.csv, one CSV per
# workload with the median over seeds, and a PNG plot (gnuplot).
#   bench/tuning_curves.sh [TRIALS] [SEEDS...]
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-256}
shift || true
SEEDS=${*:-1 2 3}
OUT=bench/results/curves
mkdir -p "$OUT"
for w in gmm_512 c2d; do
  for strategy in evolutionary replay-trace; do
    for seed in $SEEDS; do
      dir=$(mktemp -d)
      build/tools/msched-tune "bench/workloads/$w.mlir" --work-dir "$dir" \
        --trials "$TRIALS" --seed "$seed" --threads 1 --strategy "$strategy" \
        --cost-model xgb --skip-untuned > "$OUT/$w-$strategy-$seed.log"
      build/bench/bench-tuning-curve "bench/workloads/$w.mlir" "$dir" \
        > "$OUT/$w-$strategy-$seed.csv"
      rm -rf "$dir"
      echo "$w $strategy seed $seed: best $(tail -1 "$OUT/$w-$strategy-$seed.csv" | cut -d, -f3) GFLOP/s"
    done
  done
  # Median over seeds of the best-so-far, per trial, per strategy.
  python3 - "$OUT" "$w" $SEEDS <<'PY'
import csv, statistics, sys
out, w, seeds = sys.argv[1], sys.argv[2], sys.argv[3:]
rows = {}
for s in ("evolutionary", "replay-trace"):
    curves = []
    for seed in seeds:
        with open(f"{out}/{w}-{s}-{seed}.csv") as f:
            curves.append([float(r["best_gflops"]) for r in csv.DictReader(f)])
    n = min(len(c) for c in curves)
    rows[s] = [statistics.median(c[i] for c in curves) for i in range(n)]
n = min(len(v) for v in rows.values())
with open(f"{out}/{w}.csv", "w") as f:
    f.write("trial,evolutionary_xgb,replay_trace\n")
    for i in range(n):
        f.write(f"{i+1},{rows['evolutionary'][i]:.3f},{rows['replay-trace'][i]:.3f}\n")
PY
  gnuplot <<GP
set terminal pngcairo size 800,500
set output "$OUT/$w.png"
set datafile separator ","
set key bottom right
set xlabel "trials"
set ylabel "best GFLOP/s (median of seeds $SEEDS)"
set title "$w, 1 thread"
plot "$OUT/$w.csv" using 1:2 with lines lw 2 title "evolutionary + XGBoost", \
     "$OUT/$w.csv" using 1:3 with lines lw 2 title "replay-trace"
GP
  echo "wrote $OUT/$w.csv and $OUT/$w.png"
done
