//===- MSchedTransformOps.td - msched sampling ops ---------*- tablegen -*-===//
//
// The msched extension of the Transform dialect: the sampling instructions of
// a MetaSchedule-style probabilistic schedule. Each op draws a *decision* from
// the schedule's random engine and records it in its `decision` attribute, or,
// when a decision is already there, validates it against the current payload
// and replays it. Algorithms: Apache TVM,
// src/tir/schedule/primitive/sampling.cc; see include/msched/Sampling.h.
//
//===----------------------------------------------------------------------===//

#ifndef MSCHED_DIALECT_MSCHEDTRANSFORMOPS_TD
#define MSCHED_DIALECT_MSCHEDTRANSFORMOPS_TD

include "MSchedBase.td"

//===----------------------------------------------------------------------===//
// SamplePerfectTileOp
//===----------------------------------------------------------------------===//

def SamplePerfectTileOp : MSched_TransformOp<"sample_perfect_tile",
    [MemoryEffectsOpInterface, ParamProducerTransformOpTrait]> {
  let summary = "Samples a perfect tiling of one loop of a payload op";
  let description = [{
    MetaSchedule's Sample-Perfect-Tile. `target` must be associated with
    exactly one payload op. Iteration dimension `loop` of that op must have a
    static extent E. The op returns `n` parameters (one `i64` each, outermost
    first) whose product is E and whose last (innermost) value is at most
    `max_innermost_factor` (no bound when the attribute is absent).

    The extent of dimension `loop` is read from, in this order:
    - a `linalg` structured op: its static loop ranges;
    - a loop (`LoopLikeOpInterface`, e.g. `scf.for`, `scf.forall`): the
      constant trip count of its `loop`-th induction variable;
    - any other `TilingInterface` op: its iteration domain, which must have a
      constant size, offset 0 and stride 1.

    Without `decision`, the factors are drawn from the schedule's random
    engine with TVM's algorithm (each prime power of E split among the n
    factors by a uniformly drawn composition, redrawn while the innermost
    factor exceeds the bound), and recorded on this op as
    `decision = [f0, ..., fn-1]`. With `decision`, the factors are checked
    (n of them, all positive, product E, innermost within the bound) and
    returned as they are.

    With `innermost_prior = [v0, v1, ...]` (msched; TVM has none), a draw
    first picks, with probability 0.8, the innermost factor uniformly among
    the listed values that divide E and respect the bound, and splits the
    rest of E as above into n - 1 factors (msched::samplePerfectTileWithPrior).
    The prior weights the draw only: the valid decisions, and their check on
    replay, are the same. Multi-level tiling uses it for register tiles that
    fit the host's vector registers.

    With `outermost_prior = [v0, v1, ...]` (msched), a draw first picks, with
    probability 0.8, the outermost factor uniformly among the listed values
    that divide E, and draws the other n - 1 factors of the rest as above
    (msched::samplePerfectTileWithPriors). Multi-level tiling uses it to make
    the parallel loop's tile count a multiple of the core count.

    The random engine is the one installed by the caller through a
    `msched::SamplingStateExtension`; without one, it is seeded from the
    integer attribute `msched.seed` of the nearest enclosing op that has one
    (0 when none) and shared by all sampling ops of the interpretation. A
    sampling op is meant to run once per interpretation, as an instruction of
    a trace; one that runs again (e.g. inside `transform.foreach`) finds the
    decision it recorded and replays it.

    #### Return modes

    Produces a silenceable failure, naming the op and the offending value,
    when `target` is not associated with exactly one op, when dimension `loop`
    does not exist or has no static extent, and when `decision` is invalid.
    Only reads the payload.

    #### Example

    ```mlir
    %t:3 = transform.msched.sample_perfect_tile %matmul
        loop = 0 n = 3 max_innermost_factor = 16
        : (!transform.any_op)
        -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    ```
    After interpretation with seed s the op carries, e.g.,
    `decision = [4, 8, 8]`.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$loop,
                       ConfinedAttr<I64Attr, [IntPositive]>:$n,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:
                           $max_innermost_factor,
                       OptionalAttr<DenseI64ArrayAttr>:$innermost_prior,
                       OptionalAttr<DenseI64ArrayAttr>:$outermost_prior,
                       OptionalAttr<DenseI64ArrayAttr>:$decision);
  let results = (outs Variadic<TransformParamTypeInterface>:$factors);
  let assemblyFormat = [{
    $target `loop` `=` $loop `n` `=` $n
    (`max_innermost_factor` `=` $max_innermost_factor^)?
    (`innermost_prior` `=` $innermost_prior^)?
    (`outermost_prior` `=` $outermost_prior^)?
    (`decision` `=` $decision^)?
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// SampleCategoricalOp
//===----------------------------------------------------------------------===//

def SampleCategoricalOp : MSched_TransformOp<"sample_categorical",
    [MemoryEffectsOpInterface, ParamProducerTransformOpTrait]> {
  let summary = "Samples one of several integer candidates";
  let description = [{
    MetaSchedule's Sample-Categorical. Returns one parameter: the candidate
    `candidates[i]` (an `i64`), where index i is drawn with probability
    `probs[i] / sum(probs)` (the weights need not be normalized; they must be
    non-negative, finite, and not all zero, as many as the candidates).

    Without `decision`, i is drawn from the schedule's random engine (see
    `transform.msched.sample_perfect_tile` for where the engine comes from)
    and recorded on this op as `decision = i`. With `decision`, i must be an
    index into `candidates`; a candidate of probability zero is accepted
    (as in TVM).

    #### Return modes

    Produces a silenceable failure when `decision` is not an index into
    `candidates`. Does not touch the payload.

    #### Example

    ```mlir
    %unroll = transform.msched.sample_categorical
        candidates = [0, 16, 64, 512] probs = [0.25, 0.25, 0.25, 0.25]
        : !transform.param<i64>
    ```
  }];

  let arguments = (ins DenseI64ArrayAttr:$candidates,
                       DenseF64ArrayAttr:$probs,
                       OptionalAttr<I64Attr>:$decision);
  let results = (outs TransformParamTypeInterface:$result);
  let assemblyFormat = [{
    `candidates` `=` $candidates `probs` `=` $probs
    (`decision` `=` $decision^)?
    attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// SampleComputeLocationOp
//===----------------------------------------------------------------------===//

def SampleComputeLocationOp : MSched_TransformOp<"sample_compute_location",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Samples where to compute a producer in its consumers' loops";
  let description = [{
    MetaSchedule's Sample-Compute-Location. `producer` must be associated with
    exactly one payload op P. The candidate locations, with MetaSchedule's
    encoding of the decision, are:
    - `-2` (inline): legal when P is an element-wise `linalg` op (all loops
      parallel, projected-permutation indexing maps, permutation output maps,
      scalar body; `linalg::isElementwise`) with one result that has users,
      none of which is a terminator (a returned value cannot disappear);
    - `-1` (root: leave P where it is): always legal;
    - `i >= 0`: the i-th, counting from the outermost, of the *legal loops*:
      the `scf.for` / `scf.forall` ops that enclose every user of P's results
      and do not enclose P.

    Without `decision`, one candidate is drawn uniformly (TVM SampleInt over
    all candidates, inline and root included) from the schedule's random
    engine (see `transform.msched.sample_perfect_tile`) and recorded on this
    op as `decision = d`. With `decision`, d must be a legal candidate for
    the current payload.

    Results: `loop` is associated with the chosen loop for `d >= 0` and with
    no op for root and inline; `index` is a parameter holding d (`i64`).

    This op only decides; it does not move P. A later op acts on the
    decision. Note that `transform.structured.fuse_into_containing_op` with
    `loop` as the containing op fuses P next to its uses inside `loop`: when
    the use (typically a `tensor.extract_slice` made by tiling) sits in a loop
    nested in `loop`, P lands there, not directly in `loop`'s body; hoisting
    the slice first (e.g. `transform.apply_licm`) makes the two agree.

    #### Return modes

    Produces a silenceable failure when `producer` is not associated with
    exactly one op, when P has no result, and when `decision` is not a legal
    location (the message lists the legal ones). Only reads the payload.

    #### Example

    ```mlir
    %loop, %d = transform.msched.sample_compute_location %fill
        : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$producer,
                       OptionalAttr<I64Attr>:$decision);
  let results = (outs TransformHandleTypeInterface:$loop,
                      TransformParamTypeInterface:$index);
  let assemblyFormat = [{
    $producer (`decision` `=` $decision^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

#endif // MSCHED_DIALECT_MSCHEDTRANSFORMOPS_TD
