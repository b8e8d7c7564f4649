#!/usr/bin/env bash
# Benchmarks of the modules issue:
#  1. 100 samples of every shipped workload's default design space: how many
#     were valid and correct, best and median GFLOP/s (1 thread);
#  2. the best of 200 samples for GMM 1024 and C2D at 1 thread as a
#     percentage of the 246 GFLOP/s peak (shared/reference/peers.md).
#   bench/sample_space.sh [all|best200]
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-all}" in
  all) build/bench/bench-sample-space --samples 100 --threads 1 ;;
  best200) build/bench/bench-sample-space --samples 200 --threads 1 --peak 246 \
             bench/workloads/gmm_1024.mlir bench/workloads/c2d.mlir ;;
  *) echo "usage: $0 [all|best200]" >&2; exit 2 ;;
esac
