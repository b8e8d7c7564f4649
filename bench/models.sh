#!/usr/bin/env bash
# Whole models (issue 14): each model of ../shared/corpus is split into tasks
# (msched-tune --extract-tasks: fused groups, identical ones merged with a
# weight), tuned with the gradient task scheduler for a fixed number of
# trials, and then timed whole with every task scheduled from the database
# (msched-run --database, checked against the untuned extracted model) and
# untuned as it was given (msched-run without extraction: the untransformed
# model compiled by msched's builder), one right after the other. One Markdown row per model and
# thread count: groups, tasks, trials, tuning wall time, the task
# scheduler's last estimate, untuned and tuned latency, speedup.
#
#   bench/models.sh                                    # the default models
#   MODELS="resnet50:mlmodelgen_resnet50.mlir:forward:1000" THREADS=1 bench/models.sh
#
# Settings (environment):
#   MODELS   space-separated NAME:FILE:FUNC:TRIALS[:PER_ROUND] (FILE in
#            CORPUS; FUNC the model's entry function; TRIALS msched-tune
#            --trials; PER_ROUND its --trials-per-round, default
#            TRIALS_PER_ROUND)
#   THREADS  thread counts (default "1 2")
#   CORPUS   where the model files are (default ../shared/corpus)
#   OUT      output directory (default build/models); the work directories
#            live there, so a rerun with more trials resumes each run
#   TRIALS_PER_ROUND  msched-tune --trials-per-round (default 16: every
#            task gets a first round before the gradient task scheduler
#            picks; ResNet-50 has 28 tasks)
#   SEED     msched-tune --seed (default 0)
#   REPEAT   msched-run --repeat for the whole-model timing (default 5)
# Run it on an idle machine (the tuning times candidates).
set -euo pipefail
cd "$(dirname "$0")/.."

MODELS=${MODELS:-"resnet50:mlmodelgen_resnet50.mlir:forward:1000:16 \
mobilenet_v2:nelli_mobilenet_v2.mlir:forward:300:8 \
efficientnet_b0:nelli_efficientnet_b0.mlir:forward:400:4 \
convnext_tiny:nelli_convnext_tiny.upgraded.mlir:forward:300:4 \
bert:optipim_bert_bert.linalg.mlir:forward:200:4 \
mlp:tpp_mlp-3layers.mlir:mlp_3layers:64:16"}
THREADS=${THREADS:-"1 2"}
CORPUS=${CORPUS:-../shared/corpus}
OUT=${OUT:-build/models}
SEED=${SEED:-0}
TRIALS_PER_ROUND=${TRIALS_PER_ROUND:-16}
REPEAT=${REPEAT:-5}
BIN=build/tools
mkdir -p "$OUT"

host=$(build/bench/bench-fma-peak --threads 1 --cache build/fma-peak.tsv 2>/dev/null |
  tr "\n" " " || true)
# Rows are appended, so that runs with different MODELS or THREADS make one
# table; each run adds a line naming its commit.
[ -f "$OUT/models.md" ] || {
  echo "# Whole models. Host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) CPUs; ${host}"
  echo
  echo "| model | threads | groups | tasks | trials | tuning wall | estimate (s) | untuned (s) | tuned (s) | tuned GFLOP/s | speedup |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
} >"$OUT/models.md"
echo "# $(date -u '+%Y-%m-%d %H:%M') commit $(git rev-parse --short HEAD): MODELS=\"$MODELS\" THREADS=\"$THREADS\"" >>"$OUT/runs.txt"

for t in $THREADS; do
  for spec in $MODELS; do
    IFS=: read -r name file func trials per_round <<<"$spec"
    path="$CORPUS/$file"
    dir="$OUT/$name-t$t"
    mkdir -p "$dir"
    "$BIN/msched-run" "$path" --extract-tasks --list-tasks >"$dir/tasks.txt" 2>&1
    counts=$(awk '/fused groups/ { print $1, $4 }' "$dir/tasks.txt")
    start=$(date +%s)
    "$BIN/msched-tune" "$path" --extract-tasks --work-dir "$dir" --trials "$trials" \
      --trials-per-round "${per_round:-$TRIALS_PER_ROUND}" --threads "$t" --seed "$SEED" >"$dir/tune.log" 2>&1 ||
      echo "models: tuning $name at $t threads failed (see $dir/tune.log)" >&2
    wall=$(($(date +%s) - start))
    estimate=$(awk '/model estimate:/ { v = $3 } END { print v }' "$dir/tune.log")
    "$BIN/msched-run" "$path" --extract-tasks --func "$func" --database "$dir" \
      --threads "$t" --repeat "$REPEAT" >"$dir/run.txt" 2>"$dir/run.err" ||
      echo "models: timing $name at $t threads failed (see $dir/run.err)" >&2
    tuned=$(awk -v f="$func" '$1 == "msched" && $2 == f { print $4 }' "$dir/run.txt")
    gflops=$(awk -v f="$func" '$1 == "msched" && $2 == f { print $5 }' "$dir/run.txt")
    # Untuned: the model as it was given (no extraction, no layout change),
    # compiled by msched's builder without a schedule.
    "$BIN/msched-run" "$path" --func "$func" --threads "$t" --repeat "$REPEAT" \
      >"$dir/untuned.txt" 2>"$dir/untuned.err" ||
      echo "models: timing untuned $name at $t threads failed (see $dir/untuned.err)" >&2
    untuned=$(awk -v f="$func" '$1 == "msched-untuned" && $2 == f { print $4 }' "$dir/untuned.txt")
    speedup=$(awk -v u="${untuned:-0}" -v t="${tuned:-0}" 'BEGIN { if (u > 0 && t > 0) printf "%.2f", u / t }')
    printf '| %s | %s | %s | %s | %s | %dm%02ds | %s | %s | %s | %s | %sx |\n' \
      "$name" "$t" "${counts% *}" "${counts#* }" "$trials" $((wall / 60)) $((wall % 60)) \
      "${estimate:--}" "${untuned:--}" "${tuned:--}" "${gflops:--}" "${speedup:--}" >>"$OUT/models.md"
    tail -1 "$OUT/models.md"
  done
done
cat "$OUT/models.md"
