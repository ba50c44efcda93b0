# The wasm builds: bindings/*.cpp over the core, emitted as npm/dist/structguard.{js,wasm} (every
# capability), npm/dist/structguard-reply.{js,wasm} (the reply path alone: extraction, repair,
# streaming, validation and reask, for the `structguard/reply` entry) and
# npm/dist/structguard-repair.{js,wasm} (extraction, repair and streaming without schemas, for
# the `structguard/repair` entry). Each module's bindings are the smaller one's plus its own,
# so an export is registered in one file only. The flags make a web-only ES module factory
# that never evals and never fetches by itself; every runtime hands the module in via
# instantiateWasm.
file(GLOB SG_BINDING_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/bindings/*.cpp")
set(SG_REPAIR_BINDING_SOURCES)
foreach(name bulk_memory result_record option_slots extraction_fields repair_fields extract repair repair_exports)
  list(APPEND SG_REPAIR_BINDING_SOURCES "${CMAKE_SOURCE_DIR}/bindings/${name}.cpp")
endforeach()
set(SG_REPLY_BINDING_SOURCES)
foreach(name reply_fields json_options user_format schema schema_compile reply_exports)
  list(APPEND SG_REPLY_BINDING_SOURCES "${CMAKE_SOURCE_DIR}/bindings/${name}.cpp")
endforeach()
set(SG_FULL_BINDING_SOURCES ${SG_BINDING_SOURCES})
list(REMOVE_ITEM SG_FULL_BINDING_SOURCES ${SG_REPAIR_BINDING_SOURCES} ${SG_REPLY_BINDING_SOURCES})

set(SG_WASM_OPT "-Oz" CACHE STRING "Optimisation level of the wasm build (-Oz: smallest)")
set(SG_WASM_OUT "${CMAKE_SOURCE_DIR}/npm/dist" CACHE PATH "Where structguard.{js,wasm} are written")
# -mbulk-memory: the compiler writes copies and fills of unknown length (every token appended to
# a repaired text) as memory.copy and memory.fill, where without it each was a call to libc's
# memcpy, compiled code in wasm (bench/README.md). Every runtime the package supports has bulk
# memory (with SIMD128, which it already requires).
set(SG_BUILD_FLAGS -flto -fno-exceptions -fno-rtti -mbulk-memory)
target_compile_options(structguard_core PRIVATE ${SG_BUILD_FLAGS})
# The path every reply takes (extraction, the strict parser, validation, the result
# writer and the bindings that call them), a stream's changes (the growing tape read, its
# pointers and keys, and their record for JavaScript: a chunk's changes 1.3x faster, +6.8 KB
# gzip in the reply module) and a lenient reply's result (its repair log, text and answer: a
# 0.5 KB broken reply 1.2x faster, +6.2 KB) are compiled for speed, outside LTO so that the link's
# -Oz cannot undo it: at -Oz it runs 3x slower (bench/README.md), and it is a small part of the
# code. Everything else is compiled for size, the calls made once per schema too
# (bindings/schema_compile.cpp: 3.7 KB gzip less in the reply module, no slower a reply). Each source gets one -O flag: em++ does not let a later -O2 override -Oz.
# -msimd128 -msse2: RapidJSON's 16-byte string and whitespace scans (SSE2 intrinsics, which
# Emscripten maps onto wasm SIMD128; every runtime the package supports runs SIMD128).
set(SG_SPEED_FLAGS "-O2;-fno-lto;-msimd128;-msse2" CACHE STRING "Compile flags of the hot path in the wasm build (-Oz: the size-first build)")
file(GLOB SG_SPEED_SOURCES CONFIGURE_DEPENDS
  "${CMAKE_SOURCE_DIR}/src/extract/*.cpp"
  "${CMAKE_SOURCE_DIR}/src/json/*.cpp"
  "${CMAKE_SOURCE_DIR}/src/tape/*.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/reply_scanner.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/strict_prefix.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/stream_parser.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/tape_changes.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/tape_end_of_input.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/partial_value.cpp"
  "${CMAKE_SOURCE_DIR}/src/core/string_index.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/repair_fields.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/repair.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/value_scanner.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/string_scanner.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/value_tokens.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/strict_stretches.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/special_space.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/result_builder.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/candidate_selection.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/repaired_text.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/value_repairs.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/repair_log.cpp"
  "${CMAKE_SOURCE_DIR}/src/repair/quote_marks.cpp"
  "${CMAKE_SOURCE_DIR}/src/reply/reply_parser.cpp"
  "${CMAKE_SOURCE_DIR}/src/core/utf8*.cpp"
  "${CMAKE_SOURCE_DIR}/src/core/byte_runs.cpp"
  "${CMAKE_SOURCE_DIR}/src/core/key_sort.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/evaluator.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/keyword_*.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/json_equality.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/number_compare.cpp"
  "${CMAKE_SOURCE_DIR}/src/schema/name_table.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/schema.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/json_boundary.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/result_record.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/option_slots.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/extraction_fields.cpp"
  "${CMAKE_SOURCE_DIR}/bindings/reply_fields.cpp")
# Compiled for size after all: saying why strict JSON is refused (once per refused text), and
# what `bench/builds.js` timed no slower at -Oz than at -O2, side by side (bench/README.md, "-O2
# where it pays": 8.3 KB gzip less in the reply module, 8.4 in the full one): the repair
# bindings, the reply scanner, the brace strategy and the fragment check of extraction, exact
# decimals, value descriptions (coercion and messages), and the tape's DOM,
# coercion writer and sorted members.
foreach(name src/json/strict_error src/json/said_too_big src/json/exact_decimal
        src/json/value_description src/tape/tape_dom src/tape/value_text src/tape/sorted_members
        src/extract/brace_scanner src/extract/fragment_context src/repair/reply_scanner bindings/repair)
  list(REMOVE_ITEM SG_SPEED_SOURCES "${CMAKE_SOURCE_DIR}/${name}.cpp")
endforeach()
set(SG_SIZE_SOURCES ${SG_CORE_SOURCES} ${SG_BINDING_SOURCES})
list(REMOVE_ITEM SG_SIZE_SOURCES ${SG_SPEED_SOURCES})
# A target with the property SG_SIZE_FIRST compiles the hot path for size as well.
set(SG_SIZE_FIRST "$<BOOL:$<TARGET_PROPERTY:SG_SIZE_FIRST>>")
set(SG_SPEED_OPTIONS "$<${SG_SIZE_FIRST}:${SG_WASM_OPT}>")
foreach(flag ${SG_SPEED_FLAGS})
  list(APPEND SG_SPEED_OPTIONS "$<$<NOT:${SG_SIZE_FIRST}>:${flag}>")
endforeach()
set_source_files_properties(${SG_SPEED_SOURCES} PROPERTIES COMPILE_OPTIONS "${SG_SPEED_OPTIONS}")
set_source_files_properties(${SG_SIZE_SOURCES} PROPERTIES COMPILE_OPTIONS "${SG_WASM_OPT}")
# Outside LTO in every module: the linker is to find these definitions of libc's functions as
# they are, ahead of libc's own (bindings/bulk_memory.cpp).
set_source_files_properties("${CMAKE_SOURCE_DIR}/bindings/bulk_memory.cpp" PROPERTIES COMPILE_OPTIONS "-O2;-fno-lto")

# The shared bindings are compiled once and linked into every module that holds them.
add_library(structguard_repair_bindings OBJECT ${SG_REPAIR_BINDING_SOURCES})
add_library(structguard_reply_bindings OBJECT ${SG_REPLY_BINDING_SOURCES})

# structguard-repair.wasm is for frontends, where the download is what users weigh: its hot
# path is compiled for size too (17 KB gzip less, for milliseconds on a 40 KB reply:
# bench/README.md). These are its own objects of the hot-path sources and of its bindings;
# linked before the core archive, they define every symbol of those sources, so the linker
# never pulls the archive's speed-compiled copies.
set(SG_REPAIR_HOT_SOURCES ${SG_SPEED_SOURCES})
list(FILTER SG_REPAIR_HOT_SOURCES INCLUDE REGEX "/src/(core|json|tape|extract|repair)/")
add_library(structguard_repair_size_first OBJECT ${SG_REPAIR_HOT_SOURCES} ${SG_REPAIR_BINDING_SOURCES})
set_target_properties(structguard_repair_size_first PROPERTIES SG_SIZE_FIRST ON)

foreach(target structguard_repair_bindings structguard_reply_bindings structguard_repair_size_first)
  target_link_libraries(${target} PRIVATE structguard_core)
endforeach()

# ARGN: the module's bindings (sources, and object libraries as $<TARGET_OBJECTS:…>).
function(sg_wasm_module target output export_name)
  add_executable(${target} ${ARGN})
  target_link_libraries(${target} PRIVATE structguard_core)
  target_link_options(${target} PRIVATE
    ${SG_WASM_OPT} ${SG_BUILD_FLAGS}
    -sENVIRONMENT=web
    -sMODULARIZE=1
    -sEXPORT_ES6=1
    -sEXPORT_NAME=${export_name}
    -sDYNAMIC_EXECUTION=0
    -sFILESYSTEM=0
    -sALLOW_MEMORY_GROWTH=1
    -sMALLOC=emmalloc
    # Out of memory aborts the module (a RuntimeError in JS) instead of returning NULL, which
    # RapidJSON's allocator does not check: without it, memory exhaustion corrupts data silently.
    -sABORTING_MALLOC=1
    # The glue reads only what init.js hands the factory, and decodes text with TextDecoder,
    # which every supported runtime has: less glue to download.
    "-sINCOMING_MODULE_JS_API=['locateFile','onAbort','instantiateWasm']"
    -sTEXTDECODER=2
    "-sEXPORTED_FUNCTIONS=['_malloc','_free']"
    # <output>.js.symbols beside the module (not shipped: npm/package.json lists its files):
    # the names of its functions, which `make footprint` groups by owner. The module is the same.
    --emit-symbol-map
  )
  set_target_properties(${target} PROPERTIES
    OUTPUT_NAME ${output}
    SUFFIX ".js"
    RUNTIME_OUTPUT_DIRECTORY "${SG_WASM_OUT}")
endfunction()

sg_wasm_module(structguard_wasm structguard createStructguard ${SG_FULL_BINDING_SOURCES}
  $<TARGET_OBJECTS:structguard_reply_bindings> $<TARGET_OBJECTS:structguard_repair_bindings>)
sg_wasm_module(structguard_reply_wasm structguard-reply createStructguardReply
  $<TARGET_OBJECTS:structguard_reply_bindings> $<TARGET_OBJECTS:structguard_repair_bindings>)
sg_wasm_module(structguard_repair_wasm structguard-repair createStructguardRepair $<TARGET_OBJECTS:structguard_repair_size_first>)
# Size-first to the end: binaryen runs its passes until they stop shrinking the module (the
# repair module 0.5 KB gzip less, the reply module 0.9 KB; half a minute more of linking).
foreach(target structguard_repair_wasm structguard_reply_wasm)
  target_link_options(${target} PRIVATE "-sBINARYEN_EXTRA_PASSES=--converge")
endforeach()
# The full module's own exports beyond the reply path's take strings and JavaScript values:
# embind's. The reply path's are plain (reply_exports.cpp): structguard-reply.wasm has no embind.
target_link_options(structguard_wasm PRIVATE --bind)
# The reply path calls a validator's format functions in JavaScript through the imports
# user_format.js defines.
foreach(target structguard_wasm structguard_reply_wasm)
  target_link_options(${target} PRIVATE "--js-library=${CMAKE_SOURCE_DIR}/bindings/user_format.js")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/bindings/user_format.js")
endforeach()
foreach(target structguard_repair_bindings structguard_reply_bindings structguard_repair_size_first
        structguard_wasm structguard_reply_wasm structguard_repair_wasm)
  target_compile_definitions(${target} PRIVATE EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0)
  target_compile_options(${target} PRIVATE ${SG_BUILD_FLAGS})
endforeach()
