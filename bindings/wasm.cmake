# The one wasm build: bindings/*.cpp over the core, emitted as npm/dist/structguard.{js,wasm}.
# The flags follow ARCHITECTURE.md "Toolchain notes": a web-only ES module factory that never
# evals and never fetches by itself; every runtime hands the module in via instantiateWasm.
file(GLOB SG_BINDING_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/bindings/*.cpp")
add_executable(structguard_wasm ${SG_BINDING_SOURCES})
target_link_libraries(structguard_wasm PRIVATE structguard_core)

set(SG_WASM_OPT "-Oz" CACHE STRING "Optimisation level of the wasm build (-Oz: smallest)")
set(SG_WASM_OUT "${CMAKE_SOURCE_DIR}/npm/dist" CACHE PATH "Where structguard.{js,wasm} are written")
set(SG_SIZE_FLAGS ${SG_WASM_OPT} -flto -fno-exceptions -fno-rtti)
target_compile_options(structguard_core PRIVATE ${SG_SIZE_FLAGS})
target_compile_options(structguard_wasm PRIVATE ${SG_SIZE_FLAGS})
target_compile_definitions(structguard_wasm PRIVATE EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0)
target_link_options(structguard_wasm PRIVATE
  ${SG_SIZE_FLAGS}
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
