// The prompt module (rules P1-P7) for npm/src/prompt.js: free texts and structured input (one
// JSON request) are read where JavaScript wrote them in wasm memory (text_at), and every result
// leaves as JSON text in the kept result buffer (result_view.h), so that a large prompt is held
// about three times (the text written, the prompt made, its JSON) rather than ten. The JS side
// has already checked the argument types, so a field of the wrong type here reads as absent.
#include <algorithm>

#include "json_boundary.h"
#include "exports.h"
#include "result_view.h"
#include "prompt/history_budget.h"
#include "prompt/json_instruction.h"
#include "prompt/judgment_prompt.h"
#include "prompt/session_prompt.h"
#include "prompt/system_prompt.h"
#include "prompt/token_estimate.h"
#include "prompt/tool_output.h"

namespace sg {
namespace {

using boundary::string_member;
using boundary::text_at;
using boundary::Writer;

// Room for a result's JSON: the texts it holds and a little for the members around them.
constexpr std::size_t kResultMembersBytes = 1024;

bool has_number(const rapidjson::Document& options, const char* name) {
    const auto found = options.FindMember(name);
    return found != options.MemberEnd() && found->value.IsNumber();
}

Language language_member(const rapidjson::Value& object, Language fallback) {
    return language_from_code(string_member(object, "language")).value_or(fallback);
}

const rapidjson::Value& array_member(const rapidjson::Document& request, const char* name) {
    static const rapidjson::Value empty(rapidjson::kArrayType);
    const auto found = request.FindMember(name);
    return found != request.MemberEnd() && found->value.IsArray() ? found->value : empty;
}

void write_strings(Writer& out, const std::vector<std::string>& strings) {
    out.StartArray();
    for (const std::string& text : strings) boundary::write_string(out, text);
    out.EndArray();
}

// {ok, text, ..., error}: the shape of every call that either makes a text or says why not.
template <typename T>
void write_ok_text(Writer& out, const Result<T>& result, std::string_view text) {
    boundary::write_member(out, "ok", result.ok());
    out.Key("text");
    if (result.ok()) boundary::write_string(out, text);
    else out.Null();
}

template <typename T>
void write_error_or_null(Writer& out, const Result<T>& result, std::string_view source) {
    out.Key("error");
    if (result.ok()) out.Null();
    else boundary::write_error(out, result.error(), source);
}

emscripten::val text_result(const Result<std::string>& result, std::string_view source) {
    const std::size_t expected = (result.ok() ? result.value().size() : source.size()) + kResultMembersBytes;
    return boundary::result_view(expected, [&](Writer& out) {
        out.StartObject();
        write_ok_text(out, result, result.ok() ? std::string_view(result.value()) : std::string_view());
        write_error_or_null(out, result, source);
        out.EndObject();
    });
}

// {ok, text, overridesForm, overridden, autoWrapped, warnings, error}. Only JSON overrides can
// fail, so a failure reports the form "json" and nothing applied.
emscripten::val system_prompt_result(const Result<SystemPrompt>& result, std::string_view overrides) {
    SystemPrompt failed;
    failed.overrides_form = OverrideForm::Json;
    const SystemPrompt& prompt = result.ok() ? result.value() : failed;
    return boundary::result_view(prompt.text.size() + kResultMembersBytes, [&](Writer& out) {
        out.StartObject();
        write_ok_text(out, result, prompt.text);
        boundary::write_string_member(out, "overridesForm", override_form_name(prompt.overrides_form));
        out.Key("overridden");
        write_strings(out, prompt.overridden);
        out.Key("autoWrapped");
        write_strings(out, prompt.auto_wrapped);
        out.Key("warnings");
        boundary::write_objects(out, prompt.warnings, [&](const OverrideWarning& warning) {
            boundary::write_string_member(out, "code", warning.code);
            boundary::write_string_member(out, "key", warning.key);
            boundary::write_string_member(out, "message", warning.message);
        });
        write_error_or_null(out, result, overrides);
        out.EndObject();
    });
}

HistoryOptions history_options(const rapidjson::Document& request) {
    HistoryOptions options;
    options.window_size = boundary::size_option(request, "windowSize", options.window_size);
    options.response_max_tokens = boundary::size_option(request, "responseMaxTokens", options.response_max_tokens);
    options.safety_margin_tokens = boundary::size_option(request, "safetyMarginTokens", options.safety_margin_tokens);
    if (has_number(request, "modelContextLimit")) options.model_context_limit = boundary::size_option(request, "modelContextLimit", 0);
    if (has_number(request, "maxTokensBudget")) options.max_tokens_budget = boundary::size_option(request, "maxTokensBudget", 0);
    options.system_tokens = has_number(request, "systemTokens") ? boundary::size_option(request, "systemTokens", 0)
                                                                : estimate_tokens(string_member(request, "systemPrompt"));
    return options;
}

// Members in index.d.ts order.
void write_history_selection(Writer& out, const HistorySelection& selection, const HistoryOptions& options) {
    out.Key("included");
    boundary::write_objects(out, selection.kept, [&](const KeptMessage& kept) {
        boundary::write_member(out, "index", kept.index);
        boundary::write_member(out, "tokens", kept.tokens);
        boundary::write_member(out, "forced", kept.forced);
    });
    out.Key("dropped");
    boundary::write_objects(out, selection.dropped, [&](const DroppedMessage& dropped) {
        boundary::write_member(out, "index", dropped.index);
        boundary::write_string_member(out, "reason", drop_reason_name(dropped.reason));
    });
    boundary::write_member(out, "budget", selection.budget);
    boundary::write_member(out, "usedTokens", selection.used_tokens);
    boundary::write_member(out, "overBudget", selection.over_budget);
    boundary::write_member(out, "systemTokens", options.system_tokens);
}

// request.messages: [{role, content, tokens?}]; the views point into `request`.
std::vector<HistoryMessage> history_messages(const rapidjson::Document& request) {
    std::vector<HistoryMessage> messages;
    for (const rapidjson::Value& message : array_member(request, "messages").GetArray()) {
        if (!message.IsObject()) {
            messages.push_back(HistoryMessage{});
            continue;
        }
        const auto tokens = message.FindMember("tokens");
        std::optional<std::uint64_t> counted;
        if (tokens != message.MemberEnd() && tokens->value.IsNumber() && tokens->value.GetDouble() >= 0) {
            counted = static_cast<std::uint64_t>(std::min(tokens->value.GetDouble(), 9007199254740992.0));
        }
        messages.push_back(HistoryMessage{string_member(message, "role"), string_member(message, "content"), counted});
    }
    return messages;
}

void write_tool_output(Writer& out, const ToolOutput& output) {
    out.StartObject();
    boundary::write_string_member(out, "summary", output.summary);
    if (output.content) {
        boundary::write_string_member(out, "content", *output.content);
    }
    out.EndObject();
}

// items: [{summary, content?}]; a content that is absent or not a string is no content.
std::vector<ToolOutput> tool_outputs(const rapidjson::Document& request) {
    std::vector<ToolOutput> outputs;
    for (const rapidjson::Value& item : array_member(request, "items").GetArray()) {
        ToolOutput output;
        if (item.IsObject()) {
            output.summary = std::string(string_member(item, "summary"));
            const auto content = item.FindMember("content");
            if (content != item.MemberEnd() && content->value.IsString()) {
                output.content = std::string(content->value.GetString(), content->value.GetStringLength());
            }
        }
        outputs.push_back(std::move(output));
    }
    return outputs;
}

}  // namespace

// options: {hasOverrides, language}; `overrides` is read only when hasOverrides is true.
emscripten::val compose_system_prompt_binding(std::uintptr_t instruction, std::size_t instruction_length,
                                              std::uintptr_t overrides, std::size_t overrides_length,
                                              std::uintptr_t options_json, std::size_t options_length) {
    const rapidjson::Document options = boundary::read_options(text_at(options_json, options_length));
    SystemPromptRequest request{text_at(instruction, instruction_length), std::nullopt,
                                language_member(options, kDefaultSystemLanguage)};
    if (boundary::bool_option(options, "hasOverrides", false)) request.overrides = text_at(overrides, overrides_length);
    return system_prompt_result(compose_system_prompt(request), request.overrides.value_or(""));
}

// request: {context: {industry, processType, goal, region, compliance, additionalContext}, language}
emscripten::val build_session_prompt_binding(std::uintptr_t request_json, std::size_t length) {
    const rapidjson::Document request = boundary::read_options(text_at(request_json, length));
    static const rapidjson::Value no_context(rapidjson::kObjectType);
    const auto found = request.FindMember("context");
    const rapidjson::Value& context = found != request.MemberEnd() && found->value.IsObject() ? found->value : no_context;
    const SessionContext fields{string_member(context, "industry"), string_member(context, "processType"),
                                string_member(context, "goal"),     string_member(context, "region"),
                                string_member(context, "compliance"), string_member(context, "additionalContext")};
    return text_result(build_session_prompt(fields, {language_member(request, kDefaultSessionLanguage)}), "");
}

// request: {rules: [string], mode: 'structured' | 'tag', tagName, language, report}
emscripten::val build_judgment_prompt_binding(std::uintptr_t request_json, std::size_t length) {
    const rapidjson::Document request = boundary::read_options(text_at(request_json, length));
    JudgmentPromptRequest judgment;
    for (const rapidjson::Value& rule : array_member(request, "rules").GetArray()) {
        judgment.rules.push_back(rule.IsString() ? std::string_view(rule.GetString(), rule.GetStringLength())
                                                 : std::string_view());
    }
    if (string_member(request, "mode") == judgment_mode_name(JudgmentMode::Tag)) judgment.mode = JudgmentMode::Tag;
    if (request.HasMember("tagName")) judgment.tag_name = string_member(request, "tagName");
    judgment.language = language_member(request, judgment.language);
    judgment.report = string_member(request, "report");
    return text_result(build_judgment_prompt(judgment), "");
}

emscripten::val inject_json_instruction_binding(std::uintptr_t prompt, std::size_t prompt_length,
                                                std::uintptr_t schema_json, std::size_t schema_length) {
    const std::string_view schema = text_at(schema_json, schema_length);
    return text_result(inject_json_instruction(text_at(prompt, prompt_length), schema), schema);
}

double estimate_tokens_binding(std::uintptr_t text, std::size_t length) {
    return static_cast<double>(estimate_tokens(text_at(text, length)));
}

// request: {messages: [{role}], windowSize}: the indexes, oldest first, that a caller's token
// counter counts before assembleHistory (P6).
emscripten::val history_window_binding(std::uintptr_t request_json, std::size_t length) {
    const rapidjson::Document request = boundary::read_options(text_at(request_json, length));
    return boundary::result_view(kResultMembersBytes, [&](Writer& out) {
        out.StartArray();
        for (const std::size_t index : history_window(history_messages(request), history_options(request).window_size)) {
            out.Uint64(index);
        }
        out.EndArray();
    });
}

// request: {messages: [{role, content, tokens?}], windowSize, modelContextLimit, responseMaxTokens,
// safetyMarginTokens, systemTokens | systemPrompt, maxTokensBudget}
emscripten::val assemble_history_binding(std::uintptr_t request_json, std::size_t length) {
    const rapidjson::Document request = boundary::read_options(text_at(request_json, length));
    const std::vector<HistoryMessage> messages = history_messages(request);
    const HistoryOptions options = history_options(request);
    const HistorySelection selection = assemble_history(messages, options);

    return boundary::result_view(kResultMembersBytes, [&](Writer& out) {
        out.StartObject();
        write_history_selection(out, selection, options);
        out.EndObject();
    });
}

emscripten::val tool_output_binding(std::uintptr_t text, std::size_t text_length, std::uintptr_t options_json,
                                    std::size_t options_length) {
    const rapidjson::Document options = boundary::read_options(text_at(options_json, options_length));
    const ToolOutput output = tool_output(text_at(text, text_length),
                                          boundary::size_option(options, "threshold", kDefaultToolSummaryThreshold));
    const std::size_t expected = output.summary.size() + (output.content ? output.content->size() : 0) + kResultMembersBytes;
    return boundary::result_view(expected, [&](Writer& out) {
        write_tool_output(out, output);
    });
}

// request: {items, keepLast} -> {pruned: [index], freedTokens}; the JS side drops the contents.
emscripten::val prune_tool_outputs_binding(std::uintptr_t request_json, std::size_t length) {
    const rapidjson::Document request = boundary::read_options(text_at(request_json, length));
    const PruneResult result = prune_tool_outputs(
        tool_outputs(request), boundary::size_option(request, "keepLast", kDefaultKeepLastToolOutputs));
    return boundary::result_view(kResultMembersBytes, [&](Writer& out) {
        out.StartObject();
        out.Key("pruned");
        out.StartArray();
        for (std::size_t index : result.pruned) out.Uint64(index);
        out.EndArray();
        boundary::write_member(out, "freedTokens", result.freed_tokens);
        out.EndObject();
    });
}

// options: {hasContent}; `content` is read only when hasContent is true.
emscripten::val tool_result_text_binding(std::uintptr_t summary, std::size_t summary_length, std::uintptr_t content,
                                         std::size_t content_length, std::uintptr_t options_json,
                                         std::size_t options_length) {
    const rapidjson::Document options = boundary::read_options(text_at(options_json, options_length));
    ToolOutput output{std::string(text_at(summary, summary_length)), std::nullopt};
    if (boundary::bool_option(options, "hasContent", false)) output.content = std::string(text_at(content, content_length));
    return text_result(tool_result_text(output), "");
}

double prunable_tokens_binding(std::uintptr_t request_json, std::size_t length) {
    return static_cast<double>(prunable_tokens(tool_outputs(boundary::read_options(text_at(request_json, length)))));
}

}  // namespace sg
