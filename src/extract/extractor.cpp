#include "extract/extractor.h"

#include <vector>

#include "core/reading_messages.h"
#include "core/text_trim.h"
#include "extract/brace_scanner.h"
#include "extract/answer_choice.h"
#include "extract/answer_text.h"
#include "extract/fence_scanner.h"
#include "extract/fragment_context.h"
#include "extract/reasoning_blocks.h"
#include "tape/tape.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

// One run of the X1 chain over one reply.
class Chain {
public:
    Chain(std::string_view reply, const ExtractOptions& options, const CandidateCheck& check)
        : reply_(reply), options_(options), check_(check) {}

    Extraction run() {
        if (reply_.size() > options_.max_input_bytes) return too_large_input();
        const AnswerStart answer = answer_start(reply_);
        if (answer.unterminated) return Extraction{std::nullopt, unterminated_reasoning(reply_, *answer.unterminated, options_.language), {}, {}};
        from_ = answer.offset;

        if (auto direct = try_direct()) return std::move(*direct);
        if (auto fenced = try_fences()) return std::move(*fenced);
        if (auto braced = try_braces()) return std::move(*braced);
        return nothing_found();
    }

private:
    std::optional<Extraction> try_direct() {
        const std::size_t end = trim_end(reply_, from_, reply_.size());
        if (from_ >= end || (reply_[from_] != '{' && reply_[from_] != '[')) return std::nullopt;
        Candidate candidate{Strategy::Direct, from_, end};
        std::optional<Error> error = check(candidate);
        if (!error) return Extraction{candidate, std::nullopt, {}, {}};
        // A limit is an error, never a fall-through to the next strategy (X6).
        if (error->code == ErrorCode::LimitExceeded) return Extraction{candidate, std::move(error), {}, {}};
        return std::nullopt;
    }

    std::optional<Extraction> try_fences() {
        const std::vector<Fence> fences = scan_fences(reply_, from_);
        if (const std::optional<std::size_t> json_fence = last_json_fence(fences)) return read_json_fence(fences[*json_fence]);
        if (fences.empty()) return std::nullopt;
        if (const std::optional<Span> block = braced_last_block(reply_, fences)) {
            return read_block(fences.back(), Candidate{Strategy::Fence, block->start, block->end});
        }
        non_json_fence_ = fences.back();
        return std::nullopt;
    }

    // X2: a fence labelled json is the answer, whatever it holds.
    Extraction read_json_fence(const Fence& fence) {
        const Span content = trimmed_content(reply_, fence);
        const Candidate candidate{Strategy::Fence, content.start, content.end};
        const char first = candidate.start < candidate.end ? reply_[candidate.start] : '\0';
        if (first != '{' && first != '[') {
            if (auto too_large = fence_too_large(reply_, fence, options_.max_fence_bytes, options_.language)) {
                return failed(candidate, fence_span(fence), std::move(*too_large));
            }
            return failed(candidate, fence_span(fence), json_fence_without_json(reply_, fence, candidate.start, options_.language));
        }
        return read_block(fence, candidate);
    }

    Extraction read_block(const Fence& fence, const Candidate& candidate) {
        if (auto too_large = fence_too_large(reply_, fence, options_.max_fence_bytes, options_.language)) {
            return failed(candidate, fence_span(fence), std::move(*too_large));
        }
        return settle(candidate, fence_span(fence));
    }

    std::optional<Extraction> try_braces() {
        const std::optional<Span> span = first_to_last_brace(reply_, from_);
        if (!span) return std::nullopt;
        Candidate candidate{Strategy::Brace, span->start, span->end};
        std::optional<Error> error = check_whole(candidate);
        if (!error) return succeeded(candidate, *span);
        const std::optional<Span> block = last_balanced_object(reply_, from_);
        if (block && (block->start != span->start || block->end != span->end) && !json_before(*block)) {
            Candidate fallback{Strategy::Brace, block->start, block->end};
            if (!check_whole(fallback)) return succeeded(fallback, *block);
        }
        return answer_without(Extraction{candidate, std::move(error), {}, {}}, std::nullopt);
    }

