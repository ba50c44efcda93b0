#include "run/wire/model_reply_stream.h"

#include <string>

namespace sg {

std::optional<RunError> ModelReplyStream::finish() {
    if (error_) return error_;
    if (reply_.stop == StopKind::Missing) {
        return run_error(RunErrorKind::ProtocolError,
                         "the event stream ended before the model's stop reason arrived", true);
    }
    return std::nullopt;
}

void ModelReplyStream::malformed(std::string_view what) {
    fail(run_error(RunErrorKind::ProtocolError, "malformed event in the stream: " + std::string(what), true));
}

}  // namespace sg
