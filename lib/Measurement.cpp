//===- Measurement.cpp - Building and timing one candidate ----------------===//

#include "msched/Measurement.h"
#include "msched/ConstantPrepacking.h"
#include "msched/Lowering.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <mutex>
#include <thread>

#ifdef __GLIBC__
#include <malloc.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

using namespace mlir;
using namespace msched;

int TimingSettings::effectiveThreads() const {
  if (threads > 0)
    return threads;
  return std::max(1u, std::thread::hardware_concurrency());
}

std::vector<void *> BuiltTask::argumentPointers() const {
  std::vector<void *> ptrs;
  for (const Buffer &b : inputs)
    ptrs.push_back(b.data());
  for (const Buffer &b : packed)
    ptrs.push_back(b.data());
  for (const Buffer &b : outputs)
    ptrs.push_back(b.data());
  return ptrs;
}

static llvm::Error makeError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static bool sameSignature(const Task &a, const Task &b) {
  auto same = [](const std::vector<TensorInfo> &x,
                 const std::vector<TensorInfo> &y) {
    if (x.size() != y.size())
      return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (x[i].shape != y[i].shape || x[i].element != y[i].element)
        return false;
    return true;
  };
  return same(a.args, b.args) && same(a.results, b.results);
}

namespace {
/// A module parsed from text, the diagnostics of its parsing and of what is
/// done to it while this lives collected in `diagnostics`.
struct ParsedModule {
  ParsedModule(MLIRContext &ctx, StringRef text)
      : stream(diagnostics), handler(sourceMgr, &ctx, stream) {
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(text, "candidate"), llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  }

  /// Function `funcName`, or an error saying why there is none.
  llvm::Expected<func::FuncOp> lookup(StringRef funcName) {
    if (!module)
      return makeError("parse error: " + diagnostics);
    if (auto func = module->lookupSymbol<func::FuncOp>(funcName))
      return func;
    return makeError("no function @" + funcName.str() + " in the candidate");
  }

  std::string diagnostics;
  llvm::raw_string_ostream stream;
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler;
  OwningOpRef<ModuleOp> module;
};
} // namespace

std::vector<Buffer> msched::makeInputs(const Task &task) {
  std::vector<Buffer> inputs;
  for (auto [i, info] : llvm::enumerate(task.args)) {
    inputs.emplace_back(info);
    inputs.back().fillRandom(inputSeed(i));
  }
  return inputs;
}

llvm::Expected<Task> msched::describeTask(MLIRContext &ctx,
                                          StringRef moduleText,
                                          StringRef funcName) {
  ParsedModule parsed(ctx, moduleText);
  llvm::Expected<func::FuncOp> func = parsed.lookup(funcName);
  if (!func)
    return func.takeError();
  FailureOr<Task> validated = validateTask(*func);
  if (failed(validated))
    return makeError(parsed.diagnostics);
  return *validated;
}

llvm::Expected<BuiltTask> msched::buildTask(MLIRContext &ctx,
                                            StringRef moduleText,
                                            StringRef funcName, int threads,
                                            const Task *expected) {
  ParsedModule parsed(ctx, moduleText);
  llvm::Expected<func::FuncOp> lookedUp = parsed.lookup(funcName);
  if (!lookedUp)
    return lookedUp.takeError();
  func::FuncOp func = *lookedUp;
  OwningOpRef<ModuleOp> &module = parsed.module;
  std::string &diagnostics = parsed.diagnostics;
  // Describe the candidate before lowering: its signature and check length.
  Task task;
  task.funcName = funcName.str();
  if (expected) {
    FunctionType type = func.getFunctionType();
    Task actual;
    auto collect = [](TypeRange types, std::vector<TensorInfo> &infos) {
      for (Type t : types)
        if (auto r = dyn_cast<RankedTensorType>(t))
          if (std::optional<ElementKind> kind =
                  elementKindOf(r.getElementType()))
            infos.push_back(
                {{r.getShape().begin(), r.getShape().end()}, *kind});
    };
    collect(type.getInputs(), actual.args);
    collect(type.getResults(), actual.results);
    if (actual.args.size() != type.getNumInputs() ||
        actual.results.size() != type.getNumResults() ||
        !sameSignature(actual, *expected))
      return makeError("the candidate's @" + funcName.str() +
                       " does not have the workload's signature");
    task = *expected;
  } else {
    FailureOr<Task> validated = validateTask(func);
    if (failed(validated))
      return makeError(diagnostics);
    task = *validated;
  }

  // A model's constants reach its tasks' code once the calls are inlined.
  if (!func.getBody().getOps<func::CallOp>().empty()) {
    PassManager pm(&ctx, ModuleOp::getOperationName());
    pm.addPass(createInlinerPass());
    if (failed(pm.run(*module)))
      return makeError("inlining failed: " + diagnostics);
  }
  unsigned numArgs = func.getNumArguments();
  FailureOr<func::FuncOp> prepack = hoistConstantComputations(func);
  if (failed(prepack))
    return makeError(diagnostics);
  std::vector<TensorInfo> packedInfos;
  for (Type t : func.getArgumentTypes().drop_front(numArgs)) {
    auto tensor = cast<RankedTensorType>(t);
    std::optional<ElementKind> kind = elementKindOf(tensor.getElementType());
    if (!kind || !tensor.hasStaticShape()) {
      std::string type;
      llvm::raw_string_ostream(type) << t;
      return makeError("a value computed from constants has type " + type +
                       ", which msched cannot allocate");
    }
    TensorInfo info{{tensor.getShape().begin(), tensor.getShape().end()},
                    *kind};
    info.constant = true;
    packedInfos.push_back(std::move(info));
  }

  LoweringOptions lowering;
  lowering.threads = threads;
  if (failed(addEntryPoint(*module, funcName, *prepack)) ||
      failed(lowerToLLVM(*module, lowering)))
    return makeError("lowering failed: " + diagnostics);

  // Debugging aid: MSCHED_DUMP_LOWERED=FILE writes the LLVM-dialect module.
  if (const char *dump = std::getenv("MSCHED_DUMP_LOWERED")) {
    std::error_code ec;
    llvm::raw_fd_ostream os(dump, ec);
    if (!ec)
      module->print(os);
  }
  llvm::Expected<Executable> exe = Executable::compile(*module, threads > 1);
  if (!exe)
    return makeError("JIT compilation failed: " +
                     llvm::toString(exe.takeError()) + "\n" + diagnostics);

  BuiltTask built{std::move(task), std::move(*exe), {}, {}, {}};
  built.inputs = makeInputs(built.task);
  for (const TensorInfo &info : built.task.results) {
    built.outputs.emplace_back(info);
    built.outputs.back().fillZero();
  }
  if (built.executable.hasPrepack()) {
    std::vector<void *> prepackArgs;
    for (const Buffer &b : built.inputs)
      prepackArgs.push_back(b.data());
    for (const TensorInfo &info : packedInfos) {
      built.packed.emplace_back(info);
      built.packed.back().fillZero();
      prepackArgs.push_back(built.packed.back().data());
    }
    built.executable.callPrepack(prepackArgs);
  }
  return built;
}