    // The fallback takes the last {…} because placeholders in prose spoil the first; when an
    // earlier {…} is JSON too, taking the last would drop it.
    bool json_before(const Span& block) const {
        const std::optional<Span> earlier = last_balanced_object(reply_.substr(0, block.start), from_);
        return earlier && !check(Candidate{Strategy::Brace, earlier->start, earlier->end});
    }

    // A {…} that JSON text continues around it is a piece of a broken value (L2), not JSON.
    std::optional<Error> check_whole(const Candidate& candidate) const {
        if (std::optional<Error> error = check(candidate)) return error;
        std::optional<std::size_t> at = continuation_before(reply_, candidate.start, candidate.end);
        if (!at) at = continuation_after(reply_, candidate.end);
        if (!at) return std::nullopt;
        return error_at(ErrorCode::JsonParseError,
                        std::string(reading_text(ReadingMessage::PartOfLargerValue, options_.language)), reply_, *at);
    }

    Extraction nothing_found() {
        Error error = non_json_fence_ ? last_block_without_json(reply_, *non_json_fence_, options_.language)
                                      : no_json_in_reply(options_.language);
        return answer_without(Extraction{std::nullopt, std::move(error), {}, {}}, std::nullopt);
    }

    Extraction too_large_input() const {
        return Extraction{std::nullopt, input_too_large(reply_.size(), options_.max_input_bytes, options_.language),
                          options_.with_answer_text ? std::string(reply_) : std::string(), {Span{0, reply_.size()}}};
    }

    static Span fence_span(const Fence& fence) { return Span{fence.open_start, fence.close_end}; }

    std::optional<Error> check(const Candidate& candidate) const {
        return check_.check(reply_.substr(candidate.start, candidate.end - candidate.start));
    }

    Extraction settle(const Candidate& candidate, Span carrier) {
        std::optional<Error> error = check(candidate);
        if (error) return failed(candidate, carrier, std::move(*error));
        return succeeded(candidate, carrier);
    }

    Extraction succeeded(const Candidate& candidate, Span carrier) const {
        return answer_without(Extraction{candidate, std::nullopt, {}, {}}, carrier);
    }

    Extraction failed(const Candidate& candidate, Span carrier, Error error) const {
        return answer_without(Extraction{candidate, std::move(error), {}, {}}, carrier);
    }

    // X7: the reply after its reasoning blocks, less the span that carried the JSON.
    Extraction answer_without(Extraction extraction, std::optional<Span> carrier) const {
        std::vector<Span> left_out;
        left_out.reserve(2);  // one allocation
        left_out.push_back(Span{0, from_});
        if (carrier) left_out.push_back(*carrier);
        AnswerText answer = answer_text(reply_, std::move(left_out), options_.with_answer_text);
        extraction.answer_text = std::move(answer.text);
        extraction.answer_parts = std::move(answer.parts);
        return extraction;
    }

    std::string_view reply_;
    const ExtractOptions& options_;
    const CandidateCheck& check_;
    std::size_t from_ = 0;
    std::optional<Fence> non_json_fence_;
};

// The default check: strict reading into `tape`.
class StrictRead final : public CandidateCheck {
public:
    StrictRead(std::string_view reply, const ExtractOptions& options, Tape& tape) : reply_(reply), options_(options), tape_(tape) {}

    std::optional<Error> check(std::string_view json) const override {
        return read_strict_candidate(reply_, json, options_.max_depth, options_.language, tape_);
    }

private:
    std::string_view reply_;
    const ExtractOptions& options_;
    Tape& tape_;
};

}  // namespace

Extraction extract_json(std::string_view reply, const ExtractOptions& options) {
    Tape tape;
    return extract_json(reply, options, tape);
}

Extraction extract_json(std::string_view reply, const ExtractOptions& options, Tape& tape) {
    return extract_json(reply, options, StrictRead(reply, options, tape));
}

Extraction extract_json(std::string_view reply, const ExtractOptions& options,
                        const CandidateCheck& check) {
    return Chain(reply, options, check).run();
}

}  // namespace sg
