#!/usr/bin/env bash
# Benchmark of issue 16 (learning across workloads): how many trials a
# pretrained cost model saves on workloads it has never seen.
#
#   bench/pretraining.sh
#   env: HELD_OUT="gmm_256 gmm_512 c1d c2d"   workloads evaluated
#        PRETRAIN="gmm_128 gmm_prime ..."      pretraining workloads (disjoint)
#        PRETRAIN_TRIALS=64  REF_TRIALS=1000  TRIALS=256  SEEDS="1 2 3"
#        THREADS=1  OUT=build/pretraining  OBJECTIVE=reg|rank
#        JOBS=1                                 tuning runs at a time
#        LEAVE_ONE_OUT=0|1                      see 2.
#        QUALITY=1                              0: skip 4.
#
# 1. Pretraining database: each PRETRAIN workload tuned for PRETRAIN_TRIALS
#    (seed 0); msched-train-cost-model trains one model on all of them with
#    OBJECTIVE (reg or rank). No held-out workload is in it (nor, with
#    LEAVE_ONE_OUT=1, the one a model is evaluated on).
# 2. Per held-out workload: a reference run of REF_TRIALS trials (seed 0)
#    gives the best; then, per seed, a blind run (--cost-model xgb: random
#    scores until 64 candidates are measured, the warm-up) and a
#    pretrained run (--cost-model MODEL), TRIALS trials each. With
#    LEAVE_ONE_OUT=1 each held-out workload gets a model of its own, trained
#    on the pretraining runs and the other held-out workloads' reference
#    runs (never its own), as bench-cost-model-quality --leave-one-out does.
# 3. Trials to reach 90% of the reference best (from each run's
#    tuning_curve.csv), median over seeds; a run that never reaches it counts
#    as ">TRIALS". The speedup column is blind / pretrained trials.
# 4. bench-cost-model-quality --leave-one-out on the reference databases plus
#    the pretraining ones: Kendall tau and top-k recall of the reg and rank
#    objectives on each held-out workload.
# Prints a Markdown table; writes everything under OUT. Time on an idle
# machine: the runs measure candidates. A run whose work directory already
# has a tuning_curve.csv is reused (so OBJECTIVE=rank after OBJECTIVE=reg
# reuses the pretraining, reference and blind runs): use a new OUT when
# changing PRETRAIN_TRIALS, REF_TRIALS, TRIALS or THREADS.
# JOBS=2 runs two tuning runs at a time (longest first): they share one
# timing lock (--timing-lock), so no two timings overlap and neither run's
# search or builds run while the other times; their builds and searches do
# overlap each other (the timings wait for both).
set -euo pipefail
cd "$(dirname "$0")/.."
HELD_OUT=${HELD_OUT:-"gmm_256 gmm_512 c1d c2d"}
PRETRAIN=${PRETRAIN:-"gmm_128 gmm_prime dense_bias_relu dep dil cbr"}
PRETRAIN_TRIALS=${PRETRAIN_TRIALS:-64}
REF_TRIALS=${REF_TRIALS:-1000}
TRIALS=${TRIALS:-256}
SEEDS=${SEEDS:-"1 2 3"}
THREADS=${THREADS:-1}
OBJECTIVE=${OBJECTIVE:-reg}
LEAVE_ONE_OUT=${LEAVE_ONE_OUT:-0}
QUALITY=${QUALITY:-1}
OUT=${OUT:-build/pretraining}
JOBS=${JOBS:-1}
TOOLS=build/tools
mkdir -p "$OUT"
LOCK="$(cd "$OUT" && pwd)/timing-lock"
for w in $HELD_OUT; do
  case " $PRETRAIN " in *" $w "*)
    echo "error: $w is both held out and pretrained on" >&2; exit 1;;
  esac
done

tune() { # workload dir trials seed [extra flags...]
  local w=$1 dir=$2 trials=$3 seed=$4
  shift 4
  if [ ! -f "$dir/tuning_curve.csv" ]; then
    rm -rf "$dir"
    "$TOOLS/msched-tune" "bench/workloads/$w.mlir" --work-dir "$dir" \
      --trials "$trials" --seed "$seed" --threads "$THREADS" --skip-untuned \
      --timing-lock "$LOCK" "$@" > "$dir.log" 2> "$dir.err"
  fi
}

# Runs `tune ...` in the background once fewer than JOBS runs are going; a
# failed run leaves its log's name in $OUT/failed.
rm -f "$OUT/failed"
spawn() {
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  (tune "$@" || echo "$2.log" >> "$OUT/failed") &
}
# Waits for every run spawned; stops if one failed.
join_all() {
  wait
  if [ -s "$OUT/failed" ]; then
    echo "error: tuning runs failed, see $(tr '\n' ' ' < "$OUT/failed")" >&2
    exit 1
  fi
}

# 1. Pretraining.
dbs=()
for w in $PRETRAIN; do
  spawn "$w" "$OUT/pretrain-$w" "$PRETRAIN_TRIALS" 0
  dbs+=("$OUT/pretrain-$w")
