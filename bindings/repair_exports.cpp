// The repair path's exports: extraction, repair and streaming, without schemas. Every module
// links this file (wasm.cmake); reply_exports.cpp adds validation and reask, full_exports.cpp
// the rest. They take and return numbers only, so they are plain wasm exports, which
// JavaScript calls as `core._name`: structguard-repair.wasm then needs no embind at all
// (8.5 KB gzip of glue and registration code less).
#include <emscripten/emscripten.h>

#include <string>

#include "exports.h"
#include "option_slots.h"

extern "C" {

// The layout as NUL-terminated JSON, kept for the module's life.
EMSCRIPTEN_KEEPALIVE const char* optionLayout() {
    static const std::string layout = sg::boundary::option_layout();
    return layout.c_str();
}

// The message of a reply over maxInputBytes that JavaScript measured and did not write, in the
// locale of the option slots: NUL-terminated UTF-8, kept until the next call.
EMSCRIPTEN_KEEPALIVE const char* replyTooLarge(double bytes, double limit) {
    static std::string message;
    message = sg::reply_too_large_binding(bytes, limit);
    return message.c_str();
}

EMSCRIPTEN_KEEPALIVE std::uintptr_t extractJson(std::uintptr_t bytes, std::size_t length) {
    return sg::extract_json_binding(bytes, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t repairJson(std::uintptr_t bytes, std::size_t length) {
    return sg::repair_json_binding(bytes, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t findJsonCandidates(std::uintptr_t bytes, std::size_t length) {
    return sg::find_candidates_binding(bytes, length);
}
EMSCRIPTEN_KEEPALIVE int streamCreate() { return sg::stream_create_binding(); }
EMSCRIPTEN_KEEPALIVE std::uintptr_t streamPush(int handle, std::uintptr_t bytes, std::size_t length) {
    return sg::stream_push_binding(handle, bytes, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t streamRefuse(int handle, std::size_t length) {
    return sg::stream_refuse_binding(handle, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t streamSnapshot(int handle) { return sg::stream_snapshot_binding(handle); }
EMSCRIPTEN_KEEPALIVE std::uintptr_t streamChanges(int handle) { return sg::stream_changes_binding(handle); }
EMSCRIPTEN_KEEPALIVE std::uintptr_t streamEnd(int handle) { return sg::stream_end_binding(handle); }
EMSCRIPTEN_KEEPALIVE void streamFree(int handle) { sg::stream_free_binding(handle); }

}  // extern "C"
