//===- Executable.cpp - JIT-compiled tasks --------------------------------===//

#include "msched/Executable.h"
#include "msched/Lowering.h"
#include "msched/TensorIntrinsic.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;

/// The options of applyCodeGenDefaults (Executable.h), name and value.
static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
    kCodeGenDefaults[] = {{"dag-maps-huge-region", "100"}};

std::vector<std::string> msched::codeGenDefaultArguments() {
  std::vector<std::string> arguments;
  for (auto [name, value] : kCodeGenDefaults)
    arguments.push_back(("-" + name + "=" + value).str());
  return arguments;
}

void msched::applyCodeGenDefaults() {
  auto &options = llvm::cl::getRegisteredOptions();
  for (auto [name, value] : kCodeGenDefaults) {
    auto it = options.find(name);
    // An option LLVM no longer has is left alone: only compile time suffers.
    if (it == options.end() || it->second->getNumOccurrences() > 0)
      continue;
    // Parsed as from a command line, so the option keeps its own type.
    (void)it->second->addOccurrence(/*pos=*/0, it->first, value);
  }
}

static void initializeNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    msched::applyCodeGenDefaults();
  });
}

/// Whether `llvmModule` calls an AMX intrinsic (tile loads, stores, zeroing
/// and multiplies: llvm.x86.tile*, llvm.x86.tdp*).
static bool usesAmx(ModuleOp llvmModule) {
  bool found = false;
  llvmModule.walk([&](LLVM::CallIntrinsicOp call) {
    StringRef name = call.getIntrin();
    found |=
        name.starts_with("llvm.x86.tile") || name.starts_with("llvm.x86.tdp");
  });
  return found;
}

llvm::Expected<msched::Executable>
msched::Executable::compile(ModuleOp llvmModule, bool needsOpenMP) {
  initializeNativeTarget();
  bool hasPrepack = llvmModule.lookupSymbol(kPrepackEntryName) != nullptr;
  // The host's CPU name and features, so both LLVM's O3 pipeline (vectorizer
  // cost models) and code generation use e.g. AVX-512.
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  auto targetMachine = builder->createTargetMachine();
  if (!targetMachine)
    return targetMachine.takeError();

  auto optimize = makeOptimizingTransformer(
      /*optLevel=*/3, /*sizeLevel=*/0, targetMachine->get());
  // Debugging aid: MSCHED_DUMP_OPTIMIZED=FILE writes the LLVM IR that code
  // generation gets (after LLVM's O3 pipeline).
  auto transformer = [&optimize](llvm::Module *module) -> llvm::Error {
    if (llvm::Error error = optimize(module))
      return error;
    if (const char *dump = std::getenv("MSCHED_DUMP_OPTIMIZED")) {
      std::error_code ec;
      llvm::raw_fd_ostream os(dump, ec);
      if (!ec) {
        os << "; msched codegen defaults:";
        for (const std::string &argument : codeGenDefaultArguments())
          os << " " << argument;
        os << "\n";
        module->print(os, nullptr);
      }
    }
    return llvm::Error::success();
  };
  ExecutionEngineOptions options;
  // A function_ref: `transformer` outlives the engine's creation, which
  // optimizes and compiles the module.
  options.transformer = transformer;
  options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  llvm::SmallVector<llvm::StringRef, 2> libs = {kCRunnerUtils};
  if (needsOpenMP)
    libs.push_back(kOpenMPRuntime);
  options.sharedLibPaths = libs;
  options.enableGDBNotificationListener = false;
  // MSCHED_PERF_JIT=1: tell perf about the JIT-compiled code (jitdump files
  // for `perf record -k 1` and `perf inject --jit`), to profile candidates.
  options.enablePerfNotificationListener = std::getenv("MSCHED_PERF_JIT");

  // Code with AMX tile instructions runs only after the kernel grants the
  // process their state (the first one would fault); code without them
  // does not ask (an old kernel's refusal must not stop it).
  std::string amxRefused;
  if (usesAmx(llvmModule) && !requestAmxPermission(amxRefused))
    return llvm::createStringError(amxRefused);
  auto engine =
      ExecutionEngine::create(llvmModule, options, std::move(*targetMachine));
  if (!engine)
    return engine.takeError();
  Executable exe;
  exe.engine = std::move(*engine);
  exe.engine->initialize();
  auto entry = exe.engine->lookupPacked(kEntryName);
  if (!entry)
    return entry.takeError();
  exe.entry = *entry;
  if (hasPrepack) {
    auto prepack = exe.engine->lookupPacked(kPrepackEntryName);
    if (!prepack)
      return prepack.takeError();
    exe.prepackEntry = *prepack;
  }
  return exe;
}

/// Calls `function`'s packed wrapper, which takes one pointer per argument,
/// pointing at the value (here: at each bare buffer pointer).
static void callPacked(void (*function)(void **),
                       const std::vector<void *> &buffers) {
  std::vector<void *> packed(buffers.size());
  std::vector<void *> values(buffers);
  for (size_t i = 0; i < buffers.size(); ++i)
    packed[i] = &values[i];
  function(packed.data());
}

void msched::Executable::call(const std::vector<void *> &buffers) const {
  callPacked(entry, buffers);
}

void msched::Executable::callPrepack(const std::vector<void *> &buffers) const {
  if (prepackEntry)
    callPacked(prepackEntry, buffers);
}
