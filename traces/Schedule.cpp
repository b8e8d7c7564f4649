//===- Schedule.cpp - The Schedule API: eager trace building --------------===//
//
// One step (see shared/reference/mlir22.md, "Eager schedule building that
// replays byte-identically"):
//  1. verify the new trace op; refuse handles that are not live;
//  2. compute the handles it kills: its consumed operands and every live
//     handle whose payload is nested in (or equal to) theirs;
//  3. build a throw-away `transform.sequence` whose block arguments are ALL
//     live handles (the tracking listener only updates handles it knows),
//     holding a clone of the op followed by capture ops reading its results
//     and the surviving handles;
//  4. apply it with transform::applyTransforms, the schedule's engine and a
//     CaptureStateExtension installed; copy attributes the op recorded on its
//     clone (decisions) back to the trace op; update the handle table.
//
//===----------------------------------------------------------------------===//

#include "msched/Traces/Schedule.h"
#include "msched/ThreadDiagnosticHandler.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Traces/TraceReplay.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/InterleavedRange.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace msched;

static constexpr StringLiteral kSilenceAttrName = transform::
    FindPayloadReplacementOpInterface::kSilenceTrackingFailuresAttrName;

//===----------------------------------------------------------------------===//
// Construction, copy
//===----------------------------------------------------------------------===//

Schedule::Schedule(OwningOpRef<ModuleOp> payload, Trace trace,
                   std::string funcName, ScheduleOptions options)
    : payload(std::move(payload)), trace(std::move(trace)),
      funcName(std::move(funcName)), options(options), engine(options.seed) {}

Schedule::Schedule(Schedule &&) = default;
Schedule &Schedule::operator=(Schedule &&) = default;
Schedule::~Schedule() = default;

FailureOr<Schedule> Schedule::create(ModuleOp workload, StringRef funcName,
                                     ScheduleOptions options) {
  MLIRContext *ctx = workload.getContext();
  loadTraceExtensions(*ctx);
  std::string name = funcName.str();
  if (name.empty()) {
    auto funcs = llvm::to_vector(workload.getOps<func::FuncOp>());
    if (funcs.size() != 1)
      return workload.emitError() << "the workload has " << funcs.size()
                                  << " functions; name the one to schedule",
             failure();
    name = funcs.front().getSymName().str();
  }
  FailureOr<OwningOpRef<ModuleOp>> task = extractTask(workload, name);
  if (failed(task))
    return failure();
  Schedule schedule(std::move(*task), Trace::create(ctx, name), name, options);
  HandleState root;
  root.value = schedule.trace.getRoot();
  root.kind = HandleState::Kind::Op;
  root.payload.ops.push_back(schedule.payload->getOperation());
  schedule.ids[root.value] = 0;
  schedule.handles.push_back(std::move(root));
  return schedule;
}

/// Maps the payload of `state` through `mapping` (payload clone); a payload
/// op or value without a counterpart makes the handle stale.
static void remapPayload(CapturedPayload &payload, IRMapping &mapping,
                         std::string &deadReason) {
  for (Operation *&op : payload.ops) {
    Operation *mapped = mapping.lookupOrNull(op);
    if (!mapped && deadReason.empty())
      deadReason = "its payload was lost in a copy";
    op = mapped;
  }
  for (Value &v : payload.values) {
    Value mapped = mapping.lookupOrNull(v);
    if (!mapped && deadReason.empty())
      deadReason = "its payload was lost in a copy";
    v = mapped;
  }
}

Schedule Schedule::copy() {
  IRMapping payloadMapping;
  OwningOpRef<ModuleOp> payloadCopy(
      cast<ModuleOp>(getPayload()->clone(payloadMapping)));
  IRMapping traceMapping;
  OwningOpRef<ModuleOp> traceModule(
      cast<ModuleOp>(trace.getModule()->clone(traceMapping)));
  FailureOr<Trace> traceCopy = Trace::fromModule(std::move(traceModule));
  // The module was a valid trace; fromModule cannot fail on its clone.
  Schedule result(std::move(payloadCopy), std::move(*traceCopy), funcName,
                  options);
  result.engine = engine.fork();
  result.handles = handles;
  for (auto [id, state] : llvm::enumerate(result.handles)) {
    state.value = traceMapping.lookupOrDefault(state.value);
    result.ids[state.value] = id;
    if (state.isLive())
      remapPayload(state.payload, payloadMapping, state.deadReason);
  }
  result.funcHandle = funcHandle;
  result.lastError = lastError;
  result.unusableReason = unusableReason;
  result.sharedSamples = sharedSamples;
  result.groupSamples = groupSamples;
  result.sharedVariants = sharedVariants;
  result.sharingKey = sharingKey;
  result.sharingRecords = sharingRecords;
  result.sharingDiverged = sharingDiverged;
  result.sharingNext = sharingNext;
  return result;
}

//===----------------------------------------------------------------------===//
// Handles
//===----------------------------------------------------------------------===//

func::FuncOp Schedule::getPayloadFunc() const {
  return dyn_cast_or_null<func::FuncOp>(
      SymbolTable::lookupSymbolIn(*payload, funcName));
}

const Schedule::HandleState *Schedule::lookup(Handle h) const {
  if (h.isNull() || h.getId() >= handles.size())
    return nullptr;
  return &handles[h.getId()];
}

