#!/usr/bin/env bash
# The performance report (issue 6): tunes each benchmark workload with a fixed
# budget at each thread count, re-times the best schedule next to oneDNN,
# OpenBLAS (f32 GEMMs) and Halide 14's Adams2019 autoscheduler (where built),
# and prints one Markdown table: GFLOP/s and % of peak of untuned msched, tuned
# msched and each baseline, the tuned/oneDNN ratio and the tuning wall time.
#
#   bench/report.sh                      # the stated budgets, threads 1 and 2
#   TRIALS_COMPUTE=64 TRIALS_MEMORY=32 THREADS="1" bench/report.sh gmm_1024 c2d
#
# Settings (environment):
#   TRIALS_COMPUTE  trials per GEMM / convolution / batch matmul, bf16 and
#                   int8 ones included (default 1000)
#   TRIALS_MEMORY   trials per memory-bound op: nrm, sfm (default 200)
#   THREADS         thread counts (default "1 2")
#   PEAK_1, PEAK_2  peak GFLOP/s at 1 and 2 threads (default: this host's
#                   fp32 FMA peak, measured once by bench-fma-peak and cached
#                   in build/fma-peak.tsv by host and thread count)
#   OUT             output directory (default build/report); the tuning work
#                   directories live there, so rerunning with a larger budget
#                   resumes each tuning run instead of starting over
#   SEED            msched-tune --seed (default 0)
#   RETIME_ROUNDS   interleaved rounds of re-timing the tuned schedule and the
#                   baselines; each figure is the median over them, and the
#                   ratio is the median of the rounds' ratios (default 5)
#   RETIME_ONLY     1: tune nothing; re-time the schedules already in OUT
#                   (a finished report's, or another method of timing)
#   HALIDE_BASELINE the Halide baseline program; "none" skips it (its
#                   autoscheduler takes 10-170 s per convolution)
#   REFERENCE_CACHE where the workers keep each workload's reference outputs
#                   (--reference-cache; default build/reference-cache), so
#                   that msched-tune, its restarted workers and the re-timing
#                   compute a slow one (GMM 2048: about a minute) once
# Arguments: workload names (default: the 12 paper workloads, the f32 GEMMs
# and the low-precision workloads of issue 13). The bf16 and int8 rows'
# % of peak is also taken of the fp32 FMA peak, which vdpbf16ps (bf16) and
# vpdpbusd (int8) can exceed: per instruction they do 2x and 4x the
# operations of an f32 FMA.
#
# Tuned figures are re-timed with msched-run right before the baselines of the
# same workload, RETIME_ROUNDS times in turn. Each GFLOP/s figure is the
# median over the rounds; the tuned/oneDNN ratio is the median of each
# round's own ratio (msched and oneDNN timed seconds apart: a slow phase of
# the host scales both sides of one ratio; bench/paired_ratio.py).
# Run it on an idle machine: the 2-core VM's timings vary by up to +-30%, in
# phases of seconds (session 22's AVX2 EPYC: one GMM 128 schedule at 44 or 70
# GFLOP/s within one process).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

