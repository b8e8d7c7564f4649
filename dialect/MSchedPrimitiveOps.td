//===- MSchedPrimitiveOps.td - msched schedule primitives -*- tablegen -*-===//
//
// Schedule primitives that MSched's transformation modules need and MLIR 22
// does not offer as Transform-dialect ops: consumer fusion (MetaSchedule's
// reverse-compute-at), unrolling by a parameter, loop reordering, and the
// arithmetic on parameters that multi-level tiling needs. Each op has one
// implementation file in dialect/ named after it.
//
//===----------------------------------------------------------------------===//

#ifndef MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_TD
#define MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_TD

include "MSchedBase.td"

//===----------------------------------------------------------------------===//
// FuseConsumerOp
//===----------------------------------------------------------------------===//

def FuseConsumerOp : MSched_TransformOp<"fuse_consumer",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Fuses a consumer into the tiled loop nest of its producer";
  let description = [{
    MetaSchedule's Reverse-Compute-At for tensors: moves the computation of
    a consumer op into the loop nest that computes, tile by tile, one of its
    operands, so that each iteration consumes the tile it has just produced
    (e.g. the bias-add and ReLU epilogue of a tiled matmul). Implemented with
    `mlir::scf::tileAndFuseConsumer`.

    `consumer` must be associated with exactly one payload op C, and each of
    `loops` with exactly one loop (`scf.for` or `scf.forall`); the loops,
    outermost first, must form the nest made by tiling (e.g. the loops
    returned by `transform.structured.tile_using_for`, or the single loop of
    `tile_using_forall`), in which the innermost loop inserts a tile of the
    producer into its iteration argument (`tensor.insert_slice`, or
    `tensor.parallel_insert_slice` for `scf.forall`) and each outer loop
    yields the results of the loop it contains. C must implement
    `TilingInterface` and use a result of the outermost loop, and be
    fusible: the tile of C that consumes the producer's tile must be
    computable from it (e.g. C's indexing map of that operand is a
    projected permutation), and C's other operands must dominate the
    outermost loop.

    The loops are replaced by new loops that also yield C's results; C's
    uses are replaced with those results and C is erased. The tile of C is
    computed in the innermost loop after the producer's tile, from that tile
    directly; the dead slices that upstream's fusion leaves in the innermost
    body are erased. Operands of C defined between the loops and C are moved
    before the loops (upstream's behaviour).

    Upstream's fusion needs, in the innermost of `loops`, the slice that
    inserts the producer's tile into the loop result. When the producer's
    tiling has a reduction loop inside `loops` (e.g. `tile_sizes [16, 32,
    16]` of a matmul and C is to be fused into the two spatial loops only),
    the reduction loop carries the whole tensor; hoist its tile first with
    `transform.loop.hoist_loop_invariant_subsets` on the reduction loop, so
    that the extract/insert pair of the tile lands in the innermost spatial
    loop (see test/lit/dialect/fuse-consumer.mlir).

    Results: `fused_consumer` is associated with the tiled C in the
    innermost loop; `new_loops` with the new loops, one per element of
    `loops`. The handles in `loops` stay valid and are updated to the new
    loops too (the op only reads them); handles to ops inside the loops stay
    valid. `consumer` is consumed.

    #### Return modes

    Produces a silenceable failure, naming the op, when `consumer` or an
    element of `loops` is not associated with exactly one op, when a loop is
    not an `scf.for` / `scf.forall` or does not contain the next one, when C
    does not implement `TilingInterface` or uses no result of the outermost
    loop, and when fusion fails (with upstream's reason when it gives one).
    The payload is then left unchanged: as `mlir::scf::tileAndFuseConsumer`
    may fail after it has modified the IR, fusion is first tried on a copy
    of the function (the nearest isolated-from-above ancestor of C).

    #### Example

    ```mlir
    %mm_t, %li, %lj = transform.structured.tile_using_for %mm
        tile_sizes [16, 32, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op)
    %relu_t, %new:2 = transform.msched.fuse_consumer %relu into %li, %lj
        : (!transform.any_op, !transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$consumer,
                       Variadic<TransformHandleTypeInterface>:$loops);
  let results = (outs TransformHandleTypeInterface:$fused_consumer,
                      Variadic<TransformHandleTypeInterface>:$new_loops);
  let assemblyFormat = [{
    $consumer `into` $loops attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// UnrollOp
//===----------------------------------------------------------------------===//

def UnrollOp : MSched_TransformOp<"unroll",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Unrolls scf.for loops by a factor given as a parameter";
  let description = [{
    Like `transform.loop.unroll`, but the factor is a parameter (e.g. drawn
    by `transform.msched.sample_categorical`) instead of an attribute.
    `factor` must be associated with exactly one integer F; each payload op
    of `target` must be an `scf.for` with a positive step (bounds may be
    dynamic). Each loop is unrolled with `mlir::loopUnrollByFactor`:

    - F = 0 or F = 1: the loop is left as it is;
    - F >= the loop's constant trip count T: the loop is unrolled completely
      (`mlir::loopUnrollFull`): its body is copied T times in its place; a
      loop of zero iterations is left as it is;
    - otherwise the body is copied F times per iteration of a loop whose
      step is F times the original one; when F does not divide the trip
      count (or the trip count is not constant: then the bounds of the
      unrolled loop are computed at run time), the remaining iterations run
      in an epilogue loop, a copy of the original loop placed after it. A
      resulting loop of a single iteration is replaced by its body (as
      upstream does).

    With the `max_steps` unit attribute, F is instead TVM's
    `auto_unroll_max_step` (apache/tvm src/tir/transforms/unroll_loop.cc):
    the most steps that one unrolled body may hold. The steps of one
    iteration of a loop are counted in its body, recursively (see
    `msched::unrollSteps`): every arithmetic op (arith, math, or a vector
    contract, fma, outer product or reduction; not constants or index
    arithmetic) and every write (memref or
    vector store, transfer_write, tensor.insert, insert_slice) counts the
    1-D vectors (or scalars) it computes: its vector type's element count
    divided by the innermost extent (e.g. 27 for a vector.contract into a
    27 x 8 accumulator); a nested scf.for counts its steps times its static
    trip count (1 when dynamic). The loop is then unrolled as above by
    F / steps (integer division): completely when that reaches the trip
    count, not at all when it is below 2. So a register tile of many rows
    is unrolled less than a small one, and the unrolled code (whose LLVM
    build time grows faster than its size) stays bounded by F.

    `target` is consumed: the unrolled loops may be gone. Handles to ops
    inside a loop keep referring to the first copy of the body.

    #### Return modes

    Produces a silenceable failure when `factor` is not associated with
    exactly one integer or holds a negative one, and, naming the payload op,
    when a target is not an `scf.for` or has a constant step that is not
    positive (all targets are checked before any is unrolled; a dynamic step
    is assumed positive), or when `mlir::loopUnrollByFactor` fails.

    #### Example

    ```mlir
    %f = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f
        : (!transform.any_op, !transform.param<i64>) -> ()
    // At most 512 steps per unrolled body:
    %s = transform.param.constant 512 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %s max_steps
        : (!transform.any_op, !transform.param<i64>) -> ()
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$factor,
                       UnitAttr:$max_steps);
  let results = (outs);
  let assemblyFormat = [{
    $target `by` $factor (`max_steps` $max_steps^)? attr-dict `:`
    functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// MultiplyOp
//===----------------------------------------------------------------------===//

def MultiplyOp : MSched_TransformOp<"multiply",
    [MemoryEffectsOpInterface, ParamProducerTransformOpTrait]> {
  let summary = "Multiplies integer parameters";
  let description = [{
    Returns one parameter: the product, as an `i64`, of the integers held by
    `params`, each of which must be associated with exactly one integer. A
    multi-level tiling uses it to turn the factors sampled by
    `transform.msched.sample_perfect_tile` into the tile sizes of its outer
    levels (the size of a level's tile is the product of the factors of all
    inner levels). Constants come from `transform.param.constant`.

    #### Return modes

    Produces a silenceable failure when an operand is not associated with
    exactly one integer, and when the product does not fit in `i64`. Does
    not touch the payload.

    #### Example

    ```mlir
    %t:3 = transform.msched.sample_perfect_tile %mm loop = 0 n = 3
        : (!transform.any_op)
        -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %outer = transform.msched.multiply %t#1, %t#2
        : (!transform.param<i64>, !transform.param<i64>)
        -> !transform.param<i64>
    ```
  }];

  let arguments = (ins Variadic<TransformParamTypeInterface>:$params);
  let results = (outs TransformParamTypeInterface:$result);
  let assemblyFormat = [{
    $params attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// ReorderOp
//===----------------------------------------------------------------------===//

def ReorderOp : MSched_TransformOp<"reorder",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Reorders the loops of a perfectly nested scf.for band";
  let description = [{
    MetaSchedule's Reorder. Each of `loops` must be associated with exactly
    one `scf.for`; the operands list the loops in their new order, outermost
    first. The loops must lie on one chain of nested loops, and the band of
    loops from the outermost to the innermost of them must be perfectly
    nested: the body of each band loop but the innermost holds only the next
    loop and a `scf.yield` of that loop's results, and when the loops carry
    values (`iter_args`), each loop passes its iteration arguments to the
    next one as initial values and uses them for nothing else. No band
    loop's bounds or step may be defined by a band loop (e.g. be an outer
    induction variable). Band loops not
    listed keep their positions; the listed ones take the positions of the
    listed ones in operand order.

    The band is rebuilt: at each position a new `scf.for` iterates the range
    of the loop that moves there (bounds, step, `unsignedCmp` and
    discardable attributes come along), and the innermost body is moved
    (not copied) into the new innermost loop. The handles in `loops`, and
    all other handles to band loops, are updated to the loop that iterates
    the same range, so a loop handle follows its loop as in MetaSchedule;
    handles to ops in the innermost body stay valid. Result `i` is
    associated with the new loop for operand `i` (the same loop as the
    updated operand handle).

    The op does not analyse dependences (MetaSchedule relies on block
    iteration types instead): reordering the loops made by tiling an op on
    tensors is always legal (each iteration writes its own tile, and the
    iterations that accumulate into one tile keep their relative order, so
    even floating-point results are unchanged); for other loops (on memrefs,
    or carrying a scalar reduction) legality is the caller's
    responsibility.

    #### Return modes

    Produces a silenceable failure, naming the offending loop, when an
    operand is not associated with exactly one `scf.for`, when a loop is
    listed twice, when the loops are not on one chain, when the band is not
    perfectly nested, and when a bound depends on a band loop. The payload
    is then left unchanged.

    #### Example

    ```mlir
    %t, %i, %j, %k = transform.structured.tile_using_for %mm
        tile_sizes [8, 16, 32]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op, !transform.any_op)
    // Loop order (k, i, j), k outermost:
    %k2, %i2, %j2 = transform.msched.reorder %k, %i, %j
        : (!transform.any_op, !transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins Variadic<TransformHandleTypeInterface>:$loops);
  let results = (outs Variadic<TransformHandleTypeInterface>:$reordered);
  let assemblyFormat = [{
    $loops attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// DecomposeGroupedConvOp
//===----------------------------------------------------------------------===//

def DecomposeGroupedConvOp : MSched_TransformOp<"decompose_grouped_conv",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Rewrites a one-group, one-row grouped convolution as a 1-D one";
  let description = [{
    The grouped-convolution form of upstream's `transform.structured.decompose`
    (which rewrites 2-D convolutions with a size-1 output and filter height
    as 1-D ones, but has no pattern for grouped convolutions): each payload
    op of `target` must be a `linalg.conv_2d_nhwgc_gfhwc` on static tensors
    whose group extent, output height and filter height are 1, typically the
    innermost tile of a tiled grouped convolution. It is replaced by

    - rank-reducing `tensor.extract_slice`s of its input (N x 1 x W x 1 x C
      to N x W x C), filter (1 x F x 1 x KW x C to F x KW x C) and output
      (N x 1 x OW x 1 x F to N x OW x F);
    - a `linalg.transpose` of the filter slice to KW x C x F (permutation
      [1, 2, 0]): the layout of `linalg.conv_1d_nwc_wcf`, which upstream's
      vectorizer takes;
    - a `linalg.conv_1d_nwc_wcf` with the width stride and dilation of the
      grouped convolution, whose result is inserted back into the output
      (`tensor.insert_slice`).

    The filter slice of a tile is small (F x KW x C elements for 2 x OW x F
    x KW x C flops), so the transpose costs a fraction 1 / (2 OW) of the
    tile's arithmetic in element moves; it is loop-invariant in the tile's
    output loops, so `transform.apply_licm` can hoist it.

    Results: `conv` is associated with the 1-D convolutions and `transpose`
    with the filter transposes, one per target, in order. `target` is
    consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op, when a target is
    not a `linalg.conv_2d_nhwgc_gfhwc` on static tensors or its group
    extent, output height or filter height is not 1; all targets are checked
    before any is rewritten.

    #### Example

    ```mlir
    %conv1d, %transpose = transform.msched.decompose_grouped_conv %tile
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$conv,
                      TransformHandleTypeInterface:$transpose);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// DecomposeTransposedConvOp
//===----------------------------------------------------------------------===//

def DecomposeTransposedConvOp : MSched_TransformOp<"decompose_transposed_conv",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Splits a transposed convolution into dense stride phases";
  let description = [{
    Sub-pixel (stride-phase) decomposition of a transposed convolution
    written, as frontends lower it, as a direct convolution over a
    zero-interleaved input with a flipped kernel index: the zeros that the
    stride inserts are never multiplied. `target` must be associated with
    one `linalg.generic` on static tensors of the form

    ```
    out[n, oh, ow, f] += P[n, oh - kh + A, ow - kw + B, c] * K[kh, kw, c, f]
    ```

    (loops n, oh, ow, f parallel, kh, kw, c reduction; body mulf + addf),
    whose operand P is a zero `tensor.pad` (height and width only) of a
    `tensor.insert_slice` of X (N x H x W x C) at offset 0 with strides
    [1, sh, sw, 1] into a zero `linalg.fill`. Output row oh = sh * a + r then
    only meets the taps kh = sh * j + k0(r), and reads X at row a - j + q(r),
    for a k0(r) and q(r) fixed by r, A and the padding; likewise for the
    columns. For each of the sh x sw phases (r, r') that meets any tap:

    - the phase's taps are a strided `tensor.extract_slice` of K (strides
      [sh, sw, 1, 1]: a view, not a copy);
    - X is zero-padded (`tensor.pad`, once for all phases) and flipped in
      height and width (one `linalg.generic`), so that the phase is a
      `linalg.conv_2d_nhwc_hwcf` with stride 1 over a slice of it, whose
      output comes out flipped: the phase's slice of the output (strides
      [1, sh, sw, 1]) is flipped into its init and its result flipped back
      (`linalg.generic`s on the phase's output only) and inserted
      (`tensor.insert_slice` with strides [1, sh, sw, 1]). Where the output
      is a `linalg.fill`, the phase's init is a fill of its own with that
      value instead (a flipped fill reads the same), and where the phases
      cover every output element they insert into a `tensor.empty` (the
      whole fill is never read, and is erased when unused).

    The convolutions multiply sh * sw times fewer terms than the original
    op; the flips move X and the output once, not the kernel. The original
    op is replaced and its zero-interleaving producers are erased when
    nothing else uses them.

    With `by_taps`, no product reads padding either (the phases above
    multiply the zeros of X's padding at their borders: T2D's four phases
    do 67 MFLOP where 51 are products of X): each phase is, per tap
    (j, j'), a `linalg.conv_2d_nhwc_hwcf` with a 1 x 1 kernel (the tap, a
    slice of K) over the rectangle of the phase's outputs where that tap
    reads X (rows a with 0 <= a - j + q < H, likewise columns), reading that
    rectangle of X in place (no pad, no flip), accumulated into the phase's
    outputs (`tensor.extract_slice` / `tensor.insert_slice` of the
    rectangle, taps in order j outer, j' inner), which start from the
    phase's fill (or slice of the output) and are inserted as above. Each
    tap's weights are still read once per phase.

    Results: `convs` is associated with the phase convolutions (with
    `by_taps`: the tap convolutions, phase by phase), in phase order (r
    outer, r' inner); `fills` with the phases' own fills (one per phase,
    where the output is a `linalg.fill`; empty otherwise). `target` is
    consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op and what does not
    match, when the target is not one such op (e.g. a map of another form, a
    non-zero padding value, an insert at a non-zero offset); nothing is
    rewritten then.

    #### Example

    ```mlir
    %phases, %fills = transform.msched.decompose_transposed_conv %conv
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %taps, %tap_fills = transform.msched.decompose_transposed_conv %conv2
        {by_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       UnitAttr:$by_taps);
  let results = (outs TransformHandleTypeInterface:$convs,
                      TransformHandleTypeInterface:$fills);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// RFactorOp
//===----------------------------------------------------------------------===//

def RFactorOp : MSched_TransformOp<"rfactor",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Rfactor of a reduction loop split by a parameter";
  let description = [{
    MetaSchedule's RFactor on linalg, with the split factor as a parameter
    (e.g. a factor drawn by `transform.msched.sample_perfect_tile`), so that
    a mutated decision changes the split. Upstream's
    `transform.structured.tile_reduction_using_for` / `_using_forall` take
    it as an attribute. `target` must be associated with ops implementing
    `PartialReductionOpInterface` (e.g. a linalg reduction), `factor` with
    one positive integer F, and `reduction_dim` must be a reduction loop of
    each target.

    - Without `parallel`: the loop is tiled by F (the other reduction loops
      by 1) with an `scf.for` that accumulates F partial results per output
      element (upstream's partial reduction, outer reduction), combined by a
      reduction after the loop.
    - With `parallel`: an `scf.forall` of F iterations computes F partial
      results per output element, combined after it (outer parallel).

    Results, as upstream's: the fill of the partial results, the partial
    op, the combining op and the loop. `target` is consumed.

    #### Return modes

    Produces a silenceable failure when `factor` is not one positive
    integer, when a target does not implement `PartialReductionOpInterface`
    or `reduction_dim` is not one of its reduction loops, and when upstream's
    tiling fails (e.g. an unrecognized combiner).

    #### Example

    ```mlir
    %f:2 = transform.msched.sample_perfect_tile %op loop = 2 n = 2
        : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %fill, %partial, %combining, %loop = transform.msched.rfactor %op
        reduction_dim = 2 by %f#1
        : (!transform.any_op, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op, !transform.any_op,
            !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$factor,
                       I64Attr:$reduction_dim,
                       UnitAttr:$parallel);
  let results = (outs TransformHandleTypeInterface:$fill,
                      TransformHandleTypeInterface:$partial,
                      TransformHandleTypeInterface:$combining,
                      TransformHandleTypeInterface:$loop);
  let assemblyFormat = [{
    $target `reduction_dim` `=` $reduction_dim `by` $factor
    (`parallel` $parallel^)? attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// CacheReadOp
//===----------------------------------------------------------------------===//

def CacheReadOp : MSched_TransformOp<"cache_read",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Copies one input of a linalg op into a fresh, contiguous tensor";
  let description = [{
    MetaSchedule's Cache-Read (TVM `sch.cache_read`) for tensors: a packed
    read cache. Each payload op of `target` must be a linalg op on tensors
    with static shapes; its DPS input number `operand` (0-based, among the
    inputs) is replaced by a copy of it into a new tensor of the same shape
    (`tensor.empty` + `linalg.copy`, inserted right before the op). Once
    bufferized, the copy is a contiguous buffer: when the target is a tile
    inside a loop nest, the operand is typically a strided slice of a large
    tensor (e.g. the K x N panel of a GEMM's right-hand matrix, whose rows
    are a whole row of the matrix apart), and the copy is the packed panel
    that the BLIS/oneDNN GEMM algorithms read instead (Goto and van de
    Geijn, "Anatomy of high-performance matrix multiplication", TOMS 2008):
    no cache-set conflicts and no TLB misses in the kernel's loop.

    The payload op is modified in place, so `target` stays valid. Result:
    `copy` is associated with the `linalg.copy` ops, one per target, in
    order; schedule it like any op (tile and vectorize it).

    #### Return modes

    Produces a silenceable failure, naming the payload op, when a target is
    not a linalg op on tensors, has fewer than `operand + 1` inputs, or the
    input is not a statically shaped ranked tensor; all targets are checked
    before any is rewritten.

    #### Example

    ```mlir
    %copy = transform.msched.cache_read %tile operand = 1
        : (!transform.any_op) -> !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       I64Attr:$operand);
  let results = (outs TransformHandleTypeInterface:$copy);
  let assemblyFormat = [{
    $target `operand` `=` $operand attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// SpecializeContractionOp
//===----------------------------------------------------------------------===//

def SpecializeContractionOp : MSched_TransformOp<"specialize_contraction",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Rewrites a linalg.generic contraction as a linalg.contract";
  let description = [{
    The contraction case that upstream's `transform.structured.specialize`
    does not cover: a `linalg.generic` on tensors that
    `linalg::isaContractionOpInterface` accepts, with two inputs and one
    init of one float type and the body `yield(addf(out, mulf(in0, in1)))`
    exactly (either operand order; no other op, e.g. no negation, which
    `linalg.contract` would drop; e.g. a batch matmul into which a
    transpose was folded, or a frontend's generic matmul with a transposed
    weight) is replaced by a
    `linalg.contract` with the same operands and indexing maps, whose
    iterator types linalg infers from them. `linalg.contract` implements
    `ContractionOpInterface`, so `transform.structured.vectorize
    {create_named_contraction}` makes it one `vector.contract` (lowered to
    outer-product FMAs) instead of a multiply and a `vector.multi_reduction`
    per reduction step. Discardable attributes (e.g. `msched.block`) are
    kept. The result is numerically the same computation.

    Result: `contraction` is associated with the `linalg.contract` ops, one
    per target, in order. `target` is consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op, when a target is
    not a `linalg.generic` on tensors, or not a contraction of that form
    (e.g. a convolution, whose input maps are not projected permutations,
    an integer or mixed-type body, a unary op in the body), or when the
    `linalg.contract` does not verify (its message is quoted); all targets
    are checked before any is rewritten.

    #### Example

    ```mlir
    %contract = transform.msched.specialize_contraction %generic
        : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %contract {create_named_contraction}
        : !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$contraction);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// DecomposeConv3DOp
//===----------------------------------------------------------------------===//

def DecomposeConv3DOp : MSched_TransformOp<"decompose_conv_3d",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Rewrites a one-deep 3-D convolution as a 2-D one";
  let description = [{
    The 3-D form of upstream's `transform.structured.decompose` (which
    rewrites 2-D convolutions with a size-1 output and filter height as 1-D
    ones, but has no pattern for 3-D convolutions): each payload op of
    `target` must be a `linalg.conv_3d_ndhwc_dhwcf` on static tensors whose
    output depth and filter depth are 1, typically the innermost tile of a
    tiled 3-D convolution (its input slice is then one deep too). It is
    replaced by rank-reducing `tensor.extract_slice`s of its input (N x 1 x
    H x W x C to N x H x W x C), filter (1 x KH x KW x C x F to KH x KW x C x
    F) and output (N x 1 x OH x OW x F to N x OH x OW x F), a
    `linalg.conv_2d_nhwc_hwcf` with the height and width strides and
    dilations of the 3-D one, and a `tensor.insert_slice` of its result
    back into the output. `transform.structured.decompose` then takes the
    2-D convolution to a 1-D one, which upstream vectorizes.

    Result: `conv` is associated with the 2-D convolutions, one per target,
    in order. `target` is consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op, when a target is
    not a `linalg.conv_3d_ndhwc_dhwcf` on static tensors or its output depth
    or filter depth is not 1; all targets are checked before any is
    rewritten.

    #### Example

    ```mlir
    %conv2d = transform.msched.decompose_conv_3d %tile
        : (!transform.any_op) -> !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$conv);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// PeelPaddingOp
//===----------------------------------------------------------------------===//

def PeelPaddingOp : MSched_TransformOp<"peel_padding",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Splits an op reading a padded tensor into an interior part "
                "that reads the unpadded tensor and border parts";
  let description = [{
    Pad fusion by index-set splitting (msched; what TVM gets by inlining a
    pad into a convolution as a guarded read, and what oneDNN's kernels do
    with their border handling): the padded tensor is never materialized
    for the bulk of the output.

    Each payload op of `target` must be a linalg op on static tensors with
    one init, one of whose inputs is the result of a `tensor.pad` with a
    constant padding value and static low/high padding. Along each padded
    dimension, the input index must be a sum of loops with positive
    constant coefficients, exactly one of them a parallel loop (the output
    position, e.g. `oh * stride + kh * dilation` of a convolution) and the
    others reduction loops. For each such parallel loop the range of
    positions whose whole window lies inside the unpadded tensor is
    computed; its extent is shortened, at its end, to the largest that has
    a divisor in [4, 16], so that register tiles divide it.

    The op's iteration domain is split (as an onion, one padded dimension
    after another) into the interior box and up to two border slabs per
    padded dimension. Each part is the op's tile on that box
    (`TilingInterface::getTiledImplementation`); the interior reads a slice
    of the pad's *source* directly, each border a small pad of a slice of
    the source (`tensor::bubbleUpPadSlice`). The parts' results are
    inserted (`tensor.insert_slice`) into the op's init in order and replace
    the op; the pad is erased when nothing else uses it. The result is
    numerically the same computation.

    With `restrict_taps` (when the padding is zero and the body adds to the
    accumulator the padded value or a product with it, through element
    type extensions: a convolution or a sum pooling, not a max pooling):
    along each padded dimension whose index has one
    reduction loop (the tap, e.g. `kh * dilation`), each border slab of up
    to 8 positions is split into one slab per output position, and each
    slab's tap loop is restricted to the taps that read the unpadded
    tensor (oneDNN's border handling): the taps that would read padding
    multiply zeros and are skipped. A position whose window lies wholly in
    the padding keeps all its taps. The result is the same computation up
    to the order of the sum (the skipped products are zero).

    With `innermost_first`, the padded dimensions are split from the last
    (innermost) to the first instead: the slabs of each dimension then span
    the interior ranges of the dimensions after it, which were shortened so
    that register tiles divide them (an NHWC convolution's top and bottom
    rows span the interior's columns; its left and right columns, split
    first, span all rows). Without it, the first padded dimension is split
    first (the order of traces recorded before the attribute existed).

    Results: `interior` is associated with the interior op of each target,
    in order; `borders` with the border ops of all targets, in order. The
    target is consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op and the reason,
    when a target has no such padded input, a padded dimension's index is
    not of that form, or no output position along it reads only the
    unpadded tensor; all targets are checked before any is rewritten.

    #### Example

    ```mlir
    %interior, %borders = transform.msched.peel_padding %conv
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       UnitAttr:$restrict_taps,
                       UnitAttr:$innermost_first);
  let results = (outs TransformHandleTypeInterface:$interior,
                      TransformHandleTypeInterface:$borders);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// SplitGroupedConvOp
//===----------------------------------------------------------------------===//

def SplitGroupedConvOp : MSched_TransformOp<"split_grouped_conv",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Rewrites a grouped convolution as one 2-D convolution per "
                "group on a transposed filter";
  let description = [{
    Grouped convolution decomposed per group (msched; oneDNN's grouped
    kernels run one convolution per group on a reordered filter): each
    payload op of `target` must be a `linalg.conv_2d_nhwgc_gfhwc` on static
    tensors, with G groups. It is replaced by, for each group g in order:

    - rank-reducing `tensor.extract_slice`s of group g of its input
      (N x H x W x 1 x C to N x H x W x C) and filter (1 x F x KH x KW x C
      to F x KH x KW x C); where the input is a `tensor.expand_shape` of the
      channels ([[0], [1], [2], [3, 4]]) of a static constant `tensor.pad`
      of height and width only (how frontends write a padded grouped
      convolution), group g's input is instead its channels of the pad's
      source, padded as the whole was (`tensor.pad` with the same padding
      and value): each group convolution reads a pad of its own, which
      pad-peeling splits like any padded convolution. The whole pad and its
      expand_shape are erased when nothing else uses them;
    - a `linalg.transpose` of that filter to KH x KW x C x F (permutation
      [1, 2, 3, 0]): the layout of `linalg.conv_2d_nhwc_hwcf`, whose output
      channels (the vector dimension of a register tile) are then
      contiguous. It is computed once per call, instead of once per tile
      (`decompose_grouped_conv`), and once per build where the filter is a
      constant argument (msched's builder prepacks it);
    - a `linalg.conv_2d_nhwc_hwcf` with the grouped convolution's strides
      and dilations, whose init is group g of the output so far and whose
      result is inserted back (`tensor.insert_slice`).

    The result is numerically the same computation (each output element
    sums the same products in the same order).

    Results: `convs` is associated with the per-group convolutions and
    `transposes` with the filter transposes, G per target, in order.
    `target` is consumed.

    #### Return modes

    Produces a silenceable failure, naming the payload op, when a target is
    not a `linalg.conv_2d_nhwgc_gfhwc` on static tensors; all targets are
    checked before any is rewritten.

    #### Example

    ```mlir
    %convs, %transposes = transform.msched.split_grouped_conv %conv
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$convs,
                      TransformHandleTypeInterface:$transposes);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// DataTileOp
//===----------------------------------------------------------------------===//

def DataTileOp : MSched_TransformOp<"data_tile",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Packs a contraction into register-tile panels (data tiling)";
  let description = [{
    Data tiling (IREE's mmt4d-style data layout; MetaSchedule's layout
    rewrite; the packed micro-panels of BLIS, Goto and van de Geijn,
    "Anatomy of high-performance matrix multiplication", TOMS 2008) for a
    register kernel of R rows and L lanes: `rows` and `lanes` must each be
    associated with one positive integer. The target must be a linalg
    contraction (linalg::isaContractionOpInterface) on static tensors with
    one output, whose output's last two dimensions are parallel loops: the
    row loop (second last) and the vector loop (last). It is packed
    (linalg::pack) by R along the row loop and L along the vector loop,
    with zeros padding the extents that R or L do not divide:

    - every input indexed by one of the two loops becomes a packed tensor
      whose outer dimensions list the parallel loops first and the
      reduction loops last (linalg::packTranspose), so that the R or L
      elements a kernel step reads are contiguous and the steps of the
      reduction follow each other: a GEMM's A [M, K] is read as
      [M/R, K, R], its B [K, N] as [N/L, K, L] (a micro-panel per row or
      column tile, contiguous along k);
    - where a `linalg.fill` initializes the output and R and L divide its
      last two extents, the output is written in place, as BLIS's kernels
      update C: the contraction writes the output viewed as
      [.., M/R, R, N/L, L] (a kernel's R rows of L lanes are R rows of the
      output), initialized by a fill of that view, and a
      `tensor.collapse_shape` gives back [.., M, N]: no copy of the output;
    - otherwise the output is computed as [.., M/R, N/L, R, L] and unpacked
      at the end; a `linalg.fill` that initializes it becomes a fill of the
      packed tensor (the padding's values are never read back);
    - either fill keeps the old one's discardable attributes (its block
      name), so that a schedule fuses it alike in both forms;
    - the packs and the unpack are lowered to `linalg.transpose` copies,
      timed with the call, piece by piece where R or L does not divide:
      the whole tiles are packed from slices of the inputs and unpacked
      straight into the output (viewed as [.., M'/R, R, N'/L, L]), and
      only the partial last tile of each such extent goes through a
      `tensor.pad` (or, unpacked, a small temporary), so no whole operand
      is padded or copied twice (linalg::lowerPack lowers each piece's
      pack; an unpack of another form is lowered by
      linalg::lowerUnPack).

    With `rows_in_place`, the inputs indexed by the row loop and not by
    the vector loop (a GEMM's A) are not copied: the contraction reads
    them in place, viewed as [.., M/R, R, ..] (a `tensor.expand_shape`),
    as oneDNN's and BLIS's kernels may broadcast A straight from its rows.
    A kernel step then reads its R broadcasts from R rows (strided rather
    than contiguous), and the call saves a pass over A; which one pays
    depends on the host's L1 (R rows 4 KiB apart share one set) and is
    the search's choice. R must divide the row extent then.

    Discardable attributes (e.g. `msched.block`) move to the packed
    contraction, a `linalg.generic` with the same body, which is marked
    `msched.data_tiled = array<i64: ...>`, the two loops of the R x L
    kernel in loop order (multi-level-tiling keeps them whole). Results: `packed`,
    the packed contraction; `input_copies`, the transposes that pack the
    inputs' whole tiles (one per packed input, in input order);
    `output_copy`, the transpose that unpacks the output's whole tiles
    (empty where the output is written in place). The partial tiles'
    copies are left as they are (a few rows or columns: scalar loops). Schedule the
    copies like any op (tile and vectorize them).

    #### Return modes

    Silenceable failure, naming the payload op, when `target` is not
    associated with exactly one such contraction, when `rows` or `lanes` is
    not one positive integer, when `rows_in_place` is set and R does not
    divide the row extent, or when `linalg::pack` fails; nothing is
    rewritten then. A definite failure when a later step (transposing or
    lowering the packs) fails on an op already packed.

    #### Example

    ```mlir
    %r = transform.param.constant 6 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    %packed, %ins, %out = transform.msched.data_tile %matmul rows = %r lanes = %l
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op, !transform.any_op)
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$rows,
                       TransformParamTypeInterface:$lanes,
                       UnitAttr:$rows_in_place);
  let results = (outs TransformHandleTypeInterface:$packed,
                      TransformHandleTypeInterface:$input_copies,
                      TransformHandleTypeInterface:$output_copy);
  let assemblyFormat = [{
    $target `rows` `=` $rows `lanes` `=` $lanes attr-dict `:`
      functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// PackForIntrinsicOp
//===----------------------------------------------------------------------===//

def PackForIntrinsicOp : MSched_TransformOp<"pack_for_intrinsic",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Brings a contraction's operands to a tensor intrinsic's layout";
  let description = [{
    MetaSchedule's layout step of MultiLevelTilingWithIntrin (the operands
    of a tensor intrinsic in its layout) for the intrinsic named
    `intrinsic` (msched/TensorIntrinsic.h), with lanes L and group g. The
    target must be a linalg op on static tensors computing
    C[..., n] += widen(A[..., k]) * widen(B[..., k, n]) with the body and
    element kinds the intrinsic describes: n is the last index of C and of
    B and absent from A, k a reduction loop, the last index of A and the
    second to last of B; B and C are indexed by loops (projected
    permutations), A by any affine expressions. Matmuls, batch matmuls and
    convolutions (NHWC input, HWCF filter: n the filters, k the input
    channels, A indexed at oh * s + kh) are such. N must be a multiple of
    L; K is padded with zeros to a multiple of g. It is replaced by:

    - A padded to K' (a zero `tensor.pad` that produces A for this use
      alone grows instead, keeping its attributes: one copy, not two) and
      reshaped to [..., K'/g, g] (tensor.expand_shape, no copy);
    - B padded likewise, reshaped to [..., K'/g, g, N/L, L] and transposed
      (the pack, a `linalg.transpose` timed with the call) to B's batch
      loops, N/L, B's other reduction loops (a filter's taps), K'/g, L, g:
      one contiguous panel per column vector;
    - a `linalg.generic` with the same body over the loops (the parallel
      loops but n, nb, nl, the reduction loops but k, k0, k1), in that
      order, writing C (not reshaped, so empty-tensor elimination still
      writes the result into the caller's buffer) at nb * L + nl. For a
      matmul: (m, nb, nl, k0, k1), maps (m, k0, k1), (nb, k0, nl, k1),
      (m, nb * L + nl).

    Discardable attributes (e.g. `msched.block`) move to the new
    contraction. Results: `packed` the new contraction, `pack` the
    transpose (empty for g = 1).

    #### Return modes

    Silenceable failure, naming the op, when the target is not such a
    contraction, its body or element kinds are not the intrinsic's, the
    extents are not multiples, or the intrinsic is not registered.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       StrAttr:$intrinsic);
  let results = (outs TransformHandleTypeInterface:$packed,
                      TransformHandleTypeInterface:$pack);
  let assemblyFormat = [{
    $target `intrinsic` `=` $intrinsic attr-dict `:`
      functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// TensorizeOp
//===----------------------------------------------------------------------===//

def TensorizeOp : MSched_TransformOp<"tensorize",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Replaces a register tile by a tensor intrinsic's kernel";
  let description = [{
    MetaSchedule's tensorize (TVM `sch.tensorize(loop, intrin)`) for the
    CPU: the target, a contraction tile in the form
    `transform.msched.pack_for_intrinsic` makes (a `linalg.generic` on
    static tensor slices whose last two loops are k0, k1, with C's last
    index nb * L + nl, A's last index k1, B's last two nl, k1, and at most
    one other parallel loop longer than 1, the rows, absent from B; L and g
    the lanes and group of the intrinsic named `intrinsic`), is replaced by
    its register kernel: the mr x nv accumulator vectors are read once,
    carried through an `scf.for` over each reduction loop longer than 1
    (a convolution's taps, then k0; iter_args, so they stay in registers),
    in whose body each row's group of A is broadcast (one 32-bit
    broadcast, read where A's map puts it), each column block of B loaded
    as one vector, and mr x nv instructions built by the intrinsic's
    implementation; the accumulators are written back after the loops.
    mr x nv + nv + 1 should not exceed the host's vector registers (the
    module's prior sees to it; more spills). A tile intrinsic's kernel (AMX)
    moves whole tiles: per step of k0 (by the intrinsic's steps) it reads
    rows x steps x g of A and steps x L x g of B, and reads, multiplies into
    and writes back each rows x L tile of C (tiles are not carried across
    loops: the AMX lowering would round-trip them through the stack); the
    tile's rows and k0 must be whole tiles and the rows consecutive rows
    of A and C.

    #### Return modes

    Silenceable failure, naming the op, when the target is not of that form
    or its body is not the intrinsic's, or the intrinsic is unknown. The
    result is consumed; nothing is returned.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       StrAttr:$intrinsic);
  let results = (outs);
  let assemblyFormat = [{
    $target `intrinsic` `=` $intrinsic attr-dict `:` type($target)
  }];
}

//===----------------------------------------------------------------------===//
// ComputeAtOp
//===----------------------------------------------------------------------===//

def ComputeAtOp : MSched_TransformOp<"compute_at",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Computes a producer at a sampled location (root, inline or a loop)";
  let description = [{
    MetaSchedule's Compute-At driven by a Sample-Compute-Location decision
    (TVM src/tir/schedule/primitive/compute_at.cc; TVM's ComputeAt does
    nothing at the root mark and inlines at the inline mark). It acts on
    the results of `transform.msched.sample_compute_location` for the same
    producer, so that a trace holds one instruction whatever the decision
    is, and a mutated or redrawn decision replays.

    `producer` must be associated with exactly one payload op P and
    `location` with exactly one integer d. Then:
    - d = -1 (root): nothing changes;
    - d = -2 (inline): P is inlined into its consumers as
      `transform.msched.compute_inline` does, when that is legal, and left
      where it is otherwise;
    - d >= 0: `loop` must be associated with exactly one `scf.for` or
      `scf.forall` L that does not contain P, and every use of P's results
      must be a `tensor.extract_slice` inside L. Each slice is replaced by a
      tile of P computed in its place (`TilingInterface::
      generateResultTileValue`, as `transform.structured.
      fuse_into_containing_op` does for a use by a slice), then P, now
      dead, is erased, and so is every trivially dead op of the function
      that holds L (as `transform.apply_dce` does: the tiles' unused index
      computations), so that a decided trace freezes to upstream's
      fuse_into_containing_op + apply_dce with the same payload. A slice
      nested deeper in L gets its tile there.

    `producer` is consumed; `loop` and `location` are only read (L is
    modified in place, not replaced).

    #### Return modes

    Produces a silenceable failure when a handle or the param does not hold
    exactly one payload op or integer, when d < -2, when inlining fails
    after its check passed, and, for d >= 0, when L is not a loop, contains
    P, or P has a use that is not a slice in L, or P cannot be tiled. The
    checks precede any change.

    #### Example

    ```mlir
    %loop, %d = transform.msched.sample_compute_location %pad
        : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.msched.compute_at %pad at %loop, %d
        : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$producer,
                       TransformHandleTypeInterface:$loop,
                       TransformParamTypeInterface:$location);
  let results = (outs);
  let assemblyFormat = [{
    $producer `at` $loop `,` $location attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// FuseIntoForallOutputOp
//===----------------------------------------------------------------------===//

def FuseIntoForallOutputOp : MSched_TransformOp<"fuse_into_forall_output",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Fuses the producer of an scf.forall's shared output (its "
                "init fill) into the forall";
  let description = [{
    Each iteration of the forall computes the producer's tile of its own
    output slice: what upstream's `transform.structured.
    fuse_into_containing_op` does for a producer used as the containing
    op's shared output (mlir/lib/Dialect/Linalg/TransformOps/
    LinalgTransformOps.cpp, tileAndFuseFirstExtractUseThroughContainingOp-
    BlockArgument), with the same payload. Multi-level tiling fuses the
    `linalg.fill` that zeroes a block's output into the block's parallel
    loop this way.

    Why not the upstream op: in MLIR 22 it builds a remark naming the
    producer and the containing op before it tries anything, and printing
    an op in a diagnostic verifies the whole function around it. On a
    3-D convolution whose blocks are peeled, that was half of the time
    spent replaying a trace (bench-search-overhead, c3d.mlir).

    `producer` must be associated with exactly one payload op P that
    implements TilingInterface and DestinationStyleOpInterface, and `forall`
    with exactly one `scf.forall` F. One of P's results must be an init of
    F's `shared_outs` (the first such use is fused), and the tied block
    argument must be read by a `tensor.extract_slice` in F (the first one
    in its use list, as upstream takes). That slice is replaced by P's
    tile at the slice's offsets and sizes, computed into the slice of the
    block argument; F's init becomes P's own init. P, which then has one
    use fewer, is left where it is (`transform.apply_dce` erases it when
    dead).

    `producer` is consumed; `forall` is only read (F is updated in place).
    Result: the ops of the tile.

    #### Return modes

    Produces a silenceable failure, before any change, when a handle does
    not hold exactly one payload op, F is not an `scf.forall`, P is not
    tileable or destination-passing, no result of P is an init of F, or
    no slice reads the tied block argument; a definite failure when the
    tile cannot be generated.

    #### Example

    ```mlir
    %tile = transform.msched.fuse_into_forall_output %fill into %forall
        : (!transform.any_op, !transform.any_op) -> !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$producer,
                       TransformHandleTypeInterface:$forall);
  let results = (outs TransformHandleTypeInterface:$fused);
  let assemblyFormat = [{
    $producer `into` $forall attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// PrivatizeInitFillOp
//===----------------------------------------------------------------------===//

def PrivatizeInitFillOp : MSched_TransformOp<"privatize_init_fill",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Gives an op whose init is a slice of a filled tensor a fill "
                "of its own";
  let description = [{
    When an op is split into parts (`transform.structured.split`,
    `transform.msched.peel_padding`), every part's init is a slice of the
    one `linalg.fill` of the whole output, so that fill has several uses and
    cannot be fused into any part's parallel loop (multi-level tiling's
    fuse_init_fill, TVM's decompose_reduction, which in TVM applies to each
    block): the output is then zeroed in a parallel pass of its own before
    the parts accumulate into it. This op gives each part its own fill
    (msched; upstream's SwapExtractSliceWithFill pattern needs a fill with
    one use).

    Each payload op of `target` must be a linalg op with one init whose
    value is a `tensor.extract_slice` (static offsets and sizes, unit
    strides; it may drop unit dimensions, e.g. one group's output of a
    split grouped convolution) of a chain of zero or more such slices (not
    rank-reducing) and `tensor.insert_slice`s (static, unit strides, each
    inserting a box
    disjoint from the one the slice reads) into the result of a
    `linalg.fill`: that slice still holds the fill's value. The init
    becomes `linalg.fill ins(value) outs(slice)`, placed right before the
    op (the slice itself as the fill's init, so that bufferization writes
    the part in place of the box it is inserted back into). When then no
    element of the whole fill's result is read before it is overwritten
    (each use is the init of a fill, or a static extract_slice or the
    destination of a static insert_slice through which only overwritten
    elements flow: every part got its own fill and the parts are inserted
    over the whole tensor), the whole fill is dead in value and its init (a
    `tensor.empty` or a destination) replaces its result.

    An op whose init already is a fill with one use is left as it is.
    Result: the fill of each target, in order (a payload op listed twice
    is rewritten and listed once). The target is only read
    (the op's init operand is updated in place).

    #### Return modes

    Produces a silenceable failure, naming the payload op and the reason,
    when a target's init is not of that form; all targets are checked
    before any is rewritten.

    #### Example

    ```mlir
    %fill = transform.msched.privatize_init_fill %part
        : (!transform.any_op) -> !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$fill);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

#endif // MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_TD
