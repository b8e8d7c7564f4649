#!/usr/bin/env bash
# The main job on the shipped default workload: sets everything up
# (scripts/setup.sh), then tunes the default workload, a 512x512x512 f32
# matmul (bench/workloads/gmm_512.mlir), with a small budget (64 trials, one
# round of the evolutionary search, 1 thread) and prints the speedup over the
# untransformed code. The work directory keeps the database, the best trace
# and the scheduled module; rerunning with a larger TRIALS resumes.
#   [TRIALS=256] scripts/main.sh [extra msched-tune options, e.g. --seed 1]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec build/tools/msched-tune bench/workloads/gmm_512.mlir \
  --work-dir build/tune-gmm_512 --trials "${TRIALS:-64}" --threads 1 "$@"