bool Schedule::isLive(Handle h) const {
  const HandleState *state = lookup(h);
  return state && state->isLive();
}

std::string Schedule::whyNotLive(Handle h) const {
  const HandleState *state = lookup(h);
  if (!state)
    return h.isNull() ? "it is null" : "it is not a handle of this schedule";
  return state->deadReason;
}

void Schedule::release(Handle h) {
  if (h.isNull() || h.getId() >= handles.size())
    return;
  HandleState &state = handles[h.getId()];
  if (state.isLive())
    state.deadReason = "it was released";
  state.payload = CapturedPayload();
}

ArrayRef<Operation *> Schedule::getOps(OpHandle h) const {
  const HandleState *state = lookup(h);
  if (!state || !state->isLive() || state->kind != HandleState::Kind::Op)
    return {};
  return state->payload.ops;
}

SmallVector<int64_t> Schedule::getInts(ParamHandle h) const {
  SmallVector<int64_t> result;
  const HandleState *state = lookup(h);
  if (!state || state->kind != HandleState::Kind::Param)
    return result;
  for (Attribute a : state->payload.params)
    if (auto i = dyn_cast<IntegerAttr>(a))
      result.push_back(i.getValue().getSExtValue());
  return result;
}

ArrayRef<Value> Schedule::getValues(ValueHandle h) const {
  const HandleState *state = lookup(h);
  if (!state || !state->isLive() || state->kind != HandleState::Kind::Value)
    return {};
  return state->payload.values;
}

Value Schedule::getValue(Handle h) const {
  const HandleState *state = lookup(h);
  return state ? state->value : Value();
}

Handle Schedule::getHandle(Value traceValue) const {
  auto it = ids.find(traceValue);
  return it == ids.end() ? Handle() : Handle(it->second);
}

LogicalResult Schedule::fail(const Twine &message) {
  lastError = message.str();
  return failure();
}

StringRef Schedule::HandleState::kindName() const {
  switch (kind) {
  case Kind::Op:
    return "an op handle";
  case Kind::Param:
    return "a param";
  case Kind::Value:
    return "a value handle";
  }
  return "a handle";
}

LogicalResult Schedule::checkUsable(Handle h, StringRef expectedKind) {
  const HandleState *state = lookup(h);
  if (!state)
    return fail(
        "handle " +
        (h.isNull() ? std::string("(null)") : "#" + std::to_string(h.getId())) +
        " is not a handle of this schedule");
  if (!state->isLive())
    return fail("handle #" + std::to_string(h.getId()) +
                " cannot be used: " + state->deadReason);
  StringRef kind = state->kindName();
  if (!expectedKind.empty() && kind != expectedKind)
    return fail("handle #" + std::to_string(h.getId()) + " is " + kind +
                ", expected " + expectedKind);
  return success();
}

FailureOr<Operation *> Schedule::getSingleOp(OpHandle h) {
  if (failed(checkUsable(h, "an op handle")))
    return failure();
  ArrayRef<Operation *> ops = getOps(h);
  if (ops.size() != 1)
    return fail("handle #" + std::to_string(h.getId()) + " holds " +
                std::to_string(ops.size()) + " payload ops, expected 1");
  return ops.front();
}

FailureOr<int64_t> Schedule::getInt(ParamHandle h) {
  if (failed(checkUsable(h, "a param")))
    return failure();
  SmallVector<int64_t> values = getInts(h);
  if (values.size() != 1 || handles[h.getId()].payload.params.size() != 1)
    return fail("param #" + std::to_string(h.getId()) + " holds " +
                std::to_string(handles[h.getId()].payload.params.size()) +
                " values, expected one integer");
  return values.front();
}

Type Schedule::getAnyOpType() const {
  return transform::AnyOpType::get(getContext());
}

Type Schedule::getParamType() const {
  MLIRContext *ctx = getContext();
  return transform::ParamType::get(ctx, IntegerType::get(ctx, 64));
}

//===----------------------------------------------------------------------===//
// Steps
//===----------------------------------------------------------------------===//

/// Formats `diag` and its notes as "LOC: error: message" lines (the location
/// is left out when unknown).
static void formatDiagnostic(Diagnostic &diag, llvm::raw_ostream &os) {
  auto line = [&](Diagnostic &d, StringRef severity) {
    Location loc = d.getLocation();
    if (auto file = dyn_cast<FileLineColLoc>(loc))
      os << file.getFilename().getValue() << ":" << file.getLine() << ":"
         << file.getColumn() << ": ";
    else if (!isa<UnknownLoc>(loc))
      os << loc << ": ";
    os << severity << ": " << d.str() << "\n";
  };
  StringRef severity = "error";
  if (diag.getSeverity() == DiagnosticSeverity::Warning)
    severity = "warning";
  else if (diag.getSeverity() == DiagnosticSeverity::Remark)
    severity = "remark";
  else if (diag.getSeverity() == DiagnosticSeverity::Note)
    severity = "note";
  line(diag, severity);
  for (Diagnostic &note : diag.getNotes())
    line(note, "note");
}

/// Whether `op` is nested in (or is) one of `ancestors`.
static bool isNestedIn(Operation *op, ArrayRef<Operation *> ancestors) {
  return op && llvm::any_of(ancestors,
                            [&](Operation *a) { return a->isAncestor(op); });
}

