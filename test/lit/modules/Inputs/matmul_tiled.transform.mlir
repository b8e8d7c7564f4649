// Makes matmul_tiled.mlir from scaled_matmul_bias_relu.mlir:
//   msched-opt scaled_matmul_bias_relu.mlir \
//     --transform-preload-library=transform-library-paths=matmul_tiled.transform.mlir \
//     --transform-interpreter --canonicalize
// The matmul: scf.for over i (tiles of 16), then, inside, scf.for over j
// (16) and k (16), as a multi-level tiling would leave it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %t, %i = transform.structured.tile_using_for %mm tile_sizes [16, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %j, %k = transform.structured.tile_using_for %t tile_sizes [0, 16, 16]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
