#include "prompt/judgment_prompt.h"

#include "core/text_trim.h"
#include "prompt/system_prompt.h"

namespace sg {
namespace {

bool is_tag_name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

std::optional<Error> check_request(const JudgmentPromptRequest& request) {
    if (request.rules.empty()) {
        return error_without_position(ErrorCode::ValidationFailed,
                                      "there are no rules to judge against");
    }
    for (std::size_t i = 0; i < request.rules.size(); ++i) {
        if (trim_space(request.rules[i]).empty()) {
            return error_without_position(ErrorCode::ValidationFailed,
                                          "rule " + std::to_string(i + 1) + " is blank");
        }
    }
    bool valid_name = !request.tag_name.empty();
    for (char c : request.tag_name) valid_name = valid_name && is_tag_name_char(c);
    if (!valid_name) {
        return error_without_position(ErrorCode::ValidationFailed,
                                      "the tag name \"" + std::string(request.tag_name) +
                                          "\" must be one or more of A-Z a-z 0-9 _ -");
    }
    return std::nullopt;
}

// One rule as one table cell, appended to `table`.
void append_table_cell(std::string& table, std::string_view rule) {
    const std::string_view text = trim_space(rule);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;
        if (c == '\n' || c == '\r') table += ' ';
        else if (c == '|') table += "\\|";
        else table += c;
    }
}

// The rules section, sized once for rules without `|` (a rule may be as large as a caller's
// text: a copy per step would hold it several times over).
std::string rules_section(const JudgmentPromptRequest& request, const JudgmentTexts& texts) {
    std::size_t size = texts.rules_heading.size() + texts.condition_column.size() + 32;
    for (std::string_view rule : request.rules) size += rule.size() + 32;
    std::string table;
    table.reserve(size);
    table += texts.rules_heading;
    table += "\n\n| # | ";
    table += texts.condition_column;
    table += " |\n|---|---|";
    for (std::size_t i = 0; i < request.rules.size(); ++i) {
        table += "\n| " + std::to_string(i + 1) + " | ";
        append_table_cell(table, request.rules[i]);
        table += " |";
    }
    return table;
}

std::string tag_list(const JudgmentPromptRequest& request, const JudgmentTexts& texts) {
    std::string list;
    for (std::size_t i = 1; i <= request.rules.size(); ++i) {
        if (i > 1) list += '\n';
        list += "- " + judgment_tag(request.tag_name, i) + " — " + std::string(texts.rule_word) + " " +
                std::to_string(i);
    }
    return list;
}

std::string section(std::string_view heading, std::string_view body) {
    return std::string(heading) + "\n\n" + std::string(body);
}

}  // namespace

std::string_view judgment_mode_name(JudgmentMode mode) {
    return mode == JudgmentMode::Tag ? "tag" : "structured";
}

std::string judgment_tag(std::string_view tag_name, std::size_t rule_number) {
    return "[" + std::string(tag_name) + ":" + std::to_string(rule_number) + "]";
}

Result<std::string> build_judgment_prompt(const JudgmentPromptRequest& request) {
    if (std::optional<Error> error = check_request(request)) return *error;
    const JudgmentTexts& texts = prompt_texts(request.language).judgment;

    const std::string report = trim_space(request.report).empty()
                                   ? std::string()
                                   : section(texts.report_heading, trim_space(request.report));
    const std::string answer =
        request.mode == JudgmentMode::Structured
            ? std::string(texts.structured_answer) + "\n\n" + std::string(texts.structured_fallback) + "\n\n" +
                  tag_list(request, texts)
            : std::string(texts.tag_answer) + "\n\n" + tag_list(request, texts);
    const std::string table = rules_section(request, texts);
    const std::string answer_section = section(texts.answer_heading, answer);
    return join_prompt_parts({texts.opening, report, table, answer_section});
}

}  // namespace sg
