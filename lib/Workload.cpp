//===- Workload.cpp - Loading and validating workloads --------------------===//

#include "msched/Workload.h"
#include "msched/Flops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>

using namespace mlir;
using namespace msched;

int64_t TensorInfo::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

int64_t msched::elementBytes(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
  case ElementKind::I32:
    return 4;
  case ElementKind::F64:
  case ElementKind::I64:
    return 8;
  case ElementKind::BF16:
    return 2;
  case ElementKind::I8:
    return 1;
  }
  return 4;
}

StringRef msched::elementName(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
    return "f32";
  case ElementKind::F64:
    return "f64";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  }
  return "f32";
}

std::optional<ElementKind> msched::elementKindFromName(StringRef name) {
  for (ElementKind kind :
       {ElementKind::F32, ElementKind::F64, ElementKind::BF16, ElementKind::I8,
        ElementKind::I32, ElementKind::I64})
    if (elementName(kind) == name)
      return kind;
  return std::nullopt;
}

std::optional<ElementKind> msched::elementKindOf(Type type) {
  if (type.isF32())
    return ElementKind::F32;
  if (type.isF64())
    return ElementKind::F64;
  if (type.isBF16())
    return ElementKind::BF16;
  if (type.isSignlessInteger(8))
    return ElementKind::I8;
  if (type.isSignlessInteger(32))
    return ElementKind::I32;
  if (type.isSignlessInteger(64))
    return ElementKind::I64;
  return std::nullopt;
}

int64_t TensorInfo::bytes() const {
  return numElements() * elementBytes(element);
}

std::string TensorInfo::str() const {
  std::string s;
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + elementName(element).str();
}

std::string msched::printOp(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  return text;
}

OwningOpRef<ModuleOp> msched::parseWorkloadFile(StringRef path,
                                                MLIRContext &ctx) {
  ParserConfig config(&ctx);
  return parseSourceFile<ModuleOp>(path, config);
}

/// Ops that only create or reshape tensors, and scalar bookkeeping (e.g. the
/// shape assertions torch-mlir emits): they are not scheduled themselves but
/// may appear between the scheduled ops.
static bool isStructuralOp(Operation *op) {
  if (isa<tensor::EmptyOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
          tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::CastOp,
          arith::ConstantOp, func::ReturnOp, cf::AssertOp>(op))
    return true;
  auto isScalar = [](Type t) { return !isa<ShapedType>(t); };
  return isa_and_nonnull<arith::ArithDialect, math::MathDialect,
                         index::IndexDialect>(op->getDialect()) &&
         llvm::all_of(op->getOperandTypes(), isScalar) &&
         llvm::all_of(op->getResultTypes(), isScalar);
}

static FailureOr<ElementKind> checkedElementKind(Type type, Operation *where,
                                                 StringRef what) {
  if (std::optional<ElementKind> kind = elementKindOf(type))
    return *kind;
  std::string typeStr;
  llvm::raw_string_ostream(typeStr) << type;
  where->emitError() << "unsupported element type '" << typeStr << "' of "
                     << what
                     << " (msched supports f32, f64, bf16, i8, i32 and i64)";
  return failure();
}

/// Bytes of a dense buffer of `shape` with `elementBytes` per element; none
/// when that overflows int64.
static std::optional<int64_t> denseBytes(ArrayRef<int64_t> shape,
                                         int64_t elementBytes) {
  int64_t bytes = elementBytes;
  for (int64_t d : shape)
    if (llvm::MulOverflow(bytes, d, bytes))
      return std::nullopt;
  return bytes;
}

/// Fails, with an error at `where`, when a tensor of static `type` holds
/// more than kMaxTensorBytes (Workload.h).
static LogicalResult checkTensorSize(ShapedType type, int64_t elementBytes,
                                     Operation *where, const Twine &what) {
  std::optional<int64_t> bytes = denseBytes(type.getShape(), elementBytes);
  if (bytes && *bytes <= kMaxTensorBytes)
    return success();
  InFlightDiagnostic diag = where->emitError();
  diag << what << " " << type << " is too large: ";
  if (bytes)
    diag << *bytes << " bytes";
  else
    diag << "its size in bytes overflows int64";
  diag << "; msched's limit is " << kMaxTensorBytes
       << " bytes (16 GiB) per tensor";
  return diag;
}

