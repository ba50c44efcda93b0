// Every function the wasm modules export to JavaScript, declared once; the file named above each
// group defines it. repair_exports.cpp registers the repair path's (every module links it),
// reply_exports.cpp validation and reask (structguard-reply.wasm and structguard.wasm) and
// full_exports.cpp the rest (structguard.wasm only), so those three lists are the whole export
// surface (issue 18). optionLayout is declared with the option slots (option_slots.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <emscripten/val.h>

namespace sg {

// extract.cpp
std::uintptr_t extract_json_binding(std::uintptr_t bytes, std::size_t length);
std::string reply_too_large_binding(double bytes, double limit);

// repair.cpp
std::uintptr_t repair_json_binding(std::uintptr_t bytes, std::size_t length);
std::uintptr_t find_candidates_binding(std::uintptr_t bytes, std::size_t length);
int stream_create_binding();
std::uintptr_t stream_push_binding(int handle, std::uintptr_t bytes, std::size_t length);
std::uintptr_t stream_refuse_binding(int handle, std::size_t length);
std::uintptr_t stream_snapshot_binding(int handle);
std::uintptr_t stream_changes_binding(int handle);
std::uintptr_t stream_end_binding(int handle);
void stream_free_binding(int handle);

// schema_compile.cpp (compiling, the registry, reask) and schema.cpp (the calls every reply makes)
// Texts are (address, byte length) in wasm memory (npm/src/text_buffer.js); results are records
// (result_record.h), but schemaTooLarge's message.
std::uintptr_t compile_schema_binding(std::uintptr_t schema_text, std::size_t schema_length, std::uintptr_t options_json,
                                      std::size_t options_length, int format_check);
// The message of a schema text over maxInputBytes that JavaScript measured and did not copy
// (npm/src/input_limit.js), in the locale of the option slots.
std::string schema_too_large_binding(double bytes, double limit);
void free_schema_binding(int handle);
std::uintptr_t validate_json_binding(int handle, std::uintptr_t bytes, std::size_t length);
std::uintptr_t parse_reply_binding(int handle, std::uintptr_t bytes, std::size_t length);
std::uintptr_t check_reply_binding(int handle, std::uintptr_t bytes, std::size_t length);
std::uintptr_t add_schema_binding(std::uintptr_t uri, std::size_t uri_length, std::uintptr_t schema_text,
                                  std::size_t schema_length);
std::uintptr_t builtin_schema_binding(std::uintptr_t name, std::size_t length);
std::uintptr_t reask_message_binding(std::uintptr_t errors_json, std::size_t length);

// audit.cpp
std::string sha256_hex_binding(const emscripten::val& bytes);
std::string normalize_for_audit_binding(const std::string& messages_json);
std::string audit_hash_binding(const std::string& messages_json, const std::string& salt);
std::string audit_record_binding(const std::string& fields_json);

// graph.cpp
std::string check_dependencies_binding(const std::string& steps_json, const std::string& options_json);
std::string check_compact_dependencies_binding(const emscripten::val& words, const std::string& options_json);
std::string resolve_dependencies_binding(const std::string& steps_json, const std::string& ids_json,
                                         const std::string& options_json);

// prompt.cpp: texts are (address, byte length) in wasm memory; results are views of the kept
// result buffer (result_view.h) or numbers.
emscripten::val compose_system_prompt_binding(std::uintptr_t instruction, std::size_t instruction_length,
                                              std::uintptr_t overrides, std::size_t overrides_length,
                                              std::uintptr_t options_json, std::size_t options_length);
emscripten::val build_session_prompt_binding(std::uintptr_t request_json, std::size_t length);
emscripten::val build_judgment_prompt_binding(std::uintptr_t request_json, std::size_t length);
emscripten::val inject_json_instruction_binding(std::uintptr_t prompt, std::size_t prompt_length,
                                                std::uintptr_t schema_json, std::size_t schema_length);
double estimate_tokens_binding(std::uintptr_t text, std::size_t length);
emscripten::val history_window_binding(std::uintptr_t request_json, std::size_t length);
emscripten::val assemble_history_binding(std::uintptr_t request_json, std::size_t length);
emscripten::val tool_output_binding(std::uintptr_t text, std::size_t text_length, std::uintptr_t options_json,
                                    std::size_t options_length);
emscripten::val prune_tool_outputs_binding(std::uintptr_t request_json, std::size_t length);
emscripten::val tool_result_text_binding(std::uintptr_t summary, std::size_t summary_length, std::uintptr_t content,
                                         std::size_t content_length, std::uintptr_t options_json,
                                         std::size_t options_length);
double prunable_tokens_binding(std::uintptr_t request_json, std::size_t length);

// providers.cpp
std::string lint_schema_binding(const std::string& schema_text, const std::string& provider_name,
                                const std::string& options_json);
std::string to_strict_schema_binding(const std::string& schema_text, const std::string& provider_name,
                                     const std::string& options_json);
std::string with_exact_items_binding(const std::string& schema_text, const std::string& pointer, double count,
                                     const std::string& options_json);
std::string from_strict_form_binding(const std::string& value_text, const std::string& schema_text);
std::string example_instance_binding(const std::string& schema_text, const std::string& template_text,
                                     const std::string& options_json);
std::string estimate_max_tokens_binding(double base, double items, double per_item, double extra, double attempt);
bool is_enabled_binding(const std::string& record_json, const std::string& flag);

// run.cpp
int run_create(const std::string& kind, const std::string& request_json);
std::string run_start(int handle, const std::string& host);
void run_response_head(int handle, int status, const std::string& headers);
std::string run_response_chunk(int handle, const std::string& chunk);
std::uintptr_t run_partial(int handle);
std::uintptr_t run_partial_changes(int handle);
std::string run_response_end(int handle, const std::string& host);
std::string run_transport_failed(int handle, const std::string& failure, const std::string& detail,
                                 const std::string& host);
std::string run_sleep_done(int handle, const std::string& host);
std::string run_tool_results(int handle, const std::string& results, const std::string& host);
std::string run_cancel(int handle, const std::string& host);
void run_free(int handle);
std::string reply_message_binding(const std::string& row, const std::string& first, const std::string& second,
                                  const std::string& locale);

// templates.cpp
std::uintptr_t parse_process_template_binding(std::uintptr_t bytes, std::size_t length, bool named,
                                              const std::string& default_name);

}  // namespace sg
