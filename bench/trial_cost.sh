#!/usr/bin/env bash
# What a trial costs: issue 11 asks that the average trial on C3D and GMM
# 2048 (13 and 17 GFLOP per call) take at most 2 s.
#
#   bench/trial_cost.sh
#   env: WORKLOADS="c3d gmm_2048"  TRIALS=32  THREADS=1  SEED=0
#        OUT=build/trial-cost  FLAGS="" (extra msched-tune flags, e.g.
#        "--cut-short-slower-than-best 0" to compare without the cut)
#
# Per workload, one msched-tune run from an empty work directory (so the
# reference outputs and the untuned run are paid once, as in any first
# run). From its tuning_curve.csv (wall seconds at each trial) it prints:
#   setup s     until the first trial is recorded: the untransformed
#               workload timed (run timeout 30 s), its scalar reference
#               computed (GMM 2048: about a minute), design spaces built;
#   s / trial   (wall at the last trial - wall at the first) / (trials - 1):
#               the trials' own cost (build, warm-up, timed calls, output
#               check, worker restarts);
#   run s       the whole run (setup, trials, confirmation);
#   build s     median seconds a candidate took to build in its worker
#               (lowering + LLVM), and its largest;
#   run s       median seconds of a candidate's warm-up, timed calls and
#   (worker)    output check in its worker;
#   trip s      median seconds from sending a candidate to its result
#               (build, run, waits for the timing lock, a stopped worker's
#               restart);
# and the records' outcomes (ok records include the confirmation's
# re-measurements; cut short; other failures). Time on an idle
# machine: the runs measure.
set -euo pipefail
cd "$(dirname "$0")/.."
WORKLOADS=${WORKLOADS:-"c3d gmm_2048"}
TRIALS=${TRIALS:-32}
THREADS=${THREADS:-1}
SEED=${SEED:-0}
OUT=${OUT:-build/trial-cost}
FLAGS=${FLAGS:-}
mkdir -p "$OUT"

printf '| workload | trials | setup s | s / trial | run s | build s (max) | run s (worker) | trip s | ok records | cut short | other failures |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for w in $WORKLOADS; do
  dir="$OUT/$w"
  rm -rf "$dir"
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  build/tools/msched-tune "bench/workloads/$w.mlir" --work-dir "$dir" \
    --trials "$TRIALS" --threads "$THREADS" --seed "$SEED" $FLAGS \
    >"$OUT/$w.log" 2>&1
  end=$(date +%s.%N)
  python3 - "$w" "$dir" "$start" "$end" <<'PY'
import json, sys
w, d, start, end = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
rows = [l.strip().split(",") for l in open(f"{d}/tuning_curve.csv")][1:]
walls = [float(r[2]) for r in rows]
n = len(walls)
per = (walls[-1] - walls[0]) / (n - 1) if n > 1 else float("nan")
ok = cut = other = 0
for line in open(f"{d}/database_tuning_record.json"):
    r = json.loads(line)
    if r["status"] == "ok":
        ok += 1
    elif "cut short" in (r.get("reason") or ""):
        cut += 1
    else:
        other += 1
def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if xs else float("nan")
# Columns 6-8 (since session 48): build, run and round-trip seconds.
builds = [float(r[5]) for r in rows if len(r) > 7 and float(r[5]) > 0]
runs = [float(r[6]) for r in rows if len(r) > 7 and float(r[6]) > 0]
trips = [float(r[7]) for r in rows if len(r) > 7]
build = f"{median(builds):.2f} ({max(builds):.1f})" if builds else "-"
run = f"{median(runs):.2f}" if runs else "-"
trip = f"{median(trips):.2f}" if trips else "-"
print(f"| {w} | {n} | {walls[0]:.0f} | {per:.2f} | {end - start:.0f} | {build} | {run} | {trip} | {ok} | {cut} | {other} |")
PY
done