FailureOr<SmallVector<Handle>> Schedule::apply(BuildFn build) {
  lastError.clear();
  if (!isUsable())
    return fail("the schedule is unusable: " + unusableReason);
  // Build into a scratch module first, so that whatever a wrong callback
  // built can be dropped without touching the trace.
  OwningOpRef<ModuleOp> scratchModule =
      ModuleOp::create(UnknownLoc::get(getContext()));
  Block &scratch = *scratchModule->getBody();
  OpBuilder b = OpBuilder::atBlockEnd(&scratch);
  Operation *op = build(b, UnknownLoc::get(getContext()));
  if (!op || op->getBlock() != &scratch ||
      scratch.getOperations().size() != 1) {
    for (Operation &built :
         llvm::make_early_inc_range(llvm::reverse(scratch))) {
      built.dropAllUses();
      built.erase();
    }
    return fail("the build callback must create exactly one op with the "
                "builder it is given and return it");
  }
  op->moveBefore(trace.getEntry().getBody().front().getTerminator());
  return commit(op);
}

FailureOr<SmallVector<Handle>>
Schedule::apply(StringRef opName, ArrayRef<Handle> operands,
                TypeRange resultTypes, ArrayRef<NamedAttribute> attributes) {
  std::optional<RegisteredOperationName> name =
      RegisteredOperationName::lookup(opName, getContext());
  if (!name)
    return fail("unknown op '" + opName + "' (not registered)");
  for (Handle h : operands)
    if (!lookup(h))
      return fail("operand handle is not a handle of this schedule");
  return apply([&](OpBuilder &b, Location loc) -> Operation * {
    OperationState state(loc, *name);
    for (Handle h : operands)
      state.addOperands(getValue(h));
    state.addTypes(resultTypes);
    state.addAttributes(attributes);
    return b.create(state);
  });
}

/// What step 3 builds and step 4 fills.
struct Schedule::ThrowAwayStep {
  OwningOpRef<ModuleOp> scratch;
  transform::SequenceOp sequence;
  Operation *clone = nullptr; ///< the clone of the trace op in `sequence`
  SmallVector<unsigned> capturedIds; ///< survivors, after the results
  RaggedArray<transform::MappedValue> extraMapping;
  std::vector<CapturedPayload> captured;
};

/// commit(), step 1: why `traceOp` cannot be applied ("" when it can): it
/// must be a transform op that verifies, and use only live handles.
std::string Schedule::checkInstruction(Operation *traceOp, StringRef where,
                                       const std::string &diagnostics) {
  if (!isa<transform::TransformOpInterface>(traceOp))
    return (where + " does not implement TransformOpInterface").str();
  if (failed(mlir::verify(traceOp)))
    return (where + " does not verify:\n" + diagnostics).str();
  // Every value the op (or its regions) uses from the trace must be live.
  bool bad = false;
  std::string badMessage;
  traceOp->walk([&](Operation *nested) {
    for (Value v : nested->getOperands()) {
      if (traceOp->isAncestor(v.getParentRegion()->getParentOp()))
        continue; // Defined inside the op.
      auto it = ids.find(v);
      if (it == ids.end()) {
        bad = true;
        badMessage = (where + " uses a value that is not a handle of this "
                              "schedule")
                         .str();
        return;
      }
      const HandleState &state = handles[it->second];
      if (!state.isLive()) {
        bad = true;
        badMessage = (where + " uses handle #" + Twine(it->second) +
                      ", which cannot be used: " + state.deadReason)
                         .str();
        return;
      }
    }
  });
  return bad ? badMessage : "";
}

/// commit(), step 2: the live handles that applying `traceOp` kills, with
/// why (TransformState::recordOpHandleInvalidation): those it consumes, and
/// those whose payload is nested in a consumed payload.
DenseMap<unsigned, std::string> Schedule::handlesKilledBy(Operation *traceOp,
                                                          StringRef where) {
  DenseMap<unsigned, std::string> dying;
  std::string consumedBy = ("consumed by " + where).str();
  std::string invalidatedBy =
      ("invalidated by " + where + " (its payload is nested in a consumed one)")
          .str();
  auto invalidateNestedIn = [&](ArrayRef<Operation *> ancestors) {
    for (auto [id, state] : llvm::enumerate(handles)) {
      if (!state.isLive())
        continue;
      bool nested = llvm::any_of(state.payload.ops, [&](Operation *op) {
        return isNestedIn(op, ancestors);
      });
      for (Value v : state.payload.values) {
        Operation *def = isa<OpResult>(v)
                             ? v.getDefiningOp()
                             : cast<BlockArgument>(v).getOwner()->getParentOp();
        nested |= isNestedIn(def, ancestors);
      }
      if (nested)
        dying.try_emplace(id, invalidatedBy);
    }
  };
  auto transformOp = cast<transform::TransformOpInterface>(traceOp);
  for (OpOperand *use : transformOp.getConsumedHandleOpOperands()) {
    Value v = use->get();
    if (isa<transform::TransformParamTypeInterface>(v.getType()))
      continue; // Params are never invalidated.
    unsigned id = ids.lookup(v);
    dying[id] = consumedBy;
    const HandleState &state = handles[id];
    if (state.kind == HandleState::Kind::Op) {
      invalidateNestedIn(state.payload.ops);
      continue;
    }
    // A value handle: other handles to the same values, and ops nested in
    // their defining ops / blocks.
    SmallVector<Operation *> ancestors;
    for (Value pv : state.payload.values) {
      if (auto r = dyn_cast<OpResult>(pv))
        ancestors.push_back(r.getOwner());
      else
        for (Operation &o : *cast<BlockArgument>(pv).getOwner())
          ancestors.push_back(&o);
      for (auto [otherId, other] : llvm::enumerate(handles))
        if (other.isLive() && llvm::is_contained(other.payload.values, pv))
          dying.try_emplace(otherId, invalidatedBy);
    }
    invalidateNestedIn(ancestors);
  }
  return dying;
}

