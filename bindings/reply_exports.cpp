// The reply path's exports beyond the repair path's (repair_exports.cpp): validation and
// reask, in structguard-reply.wasm and structguard.wasm, which wasm.cmake links this file
// into. full_exports.cpp adds the rest. Like the repair path's they take and return numbers
// only (texts written by npm/src/text_buffer.js, results as records), so they are plain wasm
// exports, which JavaScript calls as `core._parseReply`: structguard-reply.wasm needs no embind.
#include <emscripten/emscripten.h>

#include <string>

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

EMSCRIPTEN_KEEPALIVE std::uintptr_t compileSchema(std::uintptr_t schema, std::size_t schema_length, std::uintptr_t options,
                                                  std::size_t options_length, int format_check) {
    return sg::compile_schema_binding(schema, schema_length, options, options_length, format_check);
}
// NUL-terminated UTF-8, kept until the next call (as replyTooLarge's).
EMSCRIPTEN_KEEPALIVE const char* schemaTooLarge(double bytes, double limit) {
    static std::string message;
    message = sg::schema_too_large_binding(bytes, limit);
    return message.c_str();
}
EMSCRIPTEN_KEEPALIVE void freeSchema(int handle) { sg::free_schema_binding(handle); }
EMSCRIPTEN_KEEPALIVE std::uintptr_t addSchema(std::uintptr_t uri, std::size_t uri_length, std::uintptr_t schema,
                                              std::size_t schema_length) {
    return sg::add_schema_binding(uri, uri_length, schema, schema_length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t builtinSchema(std::uintptr_t name, std::size_t length) {
    return sg::builtin_schema_binding(name, length);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t reaskMessage(std::uintptr_t errors, std::size_t length) {
    return sg::reask_message_binding(errors, length);
}

}  // extern "C"
