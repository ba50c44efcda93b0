#include "repair/result_builder.h"

#include <algorithm>

#include "core/text_trim.h"
#include "json/strict_parser.h"

namespace sg {
namespace {

struct Removal {
    std::size_t start;
    std::size_t end;
    RepairKind kind;
};

// The parts of the reply that are known for what they are: the BOM, reasoning blocks, and
// the marker lines of the fence the answer came from. The rest outside the answer is prose.
std::vector<Removal> known_removals(const ScannedReply& reply, const ScannedCandidate& first) {
    std::vector<Removal> removals;
    if (reply.bom) removals.push_back({0, 3, RepairKind::BomRemoved});
    for (const Span& block : reply.think_blocks) removals.push_back({block.start, block.end, RepairKind::ThinkBlockRemoved});
    if (first.fence >= 0) {
        const FenceSpan& fence = reply.fences[static_cast<std::size_t>(first.fence)];
        removals.push_back({fence.open_start, fence.open_end, RepairKind::FenceRemoved});
        if (fence.close_end > fence.content_end) removals.push_back({fence.content_end, fence.close_end, RepairKind::FenceRemoved});
    }
    std::sort(removals.begin(), removals.end(), [](const Removal& a, const Removal& b) { return a.start < b.start; });
    return removals;
}

void add_prose(std::string_view text, std::size_t from, std::size_t to, std::vector<Repair>& repairs) {
    const std::size_t start = skip_space(text.substr(0, to), from);
    const std::size_t end = trim_end(text, start, to);
    if (start < end) repairs.push_back({RepairKind::ProseRemoved, start, std::string(text.substr(start, end - start)), ""});
}

// Reports what of [from, to) was left out: known parts by their kind, the gaps between
// them as prose (whitespace alone is not reported: trimming changes nothing).
void report_outside(std::string_view text, std::size_t from, std::size_t to, const std::vector<Removal>& removals,
                    std::vector<Repair>& repairs) {
    std::size_t at = from;
    for (const Removal& removal : removals) {
        if (removal.end <= from || removal.start >= to) continue;
        add_prose(text, at, removal.start, repairs);
        repairs.push_back({removal.kind, removal.start, std::string(text.substr(removal.start, removal.end - removal.start)), ""});
        at = removal.end;
    }
    add_prose(text, at, to, repairs);
}

void append_prefixed(std::vector<std::string>& to, const std::vector<std::string>& pointers, std::size_t index) {
    for (const std::string& pointer : pointers) to.push_back("/" + std::to_string(index) + pointer);
}

// NDJSON: `[` before the first value, `,` between values where none was, `]` after the last;
// the whitespace (and comma) between them stays as written.
void wrap_group(std::string_view text, const ScannedReply& reply, const CandidateGroup& group, RepairResult& result) {
    const std::vector<ScannedCandidate>& candidates = reply.candidates;
    result.json = "[";
    result.repairs.push_back({RepairKind::WrappedInArray, candidates[group.first].start, "", "["});
    for (std::size_t i = group.first; i <= group.last; ++i) {
        const ScannedCandidate& candidate = candidates[i];
        if (i > group.first) {
            const std::size_t previous_end = candidates[i - 1].end;
            const std::string_view between = text.substr(previous_end, candidate.start - previous_end);
            if (between.find(',') == std::string_view::npos) {
                result.repairs.push_back({RepairKind::MissingComma, previous_end, "", ","});
                result.json += ',';
            }
            result.json.append(between);
        }
        result.json += candidate.json;
        result.repairs.insert(result.repairs.end(), candidate.repairs.begin(), candidate.repairs.end());
        append_prefixed(result.incomplete, candidate.incomplete, i - group.first);
    }
    result.json += ']';
    result.repairs.push_back({RepairKind::WrappedInArray, candidates[group.last].end, "", "]"});
    if (!result.incomplete.empty()) result.incomplete.insert(result.incomplete.begin(), "");
}

}  // namespace

RepairResult build_result(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                          const RepairOptions& options) {
    const ScannedCandidate& first = reply.candidates[group.first];
    const ScannedCandidate& last = reply.candidates[group.last];
    RepairResult result;
    result.start = first.start;
    result.end = last.end;
    result.complete = !last.truncated;
    if (group.first == group.last) {
        result.json = first.json;
        result.repairs = first.repairs;
        result.incomplete = first.incomplete;
    } else {
        wrap_group(text, reply, group, result);
    }
    const std::vector<Removal> removals = known_removals(reply, first);
    report_outside(text, 0, result.start, removals, result.repairs);
    report_outside(text, result.end, text.size(), removals, result.repairs);
    sort_repairs(result.repairs);

    // The wrapping array adds one level of nesting that the reply did not have.
    const StrictParseOptions parse_options{options.max_depth + (group.first == group.last ? 0 : 1)};
    Result<rapidjson::Document> parsed = parse_strict(result.json, result.json, parse_options);
    if (parsed.ok()) {
        result.value = std::move(parsed.value());
    } else {
        // The repair always writes valid JSON; should it ever not, say so rather than crash.
        result.error = error_at(ErrorCode::JsonParseError, "the repaired JSON does not parse: " + parsed.error().message,
                                text, result.start);
    }
    return result;
}

RepairResult build_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options) {
    if (reply.limit) return failed_result(error_at(ErrorCode::LimitExceeded, reply.limit->message, text, reply.limit->offset));
    AnswerChoice choice = choose_answer(text, reply, options);
    if (!choice.group) return failed_result(std::move(*choice.error));
    return build_result(text, reply, *choice.group, options);
}

Error input_too_large(std::size_t bytes, std::size_t max_input_bytes) {
    return error_without_position(ErrorCode::LimitExceeded,
                                  "the reply is " + std::to_string(bytes) + " bytes, over maxInputBytes (" +
                                      std::to_string(max_input_bytes) + "); raise maxInputBytes to read it");
}

RepairResult failed_result(Error error) {
    RepairResult result;
    result.error = std::move(error);
    return result;
}

}  // namespace sg
