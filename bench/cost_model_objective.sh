#!/usr/bin/env bash
# Which XGBoost objective guides msched's own search better: MetaSchedule's
# pack-sum squared error (reg) or AutoTVM's pairwise rank loss (rank, the
# default since session 26)?
#
#   bench/cost_model_objective.sh
#   env: WORKLOADS="gmm_512 c2d dil t2d"  TRIALS=128  THREADS=1  SEED=0
#        OUT=build/cost-model-objective
#
# Per workload, three runs of TRIALS trials, same seed, rounds of 64:
#   w100      --cost-model-warmup 100: both rounds pick at random (the model
#             is not used before 100 measured candidates);
#   w64-reg   --cost-model-warmup 64 --cost-model-objective reg;
#   w64-rank  --cost-model-warmup 64 --cost-model-objective rank:
#             the second round is picked by a model trained on the first.
# The first round is the same candidates in all three (same seed), so the
# second round compares random picks, reg-guided picks and rank-guided picks.
# Prints, per run, the best and median GFLOP/s of each round (the tuner's
# own measurements, median of repeats), then bench-cost-model-quality on the
# w100 databases: a model trained on each workload's first round scores its
# second (Kendall tau, pairwise accuracy, top-k recall; random picks, so an
# unbiased held-out set). Time on an idle machine: the runs measure.
set -euo pipefail
cd "$(dirname "$0")/.."
WORKLOADS=${WORKLOADS:-"gmm_512 c2d dil t2d"}
TRIALS=${TRIALS:-128}
THREADS=${THREADS:-1}
SEED=${SEED:-0}
OUT=${OUT:-build/cost-model-objective}
TOOLS=build/tools
mkdir -p "$OUT"

run() { # workload name flags...
  local w=$1 name=$2
  shift 2
  local dir="$OUT/$w-$name"
  if [ ! -f "$dir/tuning_curve.csv" ]; then
    rm -rf "$dir"
    "$TOOLS/msched-tune" "bench/workloads/$w.mlir" --work-dir "$dir" \
      --trials "$TRIALS" --trials-per-round 64 --threads "$THREADS" \
      --seed "$SEED" --skip-untuned --reference-cache "$OUT/reference-cache" \
      "$@" >"$dir.log" 2>&1
  fi
}

# GFLOP/s per distinct candidate in measurement order (confirmation repeats
# of a trace are dropped), then round statistics.
rounds() { # workload dir
  python3 - "$1" "$2" <<'EOF'
import json, re, statistics, sys
w, d = sys.argv[1], sys.argv[2]
flops = float(re.search(r"// FLOPs: (\d+)",
                        open(f"bench/workloads/{w}.mlir").read()).group(1))
seen, g = set(), []
for line in open(f"{d}/database_tuning_record.json"):
    r = json.loads(line)
    key = json.dumps(r["trace"], sort_keys=True)
    if key in seen:
        continue
    seen.add(key)
    rs = r["run_seconds"]
    g.append(flops / statistics.median(rs) / 1e9
             if r["status"] == "ok" and rs else 0.0)
cells = []
for first in range(0, len(g), 64):
    part = g[first:first + 64]
    cells.append("%.1f / %.1f" % (max(part), statistics.median(part)))
run = d.rsplit("/", 1)[1][len(w) + 1:]
print("| %s | %s | %s |" % (w, run, " | ".join(cells)))
EOF
}

echo "| workload | run | round 1 best / median GFLOP/s | round 2 best / median |"
echo "|---|---|---|---|"
dbs=()
for w in $WORKLOADS; do
  run "$w" w100 --cost-model-warmup 100
  run "$w" w64-reg --cost-model-warmup 64 --cost-model-objective reg
  run "$w" w64-rank --cost-model-warmup 64 --cost-model-objective rank
  for name in w100 w64-reg w64-rank; do
    rounds "$w" "$OUT/$w-$name"
  done
  dbs+=(--database "$OUT/$w-w100")
done
echo
echo "Held-out ranking (train on round 1, score round 2 of the w100 runs):"
build/bench/bench-cost-model-quality "${dbs[@]}" --train-fraction 0.5 | tail -4
