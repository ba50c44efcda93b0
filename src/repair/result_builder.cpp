#include "repair/result_builder.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <optional>

#include "core/key_sort.h"
#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "core/text_trim.h"
#include "core/utf8_decoder.h"
#include "extract/answer_choice.h"
#include "extract/fragment_context.h"
#include "extract/reasoning_blocks.h"
#include "tape/tape_reader.h"
#include "repair/quote_marks.h"
#include "repair/scalar_reading.h"

namespace sg {
namespace {

struct Removal {
    std::size_t start;
    std::size_t end;
    RepairKind kind;
};

// The parts of the reply that are known for what they are: the BOM, reasoning blocks, and
// the marker lines of the fence the answer came from. The rest outside the answer is prose.
std::vector<Removal> known_removals(const ScannedReply& reply, int fence_index) {
    std::vector<Removal> removals;
    if (reply.bom) removals.push_back({0, 3, RepairKind::BomRemoved});
    for (const Span& block : reply.think_blocks) removals.push_back({block.start, block.end, RepairKind::ThinkBlockRemoved});
    if (fence_index >= 0) {
        const Fence& fence = reply.fences[static_cast<std::size_t>(fence_index)];
        removals.push_back({fence.open_start, fence.open_end, RepairKind::FenceRemoved});
        if (fence.close_end > fence.content_end) removals.push_back({fence.content_end, fence.close_end, RepairKind::FenceRemoved});
    }
    sort_by_number(removals, [](const Removal& removal) { return removal.start; });
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

// The prose right before or after [start, end) is lost content when it continues the value.
void mark_fragment(std::string_view text, std::size_t start, std::size_t end, std::vector<Repair>& repairs) {
    const std::optional<std::size_t> before = continuation_before(text, start, end);
    const std::optional<std::size_t> after = continuation_after(text, end);
    for (Repair& repair : repairs) {
        if (repair.kind != RepairKind::ProseRemoved) continue;
        const std::size_t repair_end = repair.offset + repair.removed.size();
        const bool holds_before = before && repair.offset <= *before && *before < repair_end;
        const bool holds_after = after && repair.offset <= *after && *after < repair_end;
        if (holds_before || holds_after) repair.kind = RepairKind::ContentRemoved;
    }
}

// Another JSON value of the reply, left out with the prose around it, is content, not prose.
// Both lists are in reply order, so one pass pairs them.
void mark_passed_over(const std::vector<Span>& values, RepairResult& result) {
    auto value = values.begin();
    for (Repair& repair : result.repairs) {
        if (repair.kind != RepairKind::ProseRemoved) continue;
        const std::size_t repair_end = repair.offset + repair.removed.size();
        while (value != values.end() && value->start < repair.offset) ++value;
        if (value != values.end() && value->start < repair_end) repair.kind = RepairKind::ContentRemoved;
    }
    result.lossless = result.lossless && values.empty();
}

void append_prefixed(std::vector<std::string>& to, const std::vector<std::string>& pointers, std::size_t index) {
    for (const std::string& pointer : pointers) to.push_back("/" + std::to_string(index) + pointer);
}

// NDJSON: `[` before the first value, `,` between values where none was, `]` after the last;
// the whitespace (and comma) between them stays as written.
void wrap_group(std::string_view text, const ScannedReply& reply, const CandidateGroup& group, RepairResult& result) {
    const std::vector<ScannedCandidate>& candidates = reply.candidates;
    result.repairs.push_back({RepairKind::WrappedInArray, candidates[group.first].start, "", "["});
    result.json = group_prefix(text, reply, group, &result.repairs);
    const ScannedCandidate& last = candidates[group.last];
    result.json += last.json;
    result.repairs.insert(result.repairs.end(), last.repairs.begin(), last.repairs.end());
    result.json += ']';
    result.repairs.push_back({RepairKind::WrappedInArray, last.end, "", "]"});
    for (std::size_t i = group.first; i <= group.last; ++i) {
        append_prefixed(result.incomplete, candidates[i].incomplete, i - group.first);
    }
    if (!result.incomplete.empty()) result.incomplete.insert(result.incomplete.begin(), "");
}

// `result.json` read into its tape, which keeps a copy of the text: nothing else is parsed.
bool read_json_tape(RepairResult& result, std::size_t max_depth) {
    result.tape.reset_owned(result.json);
    return read_into_tape(result.tape.text(), max_depth, result.tape);
}

// The answer's tape from the entries its reader wrote (value_tape.h), its text bound when asked
// for (value_tape): one value's as they are (moved out of `owned`, when given); a group's under
// the wrapping array, each value's where its text stands in the JSON (wrap_group). Left empty,
// to be read from the JSON when asked for, when a value has no entries (read by a copy of the
// scanner).
void take_tapes(std::string_view text, const ScannedReply& reply, const CandidateGroup& group, RepairResult& result,
                ScannedCandidate* owned) {
    const std::vector<ScannedCandidate>& candidates = reply.candidates;
    for (std::size_t i = group.first; i <= group.last; ++i) {
        if (candidates[i].tape.empty()) return;
    }
    if (group.first == group.last) {
        result.tape = owned ? std::move(owned->tape) : candidates[group.first].tape;
        return;
    }
    Tape& tape = result.tape;
    tape.push(TapeKind::Array, 0, static_cast<std::uint32_t>(group.last - group.first + 1));
    std::size_t offset = 1;  // past the `[`
    for (std::size_t i = group.first; i <= group.last; ++i) {
        const Tape& value = candidates[i].tape;
        const Tape::Index base = tape.size();
        for (Tape::Index entry = 0; entry < value.size(); ++entry) {
            const TapeEntry& written = value[entry];
            tape.push(written.kind, static_cast<std::uint32_t>(written.start + offset), written.size, written.flags);
            tape.at(base + entry).next = written.next + base;
        }
        if (i < group.last) offset += candidates[i].json.size() + group_separator(text, candidates[i].end, candidates[i + 1].start).size();
    }
    tape.at(0).next = tape.size();
}

bool reads_as_written(const ScannedReply& reply, const CandidateGroup& group, std::string_view json) {
    for (std::size_t i = group.first; i <= group.last; ++i) {
        if (reply.candidates[i].wide_number) return false;
    }
    return first_malformed_utf8(json) == std::string_view::npos;
}

enum class ScalarKinds { StringsOnly, Any };

// A reply that is one JSON scalar and nothing else (`42`, `"done"`, `true`, the same in a
// ```json fence, after reasoning): the value, read strictly, else leniently (`'done'`, `2.`).
// A region that opens a container is the candidates' business: it is not parsed again here.
std::optional<RepairResult> scalar_answer(std::string_view text, const ScannedReply& reply, std::size_t max_depth,
                                          ScalarKinds kinds) {
    const std::optional<std::size_t> json_fence = last_json_fence(reply.fences);
    const int fence = json_fence ? static_cast<int>(*json_fence) : -1;
    std::size_t from = reply.bom ? kByteOrderMark.size() : 0;
    std::size_t to = text.size();
    if (fence >= 0) {
        from = reply.fences[static_cast<std::size_t>(fence)].content_start;
        to = reply.fences[static_cast<std::size_t>(fence)].content_end;
    } else if (!reply.think_blocks.empty()) {
        from = std::max(from, reply.think_blocks.back().end);
    }
    const std::size_t start = skip_space(text.substr(0, to), from);
    const std::size_t end = trim_end(text, start, to);
    if (start == end || (fence < 0 && !reply.fences.empty())) return std::nullopt;
    const char first = text[start];
    const bool quoted = may_open_quote(static_cast<unsigned char>(first));
    if (first == '{' || first == '[' || (kinds == ScalarKinds::StringsOnly && !quoted)) return std::nullopt;
    RepairResult result;
    const std::string_view region = text.substr(start, end - start);
    if (read_tape(text, region, max_depth, result.tape)) {
        result.json = std::string(region);
    } else if (std::optional<ScalarReading> reading = read_scalar(region, start, max_depth)) {
        result.json = std::move(reading->json);
        result.repairs = std::move(reading->repairs);
        result.complete = !reading->cut;
        if (reading->cut) result.incomplete = {""};
    } else {
        return std::nullopt;
    }
    if (!read_json_tape(result, max_depth) || result.tape.is_container(0)) return std::nullopt;
    result.start = start;
    result.end = end;
    const std::vector<Removal> removals = known_removals(reply, fence);
    report_outside(text, 0, start, removals, result.repairs);
    report_outside(text, end, text.size(), removals, result.repairs);
    // Prose around a scalar is no answer: `The answer is 42` is read with a schema, not here.
    for (const Repair& repair : result.repairs) {
        if (repair.kind == RepairKind::ProseRemoved) return std::nullopt;
    }
    sort_repairs(result.repairs);
    result.lossless = result.complete;
    return result;
}

// `"{a:b}"` is a string that holds braces, not an object to repair.
std::optional<RepairResult> string_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options) {
    std::optional<RepairResult> string = scalar_answer(text, reply, options.max_depth, ScalarKinds::StringsOnly);
    if (string && string->tape.kind(0) == TapeKind::String) return string;
    return std::nullopt;
}

}  // namespace

// What stands between two values of a group: whitespace and at most one comma, kept, and
// comments, removed; a `,` is inserted where none was.
std::string group_separator(std::string_view text, std::size_t from, std::size_t to, std::vector<Repair>* repairs) {
    std::string kept;
    bool comma = false;
    for (std::size_t at = from; at < to;) {
        const bool block = text.compare(at, 2, "/*") == 0;
        if (block || text.compare(at, 2, "//") == 0) {
            const std::size_t close = block ? text.find("*/", at + 2) : text.find('\n', at + 2);
            const std::size_t end = std::min(to, close == std::string_view::npos ? to : close + (block ? 2 : 0));
            if (repairs) repairs->push_back({RepairKind::Comment, at, std::string(text.substr(at, end - at)), ""});
            at = end;
            continue;
        }
        comma = comma || text[at] == ',';
        kept += text[at++];
    }
    if (comma) return kept;
    // `{…}{…}`: values written with nothing between them may be a stream of values, or a
    // value and the debris of another; NDJSON puts each on a line of its own.
    const RepairKind kind = from == to ? RepairKind::GluedValues : RepairKind::MissingComma;
    if (repairs) repairs->push_back({kind, from, "", ","});
    return ',' + kept;
}

std::string group_prefix(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                         std::vector<Repair>* repairs) {
    const std::vector<ScannedCandidate>& candidates = reply.candidates;
    std::string json = "[";
    for (std::size_t i = group.first; i < group.last; ++i) {
        json += candidates[i].json;
        if (repairs) repairs->insert(repairs->end(), candidates[i].repairs.begin(), candidates[i].repairs.end());
        json += group_separator(text, candidates[i].end, candidates[i + 1].start, repairs);
    }
    return json;
}

namespace {

// build_result, the value of a one-value group moved out of `owned` (that value, in a reply
// read for the last time) when given, else copied.
RepairResult group_result(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                          const RepairOptions& options, ScannedCandidate* owned) {
    const ScannedCandidate& first = reply.candidates[group.first];
    const ScannedCandidate& last = reply.candidates[group.last];
    RepairResult result;
    result.start = first.start;
    result.end = last.end;
    result.complete = !last.truncated;
    if (owned) {
        result.json = std::move(owned->json);
        result.repairs = std::move(owned->repairs);
        result.incomplete = std::move(owned->incomplete);
    } else if (group.first == group.last) {
        result.json = first.json;
        result.repairs = first.repairs;
        result.incomplete = first.incomplete;
    } else {
        wrap_group(text, reply, group, result);
    }
    // What was left out before the value goes first, so that the log is mostly in order.
    const std::vector<Removal> removals = known_removals(reply, first.fence);
    std::vector<Repair> repairs;
    // Room for what report_outside() may add on either side (each known part and the prose
    // before it, then the prose after the last), so that the value's repairs move only once.
    repairs.reserve(result.repairs.size() + 4 * removals.size() + 2);
    report_outside(text, 0, result.start, removals, repairs);
    repairs.insert(repairs.end(), std::make_move_iterator(result.repairs.begin()),
                   std::make_move_iterator(result.repairs.end()));
    result.repairs = std::move(repairs);
    report_outside(text, result.end, text.size(), removals, result.repairs);
    mark_fragment(text, result.start, result.end, result.repairs);
    sort_repairs(result.repairs);
    result.lossless = result.complete && std::none_of(result.repairs.begin(), result.repairs.end(),
                                                      [](const Repair& repair) { return loses_content(repair.kind); });

    // A value the strict reader read is strict JSON, and its tape the reader's. So is a
    // repaired one, JSON by construction (the fuzzers hold it so) with the tape its scanner
    // wrote, unless it holds what the strict reader may still refuse: a number past a double's
    // range, or bytes that are not UTF-8; that one is read again, strictly. The wrapping array
    // adds one level of nesting that the reply did not have.
    if ((group.first == group.last && first.strict) || reads_as_written(reply, group, result.json)) {
        take_tapes(text, reply, group, result, owned);
        return result;
    }
    const std::size_t depth = options.max_depth + (group.first == group.last ? 0 : 1);
    if (!read_json_tape(result, depth)) {
        // A number past a double's range (1e400) is kept as written, and refused here, with
        // the reason strict reading gives.
        const std::optional<Error> refused = strict_json_error(result.json, result.json, depth, options.language);
        const std::string why =
            refused ? refused->message : std::string(reading_text(ReadingMessage::RepairFault, options.language));
        result.error = error_at(ErrorCode::JsonParseError,
                                fill_message(reading_text(ReadingMessage::RepairedNotJson, options.language), {why}), text,
                                result.start);
    }
    return result;
}

// The default answer; `owned`: the same reply, when it is read for the last time.
RepairResult answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options, OtherValues others,
                    ScannedReply* owned) {
    if (reply.limit) return failed_result(error_at(ErrorCode::LimitExceeded, reply.limit->message, text, reply.limit->offset));
    if (std::optional<RepairResult> string = string_answer(text, reply, options)) return std::move(*string);
    AnswerChoice choice = choose_answer(text, reply, options);
    if (choice.group) {
        const CandidateGroup& group = *choice.group;
        ScannedCandidate* value = owned && group.first == group.last ? &owned->candidates[group.first] : nullptr;
        RepairResult result = group_result(text, reply, group, options, value);
        if (others == OtherValues::Lost) mark_passed_over(choice.passed_over, result);
        return result;
    }
    if (choice.error->code != ErrorCode::LimitExceeded) {
        if (std::optional<RepairResult> scalar = scalar_answer(text, reply, options.max_depth, ScalarKinds::Any)) {
            return std::move(*scalar);
        }
    }
    return failed_result(std::move(*choice.error));
}

}  // namespace

