# find_package(MSched): the installed msched libraries as imported targets
# MSched::<library> (MSchedCore, MSchedDialect, MSchedTraces, MSchedModules,
# MSchedDatabase, MSchedFeature, MSchedCostModel, MSchedMutator,
# MSchedStrategy, MSchedSearch), with their headers. A module plugin links
# MSched::MSchedModules (include/msched/Modules/ModulePlugin.h).
include(CMakeFindDependencyMacro)
find_dependency(MLIR CONFIG PATHS /usr/lib/llvm-22/lib/cmake/mlir)
find_dependency(nlohmann_json 3)
find_dependency(Boost)
include(${CMAKE_CURRENT_LIST_DIR}/MSchedTargets.cmake)
# The LLVM/MLIR headers the msched headers include.
foreach(lib MSchedCore)
  set_property(TARGET MSched::${lib} APPEND PROPERTY
    INTERFACE_INCLUDE_DIRECTORIES ${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
endforeach()
set(MSched_FOUND TRUE)
