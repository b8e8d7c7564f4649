#!/usr/bin/env bash
# A/B of schedules in alternating processes: on a host whose speed varies
# in phases of seconds (the 2-vCPU VMs of this project: +-30%), the fastest
# calls and the low percentiles of many alternating runs compare two
# schedules (or two builds of msched) better than two separate runs.
#
#   bench/ab_traces.sh WORKLOAD.mlir ROUNDS NAME=TRACE[@LIBDIR]...
#   env: THREADS=1  REPEAT=20  REFERENCE_CACHE=build/reference-cache
#        LLVM_ARGS_<NAME>="..."  LLVM code generation options for NAME's
#        builds (MSCHED_WORKER_LLVM_ARGS), e.g.
#        LLVM_ARGS_nopostra=-post-RA-scheduler=false
#        WORKLOAD_<NAME>=FILE  NAME's workload instead of WORKLOAD.mlir (the
#        same function, e.g. with other argument attributes)
#
# Each round runs `msched-run WORKLOAD --trace TRACE --repeat REPEAT` once
# per NAME, in the order given. With @LIBDIR, msched-run loads the msched
# libraries (libMSched*.so) from LIBDIR first (LD_LIBRARY_PATH), e.g. a
# copy of an earlier build's build/{lib,dialect,traces,modules}/*.so, so
# that traces recorded by two builds are applied by their own build.
# Prints per NAME: calls, and GFLOP/s of the fastest call, the 10th
# percentile call and the median call; and the median build seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n '2,21p' "$0"; exit 2; }
workload=$1 rounds=$2
shift 2
THREADS=${THREADS:-1}
REPEAT=${REPEAT:-20}
REFERENCE_CACHE=${REFERENCE_CACHE:-build/reference-cache}
raw=$(mktemp) builds=$(mktemp)
trap 'rm -f "$raw" "$builds"' EXIT
for ((r = 0; r < rounds; r++)); do
  for spec in "$@"; do
    name=${spec%%=*} rest=${spec#*=}
    trace=${rest%%@*} libs=
    [ "$rest" != "$trace" ] && libs=${rest#*@}
    llvmArgs=LLVM_ARGS_$name nameWorkload=WORKLOAD_$name
    out=$(LD_LIBRARY_PATH=${libs}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
      MSCHED_WORKER_LLVM_ARGS=${!llvmArgs:-${MSCHED_WORKER_LLVM_ARGS:-}} \
      build/tools/msched-run "${!nameWorkload:-$workload}" --trace "$trace" --threads "$THREADS" \
      --repeat "$REPEAT" --reference-cache "$REFERENCE_CACHE" 2>&1) ||
      { echo "$name: msched-run failed:"; echo "$out" | tail -3; exit 1; }
    gflop=$(echo "$out" | sed -n 's/.*: \([0-9.e+-]*\) GFLOP,.*check ok.*/\1/p' | head -1)
    [ -n "$gflop" ] || { echo "$name: no checked result:"; echo "$out" | tail -3; exit 1; }
    echo "$out" | sed -n 's/.*repeats: //p' | tr ' ' '\n' | grep . |
      sed "s/^/$name $gflop /" >>"$raw"
    echo "$out" | sed -n 's/.*, build \([0-9.]*\) s,.*/\1/p' | head -1 |
      sed "s/^/$name /" >>"$builds"
  done
done
printf '| schedule | calls | fastest GFLOP/s | p10 GFLOP/s | median GFLOP/s | median build s |\n'
printf '|---|---:|---:|---:|---:|---:|\n'
for spec in "$@"; do
  name=${spec%%=*}
  build=$(awk -v n="$name" '$1 == n { print $2 }' "$builds" | sort -g |
    awk '{ v[NR] = $1 } END { if (NR) printf "%.2f", v[int((NR + 1) / 2)]; else printf "-" }')
  awk -v n="$name" '$1 == n { print $2 / $3 }' "$raw" | sort -g -r |
    awk -v n="$name" -v b="$build" '{ v[NR] = $1 } END {
      printf "| %s | %d | %.1f | %.1f | %.1f | %s |\n", n, NR, v[1],
        v[int(NR / 10) + 1], v[int((NR + 1) / 2)], b }'
done