/// commit(), step 3: a throw-away transform.sequence holding a clone of
/// `traceOp`, whose block arguments are the live handles, mapped to their
/// payload, and which captures the results and the surviving handles.
void Schedule::buildThrowAwaySequence(
    Operation *traceOp, const DenseMap<unsigned, std::string> &dying,
    ThrowAwayStep &step) {
  MLIRContext *ctx = getContext();
  SmallVector<unsigned> passedIds; // live handles other than %root
  SmallVector<Type> passedTypes;
  for (auto [id, state] : llvm::enumerate(handles)) {
    if (id == 0 || !state.isLive())
      continue;
    passedIds.push_back(id);
    passedTypes.push_back(state.value.getType());
    SmallVector<transform::MappedValue> mapped;
    for (Operation *o : state.payload.ops)
      mapped.push_back(o);
    for (Attribute a : state.payload.params)
      mapped.push_back(a);
    for (Value v : state.payload.values)
      mapped.push_back(v);
    step.extraMapping.push_back(std::move(mapped));
  }
  step.scratch = ModuleOp::create(UnknownLoc::get(ctx));
  OpBuilder sb(ctx);
  sb.setInsertionPointToEnd(step.scratch->getBody());
  Value traceRoot = handles[0].value;
  step.sequence = transform::SequenceOp::create(
      sb, UnknownLoc::get(ctx), TypeRange{},
      transform::FailurePropagationMode::Propagate, traceRoot.getType(),
      passedTypes,
      [&](OpBuilder &bb, Location loc, BlockArgument root, ValueRange args) {
        IRMapping mapping;
        mapping.map(traceRoot, root);
        for (auto [id, arg] : llvm::zip(passedIds, args))
          mapping.map(handles[id].value, arg);
        Operation *clone = step.clone = bb.clone(*traceOp, mapping);
        // Eager steps cannot know whether a handle is used later; tracking
        // failures are handled below (the handle turns stale).
        clone->setAttr(kSilenceAttrName, UnitAttr::get(ctx));
        SmallVector<Value> captured(clone->getResults());
        if (handles[0].isLive() && !dying.count(0)) {
          captured.push_back(root);
          step.capturedIds.push_back(0);
        }
        for (auto [id, arg] : llvm::zip(passedIds, args)) {
          if (dying.count(id))
            continue;
          captured.push_back(arg);
          step.capturedIds.push_back(id);
        }
        buildCaptureOps(bb, loc, captured);
        transform::YieldOp::create(bb, loc);
      });
}

/// commit(), step 4: applies the throw-away sequence to the payload. On
/// failure returns why, after restoring the payload (options.rollback) or
/// marking the schedule unusable.
std::string Schedule::applyThrowAwaySequence(Operation *traceOp,
                                             StringRef where,
                                             const std::string &diagnostics,
                                             ThrowAwayStep &step) {
  IRMapping backupMapping;
  OwningOpRef<ModuleOp> backup;
  if (options.rollback)
    backup = cast<ModuleOp>(getPayload()->clone(backupMapping));
  transform::TransformOptions transformOptions;
  transformOptions.enableExpensiveChecks(options.expensiveChecks);
  LogicalResult applied = transform::applyTransforms(
      *payload,
      cast<transform::TransformOpInterface>(step.sequence.getOperation()),
      step.extraMapping, transformOptions, /*enforceToplevelTransformOp=*/true,
      [&](transform::TransformState &state) {
        installRandomEngine(state, engine);
        state.addExtension<CaptureStateExtension>(step.captured);
      });
  size_t numResults = traceOp->getNumResults();
  if (failed(applied) ||
      step.captured.size() != numResults + step.capturedIds.size()) {
    std::string message = (where + " failed").str();
    if (!diagnostics.empty())
      message += ":\n" + diagnostics;
    if (options.rollback) {
      // Restore the payload; live handles move to the backup's ops.
      payload = std::move(backup);
      for (HandleState &state : handles)
        if (state.isLive())
          remapPayload(state.payload, backupMapping, state.deadReason);
    } else {
      unusableReason = message;
    }
    return message;
  }
  return "";
}

/// Attributes an op recorded on its clone while applied (decisions) go to
/// the trace op.
static void copyRecordedAttributes(Operation *traceOp, Operation *clone) {
  SmallVector<Operation *> traceOps, cloneOps;
  traceOp->walk([&](Operation *o) { traceOps.push_back(o); });
  clone->walk([&](Operation *o) { cloneOps.push_back(o); });
  for (auto [t, c] : llvm::zip(traceOps, cloneOps)) {
    bool hadSilence = t->hasAttr(kSilenceAttrName);
    t->setAttrs(c->getAttrDictionary());
    if (t == traceOp && !hadSilence)
      t->removeAttr(kSilenceAttrName);
  }
}

