#include "repair/stream_parser.h"

#include <algorithm>

#include "repair/result_builder.h"

namespace sg {

StreamParser::StreamParser(RepairOptions options) : options_(options), scanner_(options.max_depth) {}

PushStatus StreamParser::push(std::string_view chunk) {
    if (ended_ || error_) return status();
    if (input_.size() + chunk.size() > options_.max_input_bytes) return refuse(chunk.size());
    input_.append(chunk);
    ScanInput in{input_, pos_, false};
    scanner_.scan(in);
    pos_ = in.pos;
    if (const auto& limit = scanner_.reply().limit) {
        error_ = error_at(ErrorCode::LimitExceeded, limit->message, input_, limit->offset);
    }
    return status();
}

PushStatus StreamParser::refuse(std::size_t bytes) {
    if (ended_ || error_) return status();
    error_ = input_too_large(input_.size() + bytes, options_.max_input_bytes);
    return status();
}

// The scanner is copied, not the input: closing the value where it stands reads only what
// is still pending, so a snapshot costs the copy of what was read plus the answer's parse.
RepairResult StreamParser::snapshot() const {
    if (error_) return failed_result(*error_);
    if (ended_) return build_answer(input_, scanner_.reply(), options_);
    ReplyScanner rest_of_reply_missing(scanner_);
    return close(rest_of_reply_missing);
}

// The trial close of snapshot(), on a TrialScanner. When the answer is the value being read
// (or the one just read whole), its text is the snapshot's JSON, and only what follows the
// prefix shown last is compared; when it is values read whole that were shown as they are,
// nothing changed. Anything else takes a snapshot.
std::vector<Change> StreamParser::changes() {
    // Nothing read since the last call: nothing changed, and no snapshot is taken.
    const ChangesSeen seen{input_.size(), ended_, error_.has_value()};
    if (changes_seen_ && *changes_seen_ == seen) return {};
    changes_seen_ = seen;
    std::optional<CandidateGroup> whole_values;
    if (!error_ && !ended_) {
        TrialScanner trial(scanner_);
        ScanInput in{input_, pos_, true};
        trial->scan(in);
        const bool value_open = trial->open_value_text() != nullptr;
        trial->finish(in, ReplyScanner::OpenValue::KeptInScanner);
        const std::optional<CandidateGroup> answer = answer_group(input_, trial->reply(), options_);
        const bool one_value = answer && answer->first == answer->last;
        if (one_value && value_open && answer->last + 1 == trial->reply().candidates.size()) {
            shown_values_.reset();
            RepairedText& live = *scanner_.open_value_text();
            const RepairedText& closed = *trial->open_value_text();
            std::vector<Change> changes = changes_in_value(answer->last, live.own(), live.low_water(), closed.shared(),
                                                           closed.own(), trial->reply().candidates.back().incomplete);
            live.watch();
            return changes;
        }
        if (answer && answer->last < trial.borrowed()) {
            if (shown_values_ && shown_values_->first == answer->first && shown_values_->last == answer->last) return {};
            whole_values = answer;
            if (one_value && shown_value_ == answer->first) {
                // The value shown last was read whole since.
                const ScannedCandidate& value = trial->reply().candidates[answer->first];
                shown_values_ = answer;
                return changes_in_value(answer->first, value.json, value.json_kept, value.json.size(), "", value.incomplete);
            }
        }
    }
    shown_value_.reset();
    shown_values_ = whole_values;
    const RepairResult now = snapshot();
    return changes_.next(now.ok() ? &now.json : nullptr, now.incomplete);
}

// The answer is candidate `value`, and its snapshot's JSON the first `written` bytes of its
// text, then `tail`; the first `kept` bytes of the text are as they were at the last call.
std::vector<Change> StreamParser::changes_in_value(std::size_t value, std::string_view text, std::size_t kept,
                                                   std::size_t written, std::string_view tail,
                                                   const std::vector<std::string>& incomplete) {
    std::optional<std::vector<Change>> changes;
    if (shown_value_ == value && spine_.at() <= std::min({kept, shown_written_, written})) {
        const std::string rest = std::string(text.substr(spine_.at(), written - spine_.at())) + std::string(tail);
        changes = changes_.next_after(spine_, rest, incomplete);
    }
    if (!changes) {
        const std::string json = std::string(text.substr(0, written)) + std::string(tail);
        changes = changes_.next(&json, incomplete);
        spine_ = ValueSpine();
    }
    spine_.read(text, written);
    shown_value_ = value;
    shown_written_ = written;
    return std::move(*changes);
}

RepairResult StreamParser::end() {
    if (error_) return failed_result(*error_);
    if (!ended_) {
        ended_ = true;
        return close(scanner_);
    }
    return build_answer(input_, scanner_.reply(), options_);
}

RepairResult StreamParser::close(ReplyScanner& scanner) const {
    ScanInput in{input_, pos_, true};
    scanner.scan(in);
    scanner.finish(in);
    return build_answer(input_, scanner.reply(), options_);
}

PushStatus StreamParser::status() const {
    return PushStatus{error_, scanner_.in_value(), scanner_.complete_values()};
}

}  // namespace sg
