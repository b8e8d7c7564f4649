#!/usr/bin/env bash
# What an LLVM code generation option changes in tuned schedules: their
# code generation time and their assembly, without timing any kernel (on
# this project's 2-vCPU hosts a kernel's calls swing by 20% between
# processes; identical assembly needs no timing).
#
#   bench/codegen_options.sh "OPTIONS" WORKLOAD=TRACE...
#   e.g. bench/codegen_options.sh "-dag-maps-huge-region=1000" \
#          c3d=build/trial-cost-s48/c3d/best/c3d.trace.mlir
#   env: THREADS=1  OUT=build/codegen-options  BIN=build/tools
#        REFERENCE_CACHE=build/reference-cache
#
# Per WORKLOAD (bench/workloads/WORKLOAD.mlir): msched-run builds TRACE once
# and writes the LLVM IR that code generation gets (MSCHED_DUMP_OPTIMIZED);
# then `llc -O3 -mcpu=HOST` compiles it with msched's code generation
# defaults (include/msched/Executable.h: applyCodeGenDefaults) and again
# with OPTIONS (added, or replacing a default of the same name). Prints
# both llc times (s, one run each), the assembly's length and how many of
# its lines differ (diff).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,19p' "$0"; exit 2; }
options=$1
shift
THREADS=${THREADS:-1}
OUT=${OUT:-build/codegen-options}
BIN=${BIN:-build/tools}
REFERENCE_CACHE=${REFERENCE_CACHE:-build/reference-cache}
LLC=/usr/lib/llvm-22/bin/llc
# The host's CPU as LLVM names it (what the JIT compiles for).
cpu=$("$LLC" --version | sed -n 's/^ *Host CPU: *//p')
[ -n "$cpu" ] || { echo "codegen_options: llc did not name the host CPU" >&2; exit 1; }
mkdir -p "$OUT"
printf 'host CPU: %s; options: %s\n\n' "$cpu" "$options"
printf '| workload | llc s (defaults / with options) | assembly lines | lines that differ |\n'
printf '|---|---:|---:|---:|\n'
seconds() { local t0 t1; t0=$(date +%s.%N); "$@"; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
for spec in "$@"; do
  w=${spec%%=*} trace=${spec#*=}
  ll=$OUT/$w.ll
  rm -f "$ll"
  MSCHED_DUMP_OPTIMIZED=$ll "$BIN/msched-run" "bench/workloads/$w.mlir" --trace "$trace" \
    --threads "$THREADS" --repeat 1 --number 1 --reference-cache "$REFERENCE_CACHE" >"$OUT/$w.run.txt" 2>&1 ||
    { echo "$w: msched-run failed (see $OUT/$w.run.txt)" >&2; exit 1; }
  [ -s "$ll" ] || { echo "$w: no IR was dumped" >&2; exit 1; }
  # msched's defaults, as the dump's first line names them
  # (msched::codeGenDefaultArguments); with OPTIONS, less those that OPTIONS
  # sets (llc takes an option once).
  read -r -a defaults <<<"$(sed -n '1s/^; msched codegen defaults://p' "$ll")"
  kept=()
  for d in ${defaults[@]+"${defaults[@]}"}; do
    [[ " $options" == *" ${d%%=*}="* ]] || kept+=("$d")
  done
  a=$(seconds "$LLC" -O3 -mcpu="$cpu" ${defaults[@]+"${defaults[@]}"} "$ll" -o "$OUT/$w.defaults.s")
  b=$(seconds "$LLC" -O3 -mcpu="$cpu" ${kept[@]+"${kept[@]}"} $options "$ll" -o "$OUT/$w.options.s")
  d=$(diff "$OUT/$w.defaults.s" "$OUT/$w.options.s" | grep -c '^[<>]' || true)
  printf '| %s | %.2f / %.2f | %d | %d |\n' "$w" "$a" "$b" "$(wc -l <"$OUT/$w.defaults.s")" "$d"
done