/// commit(), step 5: the handle table after the step: killed handles die
/// with their reason, survivors take their new payload (or turn stale when
/// some of it was erased without a traceable replacement), and the op's
/// results become new handles, which are returned.
SmallVector<Handle>
Schedule::updateHandles(Operation *traceOp, StringRef where,
                        const DenseMap<unsigned, std::string> &dying,
                        ThrowAwayStep &step) {
  MLIRContext *ctx = getContext();
  size_t numResults = traceOp->getNumResults();
  for (auto &[id, reason] : dying) {
    handles[id].deadReason = reason;
    handles[id].payload = CapturedPayload();
  }
  if (dying.count(0)) {
    // %root is consumed: annotate the entry's argument accordingly.
    auto *dialect = ctx->getLoadedDialect<transform::TransformDialect>();
    transform::NamedSequenceOp entry = trace.getEntry();
    entry.removeArgAttr(0, dialect->getReadOnlyAttrName());
    entry.setArgAttr(0, dialect->getConsumedAttrName(), UnitAttr::get(ctx));
  }
  for (auto [i, id] : llvm::enumerate(step.capturedIds)) {
    HandleState &state = handles[id];
    CapturedPayload &now = step.captured[numResults + i];
    if (now.ops.size() < state.payload.ops.size() ||
        now.values.size() < state.payload.values.size()) {
      state.deadReason =
          ("stale: " + where +
           " erased or replaced (without a traceable replacement) some of its "
           "payload")
              .str();
      state.payload = CapturedPayload();
      continue;
    }
    state.payload = std::move(now);
  }
  SmallVector<Handle> results;
  for (auto [i, result] : llvm::enumerate(traceOp->getResults())) {
    HandleState state;
    state.value = result;
    Type type = result.getType();
    state.kind = isa<transform::TransformHandleTypeInterface>(type)
                     ? HandleState::Kind::Op
                 : isa<transform::TransformParamTypeInterface>(type)
                     ? HandleState::Kind::Param
                     : HandleState::Kind::Value;
    state.payload = std::move(step.captured[i]);
    unsigned id = handles.size();
    ids[result] = id;
    handles.push_back(std::move(state));
    results.push_back(Handle(id));
  }
  return results;
}

FailureOr<SmallVector<Handle>> Schedule::commit(Operation *traceOp) {
  MLIRContext *ctx = getContext();
  size_t index = trace.size() - 1; // traceOp is already in the trace.
  std::string where = "instruction #" + std::to_string(index) + " '" +
                      traceOp->getName().getStringRef().str() + "'";
  auto reject = [&](const Twine &message) {
    traceOp->dropAllUses();
    traceOp->erase();
    return fail(message);
  };

  // Diagnostics of this step are collected into lastError.
  std::string diagnostics;
  llvm::raw_string_ostream diagOs(diagnostics);
  msched::ThreadDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
    formatDiagnostic(diag, diagOs);
    return success();
  });

  std::string why = checkInstruction(traceOp, where, diagnostics);
  if (!why.empty())
    return reject(why);
  DenseMap<unsigned, std::string> dying = handlesKilledBy(traceOp, where);
  ThrowAwayStep step;
  buildThrowAwaySequence(traceOp, dying, step);
  why = applyThrowAwaySequence(traceOp, where, diagnostics, step);
  if (!why.empty())
    return reject(why);
  copyRecordedAttributes(traceOp, step.clone);
  return updateHandles(traceOp, where, dying, step);
}

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

FailureOr<OpHandle> Schedule::getFunc() {
  if (!funcHandle.isNull() && isLive(funcHandle))
    return funcHandle;
  FailureOr<OpHandle> f = matchOps(getRoot(), {"func.func"});
  if (failed(f))
    return failure();
  funcHandle = *f;
  return *f;
}

FailureOr<OpHandle> Schedule::matchOps(OpHandle scope,
                                       ArrayRef<StringRef> opNames) {
  if (failed(checkUsable(scope, "an op handle")))
    return failure();
  FailureOr<transform::MatchOp> op =
      create<transform::MatchOp>(getValue(scope), opNames);
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getResult()));
}

FailureOr<OpHandle> Schedule::matchInterface(OpHandle scope,
                                             MatchInterface kind) {
  if (failed(checkUsable(scope, "an op handle")))
    return failure();
  transform::MatchInterfaceEnum e =
      kind == MatchInterface::LinalgOp ? transform::MatchInterfaceEnum::LinalgOp
      : kind == MatchInterface::TilingInterface
          ? transform::MatchInterfaceEnum::TilingInterface
          : transform::MatchInterfaceEnum::LoopLikeInterface;
  MLIRContext *ctx = getContext();
  FailureOr<transform::MatchOp> op =
      create<transform::MatchOp>(getAnyOpType(), getValue(scope), ArrayAttr(),
                                 transform::MatchInterfaceEnumAttr::get(ctx, e),
                                 DictionaryAttr(), TypeAttr(), ArrayAttr());
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getResult()));
}

