// msched-space: module lists, samples, errors.
//
// The registry lists the built-in modules, the default CPU list marked.
// RUN: msched-space --list-modules | FileCheck %s --check-prefix=LIST
// LIST-DAG: auto-inline (default)
// LIST-DAG: random-compute-location (default)
// LIST-DAG: transposed-conv-phases (default)
// LIST-DAG: split-grouped-conv (default)
// LIST-DAG: fuse-producers (default)
// LIST-DAG: transpose-folding (default)
//
// Samples are reproducible: the same seed prints the same samples, and
// sample i is the same whatever the number of samples drawn.
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules auto-inline,random-compute-location --seed 5 --samples 4 > %t.four
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules auto-inline,random-compute-location --seed 5 --samples 4 > %t.again
// RUN: diff %t.four %t.again
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules auto-inline,random-compute-location --seed 5 --samples 1 > %t.one
// RUN: head -n 8 %t.four | diff - %t.one
// RUN: FileCheck %s --check-prefix=SAMPLES < %t.four
// SAMPLES: modules: auto-inline random-compute-location
// SAMPLES-COUNT-4: sample {{[0-3]}} (seed {{[0-9]+}}): 2 schedules
//
// --emit-space writes the trace without its decisions.
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules random-compute-location --seed 3 --emit-space %t.space.mlir
// RUN: FileCheck %s --check-prefix=SPACE < %t.space.mlir
// SPACE: transform.msched.sample_compute_location %{{.*}} : (!transform.any_op)
// SPACE-NOT: decision
//
// The default list on dense + bias + ReLU: whatever the modules drew, each
// schedule replays to its payload and computes the right thing, and the
// space fuses the epilogue into the matmul's nest in some schedules
// (random-compute-location before parallelize-vectorize-unroll, which
// would otherwise have parallelized it on its own first).
// RUN: msched-space %S/../traces/Inputs/dense_small.mlir --modules default --seed 11 --samples 2 --check-replay --emit-payload %t.default.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: msched-run %S/../traces/Inputs/dense_small.mlir --scheduled %t.default.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-space %S/../traces/Inputs/dense_small.mlir --modules default --seed 11 --schedule 1 --check-replay --emit-trace %t.fused.mlir --emit-payload %t.fused.payload.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: msched-run %S/../traces/Inputs/dense_small.mlir --scheduled %t.fused.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// FUSED: %[[NEST:.*]] = transform.get_producer_of_operand %[[EPILOGUE:.*]][0]
// FUSED-NEXT: transform.msched.fuse_consumer %[[EPILOGUE]] into %[[NEST]]
// FUSED-NEXT: %[[E:.*]] = transform.structured.match attributes {msched.block = "generic_0"}
// FUSED-NEXT: %[[T:.*]], %{{.*}} = transform.structured.tile_using_for %[[E]] tile_sizes [1, 0]
// FUSED: transform.structured.vectorize %[[T]]
// DEFAULT: blocks: fill_0 matmul_0 generic_0
// DEFAULT: modules: split-grouped-conv pad-peeling transposed-conv-phases transpose-folding auto-inline add-rfactor multi-level-tiling-with-intrinsic data-tiling multi-level-tiling fuse-producers pad-materialization random-compute-location parallelize-vectorize-unroll
// DEFAULT: replay: {{[0-9]+}} of {{[0-9]+}} schedules reproduce their payload
// MEASURE: # @dense_small: {{.*}} check ok
//
// Errors.
// RUN: not msched-space %S/Inputs/matmul_tiled.mlir --modules auto-inline,nope 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: bad --modules: unknown module 'nope' (registered: {{.*}}auto-inline
// RUN: not msched-space %S/Inputs/matmul_tiled.mlir --modules "auto-inline{bogus=1}" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// OPTIONS: error: bad --modules: module 'auto-inline' rejected its options 'bogus=1'
// RUN: not msched-space %S/Inputs/matmul_tiled.mlir --func nope 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC: error: no function @nope in the workload
// RUN: not msched-space %S/Inputs/matmul_tiled.mlir --modules auto-inline --schedule 3 --emit-payload %t.none 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: error: no schedule 3 in the first sample
// RUN: not msched-space %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot read '{{.*}}does-not-exist.mlir'
