#!/usr/bin/env bash
# Benchmark of issue 17 (tuning across machines on Open MPI): candidates per
# second of one msched-tune job against the number of measuring ranks, on
# this machine, and a model of the throughput on H hosts.
#
#   bench/mpi_throughput.sh            (needs msched-tune built with MPI)
#   env: WORKLOAD=bench/workloads/gmm_128.mlir  TRIALS=48  RANKS="1 2 4"
#
# With 2 cores this measures build parallelism and the timing lock, not a
# cluster: the measuring ranks share the host's cores, their builds overlap,
# and their timings take turns (the host's timing lock). The workload is
# build-bound (a 128^3 GEMM: building a candidate takes longer than timing
# it). The search is replay-trace so the search itself costs little; every
# run measures the same candidates.
#
# Model: a host with R measuring ranks and c cores builds in parallel and
# times one candidate at a time, so it measures min(min(R, c) / (B + T), 1 / T)
# candidates per second, with B and T the build and run seconds per candidate
# measured here (the per-round lines). H such hosts measure H times that, up
# to 1 / S, where S is rank 0's own seconds per candidate (search, cost model,
# database), estimated from the 1-rank run as wall / trials - (B + T).
set -euo pipefail
cd "$(dirname "$0")/.."
WORKLOAD=${WORKLOAD:-bench/workloads/gmm_128.mlir}
TRIALS=${TRIALS:-48}
RANKS=${RANKS:-"1 2 4"}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
OUT=$(mktemp -d)
FLAGS=(--trials "$TRIALS" --trials-per-round 16 --threads 1 --skip-untuned
       --strategy replay-trace --task-scheduler round-robin)
run() { # label command...
  local label=$1
  shift
  rm -rf "$OUT/wd"
  local start end
  start=$(date +%s.%N)
  "$@" --work-dir "$OUT/wd" "${FLAGS[@]}" > "$OUT/$label.log"
  end=$(date +%s.%N)
  python3 - "$label" "$start" "$end" "$TRIALS" "$OUT/$label.log" <<'PY'
import re, sys
label, start, end, trials, log = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
b = t = n = 0
for line in open(log):
    m = re.search(r"build ([0-9.]+) s, run ([0-9.]+) s", line)
    if m:
        b += float(m.group(1)); t += float(m.group(2)); n += 1
wall = end - start
extra = f"{b / n:.3f} {t / n:.3f}" if n else "- -"
print(f"{label} {wall:.1f} {trials / wall:.2f} {extra}")
PY
}
{
  run local build/tools/msched-tune "$WORKLOAD"
  for r in $RANKS; do
    run "mpi-$r" mpirun --oversubscribe -np $((r + 1)) build/tools/msched-tune \
      "$WORKLOAD"
  done
} > "$OUT/figures.txt"
python3 - "$OUT/figures.txt" "$TRIALS" "$(nproc)" <<'PY'
import sys
rows = [l.split() for l in open(sys.argv[1])]
trials, cores = int(sys.argv[2]), int(sys.argv[3])
print(f"| measuring ranks | wall s | candidates/s | build s/cand | run s/cand |")
print("|---|---|---|---|---|")
for label, wall, rate, b, t in rows:
    ranks = "local (no MPI)" if label == "local" else label.split("-")[1]
    print(f"| {ranks} | {wall} | {rate} | {b} | {t} |")
one = next(r for r in rows if r[0] == "mpi-1")
B, T = float(one[3]), float(one[4])
S = max(float(one[1]) / trials - (B + T), 1e-3)
print(f"\nmodel from the 1-rank run: B = {B:.3f} s, T = {T:.3f} s, "
      f"S = {S:.3f} s per candidate ({cores} cores here)")
print("| hosts | 16 ranks on 16 cores each: candidates/s |")
print("|---|---|")
host = min(16 / (B + T), 1 / T)
for h in (1, 2, 4, 8, 16):
    print(f"| {h} | {min(h * host, 1 / S):.1f} |")
PY
rm -rf "$OUT"
