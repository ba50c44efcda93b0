# The one wasm build: bindings/*.cpp over the core, emitted as npm/dist/structguard.{js,wasm}.
# The flags follow ARCHITECTURE.md "Toolchain notes": a web-only ES module factory that never
# evals and never fetches by itself; every runtime hands the module in via instantiateWasm.
file(GLOB SG_BINDING_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/bindings/*.cpp")
add_executable(structguard_wasm ${SG_BINDING_SOURCES})
target_link_libraries(structguard_wasm PRIVATE structguard_core)

set(SG_WASM_OPT "-Oz" CACHE STRING "Optimisation level of the wasm build (-Oz: smallest)")
set(SG_WASM_OUT "${CMAKE_SOURCE_DIR}/npm/dist" CACHE PATH "Where structguard.{js,wasm} are written")
set(SG_BUILD_FLAGS -flto -fno-exceptions -fno-rtti)
target_compile_options(structguard_core PRIVATE ${SG_BUILD_FLAGS})
target_compile_options(structguard_wasm PRIVATE ${SG_BUILD_FLAGS})
# The path every reply takes (extraction, the strict parser, validation, the result
# writer) is compiled for speed, outside LTO so that the link's -Oz cannot undo it: at -Oz it
# runs 3x slower (bench/README.md), and it is a small part of the code. Everything else is
# compiled for size. Each source gets one -O flag: em++ does not let a later -O2 override -Oz.
set(SG_SPEED_FLAGS "-O2;-fno-lto" CACHE STRING "Compile flags of the hot path in the wasm build (-Oz: the size-first build)")
file(GLOB SG_SPEED_SOURCES CONFIGURE_DEPENDS
  "${CMAKE_SOURCE_DIR}/src/extract/*.cpp"
  "${CMAKE_SOURCE_DIR}/src/json/*.cpp"
  "${CMAKE_SOURCE_DIR}/src/reply/reply_parser.cpp"
  "${CMAKE_SOURCE_DIR}/src/core/utf8*.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/evaluator.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/keyword_*.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/json_equality.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/number_compare.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/name_table.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/schema.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/boundary.cpp")
set(SG_SIZE_SOURCES ${SG_CORE_SOURCES} ${SG_BINDING_SOURCES})
list(REMOVE_ITEM SG_SIZE_SOURCES ${SG_SPEED_SOURCES})
set_source_files_properties(${SG_SPEED_SOURCES} PROPERTIES COMPILE_OPTIONS "${SG_SPEED_FLAGS}")
set_source_files_properties(${SG_SIZE_SOURCES} PROPERTIES COMPILE_OPTIONS "${SG_WASM_OPT}")
target_compile_definitions(structguard_wasm PRIVATE EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0)
target_link_options(structguard_wasm PRIVATE
  ${SG_WASM_OPT} ${SG_BUILD_FLAGS}
  --bind
  -sENVIRONMENT=web
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createStructguard
  -sDYNAMIC_EXECUTION=0
  -sFILESYSTEM=0
  -sALLOW_MEMORY_GROWTH=1
  -sMALLOC=emmalloc
  # Out of memory aborts the module (a RuntimeError in JS) instead of returning NULL, which
  # RapidJSON's allocator does not check: without it, memory exhaustion corrupts data silently.
  -sABORTING_MALLOC=1
  "-sEXPORTED_FUNCTIONS=['_malloc','_free']"
)
set_target_properties(structguard_wasm PROPERTIES
  OUTPUT_NAME structguard
  SUFFIX ".js"
  RUNTIME_OUTPUT_DIRECTORY "${SG_WASM_OUT}")
