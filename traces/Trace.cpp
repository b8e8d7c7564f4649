//===- Trace.cpp - Traces: instructions and decisions, MLIR form ----------===//

#include "msched/Traces/Trace.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Traces/TraceCapture.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;
using namespace msched;

namespace {
/// The extensions added by addTraceExtension.
struct AddedExtensions {
  std::mutex mutex;
  std::vector<std::function<void(DialectRegistry &)>> extensions;
};
AddedExtensions &addedExtensions() {
  static AddedExtensions added;
  return added;
}
} // namespace

void msched::addTraceExtension(
    std::function<void(DialectRegistry &)> extension) {
  AddedExtensions &added = addedExtensions();
  std::lock_guard<std::mutex> lock(added.mutex);
  added.extensions.push_back(std::move(extension));
}

void msched::registerTraceExtensions(DialectRegistry &registry) {
  registry.insert<transform::TransformDialect>();
  registerTransformExtension(registry);
  registerTraceCaptureExtension(registry);
  AddedExtensions &added = addedExtensions();
  std::lock_guard<std::mutex> lock(added.mutex);
  for (const auto &extension : added.extensions)
    extension(registry);
}

void msched::loadTraceExtensions(MLIRContext &ctx) {
  DialectRegistry registry;
  registerTraceExtensions(registry);
  ctx.appendDialectRegistry(registry);
  ctx.getOrLoadDialect<transform::TransformDialect>();
}

bool msched::isSamplingInstruction(Operation *op) {
  return op &&
         op->getName().getStringRef().starts_with("transform.msched.sample_");
}

Attribute msched::getDecision(Operation *op) {
  if (!isSamplingInstruction(op))
    return {};
  return op->getAttr(kDecisionAttrName);
}

FailureOr<Attribute> msched::makeDecision(Operation *op,
                                          ArrayRef<int64_t> values) {
  if (!isSamplingInstruction(op))
    return op->emitError() << "'" << op->getName()
                           << "' is not a sampling instruction",
           failure();
  Builder b(op->getContext());
  bool isArray = isa<SamplePerfectTileOp>(op) ||
                 isa_and_nonnull<DenseI64ArrayAttr>(getDecision(op));
  if (isArray)
    return Attribute(b.getDenseI64ArrayAttr(values));
  if (values.size() != 1)
    return op->emitError() << "the decision of '" << op->getName()
                           << "' is one integer, got " << values.size(),
           failure();
  return Attribute(b.getI64IntegerAttr(values.front()));
}

//===----------------------------------------------------------------------===//
// Trace
//===----------------------------------------------------------------------===//

Trace Trace::create(MLIRContext *ctx, StringRef funcName) {
  loadTraceExtensions(*ctx);
  Location loc = UnknownLoc::get(ctx);
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  (*module)->setAttr(transform::TransformDialect::kWithNamedSequenceAttrName,
                     UnitAttr::get(ctx));
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module->getBody());
  auto *dialect = ctx->getLoadedDialect<transform::TransformDialect>();
  auto entry = transform::NamedSequenceOp::create(
      b, loc, kTraceEntryName, transform::AnyOpType::get(ctx), TypeRange{},
      [](OpBuilder &bb, Location l, BlockArgument) {
        transform::YieldOp::create(bb, l);
      });
  entry.setArgAttr(0, dialect->getReadOnlyAttrName(), b.getUnitAttr());
  Trace trace(std::move(module));
  if (!funcName.empty())
    trace.setFuncName(funcName);
  return trace;
}

/// The entry of `module`, or null.
static transform::NamedSequenceOp findEntry(ModuleOp module) {
  return dyn_cast_or_null<transform::NamedSequenceOp>(
      SymbolTable::lookupSymbolIn(module, kTraceEntryName));
}

FailureOr<Trace> Trace::fromModule(OwningOpRef<ModuleOp> module) {
  if (!module)
    return failure();
  if (!(*module)->hasAttr(
          transform::TransformDialect::kWithNamedSequenceAttrName))
    return emitError(moduleStartLoc(*module))
               << "a trace module needs the attribute "
               << transform::TransformDialect::kWithNamedSequenceAttrName,
           failure();
  transform::NamedSequenceOp entry = findEntry(*module);
  if (!entry || entry.isExternal())
    return emitError(moduleStartLoc(*module))
               << "a trace module needs a "
                  "transform.named_sequence @"
               << kTraceEntryName << " with a body",
           failure();
  if (entry.getNumArguments() != 1 ||
      !isa<transform::TransformHandleTypeInterface>(
          entry.getArgument(0).getType()) ||
      entry.getNumResults() != 0)
    return entry.emitError() << "the trace entry @" << kTraceEntryName
                             << " must take one op handle and return nothing",
           failure();
  return Trace(std::move(module));
}