done
join_all
MODEL="$OUT/model-$OBJECTIVE"
rm -rf "$MODEL"
"$TOOLS/msched-train-cost-model" "${dbs[@]}" -o "$MODEL" \
  --objective "$OBJECTIVE" > "$MODEL.log"
tail -2 "$MODEL.log"

# 2. Reference and evaluation runs.
# The long reference runs first, so that two jobs end near together.
refs=()
for w in $HELD_OUT; do
  spawn "$w" "$OUT/ref-$w" "$REF_TRIALS" 0
  refs+=("$OUT/ref-$w")
done
PRETRAINED="pretrained-$OBJECTIVE"
if [ "$LEAVE_ONE_OUT" = 1 ]; then
  PRETRAINED="pretrained-$OBJECTIVE-loo"
  join_all # the models below learn from the other reference runs
fi
# The models are trained before any run starts: training is not under the
# timing lock.
if [ "$LEAVE_ONE_OUT" = 1 ]; then
  for w in $HELD_OUT; do
    model="$OUT/model-$OBJECTIVE-loo-$w"
    others=()
    for v in $HELD_OUT; do
      [ "$v" = "$w" ] || others+=("$OUT/ref-$v")
    done
    rm -rf "$model"
    "$TOOLS/msched-train-cost-model" "${dbs[@]}" "${others[@]}" -o "$model" \
      --objective "$OBJECTIVE" > "$model.log"
    echo "$w: $(tail -2 "$model.log" | head -1)"
  done
fi
for w in $HELD_OUT; do
  model=$MODEL
  [ "$LEAVE_ONE_OUT" = 1 ] && model="$OUT/model-$OBJECTIVE-loo-$w"
  for seed in $SEEDS; do
    spawn "$w" "$OUT/blind-$w-$seed" "$TRIALS" "$seed" --cost-model xgb
    spawn "$w" "$OUT/$PRETRAINED-$w-$seed" "$TRIALS" "$seed" \
      --cost-model "$model"
  done
done
join_all

# 3. Trials to 90% of the reference best.
python3 - "$OUT" "$TRIALS" "$REF_TRIALS" "$HELD_OUT" "$SEEDS" "$THREADS" \
  "$OBJECTIVE" "$PRETRAINED" <<'PY'
import csv, statistics, sys
out, trials, ref_trials = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
held, seeds, threads = sys.argv[4].split(), sys.argv[5].split(), sys.argv[6]
objective, pretrained = sys.argv[7], sys.argv[8]
loo = pretrained.endswith("-loo")

def curve(d):
    with open(f"{d}/tuning_curve.csv") as f:
        return [float(r["best_gflops"]) for r in csv.DictReader(f)]

def to_reach(c, goal):
    for i, g in enumerate(c):
        if g >= goal:
            return i + 1
    return trials + 1  # censored: never within TRIALS

def fmt(n):
    return f">{trials}" if n > trials else f"{n:g}"

print(f"\n| workload | best of {ref_trials} trials (GFLOP/s) | goal 90% | "
      f"blind: trials (median of {len(seeds)}) | pretrained ({objective}) | "
      f"fewer trials "
      f"| blind best @{trials} | pretrained best @{trials} |")
print("|---|---|---|---|---|---|---|---|")
for w in held:
    best = max(curve(f"{out}/ref-{w}"))
    goal = 0.9 * best
    runs = {}
    for kind in ("blind", pretrained):
        cs = [curve(f"{out}/{kind}-{w}-{s}") for s in seeds]
        kind = kind.split("-")[0]
        runs[kind] = ([to_reach(c, goal) for c in cs],
                      statistics.median(max(c) for c in cs))
    b = statistics.median_high(runs["blind"][0])
    p = statistics.median_high(runs["pretrained"][0])
    ratio = f"{b / p:.1f}x" if b <= trials and p <= trials else (
        f">{b / p:.1f}x" if p <= trials else (
            f"<{b / p:.1f}x" if b <= trials else "-"))
    print(f"| {w} | {best:.1f} | {goal:.1f} | {fmt(b)} "
          f"({', '.join(fmt(x) for x in runs['blind'][0])}) | {fmt(p)} "
          f"({', '.join(fmt(x) for x in runs['pretrained'][0])}) | {ratio} "
          f"| {runs['blind'][1]:.1f} | {runs['pretrained'][1]:.1f} |")
model = (f"{out}/model-{objective}-loo-WORKLOAD (trained on the "
         f"pretraining runs and the other held-out workloads' reference runs)"
         if loo else f"{out}/model-{objective}")
print(f"\n{threads} thread(s); blind = --cost-model xgb, pretrained = "
      f"--cost-model {model}")
PY

# 4. Ranking quality on held-out workloads.
[ "$QUALITY" = 1 ] || exit 0
quality=()
for d in "${refs[@]}" "${dbs[@]}"; do quality+=(--database "$d"); done
build/bench/bench-cost-model-quality "${quality[@]}" --leave-one-out \
  > "$OUT/quality.txt"
echo
sed -n '/^mean over/,$p' "$OUT/quality.txt"
echo "per workload: $OUT/quality.txt"
