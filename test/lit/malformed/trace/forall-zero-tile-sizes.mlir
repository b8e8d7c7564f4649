// tile_using_forall with every tile size 0 (static, or a param constant 0):
// refused at the op, since MLIR 22's interpreter crashes on it
// (llvm/llvm-project#187073; found by fuzzing, test/fuzz/regressions).
// RUN: not msched-replay %S/../Inputs/mm.mlir %s 2>&1 | FileCheck %s
// RUN: sed -e 's/tile_sizes \[0, 0\]/tile_sizes [%%z, %%z]/' -e 's/(!transform.any_op) -> (!transform.any_op, !transform.any_op)$/(!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)/' %s > %t.param.mlir
// RUN: not msched-replay %S/../Inputs/mm.mlir %t.param.mlir 2>&1 | FileCheck %s --check-prefix=PARAM

module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // CHECK: forall-zero-tile-sizes.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'transform.structured.tile_using_forall' op has every tile size 0 (or possibly 0): nothing to tile, and MLIR 22 crashes on it
    // PARAM: error: 'transform.structured.tile_using_forall' op has every tile size 0 (or possibly 0)
    %t, %f = transform.structured.tile_using_forall %mm tile_sizes [0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
