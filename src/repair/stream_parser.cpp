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

RepairResult StreamParser::snapshot() const {
    StreamParser rest_of_reply_missing(*this);
    return rest_of_reply_missing.end();
}

RepairResult StreamParser::end() {
    if (error_) return failed_result(*error_);
    if (!ended_) {
        ScanInput in{input_, pos_, true};
        scanner_.scan(in);
        scanner_.finish(in);
        pos_ = in.pos;
        ended_ = true;
    }
    return build_answer(input_, scanner_.reply(), options_);
}

PushStatus StreamParser::status() const {
    return PushStatus{error_, scanner_.in_value(), scanner_.complete_values()};
}

}  // namespace sg
