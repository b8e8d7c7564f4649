//===- Schedule.h - The Schedule API: eager trace building ------*- C++ -*-===//
//
// A msched::Schedule (MetaSchedule's Schedule) owns
//  - a *payload*: a clone of one task of a workload (the workload module with
//    only that function among its functions),
//  - a *trace* (Trace.h) being built: `transform.named_sequence
//    @__transform_main(%root)` in its own module,
//  - a RandomEngine, seeded, for the sampling instructions.
// Each primitive appends ONE transform op (an *instruction*) to the trace and
// applies it to the payload at once, so a transformation module can inspect
// the payload (loops, trip counts, producers) before its next step. Replaying
// the finished trace on a fresh copy of the task (TraceReplay.h, or
// `msched-opt --transform-interpreter`) reproduces the payload exactly
// (DESIGN.md, invariant 1).
//
// Handles. Transform values of the trace are named by small integers
// (OpHandle, LoopHandle, ParamHandle, ValueHandle), stable across copy(). A
// handle is *live* until
//  - an instruction consumes it, or consumes a handle whose payload encloses
//    (or equals) its payload (MLIR's handle invalidation rules), or
//  - an instruction replaces one of its payload ops without a traceable
//    replacement or erases it (the handle is then *stale*: a replay would fail
//    if it were used later), or
//  - release() is called on it.
// Params never die. Using a handle that is not live is an error.
//
// Errors. Every step returns failure (FailureOr / LogicalResult) instead of
// asserting; the reason, with the diagnostics MLIR emitted during the step,
// is in getLastError(). Diagnostics of a step are captured, not forwarded to
// the context's handler. A failed step leaves the trace and, with
// ScheduleOptions::rollback (the default), the payload as they were before it.
// Without rollback a failed step that touched the payload makes the schedule
// unusable: every later step fails with "the schedule is unusable: ...".
//
// Threads. A Schedule is not thread-safe. Schedules built concurrently must
// use different MLIRContexts (MLIR's diagnostic handlers and, with
// msched::makeContext(), its uniquers are per context and unsynchronized);
// give each its own engine (RandomEngine::stream(seed, taskIndex) or fork()).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SCHEDULE_H
#define MSCHED_SCHEDULE_H

#include "msched/Sampling.h"
#include "msched/Traces/Trace.h"
#include "msched/Traces/TraceCapture.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace msched {

class Schedule;

/// A transform value of a schedule's trace, by number. Null by default.
class Handle {
public:
  Handle() = default;
  bool isNull() const { return id == kNull; }
  explicit operator bool() const { return !isNull(); }
  unsigned getId() const { return id; }
  friend bool operator==(Handle a, Handle b) { return a.id == b.id; }
  friend bool operator!=(Handle a, Handle b) { return a.id != b.id; }

protected:
  static constexpr unsigned kNull = ~0u;
  explicit Handle(unsigned id) : id(id) {}
  unsigned id = kNull;
  friend class Schedule;
};

/// A handle to payload ops (`!transform.any_op` and other op handle types).
class OpHandle : public Handle {
public:
  OpHandle() = default;
  /// Views a handle as an op handle; the schedule checks the type on use.
  explicit OpHandle(Handle h) : Handle(h) {}
};

/// An op handle meant to hold loops (scf.for / scf.forall).
class LoopHandle : public OpHandle {
public:
  LoopHandle() = default;
  explicit LoopHandle(Handle h) : OpHandle(h) {}
};

/// A handle to params (`!transform.param<i64>`): integers known in C++.
class ParamHandle : public Handle {
public:
  ParamHandle() = default;
  explicit ParamHandle(Handle h) : Handle(h) {}
};

/// A handle to payload values (`!transform.any_value`).
class ValueHandle : public Handle {
public:
  ValueHandle() = default;
  explicit ValueHandle(Handle h) : Handle(h) {}
};

/// A tile size: a constant (0: do not tile this dimension) or a param.
class TileSize {
public:
  TileSize(int64_t constant) : constant(constant) {}
  TileSize(int constant) : constant(constant) {}
  TileSize(ParamHandle param) : param(param) {}
  bool isParam() const { return !param.isNull(); }
  int64_t getConstant() const { return constant; }
  ParamHandle getParam() const { return param; }

private:
  int64_t constant = 0;
  ParamHandle param;
};