/// Converts a function argument/result type; emits the error at `where`.
static FailureOr<TensorInfo> tensorInfoOf(Type type, Operation *where,
                                          const std::string &what) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor) {
    where->emitError() << what << " has type " << type
                       << ": only ranked tensor arguments and results are "
                          "supported";
    return failure();
  }
  if (!tensor.hasStaticShape()) {
    where->emitError() << "dynamic shape " << type << " of " << what
                       << " is not supported: msched schedules static shapes "
                          "only";
    return failure();
  }
  FailureOr<ElementKind> kind =
      checkedElementKind(tensor.getElementType(), where, what);
  if (failed(kind))
    return failure();
  if (failed(checkTensorSize(tensor, elementBytes(*kind), where, what)))
    return failure();
  TensorInfo info;
  info.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
  info.element = *kind;
  return info;
}

/// A call in a model whose tasks were extracted (TaskExtraction.h): the
/// callee must be a task of the same module (a function with a body that
/// validates and calls nothing itself).
static LogicalResult validateCall(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return call.emitError()
           << "call of @" << call.getCallee()
           << " cannot be scheduled: only calls of a task function with a "
              "body in the same module (as msched's task extraction makes) "
              "are supported";
  if (isModelOfTasks(callee))
    return call.emitError() << "call of @" << call.getCallee()
                            << " cannot be scheduled: the callee calls other "
                               "functions (one level of calls is supported)";
  if (failed(validateTask(callee)))
    return call.emitError() << "call of @" << call.getCallee()
                            << ": the callee is not a valid task";
  return success();
}

/// Checks one op of the function body: static shapes, element types that
/// lower (f32/f64 data, integer masks and indices), and schedulable
/// (TilingInterface), structural or a call of a task; with `allowLoops`, an
/// scf.for whose body ops pass the same checks.
static LogicalResult validateBodyOp(Operation *op, bool allowLoops) {
  for (Type type : op->getResultTypes()) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped)
      continue;
    if (!shaped.hasStaticShape())
      return op->emitError()
             << "dynamic shape " << type << " in '" << op->getName()
             << "' is not supported: msched schedules static shapes only";
    Type element = shaped.getElementType();
    std::string what =
        "the result of '" + op->getName().getStringRef().str() + "'";
    if (!isa<IntegerType, IndexType>(element) &&
        failed(checkedElementKind(element, op, what)))
      return failure();
    // Masks and indices: a byte per i1, 8 bytes per index.
    int64_t elementBytes =
        isa<IndexType>(element)
            ? 8
            : std::max<int64_t>(1, (element.getIntOrFloatBitWidth() + 7) / 8);
    if (failed(checkTensorSize(shaped, elementBytes, op, what)))
      return failure();
  }
  if (isStructuralOp(op) || isa<TilingInterface>(op))
    return success();
  if (auto call = dyn_cast<func::CallOp>(op))
    return validateCall(call);
  if (auto loop = dyn_cast<scf::ForOp>(op); loop && allowLoops) {
    for (Operation &inner : loop.getBody()->without_terminator())
      if (failed(validateBodyOp(&inner, allowLoops)))
        return failure();
    return success();
  }
  return op->emitError() << "'" << op->getName()
                         << "' cannot be scheduled: it does not implement "
                            "TilingInterface";
}