FailureOr<SmallVector<OpHandle>> Schedule::splitHandle(OpHandle h) {
  if (failed(checkUsable(h, "an op handle")))
    return failure();
  int64_t n = getOps(h).size();
  FailureOr<transform::SplitHandleOp> op =
      create<transform::SplitHandleOp>(getValue(h), n);
  if (failed(op))
    return failure();
  SmallVector<OpHandle> result;
  for (Value v : op->getResults())
    result.push_back(OpHandle(getHandle(v)));
  return result;
}

FailureOr<OpHandle> Schedule::getProducerOfOperand(OpHandle h,
                                                   int64_t operandNumber) {
  if (failed(checkUsable(h, "an op handle")))
    return failure();
  if (operandNumber < 0)
    return fail("negative operand number");
  FailureOr<transform::GetProducerOfOperand> op =
      create<transform::GetProducerOfOperand>(
          getAnyOpType(), getValue(h), static_cast<uint64_t>(operandNumber));
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getResult()));
}

FailureOr<OpHandle> Schedule::getConsumersOfResult(OpHandle h,
                                                   int64_t resultNumber) {
  if (failed(checkUsable(h, "an op handle")))
    return failure();
  if (resultNumber < 0)
    return fail("negative result number");
  FailureOr<transform::GetConsumersOfResult> op =
      create<transform::GetConsumersOfResult>(
          getAnyOpType(), getValue(h), static_cast<uint64_t>(resultNumber));
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getResult()));
}

//===----------------------------------------------------------------------===//
// Sampling
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<ParamHandle>> Schedule::samplePerfectTile(
    OpHandle target, int64_t loop, int64_t n, int64_t maxInnermost,
    std::optional<ArrayRef<int64_t>> decision, ArrayRef<int64_t> innermostPrior,
    ArrayRef<int64_t> outermostPrior) {
  if (failed(checkUsable(target, "an op handle")))
    return failure();
  if (loop < 0 || n < 1)
    return fail("sample_perfect_tile needs loop >= 0 and n >= 1");
  std::string signature;
  if (!decision) {
    std::string call;
    llvm::raw_string_ostream os(call);
    os << "sample_perfect_tile loop " << loop << " n " << n << " max "
       << maxInnermost << " inner [" << llvm::interleaved(innermostPrior)
       << "] outer [" << llvm::interleaved(outermostPrior) << "]";
    signature = sharingSignature(call, target);
  }
  if (std::optional<SmallVector<Handle>> reused =
          reuseSharedSample(signature)) {
    SmallVector<ParamHandle> result;
    for (Handle h : *reused)
      result.push_back(ParamHandle(h));
    return result;
  }
  Builder b(getContext());
  SmallVector<Type> types(n, getParamType());
  FailureOr<SamplePerfectTileOp> op = create<SamplePerfectTileOp>(
      types, getValue(target), b.getI64IntegerAttr(loop),
      b.getI64IntegerAttr(n),
      maxInnermost > 0 ? b.getI64IntegerAttr(maxInnermost) : IntegerAttr(),
      innermostPrior.empty() ? DenseI64ArrayAttr()
                             : b.getDenseI64ArrayAttr(innermostPrior),
      outermostPrior.empty() ? DenseI64ArrayAttr()
                             : b.getDenseI64ArrayAttr(outermostPrior),
      decision ? b.getDenseI64ArrayAttr(*decision) : DenseI64ArrayAttr());
  if (failed(op))
    return failure();
  SmallVector<ParamHandle> result;
  SmallVector<Handle> recorded;
  for (Value v : op->getFactors()) {
    result.push_back(ParamHandle(getHandle(v)));
    recorded.push_back(result.back());
  }
  recordSharedSample(std::move(signature), std::move(recorded));
  return result;
}

FailureOr<SmallVector<ParamHandle>> Schedule::samplePerfectTileInGroup(
    StringRef group, OpHandle target, int64_t loop, int64_t n,
    int64_t maxInnermost, ArrayRef<int64_t> innermostPrior,
    ArrayRef<int64_t> outermostPrior) {
  if (group.empty())
    return samplePerfectTile(target, loop, n, maxInnermost, std::nullopt,
                             innermostPrior, outermostPrior);
  FailureOr<Operation *> op = getSingleOp(target);
  if (failed(op))
    return failure();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*op);
  if (!linalgOp || loop < 0 ||
      loop >= static_cast<int64_t>(linalgOp.getNumLoops()))
    return fail("sample_perfect_tile in a tile group needs a linalg op with "
                "loop " +
                std::to_string(loop));
  int64_t extent = linalgOp.getStaticLoopRanges()[loop];
  if (ShapedType::isDynamic(extent))
    return fail("sample_perfect_tile in a tile group needs a static extent");
  std::string key;
  llvm::raw_string_ostream os(key);
  os << group << " loop " << loop << " extent " << extent << " n " << n
     << " max " << maxInnermost << " inner ["
     << llvm::interleaved(innermostPrior) << "] outer ["
     << llvm::interleaved(outermostPrior) << "]";
  auto it = groupSamples.find(key);
  if (it != groupSamples.end() &&
      llvm::all_of(it->second, [&](Handle h) { return isLive(h); })) {
    SmallVector<ParamHandle> result;
    for (Handle h : it->second)
      result.push_back(ParamHandle(h));
    return result;
  }
  FailureOr<SmallVector<ParamHandle>> sampled =
      samplePerfectTile(target, loop, n, maxInnermost, std::nullopt,
                        innermostPrior, outermostPrior);
  if (failed(sampled))
    return failure();
  groupSamples[key] = SmallVector<Handle>(sampled->begin(), sampled->end());
  return sampled;
}

