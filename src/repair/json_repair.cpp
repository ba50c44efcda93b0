#include "repair/json_repair.h"

#include <algorithm>

#include "extract/answer_choice.h"
#include "repair/reply_scanner.h"
#include "repair/result_builder.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

// Reads the whole reply; the reply is a view, so nothing is copied.
std::optional<Error> scan_whole(std::string_view reply, const RepairOptions& options, ReplyScanner& scanner) {
    if (reply.size() > options.max_input_bytes) return input_too_large(reply.size(), options.max_input_bytes, options.language);
    ScanInput in{reply, 0, true};
    scanner.scan(in);
    scanner.finish(in);
    if (const auto& limit = scanner.reply().limit) {
        return error_at(ErrorCode::LimitExceeded, limit->message, reply, limit->offset);
    }
    return std::nullopt;
}

// Line and column of increasing offsets in one forward pass (error_at would rescan the reply
// from its start for each of possibly many failed candidates).
class LineCounter {
public:
    explicit LineCounter(std::string_view text) : text_(text) {}

    TextPosition at(std::size_t offset) {
        if (offset < position_.offset) position_ = TextPosition{};
        for (; position_.offset < offset && position_.offset < text_.size(); ++position_.offset) {
            if (text_[position_.offset] == '\n') {
                ++position_.line;
                line_start_ = position_.offset + 1;
            }
        }
        position_.column = position_.offset - line_start_ + 1;
        return position_;
    }

private:
    std::string_view text_;
    TextPosition position_;
    std::size_t line_start_ = 0;
};

CandidateFence fence_kind(const ScannedReply& reply, int fence) {
    if (fence < 0) return CandidateFence::None;
    return is_json_label(reply.fences[static_cast<std::size_t>(fence)].label) ? CandidateFence::Json : CandidateFence::Other;
}

}  // namespace

RepairResult repair_json(std::string_view reply, const RepairOptions& options) {
    ReplyScanner scanner(options.max_depth, options.language);
    if (auto error = scan_whole(reply, options, scanner)) return failed_result(std::move(*error));
    return build_answer(reply, scanner.take_reply(), options);
}

Result<std::vector<JsonCandidate>> find_candidates(std::string_view reply, const RepairOptions& options) {
    ReplyScanner scanner(options.max_depth, options.language);
    if (auto error = scan_whole(reply, options, scanner)) return std::move(*error);
    const ScannedReply& scanned = scanner.reply();
    std::vector<JsonCandidate> found;
    LineCounter lines(reply);
    for (const ScannedCandidate& candidate : scanned.candidates) {
        const bool lossless = candidate.ok && !candidate.truncated && !candidate.enclosed &&
                              std::none_of(candidate.repairs.begin(), candidate.repairs.end(),
                                           [](const Repair& repair) { return loses_content(repair.kind); });
        JsonCandidate entry{candidate.start,     candidate.end,  fence_kind(scanned, candidate.fence),
                            candidate.ok,        candidate.truncated, lossless,
                            candidate.json,      candidate.repairs,   std::nullopt};
        sort_repairs(entry.repairs);
        if (!candidate.ok) {
            entry.error = Error{ErrorCode::JsonParseError, candidate.failure.message, lines.at(candidate.failure.offset)};
        }
        found.push_back(std::move(entry));
    }
    return found;
}

RepairResult repair_json_matching(std::string_view reply, const RepairOptions& options, const ValuePredicate& accept) {
    ReplyScanner scanner(options.max_depth, options.language);
    if (auto error = scan_whole(reply, options, scanner)) return failed_result(std::move(*error));
    const ScannedReply& scanned = scanner.reply();
    RepairResult chosen = build_answer(reply, scanned, options, OtherValues::Alternatives);
    if (chosen.ok() && accept.accepts(value_tape(chosen))) return chosen;
    Tape value;
    for (std::size_t i = 0; i < scanned.candidates.size(); ++i) {
        const ScannedCandidate& candidate = scanned.candidates[i];
        if (!candidate.ok) continue;
        // Only the candidate's own text is read here; the full result is built once.
        if (!read_tape(candidate.json, candidate.json, options.max_depth, value) || !accept.accepts(value)) continue;
        RepairResult matching = build_result(reply, scanned, CandidateGroup{i, i}, options);
        matching.chosen_by_predicate = true;
        return matching;
    }
    return chosen;
}

}  // namespace sg