double msched::median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Evicts the data caches by streaming through a buffer larger than the last
/// level cache (as TVM's cpu cache flush does).
class CacheFlusher {
public:
  void flush() {
    if (scratch.empty())
      scratch.assign(kBytes / sizeof(uint64_t), 1);
    uint64_t sum = 0;
    for (uint64_t &x : scratch)
      sum += (x += 1);
    sink = sum;
  }

private:
  static constexpr size_t kBytes = 64ull << 20;
  std::vector<uint64_t> scratch;
  volatile uint64_t sink = 0;
};

/// Evicts the lines of `bytes` bytes at `data` from every cache level
/// (clflush, then a fence so that the next call starts after the evictions),
/// as TVM's cpu_cache_flush does for a kernel's arguments. A no-op off x86.
void evictLines(const void *data, int64_t bytes) {
#if defined(__x86_64__) || defined(__i386__)
  const char *p = static_cast<const char *>(data);
  for (int64_t offset = 0; offset < bytes; offset += 64)
    _mm_clflush(p + offset);
  _mm_mfence();
#else
  (void)data;
  (void)bytes;
#endif
}
} // namespace

void msched::keepFreedHeapMemory() {
#ifdef __GLIBC__
  static std::once_flag once;
  std::call_once(once, [] {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
  });
#endif
}

Timing msched::timeTask(const BuiltTask &built, const TimingSettings &settings,
                        bool warmedUp) {
  keepFreedHeapMemory();
  std::vector<void *> args = built.argumentPointers();
  if (!warmedUp)
    built.executable.call(args);
  CacheFlusher flusher;
  // The buffers of the constant arguments (the model's weights).
  std::vector<const Buffer *> constants;
  if (settings.flushConstants)
    for (const Buffer &b : built.inputs)
      if (b.info().constant)
        constants.push_back(&b);
  // What the prepack function made of them is read as a model reads them.
  if (settings.flushConstants)
    for (const Buffer &b : built.packed)
      constants.push_back(&b);
  bool flushing = settings.flushCache || !constants.empty();
  auto flush = [&] {
    if (settings.flushCache)
      flusher.flush();
    for (const Buffer *b : constants)
      evictLines(b->data(), b->info().bytes());
  };
  Timing timing;
  double minSeconds = settings.minRepeatMs / 1000.0;
  int number = std::max(1, settings.number);
  for (int r = 0; r < std::max(1, settings.repeat); ++r) {
    // Like TVM's time_evaluator: grow `number` until one repeat lasts at
    // least min_repeat_ms, and report that repeat's mean.
    while (true) {
      double elapsed = 0; // time spent in calls
      Clock::time_point wallStart = Clock::now();
      if (flushing) {
        for (int i = 0; i < number; ++i) {
          flush();
          Clock::time_point start = Clock::now();
          built.executable.call(args);
          elapsed += secondsSince(start);
        }
      } else {
        Clock::time_point start = Clock::now();
        for (int i = 0; i < number; ++i)
          built.executable.call(args);
        elapsed = secondsSince(start);
      }
      // With flushing, the flushes count toward min_repeat_ms too, so tiny
      // kernels do not flush thousands of times.
      double spent = flushing ? secondsSince(wallStart) : elapsed;
      if (spent >= minSeconds || number >= (1 << 24)) {
        timing.repeatSeconds.push_back(elapsed / number);
        break;
      }
      double scale = spent > 0 ? minSeconds / spent : 16;
      number = static_cast<int>(std::min<double>(
          1 << 24, std::ceil(number * std::max(1.618, scale * 1.05))));
    }
  }
  timing.medianSeconds = median(timing.repeatSeconds);
  return timing;
}
