#!/usr/bin/env bash
# Builds the whole project with AddressSanitizer and UBSan (build-asan/,
# clang-22, -DMSCHED_SANITIZE=ON) and runs the full ctest suite under them:
# a memory error or undefined behaviour in msched's code fails the test that
# hit it. CI keeps the normal build (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
MSCHED_SETUP_SANITIZERS=1 scripts/setup.sh --packages-only
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DMSCHED_SANITIZE=ON "${LAUNCHER[@]}"
cmake --build build-asan -j "${MSCHED_JOBS:-2}"
# LLVM keeps allocations alive until exit (not leaks of msched's); a
# candidate's deliberate crash in a worker is reported by the runner, so the
# worker must die of its signal, not of ASan's handler.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_abort=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir build-asan --output-on-failure -j "${MSCHED_JOBS:-2}"
