#!/usr/bin/env bash
# The main job on the shipped default workload: sets everything up
# (scripts/setup.sh), then compiles, times and checks the default workload,
# a 512x512x512 f32 matmul (bench/workloads/gmm_512.mlir), untransformed.
# (The search issue turns this into tuning.)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
build/tools/msched-run bench/workloads/gmm_512.mlir --threads 1 --peak 246 "$@"
