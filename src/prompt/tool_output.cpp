#include "prompt/tool_output.h"

#include <algorithm>

#include "core/utf8.h"

namespace sg {
namespace {

// Rust's `text.lines().next().unwrap_or("")`.
std::string_view first_line(std::string_view text) {
    const std::size_t newline = text.find('\n');
    if (newline == std::string_view::npos) return text;
    std::string_view line = text.substr(0, newline);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

// Rust's `.chars().take(count)`: the text up to the lead byte of character count + 1.
std::string_view leading_chars(std::string_view text, std::size_t count) {
    std::size_t seen = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (!is_utf8_lead(static_cast<unsigned char>(text[i]))) continue;
        if (seen == count) return text.substr(0, i);
        ++seen;
    }
    return text;
}

}  // namespace

std::size_t count_lines(std::string_view text) {
    if (text.empty()) return 0;
    const auto line_ends = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    return line_ends + (text.back() == '\n' ? 0 : 1);
}

ToolOutput tool_output(std::string_view text, std::size_t threshold) {
    if (text.size() <= threshold) return ToolOutput{std::string(text), std::nullopt};
    std::string summary = std::to_string(count_lines(text)) + " lines | ";
    summary += leading_chars(first_line(text), kToolSummaryFirstLineChars);
    summary += "\xE2\x80\xA6";
    return ToolOutput{std::move(summary), std::string(text)};
}

std::string tool_result_text(const ToolOutput& output) {
    if (!output.content) return output.summary;
    return output.summary + "\n" + *output.content;
}

std::size_t prunable_tokens(const ToolOutput& output) { return output.content ? output.content->size() / 4 : 0; }

std::size_t prunable_tokens(const std::vector<ToolOutput>& outputs) {
    std::size_t total = 0;
    for (const ToolOutput& output : outputs) total += prunable_tokens(output);
    return total;
}

PruneResult prune_tool_outputs(std::vector<ToolOutput> outputs, std::size_t keep_last) {
    PruneResult result;
    const std::size_t kept_from = outputs.size() - std::min(outputs.size(), keep_last);
    for (std::size_t i = 0; i < kept_from; ++i) {
        if (!outputs[i].content) continue;
        result.freed_tokens += prunable_tokens(outputs[i]);
        outputs[i].content.reset();
        result.pruned.push_back(i);
    }
    result.outputs = std::move(outputs);
    return result;
}

}  // namespace sg
