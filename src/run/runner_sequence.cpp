#include "run/runner_sequence.h"

#include "run/call_messages.h"

namespace sg {

Action RunnerSequence::start_runner(RunCall call, ReplyCheck check, const HostInput& host) {
    runner_.emplace(std::move(call), std::move(check));
    return after(runner_->start(host), host);
}

void RunnerSequence::response_head(int status, const Headers& headers) {
    if (running()) runner_->response_head(status, headers);
}

ChunkProgress RunnerSequence::response_chunk(std::string_view bytes) {
    if (!running()) return ChunkProgress{false, 0};
    return runner_->response_chunk(bytes);
}

Action RunnerSequence::response_end(const HostInput& host) {
    if (!running()) return Action{};
    return after(runner_->response_end(host), host);
}

Action RunnerSequence::transport_failed(TransportFailure failure, std::string_view detail, const HostInput& host) {
    if (!running()) return Action{};
    return after(runner_->transport_failed(failure, detail, host), host);
}

Action RunnerSequence::sleep_done(const HostInput& host) {
    if (!running()) return Action{};
    return after(runner_->sleep_done(host), host);
}

Action RunnerSequence::cancel(const HostInput& host) {
    if (done_) return Action{};
    if (!running()) return fail(cancelled(language()));
    return after(runner_->cancel(host), host);
}

}  // namespace sg
