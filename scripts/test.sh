#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs every test (GoogleTest + lit) through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure -j "${MSCHED_JOBS:-2}"