RepairResult build_result(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                          const RepairOptions& options) {
    return group_result(text, reply, group, options, nullptr);
}

bool may_answer_with_string(std::string_view text, const ScannedReply& reply) {
    const std::optional<std::size_t> json_fence = last_json_fence(reply.fences);
    std::size_t from = reply.bom ? kByteOrderMark.size() : 0;
    if (json_fence) {
        from = reply.fences[*json_fence].content_start;
    } else if (!reply.think_blocks.empty()) {
        from = std::max(from, reply.think_blocks.back().end);
    }
    const std::size_t start = skip_space(text, from);
    return start < text.size() && may_open_quote(static_cast<unsigned char>(text[start]));
}

std::optional<CandidateGroup> answer_group(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                                          const KnownGroups* known) {
    if (reply.limit || string_answer(text, reply, options)) return std::nullopt;
    return choose_answer(text, reply, options, known).group;
}

RepairResult build_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                          OtherValues others) {
    return answer(text, reply, options, others, nullptr);
}

RepairResult build_answer(std::string_view text, ScannedReply&& reply, const RepairOptions& options) {
    return answer(text, reply, options, OtherValues::Lost, &reply);
}

const Tape& value_tape(RepairResult& result) {
    if (!result.ok()) return result.tape;
    // Its depth was bounded when the value was read.
    if (result.tape.empty()) read_json_tape(result, std::numeric_limits<std::size_t>::max());
    if (!result.tape.keeps_text()) result.tape.keep_text(result.json);
    return result.tape;
}

RepairResult failed_result(Error error) {
    RepairResult result;
    result.error = std::move(error);
    return result;
}

}  // namespace sg
