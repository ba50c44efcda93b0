// The reply path's exports beyond the repair path's (repair_exports.cpp): validation and
// reask, in structguard-reply.wasm and structguard.wasm, which wasm.cmake links this file
// into. full_exports.cpp adds the rest. The three calls every reply makes take and return
// numbers only, so they are plain wasm exports, which JavaScript calls as `core._parseReply`:
// an embind call costs a good part of what reading a short reply does. The rest pass strings
// (a schema, its errors as JSON, a message) and are registered with embind.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include "exports.h"

extern "C" {

EMSCRIPTEN_KEEPALIVE std::uintptr_t validateJson(int handle, std::uintptr_t bytes, std::size_t length) {
    return sg::validate_json_binding(handle, bytes, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t parseReply(int handle, std::uintptr_t bytes, std::size_t length) {
    return sg::parse_reply_binding(handle, bytes, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t checkReply(int handle, std::uintptr_t bytes, std::size_t length) {
    return sg::check_reply_binding(handle, bytes, length);
}

}  // extern "C"

EMSCRIPTEN_BINDINGS(structguard_reply) {
    emscripten::function("compileSchema", &sg::compile_schema_binding);
    emscripten::function("schemaTooLarge", &sg::schema_too_large_binding);
    emscripten::function("freeSchema", &sg::free_schema_binding);
    emscripten::function("addSchema", &sg::add_schema_binding);
    emscripten::function("builtinSchema", &sg::builtin_schema_binding);
    emscripten::function("reaskMessage", &sg::reask_message_binding);
}
