// A hand-written trace for bench/workloads/nrm.mlir: rfactor of the sum of
// squares by 8 along its innermost reduction loop, sequential (the other
// reduction loop by 1), then the outermost loop of the partial reduction
// (256 iterations) unrolled by a sampled factor of 512: msched unrolls it
// completely, which upstream's transform.loop.unroll does by the trip count.
module attributes {msched.func = "nrm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %ops = transform.structured.match interface{TilingInterface} in %f : (!transform.any_op) -> !transform.any_op
    %b:3 = transform.split_handle %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t:2 = transform.msched.sample_perfect_tile %b#1 loop = 2 n = 2 decision = [32, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %fill, %partial, %combining, %loop = transform.msched.rfactor %b#1 reduction_dim = 2 by %t#1 : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %u = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [0.25, 0.25, 0.25, 0.25] decision = 3 : !transform.param<i64>
    transform.msched.unroll %loop by %u : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