FailureOr<ParamHandle>
Schedule::sampleCategorical(ArrayRef<int64_t> candidates,
                            ArrayRef<double> probs,
                            std::optional<int64_t> decision) {
  std::string signature;
  if (!decision) {
    std::string call;
    llvm::raw_string_ostream os(call);
    os << "sample_categorical [" << llvm::interleaved(candidates) << "] ["
       << llvm::interleaved(probs) << "]";
    signature = sharingSignature(call, OpHandle());
  }
  if (std::optional<SmallVector<Handle>> reused = reuseSharedSample(signature))
    return ParamHandle(reused->front());
  Builder b(getContext());
  FailureOr<SampleCategoricalOp> op = create<SampleCategoricalOp>(
      getParamType(), b.getDenseI64ArrayAttr(candidates),
      b.getDenseF64ArrayAttr(probs),
      decision ? b.getI64IntegerAttr(*decision) : IntegerAttr());
  if (failed(op))
    return failure();
  ParamHandle result(getHandle(op->getResult()));
  recordSharedSample(std::move(signature), {result});
  return result;
}

//===----------------------------------------------------------------------===//
// Decisions shared between structurally identical blocks
//===----------------------------------------------------------------------===//

bool Schedule::beginSharedDecisions(StringRef key) {
  sharingKey = key.str();
  sharingNext = 0;
  sharingDiverged = false;
  auto [it, inserted] = sharedSamples.try_emplace(sharingKey);
  sharingRecords = inserted;
  return !inserted;
}

bool Schedule::endSharedDecisions(size_t variant, size_t variants) {
  if (sharingKey.empty())
    return false;
  bool complete = true;
  if (sharingRecords)
    sharedVariants[sharingKey] = {variant, variants};
  else
    complete = !sharingDiverged &&
               sharingNext == sharedSamples[sharingKey].size() &&
               sharedVariants[sharingKey] == std::make_pair(variant, variants);
  sharingKey.clear();
  sharingRecords = sharingDiverged = false;
  sharingNext = 0;
  return complete;
}

std::string Schedule::sharingSignature(StringRef call, OpHandle target) {
  if (sharingKey.empty())
    return "";
  std::string signature = call.str();
  if (target.isNull())
    return signature;
  // The target's loop ranges: a reused decision must fit it as it fit the
  // recorded call's target.
  const HandleState *state = lookup(target);
  if (!state || !state->isLive() || state->payload.ops.size() != 1)
    return "";
  auto linalgOp = dyn_cast<linalg::LinalgOp>(state->payload.ops.front());
  if (!linalgOp || !linalgOp.hasPureTensorSemantics())
    return "";
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return "";
  llvm::raw_string_ostream os(signature);
  os << " ranges [" << llvm::interleaved(ranges) << "]";
  return signature;
}

std::optional<SmallVector<Handle>>
Schedule::reuseSharedSample(const std::string &signature) {
  if (sharingKey.empty() || sharingRecords || sharingDiverged)
    return std::nullopt;
  std::vector<SharedSample> &recorded = sharedSamples[sharingKey];
  if (signature.empty() || sharingNext >= recorded.size() ||
      recorded[sharingNext].signature != signature ||
      !llvm::all_of(recorded[sharingNext].params,
                    [&](Handle h) { return isLive(h); })) {
    sharingDiverged = true;
    return std::nullopt;
  }
  return recorded[sharingNext++].params;
}

void Schedule::recordSharedSample(std::string signature,
                                  SmallVector<Handle> params) {
  if (sharingKey.empty() || !sharingRecords)
    return;
  // A call that may not share still takes its place in the sequence, so
  // that the same call in a later scope diverges there.
  sharedSamples[sharingKey].push_back(
      SharedSample{std::move(signature), std::move(params)});
}

FailureOr<std::pair<LoopHandle, ParamHandle>>
Schedule::sampleComputeLocation(OpHandle producer,
                                std::optional<int64_t> decision) {
  if (failed(checkUsable(producer, "an op handle")))
    return failure();
  Builder b(getContext());
  FailureOr<SampleComputeLocationOp> op = create<SampleComputeLocationOp>(
      getAnyOpType(), getParamType(), getValue(producer),
      decision ? b.getI64IntegerAttr(*decision) : IntegerAttr());
  if (failed(op))
    return failure();
  return std::make_pair(LoopHandle(getHandle(op->getLoop())),
                        ParamHandle(getHandle(op->getIndex())));
}

//===----------------------------------------------------------------------===//
// Transformations
//===----------------------------------------------------------------------===//

/// Mixed sizes for the upstream builders; fails on a bad param handle.
static FailureOr<SmallVector<OpFoldResult>>
mixedSizes(Schedule &s, ArrayRef<TileSize> sizes) {
  Builder b(s.getContext());
  SmallVector<OpFoldResult> result;
  for (const TileSize &size : sizes) {
    if (!size.isParam()) {
      result.push_back(b.getIndexAttr(size.getConstant()));
      continue;
    }
    if (!s.isLive(size.getParam()))
      return failure();
    result.push_back(s.getValue(size.getParam()));
  }
  return result;
}

