#!/bin/bash
# The installed package and a module plugin, as a user outside this tree
# has them: `cmake --install` into a fresh prefix, the example plugin
# (examples/module-plugin) configured with find_package(MSched) against that
# prefix and built, then the installed tools load it with
# --load-module-plugin: its module shows in the design space, the trace and
# the payload, the trace replays, and a tuning run measures it.
# Usage: test-module-plugin.sh BUILD_DIR SOURCE_DIR WORK_DIR
set -euo pipefail
build=$1 src=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
for f in bin/msched-tune bin/msched-opt bin/msched-worker \
         lib/cmake/MSched/MSchedConfig.cmake lib/cmake/MSched/MSchedTargets.cmake \
         include/msched/Modules/ModulePlugin.h \
         include/msched/Dialect/MSchedTransformOps.h.inc; do
  [ -e "$work/prefix/$f" ] || fail "not installed: $f"
done
ls "$work/prefix"/lib/libMSchedModules.so > /dev/null || fail "no libMSchedModules.so"

cmake -S "$src/examples/module-plugin" -B "$work/plugin" \
  -DMSched_DIR="$work/prefix/lib/cmake/MSched" > "$work/configure.log" ||
  { cat "$work/configure.log"; fail "configuring the example plugin"; }
cmake --build "$work/plugin" -j2 > "$work/build.log" ||
  { cat "$work/build.log"; fail "building the example plugin"; }
plugin="$work/plugin/libExampleModulePlugin.so"
[ -f "$plugin" ] || fail "no $plugin"

bin="$work/prefix/bin"
# 100 rows: multi-level tiling's first schedule is unpeeled on any host
# (a peeled block's parts do not keep other modules' attributes).
gmm="$src/test/lit/modules/Inputs/matmul_100x32x64.mlir"
# The option is in every tool's --help. (Into a file first: with pipefail,
# `grep -q` closing the pipe early would fail msched-opt's long --help with
# SIGPIPE.)
for tool in msched-tune msched-space msched-run msched-replay msched-opt; do
  "$bin/$tool" --help > "$work/help-$tool.txt"
  grep -q -- "--load-module-plugin=<path>" "$work/help-$tool.txt" ||
    fail "$tool --help does not list --load-module-plugin"
done
# The plugin's module is registered and listed.
"$bin/msched-space" --load-module-plugin="$plugin" --list-modules > "$work/modules.txt"
grep -qx "example-tag-blocks" "$work/modules.txt" || fail "module not listed"
# It composes with the built-in modules; the trace replays.
"$bin/msched-space" "$gmm" --load-module-plugin="$plugin" \
  --modules "example-tag-blocks{tag=mine},multi-level-tiling" --seed 0 \
  --check-replay --emit-trace "$work/trace.mlir" \
  --emit-payload "$work/payload.mlir" > "$work/space.txt"
grep -Eq "replay: ([0-9]+) of \1 schedules reproduce their payload" "$work/space.txt" ||
  { cat "$work/space.txt"; fail "replay"; }
grep -q 'transform.param.constant "mine"' "$work/trace.mlir" || fail "trace: no tag param"
grep -q 'transform.annotate %.* "example.tag"' "$work/trace.mlir" || fail "trace: no annotate"
grep -q 'example.tag = "mine"' "$work/payload.mlir" || fail "payload: no tag"
grep -q 'msched.tiling_structure' "$work/payload.mlir" || fail "payload: not tiled"
# The trace applies with msched-replay and with msched-opt's interpreter.
"$bin/msched-replay" "$gmm" "$work/trace.mlir" -o "$work/replayed.mlir"
grep -q 'example.tag = "mine"' "$work/replayed.mlir" || fail "msched-replay"
# A tuning run with it, from the installed tools (worker next to them).
"$bin/msched-tune" "$gmm" --load-module-plugin="$plugin" \
  --modules "example-tag-blocks,multi-level-tiling,parallelize-vectorize-unroll" \
  --work-dir "$work/tune" --trials 2 --threads 1 --number 1 --min-repeat-ms 1 \
  --skip-untuned --cost-model random > "$work/tune.txt"
grep -q 'example.tag' "$work/tune/database_tuning_record.json" ||
  fail "tuning records: no trace with the plugin's module"
grep -q '"status":"ok"' "$work/tune/database_tuning_record.json" ||
  fail "tuning: no candidate measured"
# A plugin that cannot be loaded is a clear error, not a crash.
if "$bin/msched-space" "$gmm" --load-module-plugin="$work/none.so" 2> "$work/err.txt"; then
  fail "a missing plugin was accepted"
fi
grep -q "msched-space: cannot load module plugin '$work/none.so'" "$work/err.txt" ||
  { cat "$work/err.txt"; fail "error message"; }
if "$bin/msched-opt" "$gmm" --load-module-plugin="$work/none.so" 2> "$work/err2.txt"; then
  fail "msched-opt accepted a missing plugin"
fi
grep -q "msched-opt: cannot load module plugin" "$work/err2.txt" || fail "msched-opt error"
echo "module plugin: ok"
