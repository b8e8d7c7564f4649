# lit configuration for msched's FileCheck tests.
import os
import lit.formats

config.name = "msched"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test", ".json"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.msched_binary_dir, "test", "lit")

config.environment["PATH"] = os.pathsep.join(
    [config.msched_tools_dir, config.llvm_tools_dir, "/usr/lib/llvm-22/bin",
     config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["MSCHED_WORKER"] = os.path.join(config.msched_tools_dir, "msched-worker")
config.substitutions.append(("%workloads", os.path.join(config.msched_source_dir, "bench", "workloads")))
config.substitutions.append(("%bench", os.path.join(config.msched_source_dir, "bench")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# Optional programs, as lit features (REQUIRES: gnuplot).
import shutil
if shutil.which("gnuplot"):
    config.available_features.add("gnuplot")
# msched-tune built with MPI and mpirun present (REQUIRES: mpi).
if config.msched_have_mpi and shutil.which("mpirun"):
    config.available_features.add("mpi")
# The host's tensor-intrinsic instructions, as lit features named like LLVM's
# (REQUIRES: avx512bf16): execution tests of an intrinsic run where the host
# has it and report UNSUPPORTED elsewhere; compile-level tests run anywhere.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = set()
        for line in cpuinfo:
            if line.startswith("flags"):
                flags.update(line.split(":", 1)[1].split())
except OSError:
    flags = set()
for flag, feature in (("avx512_bf16", "avx512bf16"), ("avx512_vnni", "avx512vnni"),
                      ("avx_vnni", "avxvnni"), ("amx_tile", "amx-tile"),
                      ("amx_bf16", "amx-bf16"), ("amx_int8", "amx-int8")):
    if flag in flags:
        config.available_features.add(feature)
# Open MPI refuses to run as root unless told it may (tests run as root in
# containers).
for var in ("OMPI_ALLOW_RUN_AS_ROOT", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"):
    config.environment[var] = "1"
config.substitutions.append(("%tools", config.msched_tools_dir))
# The real-input corpus (../shared/corpus beside the checkout, or
# MSCHED_CORPUS): tests of whole models written by other projects
# (REQUIRES: corpus, %corpus); a checkout without it reports them UNSUPPORTED.
corpus = os.environ.get("MSCHED_CORPUS") or os.path.join(
    config.msched_source_dir, "..", "shared", "corpus")
if os.path.isdir(corpus):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", os.path.abspath(corpus)))