FailureOr<TileResult> Schedule::tile(OpHandle target, ArrayRef<TileSize> sizes,
                                     ArrayRef<int64_t> interchange) {
  if (failed(checkUsable(target, "an op handle")))
    return failure();
  for (const TileSize &size : sizes)
    if (size.isParam() && failed(checkUsable(size.getParam(), "a param")))
      return failure();
  FailureOr<SmallVector<OpFoldResult>> mixed = mixedSizes(*this, sizes);
  if (failed(mixed))
    return failure();
  FailureOr<transform::TileUsingForOp> op =
      create<transform::TileUsingForOp>(getValue(target), *mixed, interchange);
  if (failed(op))
    return failure();
  TileResult result;
  result.tiled = OpHandle(getHandle(op->getTiledLinalgOp()));
  for (Value loop : op->getLoops())
    result.loops.push_back(LoopHandle(getHandle(loop)));
  return result;
}

FailureOr<ForallTileResult>
Schedule::tileUsingForall(OpHandle target, ArrayRef<TileSize> tileSizes) {
  if (failed(checkUsable(target, "an op handle")))
    return failure();
  for (const TileSize &size : tileSizes)
    if (size.isParam() && failed(checkUsable(size.getParam(), "a param")))
      return failure();
  FailureOr<SmallVector<OpFoldResult>> mixed = mixedSizes(*this, tileSizes);
  if (failed(mixed))
    return failure();
  FailureOr<transform::TileUsingForallOp> op =
      create<transform::TileUsingForallOp>(getValue(target), *mixed,
                                           transform::TileSizesSpec());
  if (failed(op))
    return failure();
  return ForallTileResult{OpHandle(getHandle(op->getTiledOp())),
                          LoopHandle(getHandle(op->getForallOp()))};
}

FailureOr<ForallTileResult>
Schedule::tileUsingForallByThreads(OpHandle target,
                                   ArrayRef<int64_t> numThreads) {
  if (failed(checkUsable(target, "an op handle")))
    return failure();
  FailureOr<transform::TileUsingForallOp> op =
      create<transform::TileUsingForallOp>(getValue(target), numThreads,
                                           transform::NumThreadsSpec());
  if (failed(op))
    return failure();
  return ForallTileResult{OpHandle(getHandle(op->getTiledOp())),
                          LoopHandle(getHandle(op->getForallOp()))};
}

FailureOr<FuseResult> Schedule::fuseIntoContainingOp(OpHandle producer,
                                                     OpHandle containing) {
  if (failed(checkUsable(producer, "an op handle")) ||
      failed(checkUsable(containing, "an op handle")))
    return failure();
  FailureOr<transform::FuseIntoContainingOp> op =
      create<transform::FuseIntoContainingOp>(getValue(producer),
                                              getValue(containing));
  if (failed(op))
    return failure();
  return FuseResult{OpHandle(getHandle(op->getFusedOp())),
                    LoopHandle(getHandle(op->getNewContainingOp()))};
}

FailureOr<OpHandle> Schedule::fuseIntoForallOutput(OpHandle producer,
                                                   LoopHandle forall) {
  if (failed(checkUsable(producer, "an op handle")) ||
      failed(checkUsable(forall, "an op handle")))
    return failure();
  FailureOr<FuseIntoForallOutputOp> op = create<FuseIntoForallOutputOp>(
      getAnyOpType(), getValue(producer), getValue(forall));
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getFused()));
}

LogicalResult Schedule::vectorize(OpHandle target,
                                  ArrayRef<int64_t> vectorSizes,
                                  bool createNamedContraction) {
  if (failed(checkUsable(target, "an op handle")))
    return failure();
  UnitAttr named =
      createNamedContraction ? UnitAttr::get(getContext()) : UnitAttr();
  SmallVector<bool> scalable(vectorSizes.size(), false);
  return create<transform::VectorizeOp>(getValue(target), ValueRange{},
                                        vectorSizes, UnitAttr(), UnitAttr(),
                                        named, scalable);
}

FailureOr<OpHandle>
Schedule::vectorizeChildrenAndApplyPatterns(OpHandle scope) {
  if (failed(checkUsable(scope, "an op handle")))
    return failure();
  FailureOr<transform::VectorizeChildrenAndApplyPatternsOp> op =
      create<transform::VectorizeChildrenAndApplyPatternsOp>(getValue(scope));
  if (failed(op))
    return failure();
  return OpHandle(getHandle(op->getTransformed()));
}

LogicalResult Schedule::applyCanonicalization(OpHandle scope) {
  if (failed(checkUsable(scope, "an op handle")))
    return failure();
  return create<transform::ApplyPatternsOp>(
      getValue(scope), [](OpBuilder &b, Location loc) {
        transform::ApplyCanonicalizationPatternsOp::create(b, loc);
      });
}

LogicalResult Schedule::applyCse(OpHandle scope) {
  if (failed(checkUsable(scope, "an op handle")))
    return failure();
  return create<transform::ApplyCommonSubexpressionEliminationOp>(
      getValue(scope));
}