struct ScheduleOptions {
  /// Seed of the schedule's RandomEngine.
  uint64_t seed = 0;
  /// Clone the payload before each step and restore it when the step fails.
  bool rollback = true;
  /// The Transform interpreter's expensive checks (handle invalidation).
  bool expensiveChecks = true;
};

/// What `transform.structured.match interface{...}` selects.
enum class MatchInterface { LinalgOp, TilingInterface, LoopLikeInterface };

/// Results of tile().
struct TileResult {
  OpHandle tiled; ///< the tiled op
  llvm::SmallVector<LoopHandle>
      loops; ///< one per non-zero size, outermost first
};

/// Results of tileUsingForall().
struct ForallTileResult {
  OpHandle tiled;
  LoopHandle forall;
};

/// Results of fuseIntoContainingOp().
struct FuseResult {
  OpHandle fused;        ///< the fused producer copies
  LoopHandle containing; ///< the (possibly new) containing loop
};

class Schedule {
public:
  /// A schedule of function `funcName` of `workload` (an empty name selects
  /// the workload's only function). The workload is cloned, never modified.
  /// Calls loadTraceExtensions on the workload's context. Errors (emitted
  /// through the context's handler): no such function, several functions and
  /// no name.
  static mlir::FailureOr<Schedule> create(mlir::ModuleOp workload,
                                          llvm::StringRef funcName = "",
                                          ScheduleOptions options = {});

  Schedule(Schedule &&);
  Schedule &operator=(Schedule &&);
  ~Schedule();

  /// A deep copy (payload, trace, handles; handles keep their numbers). The
  /// copy's engine is fork()ed from this one's (which advances), as TVM's
  /// Schedule::Copy; reseed() it for another stream.
  Schedule copy();

  //===--------------------------------------------------------------------===//
  // State
  //===--------------------------------------------------------------------===//

  /// The scheduled payload: a module holding the task's function.
  mlir::ModuleOp getPayload() const { return *payload; }
  /// The task's function in the payload (null once a step removed it).
  mlir::func::FuncOp getPayloadFunc() const;
  llvm::StringRef getFuncName() const { return funcName; }
  /// The trace so far. Replaying it on the task reproduces getPayload().
  const Trace &getTrace() const { return trace; }
  /// Number of instructions so far.
  size_t size() const { return trace.size(); }
  mlir::MLIRContext *getContext() const { return getPayload()->getContext(); }

  RandomEngine &getEngine() { return engine; }
  void reseed(uint64_t seed) { engine = RandomEngine(seed); }

  /// Why the last failed step failed ("" after a success).
  const std::string &getLastError() const { return lastError; }
  /// False once a step failed without rollback.
  bool isUsable() const { return unusableReason.empty(); }

  //===--------------------------------------------------------------------===//
  // Handles
  //===--------------------------------------------------------------------===//

  /// `%root`: the payload module.
  OpHandle getRoot() const { return OpHandle(Handle(0)); }
  /// Whether `h` may still be used.
  bool isLive(Handle h) const;
  /// Why `h` is not live (e.g. "consumed by instruction #4
  /// 'transform.structured.tile_using_for'"), or "" when it is.
  std::string whyNotLive(Handle h) const;
  /// Stops tracking `h`: later steps do not update it, and it may no longer
  /// be used. Releasing handles that will not be used again lets steps
  /// rewrite their payload ops freely (e.g. canonicalization erasing them).
  void release(Handle h);

  /// The payload ops of an op handle (empty when not live or not an op
  /// handle).
  llvm::ArrayRef<mlir::Operation *> getOps(OpHandle h) const;
  /// The one payload op of `h`; fails (getLastError) when `h` is not live or
  /// holds != 1 op.
  mlir::FailureOr<mlir::Operation *> getSingleOp(OpHandle h);
  /// The integer values of a param (empty when not a live param).
  llvm::SmallVector<int64_t> getInts(ParamHandle h) const;
  /// The one integer of a param; fails when it holds != 1 integer.
  mlir::FailureOr<int64_t> getInt(ParamHandle h);
  /// The payload values of a value handle.
  llvm::ArrayRef<mlir::Value> getValues(ValueHandle h) const;

  /// The trace value of `h` (to build ops for apply()); null for a null or
  /// unknown handle.
  mlir::Value getValue(Handle h) const;
  /// The handle of a trace value (null if it is not a committed value).
  Handle getHandle(mlir::Value traceValue) const;