TRIALS_COMPUTE=${TRIALS_COMPUTE:-1000}
TRIALS_MEMORY=${TRIALS_MEMORY:-200}
THREADS=${THREADS:-"1 2"}
# This host's measured peak at each thread count (cached: measure on an
# idle machine; delete build/fma-peak.tsv to measure again).
PEAK_CACHE=build/fma-peak.tsv
measured_peak() {
  [ -x build/bench/bench-fma-peak ] || { echo 0; return; }
  build/bench/bench-fma-peak --threads "$1" --cache "$PEAK_CACHE" 2>/dev/null |
    awk '/^fp32 FMA peak/ { print $(NF-1) }' | tail -1 | grep . || echo 0
}
PEAK_1=${PEAK_1:-$(measured_peak 1)}
PEAK_2=${PEAK_2:-$(measured_peak 2)}
OUT=${OUT:-build/report}
SEED=${SEED:-0}
RETIME_ROUNDS=${RETIME_ROUNDS:-5}
RETIME_ONLY=${RETIME_ONLY:-0}
REFERENCE_CACHE=${REFERENCE_CACHE:-build/reference-cache}
PAPER=(c1d c2d c3d dep dil gmm_128 grp t2d cbr tbg nrm sfm)
GEMMS=(gmm_256 gmm_512 gmm_1024 gmm_2048)
# bf16 inputs with f32 output, and u8 x s8 -> s32 (issue 13).
LOWP=(gmm_1024_bf16 gmm_1024_i8 dense_i8_bert c2d_bf16)
if [ $# -gt 0 ]; then WORKLOADS=("$@"); else WORKLOADS=("${PAPER[@]}" "${GEMMS[@]}" "${LOWP[@]}"); fi

BIN=build/tools
BASELINES=build/bench/baselines/msched-baselines
HALIDE=${HALIDE_BASELINE:-build/bench/baselines/msched-halide-baseline}
for tool in "$BIN/msched-tune" "$BIN/msched-run" "$BASELINES"; do
  [ -x "$tool" ] || { echo "report: $tool is missing: run scripts/setup.sh" >&2; exit 1; }
done

mkdir -p "$OUT"
# kind workload threads value; it accumulates over runs with the same OUT
# (the table takes the latest value of each row).
ROWS="$OUT/rows.tsv"
row() { printf '%s\t%s\t%s\t%s\n' "$@" >>"$ROWS"; }
peak_of() { if [ "$1" = 1 ]; then echo "$PEAK_1"; elif [ "$1" = 2 ]; then echo "$PEAK_2"; else echo 0; fi; }
# The median of column 5 (GFLOP/s) of the table lines whose first two
# columns match (one per re-timing round); empty when there is none.
gflops_median() {
  awk -v impl="$1" -v w="$2" '$1 == impl && $2 == w { print $5 }' "$3" | sort -g |
    awk '{ v[NR] = $1 } END { if (NR == 0) exit;
      if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

declare -A UNTUNED_S
echo "report: budgets $TRIALS_COMPUTE (compute) / $TRIALS_MEMORY (memory-bound) trials," \
  "threads $THREADS, output $OUT" >&2
for t in $THREADS; do
  peak=$(peak_of "$t")
  # The baselines reject --peak 0: pass a peak only where one is known.
  peak_opt=()
  [ "$peak" != 0 ] && peak_opt=(--peak "$peak")
  for w in "${WORKLOADS[@]}"; do
    file="bench/workloads/$w.mlir"
    [ -f "$file" ] || { echo "report: no workload $file" >&2; exit 1; }
    case "$w" in nrm | sfm) trials=$TRIALS_MEMORY ;; *) trials=$TRIALS_COMPUTE ;; esac
    dir="$OUT/tune-t$t/$w"
    mkdir -p "$dir"
    # RETIME_ONLY keeps the tuning rows of the run that made the schedule.
    if [ "$RETIME_ONLY" != 1 ]; then
      # The untransformed code has no parallel loop: its time does not depend
      # on the thread count, so it is measured once per workload.
      untuned_opt=()
      [ -n "${UNTUNED_S[$w]:-}" ] && untuned_opt=(--skip-untuned)
      echo "report: tuning $w at $t thread(s), $trials trials" >&2
      start=$(date +%s.%N)
      # An interrupted run (Ctrl-C on msched-tune) still leaves its best
      # schedule: report what it found.
      "$BIN/msched-tune" "$file" --work-dir "$dir" --trials "$trials" --threads "$t" \
        --seed "$SEED" --reference-cache "$REFERENCE_CACHE" "${peak_opt[@]}" \
        "${untuned_opt[@]}" >"$dir/tune.log" 2>&1 ||
        echo "report: msched-tune stopped early on $w (see $dir/tune.log)" >&2
      [ -f "$dir/scheduled.mlir" ] || { echo "report: no schedule for $w" >&2; continue; }
      end=$(date +%s.%N)
      # Wall time accumulates over resumed runs.
      prev=$(cat "$dir/wall_s" 2>/dev/null || echo 0)
      awk -v a="$prev" -v s="$start" -v e="$end" 'BEGIN { printf "%.1f\n", a + e - s }' >"$dir/wall_s"
      row tune_s "$w" "$t" "$(cat "$dir/wall_s")"
      # The trials measured, which may fall short of the budget (interrupted
      # run, exhausted space).
      row trials "$w" "$t" "$(awk -v w="@$w" '$1 == w { print $2 }' "$dir/tune.log" | tail -1)"
      if [ -z "${UNTUNED_S[$w]:-}" ]; then
        UNTUNED_S[$w]=$(awk -v w="@$w" '$1 == w { print $3 }' "$dir/tune.log" | tail -1)
      fi
      row untuned_s "$w" "$t" "${UNTUNED_S[$w]}"
    elif [ ! -f "$dir/scheduled.mlir" ]; then
      echo "report: no schedule for $w in $dir" >&2
      continue
    fi

    # Re-time the best schedule, then the libraries, back to back, in
    # RETIME_ROUNDS interleaved rounds: figures are medians over the rounds,
    # the ratio the median of the rounds' ratios (see the header).
    : >"$dir/tuned.txt"
    : >"$dir/tuned.err"
    : >"$dir/baselines.txt"
    : >"$dir/baselines.err"
    for r in $(seq 1 "$RETIME_ROUNDS"); do
      echo "# round $r" >>"$dir/tuned.txt"
      echo "# round $r" >>"$dir/baselines.txt"
      "$BIN/msched-run" "$file" --scheduled "$dir/scheduled.mlir" --threads "$t" \
        --number 3 --repeat 7 --reference-cache "$REFERENCE_CACHE" "${peak_opt[@]}" \
        >>"$dir/tuned.txt" 2>>"$dir/tuned.err" ||
        echo "report: re-timing the tuned $w failed (see $dir/tuned.err)" >&2
      # A baseline that fails (or has no such workload) adds no line, so no
      # value from an earlier run is paired with this run's tuned figure.
      "$BASELINES" --workload "$w" --threads "$t" "${peak_opt[@]}" >>"$dir/baselines.txt" \
        2>>"$dir/baselines.err" || true
    done
    row tuned "$w" "$t" "$(gflops_median msched "$w" "$dir/tuned.txt")"
    : >"$dir/halide.txt"
    row onednn "$w" "$t" "$(gflops_median onednn "$w" "$dir/baselines.txt")"
    row ratio_onednn "$w" "$t" "$(python3 bench/paired_ratio.py "$w" "$dir/tuned.txt" "$dir/baselines.txt")"
    row openblas "$w" "$t" "$(gflops_median openblas "$w" "$dir/baselines.txt")"
    if [ -x "$HALIDE" ]; then
      "$HALIDE" --workload "$w" --threads "$t" "${peak_opt[@]}" >"$dir/halide.txt" \
        2>"$dir/halide.err" || : >"$dir/halide.txt"
    fi
    row halide "$w" "$t" "$(awk -v w="$w" '$2 == w { print $5 }' "$dir/halide.txt" | tail -1)"
    row halide_tune_s "$w" "$t" "$(awk -v w="$w" '$2 == w { print $7 }' "$dir/halide.txt" | tail -1)"
  done
done

{
  echo "# msched performance report, $(date -u +%Y-%m-%d)"
  echo
  echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores."
  if [ -x build/bench/bench-fma-peak ]; then
    build/bench/bench-fma-peak --threads 1 --cache "$PEAK_CACHE" | head -1 | sed 's/^host: /Host (LLVM CPU, vector ISA): /; s/$/./'
  fi
  echo "Peak (this host's fp32 FMA peak, measured): $PEAK_1 GFLOP/s at 1 thread, $PEAK_2 at 2 threads" \
    "(the % of the bf16 and int8 rows is of this fp32 peak too)."
  echo "Budgets: $TRIALS_COMPUTE trials per GEMM/convolution, $TRIALS_MEMORY per memory-bound op (nrm, sfm); seed $SEED."
} | tee "$OUT/report.md"
python3 bench/report_table.py "$ROWS" --peak-1 "$PEAK_1" --peak-2 "$PEAK_2" \
  --paper "$(IFS=,; echo "${PAPER[*]}")" | tee -a "$OUT/report.md"
