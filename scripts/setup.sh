#!/usr/bin/env bash
# Idempotent setup: installs what is missing with apt-get, then configures and
# builds msched into build/. Safe to run repeatedly.
#   scripts/setup.sh                 the normal build (what CI and the README use)
#   scripts/setup.sh --packages-only install the packages, build nothing
# MSCHED_SETUP_SANITIZERS=1 also installs clang-22 with its sanitizer and
# libFuzzer runtimes (scripts/sanitize.sh and bench/fuzz.sh set it).
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGES_ONLY=0
[ "${1:-}" = "--packages-only" ] && PACKAGES_ONLY=1

PACKAGES=(
  build-essential cmake ninja-build ccache
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  libxgboost-dev libboost-random-dev nlohmann-json3-dev libgtest-dev
  libomp5-14 libdnnl-dev libopenblas-dev libhalide14-0-dev gnuplot-nox time
  python3 openmpi-bin libopenmpi-dev
)
if [ "${MSCHED_SETUP_SANITIZERS:-0}" = 1 ]; then
  PACKAGES+=(clang-22 libclang-rt-22-dev libfuzzer-22-dev)
fi
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

[ "$PACKAGES_ONLY" = 1 ] && exit 0

LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}"
cmake --build build -j "${MSCHED_JOBS:-2}"