  //===--------------------------------------------------------------------===//
  // Matching
  //===--------------------------------------------------------------------===//

  /// The task's function: `transform.structured.match ops{["func.func"]} in
  /// %root` (made on first use, then reused while live).
  mlir::FailureOr<OpHandle> getFunc();
  /// Ops named `opNames` nested in `scope` (transform.structured.match).
  mlir::FailureOr<OpHandle> matchOps(OpHandle scope,
                                     llvm::ArrayRef<llvm::StringRef> opNames);
  /// Ops implementing `kind` nested in `scope`.
  mlir::FailureOr<OpHandle> matchInterface(OpHandle scope, MatchInterface kind);
  /// One handle per payload op of `h` (transform.split_handle with the
  /// current count).
  mlir::FailureOr<llvm::SmallVector<OpHandle>> splitHandle(OpHandle h);
  /// The op defining operand `operandNumber` of the one op of `h`
  /// (transform.get_producer_of_operand).
  mlir::FailureOr<OpHandle> getProducerOfOperand(OpHandle h,
                                                 int64_t operandNumber);
  /// The users of result `resultNumber` of the one op of `h`
  /// (transform.get_consumers_of_result).
  mlir::FailureOr<OpHandle> getConsumersOfResult(OpHandle h,
                                                 int64_t resultNumber);

  //===--------------------------------------------------------------------===//
  // Sampling instructions (decisions recorded on the instruction)
  //===--------------------------------------------------------------------===//

  /// transform.msched.sample_perfect_tile: `n` factors of the extent of
  /// iteration dimension `loop` of the one op of `target`, innermost <=
  /// maxInnermost (<= 0: no bound). With `decision`, replays it (validated).
  /// A non-empty `innermostPrior` weights the draw of the innermost factor
  /// towards its values (the op's innermost_prior), a non-empty
  /// `outermostPrior` that of the outermost (outermost_prior).
  mlir::FailureOr<llvm::SmallVector<ParamHandle>>
  samplePerfectTile(OpHandle target, int64_t loop, int64_t n,
                    int64_t maxInnermost = 0,
                    std::optional<llvm::ArrayRef<int64_t>> decision = {},
                    llvm::ArrayRef<int64_t> innermostPrior = {},
                    llvm::ArrayRef<int64_t> outermostPrior = {});
  /// samplePerfectTile for a block of tile group `group` (msched): blocks
  /// that are parts of one op (pad-peeling's interior and borders) take the
  /// same factors of a loop by construction. The first call of a group for
  /// a loop index, level count, bound, priors and loop extent samples and
  /// records its params; a later call with the same arguments in this
  /// schedule (or a copy) returns them while they are live, adding no
  /// instruction, so the blocks share one decision and a mutation changes
  /// all of them. An empty `group` is samplePerfectTile. Errors: as
  /// samplePerfectTile, and a target without static loop ranges.
  mlir::FailureOr<llvm::SmallVector<ParamHandle>>
  samplePerfectTileInGroup(llvm::StringRef group, OpHandle target, int64_t loop,
                           int64_t n, int64_t maxInnermost,
                           llvm::ArrayRef<int64_t> innermostPrior,
                           llvm::ArrayRef<int64_t> outermostPrior);
  /// transform.msched.sample_categorical: one of `candidates`, drawn with
  /// weights `probs`; the decision is the index.
  mlir::FailureOr<ParamHandle>
  sampleCategorical(llvm::ArrayRef<int64_t> candidates,
                    llvm::ArrayRef<double> probs,
                    std::optional<int64_t> decision = {});
  /// transform.msched.sample_compute_location: a loop to compute the one op
  /// of `producer` at (the loop handle is empty for root (-1) and inline
  /// (-2)) and the decision as a param.
  mlir::FailureOr<std::pair<LoopHandle, ParamHandle>>
  sampleComputeLocation(OpHandle producer,
                        std::optional<int64_t> decision = {});

  //===--------------------------------------------------------------------===//
  // Decisions shared between structurally identical blocks
  //===--------------------------------------------------------------------===//