bool msched::isModelOfTasks(func::FuncOp func) {
  return func.getBody()
      .walk([](func::CallOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// Whether `func` has a linalg op at the top level of its body (or, with
/// `allowLoops`, in its scf.for loops).
static bool hasLinalgOp(func::FuncOp func, bool allowLoops) {
  if (!allowLoops)
    return llvm::any_of(func.getBody().getOps(), [](Operation &op) {
      return isa<linalg::LinalgOp>(op);
    });
  return func.getBody()
      .walk([](linalg::LinalgOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

FailureOr<Task> msched::validateTask(func::FuncOp func, bool allowLoops) {
  if (func.isExternal())
    return func.emitError()
           << "function @" << func.getSymName() << " has no body";
  Task task;
  task.funcName = func.getSymName().str();
  FunctionType type = func.getFunctionType();
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    FailureOr<TensorInfo> info =
        tensorInfoOf(argType, func, "argument #" + std::to_string(i));
    if (failed(info))
      return failure();
    if (isIntegerKind(info->element))
      info->valueBound = indexBoundOf(func.getArgument(i));
    info->constant = func.getArgAttr(i, kConstantArgAttr) != nullptr;
    task.args.push_back(*info);
  }
  for (auto [i, resType] : llvm::enumerate(type.getResults())) {
    FailureOr<TensorInfo> info =
        tensorInfoOf(resType, func, "result #" + std::to_string(i));
    if (failed(info))
      return failure();
    task.results.push_back(*info);
  }
  if (task.results.empty())
    return func.emitError() << "function @" << task.funcName
                            << " returns nothing: a task must return its "
                               "output tensors";

  for (Operation &op : func.getBody().getOps())
    if (failed(validateBodyOp(&op, allowLoops)))
      return failure();
  if (!hasLinalgOp(func, allowLoops) && !isModelOfTasks(func))
    return func.emitError() << "function @" << task.funcName
                            << " has no linalg op: nothing to schedule";
  task.flops = countFlops(func);
  task.maxReductionLength = maxReductionLength(func);
  return task;
}

int64_t msched::indexBoundOf(Value value) {
  int64_t bound = 0;
  auto tighten = [&](int64_t extent) {
    if (!ShapedType::isDynamic(extent) && extent > 0)
      bound = bound == 0 ? extent : std::min(bound, extent);
  };
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        // The element the payload reads.
        if (linalgOp.isDpsInput(&use) && linalgOp.getBlock())
          worklist.push_back(linalgOp.getMatchingBlockArgument(&use));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        auto indices = extract.getIndices();
        for (auto [pos, index] : llvm::enumerate(indices))
          if (index == v)
            tighten(extract.getTensor().getType().getDimSize(pos));
        if (extract.getTensor() == v)
          worklist.push_back(extract.getResult());
      } else if (auto call = dyn_cast<func::CallOp>(user)) {
        // Into a task of an extracted model: the callee's argument.
        auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
            call, call.getCalleeAttr());
        if (callee && !callee.isExternal() &&
            use.getOperandNumber() < callee.getNumArguments())
          worklist.push_back(callee.getArgument(use.getOperandNumber()));
      } else if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
                     tensor::ExpandShapeOp, tensor::CastOp, arith::IndexCastOp,
                     arith::IndexCastUIOp, arith::ExtSIOp, arith::ExtUIOp,
                     arith::TruncIOp>(user)) {
        if (user->getNumResults() == 1 && use.getOperandNumber() == 0)
          worklist.push_back(user->getResult(0));
      }
    }
  }
  return bound;
}

Location msched::moduleStartLoc(ModuleOp module) {
  if (auto loc = dyn_cast<FileLineColLoc>(module.getLoc()))
    if (loc.getLine() == 0)
      return FileLineColLoc::get(loc.getFilename(), 1, 1);
  return module.getLoc();
}

FailureOr<std::vector<Task>>
msched::collectTasks(ModuleOp module, StringRef onlyFunc, bool allowLoops) {
  std::vector<Task> tasks;
  if (!onlyFunc.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(onlyFunc);
    if (!func)
      return emitError(moduleStartLoc(module))
             << "no function @" << onlyFunc << " in this module";
    FailureOr<Task> task = validateTask(func, allowLoops);
    if (failed(task))
      return failure();
    tasks.push_back(std::move(*task));
    return tasks;
  }
  // Public functions without a linalg op (helpers, drivers) are not tasks,
  // nor are models of tasks; a public function with linalg ops must
  // validate.
  func::FuncOp firstPublic;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!func.isPublic() || func.isExternal())
      continue;
    if (!firstPublic)
      firstPublic = func;
    if (!hasLinalgOp(func, allowLoops) || isModelOfTasks(func))
      continue;
    FailureOr<Task> task = validateTask(func, allowLoops);
    if (failed(task))
      return failure();
    tasks.push_back(std::move(*task));
  }
  if (tasks.empty()) {
    if (firstPublic) {
      (void)validateTask(firstPublic, allowLoops); // says why it is not a task
      return failure();
    }
    return emitError(moduleStartLoc(module))
           << "no public function with a body: nothing to schedule";
  }
  return tasks;
}
