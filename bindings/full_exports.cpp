// What structguard.wasm exports beyond the reply path (repair_exports.cpp and reply_exports.cpp,
// linked into it too).
#include <emscripten/bind.h>

#include "exports.h"

EMSCRIPTEN_BINDINGS(structguard_full) {
    emscripten::function("sha256Hex", &sg::sha256_hex_binding);
    emscripten::function("normalizeForAudit", &sg::normalize_for_audit_binding);
    emscripten::function("auditHash", &sg::audit_hash_binding);
    emscripten::function("auditRecord", &sg::audit_record_binding);
    emscripten::function("checkDependencies", &sg::check_dependencies_binding);
    emscripten::function("checkCompactDependencies", &sg::check_compact_dependencies_binding);
    emscripten::function("resolveDependencies", &sg::resolve_dependencies_binding);
    emscripten::function("composeSystemPrompt", &sg::compose_system_prompt_binding);
    emscripten::function("buildSessionPrompt", &sg::build_session_prompt_binding);
    emscripten::function("buildJudgmentPrompt", &sg::build_judgment_prompt_binding);
    emscripten::function("injectJsonInstruction", &sg::inject_json_instruction_binding);
    emscripten::function("estimateTokens", &sg::estimate_tokens_binding);
    emscripten::function("historyWindow", &sg::history_window_binding);
    emscripten::function("assembleHistory", &sg::assemble_history_binding);
    emscripten::function("toolOutput", &sg::tool_output_binding);
    emscripten::function("pruneToolOutputs", &sg::prune_tool_outputs_binding);
    emscripten::function("toolResultText", &sg::tool_result_text_binding);
    emscripten::function("prunableTokens", &sg::prunable_tokens_binding);
    emscripten::function("lintSchema", &sg::lint_schema_binding);
    emscripten::function("toStrictSchema", &sg::to_strict_schema_binding);
    emscripten::function("withExactItems", &sg::with_exact_items_binding);
    emscripten::function("fromStrictForm", &sg::from_strict_form_binding);
    emscripten::function("exampleInstance", &sg::example_instance_binding);
    emscripten::function("estimateMaxTokens", &sg::estimate_max_tokens_binding);
    emscripten::function("isEnabled", &sg::is_enabled_binding);
    emscripten::function("runCreate", &sg::run_create);
    emscripten::function("runStart", &sg::run_start);
    emscripten::function("runResponseHead", &sg::run_response_head);
    emscripten::function("runResponseChunk", &sg::run_response_chunk);
    emscripten::function("runPartial", &sg::run_partial);
    emscripten::function("runPartialChanges", &sg::run_partial_changes);
    emscripten::function("runResponseEnd", &sg::run_response_end);
    emscripten::function("runTransportFailed", &sg::run_transport_failed);
    emscripten::function("runSleepDone", &sg::run_sleep_done);
    emscripten::function("runToolResults", &sg::run_tool_results);
    emscripten::function("runCancel", &sg::run_cancel);
    emscripten::function("runFree", &sg::run_free);
    emscripten::function("replyMessage", &sg::reply_message_binding);
    emscripten::function("parseProcessTemplate", &sg::parse_process_template_binding);
}