  /// Opens a sharing scope under `key` (the design-space generator uses a
  /// module and the structure of a block: DesignSpace.h). The sampling calls
  /// (samplePerfectTile, sampleCategorical, without an explicit decision)
  /// made in the first scope of a key are recorded. In a later scope of the
  /// same key, the i-th call reuses the params of the recorded i-th call
  /// when it has the same arguments and its target the same loop ranges: no
  /// instruction is added, so both blocks take one decision and a mutation
  /// changes both. From the first call that differs on, calls sample anew.
  /// Returns true when the key was recorded before (the calls may reuse).
  /// Scopes do not nest; the state is part of copy().
  bool beginSharedDecisions(llvm::StringRef key);
  /// Closes the scope of a schedule that is result `variant` of `variants`
  /// of the module: true when it recorded (the variant is recorded too), or
  /// when it reused every recorded call, made no other sampling call and is
  /// the recorded variant (the same fork of the module). False when no scope
  /// is open.
  bool endSharedDecisions(size_t variant = 0, size_t variants = 1);

  //===--------------------------------------------------------------------===//
  // Transformations
  //===--------------------------------------------------------------------===//

  /// transform.structured.tile_using_for with constant and param sizes (one
  /// per iteration dimension of the target; 0: not tiled). Consumes target.
  mlir::FailureOr<TileResult> tile(OpHandle target,
                                   llvm::ArrayRef<TileSize> sizes,
                                   llvm::ArrayRef<int64_t> interchange = {});
  /// transform.structured.tile_using_forall with tile sizes. Consumes target.
  mlir::FailureOr<ForallTileResult>
  tileUsingForall(OpHandle target, llvm::ArrayRef<TileSize> tileSizes);
  /// transform.structured.tile_using_forall with a task count per iteration
  /// dimension (num_threads; 0: not tiled): the chunks follow the payload's
  /// extents (ceil(extent / count), the last one shorter), so the count
  /// stays the same when a replay changes the extents. Consumes target.
  mlir::FailureOr<ForallTileResult>
  tileUsingForallByThreads(OpHandle target, llvm::ArrayRef<int64_t> numThreads);
  /// transform.structured.fuse_into_containing_op: fuses the ops of
  /// `producer` into `containing` (a loop) where they are used. Consumes
  /// both handles.
  mlir::FailureOr<FuseResult> fuseIntoContainingOp(OpHandle producer,
                                                   OpHandle containing);
  /// transform.msched.fuse_into_forall_output: the producer of one of
  /// `forall`'s shared outputs (e.g. a block's init fill) computed by each
  /// iteration on its slice; upstream's fuse_into_containing_op makes the
  /// same payload but costs a verification of the whole function per call.
  /// Consumes `producer`, only reads `forall`; returns the tile's ops.
  mlir::FailureOr<OpHandle> fuseIntoForallOutput(OpHandle producer,
                                                 LoopHandle forall);
  /// transform.structured.vectorize (with vector sizes, or static shapes
  /// when empty). Consumes target.
  mlir::LogicalResult vectorize(OpHandle target,
                                llvm::ArrayRef<int64_t> vectorSizes = {},
                                bool createNamedContraction = false);
  /// transform.structured.vectorize_children_and_apply_patterns on the one
  /// op of `scope` (e.g. the function); returns the new scope handle.
  mlir::FailureOr<OpHandle> vectorizeChildrenAndApplyPatterns(OpHandle scope);
  /// transform.apply_patterns with canonicalization patterns on `scope`.
  mlir::LogicalResult applyCanonicalization(OpHandle scope);
  /// transform.apply_cse on `scope`.
  mlir::LogicalResult applyCse(OpHandle scope);

  //===--------------------------------------------------------------------===//
  // Any transform op
  //===--------------------------------------------------------------------===//

  /// Builds one transform op at the end of the trace and applies it. `build`
  /// must create exactly one op with the builder it is given and return it
  /// (the op is then moved to the end of the trace); its operands are
  /// getValue(handle)s of live handles. Returns the handles of the op's
  /// results.
  using BuildFn =
      llvm::function_ref<mlir::Operation *(mlir::OpBuilder &, mlir::Location)>;
  mlir::FailureOr<llvm::SmallVector<Handle>> apply(BuildFn build);

  /// The same for an op given by name, operands, result types and attributes
  /// (inherent attributes included).
  mlir::FailureOr<llvm::SmallVector<Handle>>
  apply(llvm::StringRef opName, llvm::ArrayRef<Handle> operands,
        mlir::TypeRange resultTypes,
        llvm::ArrayRef<mlir::NamedAttribute> attributes = {});

