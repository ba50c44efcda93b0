// The reply path's exports beyond the repair path's (repair_exports.cpp): validation and
// reask, registered in structguard-reply.wasm and structguard.wasm, which wasm.cmake links
// this file into. full_exports.cpp adds the rest.
#include <emscripten/bind.h>

#include "exports.h"

EMSCRIPTEN_BINDINGS(structguard_reply) {
    emscripten::function("compileSchema", &sg::compile_schema_binding);
    emscripten::function("schemaTooLarge", &sg::schema_too_large_binding);
    emscripten::function("freeSchema", &sg::free_schema_binding);
    emscripten::function("validateJson", &sg::validate_json_binding);
    emscripten::function("parseReply", &sg::parse_reply_binding);
    emscripten::function("checkReply", &sg::check_reply_binding);
    emscripten::function("addSchema", &sg::add_schema_binding);
    emscripten::function("builtinSchema", &sg::builtin_schema_binding);
    emscripten::function("reaskMessage", &sg::reask_message_binding);
}