/// Whether param `v` may hold 0: only msched's tile factors (and their
/// products) and non-zero constants are known not to.
static bool mayBeZero(Value v) {
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<SamplePerfectTileOp, MultiplyOp>(def))
    return false;
  if (auto constant = dyn_cast_or_null<transform::ParamConstantOp>(def))
    if (auto value = dyn_cast<IntegerAttr>(constant.getValue()))
      return value.getValue().isZero();
  return true;
}

/// transform.structured.tile_using_forall with every tile size 0 crashes
/// MLIR 22 (scf::ForallOp::getLoopLowerBounds on a forall that was never
/// built; llvm/llvm-project#187073, fixed after 22.1.8; found by fuzzing).
static LogicalResult checkForallTileSizes(transform::TileUsingForallOp op) {
  ArrayRef<int64_t> sizes = op.getStaticTileSizes();
  if (sizes.empty() || op.getPackedTileSizes())
    return success(); // num_threads form, or sizes known only at run time
  auto dynamic = op.getTileSizes().begin();
  for (int64_t size : sizes) {
    if (ShapedType::isDynamic(size)) {
      if (!mayBeZero(*dynamic++))
        return success();
    } else if (size != 0) {
      return success();
    }
  }
  return op.emitOpError()
         << "has every tile size 0 (or possibly 0): nothing to tile, and MLIR "
            "22 crashes on it";
}

LogicalResult Trace::verifyModule(ModuleOp module) {
  WalkResult nested = module->walk<WalkOrder::PostOrder>([&](Operation *op) {
    if (op == module.getOperation())
      return WalkResult::advance();
    return failed(mlir::verify(op, /*verifyRecursively=*/false))
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (nested.wasInterrupted())
    return failure();
  if (failed(mlir::verify(module)))
    return failure();
  WalkResult forall = module->walk([&](transform::TileUsingForallOp op) {
    return failed(checkForallTileSizes(op)) ? WalkResult::interrupt()
                                            : WalkResult::advance();
  });
  return failure(forall.wasInterrupted());
}

/// The largest result number a trace may name (`%x#N`). MLIR 22's parser
/// allocates a placeholder for every result up to the one named, so
/// `%0#3222222222` asks for gigabytes before any check (found by fuzzing):
/// refuse it first, at its location. Traces name results below 100.
static constexpr uint64_t kMaxResultNumber = 65535;

static LogicalResult checkResultNumbers(StringRef text, MLIRContext *ctx,
                                        StringRef bufferName) {
  unsigned line = 1, column = 1;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      column = 1;
      continue;
    }
    if (c == '#' && i > 0 &&
        (llvm::isAlnum(text[i - 1]) || text[i - 1] == '_') &&
        i + 1 < text.size() && llvm::isDigit(text[i + 1])) {
      // Only after an SSA name: walk back to its '%'.
      size_t start = i;
      while (start > 0 && (llvm::isAlnum(text[start - 1]) ||
                           text[start - 1] == '_' || text[start - 1] == '$' ||
                           text[start - 1] == '.' || text[start - 1] == '-'))
        --start;
      size_t end = i + 1;
      while (end < text.size() && llvm::isDigit(text[end]))
        ++end;
      uint64_t number = 0;
      if (start > 0 && text[start - 1] == '%' &&
          (text.slice(i + 1, end).getAsInteger(10, number) ||
           number > kMaxResultNumber))
        return emitError(FileLineColLoc::get(ctx, bufferName, line, column))
               << "result number " << text.slice(i + 1, end)
               << " is out of range (at most " << kMaxResultNumber << ")";
    }
    ++column;
  }
  return success();
}

