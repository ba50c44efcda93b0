// The repair path's exports: extraction, repair and streaming, without schemas. Every module
// links this file (wasm.cmake); reply_exports.cpp adds validation and reask, full_exports.cpp
// the rest.
#include <emscripten/bind.h>

#include "exports.h"
#include "option_slots.h"

EMSCRIPTEN_BINDINGS(structguard_repair) {
    emscripten::function("optionLayout", &sg::boundary::option_layout);
    emscripten::function("extractJson", &sg::extract_json_binding);
    emscripten::function("repairJson", &sg::repair_json_binding);
    emscripten::function("findJsonCandidates", &sg::find_candidates_binding);
    emscripten::function("streamCreate", &sg::stream_create_binding);
    emscripten::function("streamPush", &sg::stream_push_binding);
    emscripten::function("streamRefuse", &sg::stream_refuse_binding);
    emscripten::function("streamSnapshot", &sg::stream_snapshot_binding);
    emscripten::function("streamChanges", &sg::stream_changes_binding);
    emscripten::function("streamEnd", &sg::stream_end_binding);
    emscripten::function("streamFree", &sg::stream_free_binding);
}