  /// The same through an op class: `create<OpTy>(args...)` builds
  /// `OpTy::create(builder, loc, args...)`; returns the op in the trace.
  template <typename OpTy, typename... Args>
  mlir::FailureOr<OpTy> create(Args &&...args) {
    mlir::Operation *built = nullptr;
    if (mlir::failed(apply([&](mlir::OpBuilder &b, mlir::Location loc) {
          built =
              OpTy::create(b, loc, std::forward<Args>(args)...).getOperation();
          return built;
        })))
      return mlir::failure();
    return llvm::cast<OpTy>(built);
  }

  /// Types for building ops: `!transform.any_op`, `!transform.param<i64>`.
  mlir::Type getAnyOpType() const;
  mlir::Type getParamType() const;

private:
  /// A trace value and what it is associated with.
  struct HandleState {
    enum class Kind { Op, Param, Value };
    mlir::Value value;
    Kind kind = Kind::Op;
    /// Empty while live; why it died otherwise.
    std::string deadReason;
    CapturedPayload payload;

    bool isLive() const { return deadReason.empty(); }
    /// "an op handle", "a param", "a value handle".
    llvm::StringRef kindName() const;
  };

  Schedule(mlir::OwningOpRef<mlir::ModuleOp> payload, Trace trace,
           std::string funcName, ScheduleOptions options);

  mlir::LogicalResult fail(const llvm::Twine &message);
  const HandleState *lookup(Handle h) const;
  mlir::LogicalResult checkUsable(Handle h, llvm::StringRef expectedKind);
  /// Applies `traceOp` (already at the end of the trace) to the payload in
  /// five steps (Schedule.cpp), or erases it and fails with why.
  mlir::FailureOr<llvm::SmallVector<Handle>> commit(mlir::Operation *traceOp);
  struct ThrowAwayStep;
  std::string checkInstruction(mlir::Operation *traceOp, llvm::StringRef where,
                               const std::string &diagnostics);
  llvm::DenseMap<unsigned, std::string>
  handlesKilledBy(mlir::Operation *traceOp, llvm::StringRef where);
  void
  buildThrowAwaySequence(mlir::Operation *traceOp,
                         const llvm::DenseMap<unsigned, std::string> &dying,
                         ThrowAwayStep &step);
  std::string applyThrowAwaySequence(mlir::Operation *traceOp,
                                     llvm::StringRef where,
                                     const std::string &diagnostics,
                                     ThrowAwayStep &step);
  llvm::SmallVector<Handle>
  updateHandles(mlir::Operation *traceOp, llvm::StringRef where,
                const llvm::DenseMap<unsigned, std::string> &dying,
                ThrowAwayStep &step);

  /// The params a recorded sampling call returned, with its arguments.
  struct SharedSample {
    std::string signature;
    llvm::SmallVector<Handle> params;
  };
  /// The signature of a sampling call for decision sharing ("" when it may
  /// not share: no scope, an explicit decision, a target without static
  /// loop ranges).
  std::string sharingSignature(llvm::StringRef call, OpHandle target);
  /// The recorded params for `signature`, when the open scope may reuse them.
  std::optional<llvm::SmallVector<Handle>>
  reuseSharedSample(const std::string &signature);
  void recordSharedSample(std::string signature,
                          llvm::SmallVector<Handle> params);

  mlir::OwningOpRef<mlir::ModuleOp> payload;
  Trace trace;
  std::string funcName;
  ScheduleOptions options;
  RandomEngine engine;
  /// Per handle id: its trace value and what it is associated with.
  std::vector<HandleState> handles;
  llvm::DenseMap<mlir::Value, unsigned> ids;
  OpHandle funcHandle;
  std::string lastError;
  std::string unusableReason;
  /// Decision sharing: the recorded calls per key, and the open scope.
  std::map<std::string, std::vector<SharedSample>> sharedSamples;
  /// Tile groups: the params of a group's sample per call signature.
  std::map<std::string, llvm::SmallVector<Handle>> groupSamples;
  std::map<std::string, std::pair<size_t, size_t>> sharedVariants;
  std::string sharingKey;
  bool sharingRecords = false;
  bool sharingDiverged = false;
  size_t sharingNext = 0;
};

} // namespace msched

#endif // MSCHED_SCHEDULE_H
