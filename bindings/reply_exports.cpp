// The reply path's exports (issue 15): registered in both modules, since wasm.cmake links this
// file into structguard-reply.wasm and structguard.wasm alike. full_exports.cpp adds the rest.
#include <emscripten/bind.h>

#include "exports.h"
#include "option_slots.h"

EMSCRIPTEN_BINDINGS(structguard_reply) {
    emscripten::function("optionLayout", &sg::boundary::option_layout);
    emscripten::function("extractJson", &sg::extract_json_binding);
    emscripten::function("replyTooLarge", &sg::reply_too_large_binding);
    emscripten::function("repairJson", &sg::repair_json_binding);
    emscripten::function("findJsonCandidates", &sg::find_candidates_binding);
    emscripten::function("streamCreate", &sg::stream_create_binding);
    emscripten::function("streamPush", &sg::stream_push_binding);
    emscripten::function("streamRefuse", &sg::stream_refuse_binding);
    emscripten::function("streamSnapshot", &sg::stream_snapshot_binding);
    emscripten::function("streamChanges", &sg::stream_changes_binding);
    emscripten::function("streamEnd", &sg::stream_end_binding);
    emscripten::function("streamFree", &sg::stream_free_binding);
    emscripten::function("compileSchema", &sg::compile_schema_binding);
    emscripten::function("freeSchema", &sg::free_schema_binding);
    emscripten::function("validateJson", &sg::validate_json_binding);
    emscripten::function("parseReply", &sg::parse_reply_binding);
    emscripten::function("checkReply", &sg::check_reply_binding);
    emscripten::function("addSchema", &sg::add_schema_binding);
    emscripten::function("builtinSchema", &sg::builtin_schema_binding);
    emscripten::function("reaskMessage", &sg::reask_message_binding);
}
