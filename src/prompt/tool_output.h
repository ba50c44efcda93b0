// Tool outputs kept small in the history (rule P7): a summary that always stays and
// a content that pruning removes.
//  - An output of at most `threshold` UTF-8 bytes is its own summary, with no content.
//  - A larger one keeps the whole text as content, and its summary is
//        "<lines> lines | <first line, at most 80 characters>…"
//    with the lines counted as Rust's str::lines() counts them ("\n" or "\r\n" ends a line; a
//    final line end adds no line; a lone "\r" is text), the first line without its line end,
//    cut after 80 characters (code points, so never inside a UTF-8 sequence), and "…" (U+2026)
//    always appended, as the seed's From<String> does.
//  - The text sent to the model is "summary\ncontent", or the summary alone without content.
//  - Pruning drops content and keeps summaries; prunable tokens are ⌊content bytes / 4⌋ per
//    output (the seed's `c.len() / 4`).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

// "A few hundred bytes" (the tool-output design's SUMMARY_THRESHOLD): about 64 tokens stay in
// the history for good; anything larger is worth making prunable. Option `threshold`.
inline constexpr std::size_t kDefaultToolSummaryThreshold = 256;
inline constexpr std::size_t kToolSummaryFirstLineChars = 80;
// Pruning keeps the content of the newest outputs, those the model is most likely still
// working from. Option `keepLast`.
inline constexpr std::size_t kDefaultKeepLastToolOutputs = 3;

struct ToolOutput {
    std::string summary;
    std::optional<std::string> content;
};

ToolOutput tool_output(std::string_view text, std::size_t threshold = kDefaultToolSummaryThreshold);

// Rust's `text.lines().count()`.
std::size_t count_lines(std::string_view text);

std::string tool_result_text(const ToolOutput& output);

std::size_t prunable_tokens(const ToolOutput& output);
std::size_t prunable_tokens(const std::vector<ToolOutput>& outputs);

struct PruneResult {
    std::vector<ToolOutput> outputs;  // the outputs given, the pruned ones without content
    std::vector<std::size_t> pruned;  // indexes whose content was dropped, ascending
    std::size_t freed_tokens = 0;     // their prunable tokens
};

// Drops the content of every output but the last `keep_last` (by position); summaries stay.
PruneResult prune_tool_outputs(std::vector<ToolOutput> outputs, std::size_t keep_last = kDefaultKeepLastToolOutputs);

}  // namespace sg
