#!/usr/bin/env bash
# GMM 1024 at 1 thread, side by side: untransformed msched, oneDNN, OpenBLAS
# (OPENBLAS_CORETYPE=SkylakeX). Run on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/tools/msched-run ] && [ -x build/bench/baselines/msched-baselines ] || scripts/setup.sh
build/tools/msched-run bench/workloads/gmm_1024.mlir --threads 1 --peak 246
build/bench/baselines/msched-baselines --workload gmm_1024 --threads 1 --peak 246 | tail -n +2