FailureOr<Trace> Trace::parse(StringRef text, MLIRContext *ctx,
                              StringRef bufferName) {
  loadTraceExtensions(*ctx);
  if (failed(checkResultNumbers(text, ctx, bufferName)))
    return failure();
  ParserConfig config(ctx, /*verifyAfterParse=*/false);
  // MLIR's lexer reads up to a terminating '\0': a StringRef into the
  // middle of a buffer would be read past its end (found by fuzzing).
  std::string terminated = text.str();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(terminated, config, bufferName);
  if (!module || failed(verifyModule(*module)))
    return failure();
  return fromModule(std::move(module));
}

Trace Trace::clone() const {
  return Trace(OwningOpRef<ModuleOp>(getModule().clone()));
}

transform::NamedSequenceOp Trace::getEntry() const {
  return findEntry(*module);
}

BlockArgument Trace::getRoot() const { return getEntry().getArgument(0); }

StringRef Trace::getFuncName() const {
  if (auto name = (*module)->getAttrOfType<StringAttr>(kTraceFuncAttrName))
    return name.getValue();
  return "";
}

void Trace::setFuncName(StringRef name) {
  if (name.empty())
    (*module)->removeAttr(kTraceFuncAttrName);
  else
    (*module)->setAttr(kTraceFuncAttrName, StringAttr::get(getContext(), name));
}

size_t Trace::size() const {
  Block &body = getEntry().getBody().front();
  return body.getOperations().size() - 1;
}

SmallVector<Operation *> Trace::getInstructions() const {
  SmallVector<Operation *> result;
  for (Operation &op : getEntry().getBody().front().without_terminator())
    result.push_back(&op);
  return result;
}

Operation *Trace::getInstruction(size_t index) const {
  size_t i = 0;
  for (Operation &op : getEntry().getBody().front().without_terminator())
    if (i++ == index)
      return &op;
  return nullptr;
}

SmallVector<std::pair<size_t, Attribute>> Trace::getDecisions() const {
  SmallVector<std::pair<size_t, Attribute>> result;
  for (auto [i, op] : llvm::enumerate(getInstructions()))
    if (Attribute d = getDecision(op))
      result.emplace_back(i, d);
  return result;
}

FailureOr<Trace> Trace::withDecision(size_t index, Attribute decision) const {
  Trace copy = clone();
  Operation *op = copy.getInstruction(index);
  if (!op)
    return getEntry().emitError()
               << "the trace has " << size() << " instructions, no #" << index,
           failure();
  if (!isSamplingInstruction(op))
    return op->emitError() << "instruction #" << index << " ('" << op->getName()
                           << "') is not a sampling instruction",
           failure();
  if (!decision)
    op->removeAttr(kDecisionAttrName);
  else
    op->setAttr(kDecisionAttrName, decision);
  if (failed(mlir::verify(op)))
    return failure();
  // A decision of the wrong kind may be dropped by the op's properties
  // (e.g. an integer where an array is expected); refuse it.
  if (decision && op->getAttr(kDecisionAttrName) != decision)
    return op->emitError() << "instruction #" << index
                           << " does not accept the decision " << decision,
           failure();
  return copy;
}

/// Whether dropping `op` (all of whose results are unused) cannot change the
/// payload: it has results, no region, declares its effects, none of which
/// writes or frees the payload, and it consumes no handle.
static bool isRemovableInstruction(Operation *op) {
  // Ops without results exist for their effects or checks; keep them.
  if (op->getNumResults() == 0 || op->getNumRegions() != 0)
    return false;
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffects(effects);
  for (const MemoryEffects::EffectInstance &effect : effects) {
    bool onPayload =
        effect.getResource() == transform::PayloadIRResource::get();
    if (onPayload && (isa<MemoryEffects::Write>(effect.getEffect()) ||
                      isa<MemoryEffects::Free>(effect.getEffect())))
      return false;
    // Consuming a handle (Free on a transform value) invalidates others.
    if (!onPayload && isa<MemoryEffects::Free>(effect.getEffect()))
      return false;
  }
  return true;
}

Trace Trace::simplified() const {
  Trace copy = clone();
  SmallVector<Operation *> ops = copy.getInstructions();
  for (Operation *op : llvm::reverse(ops)) {
    if (!op->use_empty() || !isRemovableInstruction(op))
      continue;
    op->erase();
  }
  return copy;
}

std::string Trace::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  getModule()->print(os);
  return text;
}
