// Makes matmul_nest.mlir from scaled_matmul_bias_relu.mlir:
//   msched-opt scaled_matmul_bias_relu.mlir \
//     --transform-preload-library=transform-library-paths=matmul_nest.transform.mlir \
//     --transform-interpreter --canonicalize
// The matmul: one tile_using_for with tiles of 16 on i, j and k: a nest of
// scf.for loops threading the whole output, the innermost (k, a reduction)
// inserting the tile.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %t, %i, %j, %k = transform.structured.tile_using_for %mm tile_sizes [16, 16, 16]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
