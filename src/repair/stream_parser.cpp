#include "repair/stream_parser.h"

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

std::vector<Change> StreamParser::changes() const {
    // Nothing read since the last call: nothing changed, and no snapshot is taken.
    const ChangesSeen seen{input_.size(), ended_, error_.has_value()};
    if (changes_seen_ && *changes_seen_ == seen) return {};
    changes_seen_ = seen;
    const RepairResult now = snapshot();
    return changes_.next(now.ok() ? &now.json : nullptr, now.incomplete);
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
