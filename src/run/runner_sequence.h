// A machine made of Runners one after another: the judgment chain's stages, the agent loop's
// rounds. It forwards the host's inputs to the current Runner and, each time that Runner is
// done, lets the machine decide what follows (after()): another Runner, a Tools action, or
// its own end. Between Runners (before the first, while the host runs tools) the inputs of a
// model call are ignored and cancel() ends the machine; once it is done, every input is.
#pragma once

#include <optional>
#include <string_view>

#include "run/host_protocol.h"
#include "run/reply_check.h"
#include "run/run_call.h"
#include "run/run_result.h"
#include "run/runner.h"

namespace sg {

class RunnerSequence : public HostProtocol {
public:
    // The inputs of a model call, each passed to the current Runner: the list Runner itself
    // implements (runner.h), as overriding the one protocol asks of both.
    void response_head(int status, const Headers& headers) override;
    ChunkProgress response_chunk(std::string_view bytes) override;
    Action response_end(const HostInput& host) override;
    Action transport_failed(TransportFailure failure, std::string_view detail, const HostInput& host) override;
    Action sleep_done(const HostInput& host) override;
    Action cancel(const HostInput& host) override;

    bool done() const { return done_; }

protected:
    // Makes `call` the current Runner, starts it, and passes its first action to after().
    Action start_runner(RunCall call, ReplyCheck check, const HostInput& host);
    // The current Runner's action; when it is Done, what the machine does next.
    virtual Action after(Action action, const HostInput& host) = 0;
    // Ends the machine with `error`.
    virtual Action fail(RunError error) = 0;
    // The language of the machine's own refusals and of its cancelling: its calls'.
    virtual Language language() const = 0;

    bool started() const { return done_ || runner_.has_value(); }
    // The current Runner has finished and the machine waits for the host (tool results).
    bool between_runners() const { return !done_ && runner_ && runner_->phase() == RunPhase::Done; }
    const RunResult& runner_result() const { return runner_->result(); }

    bool done_ = false;

private:
    bool running() const { return !done_ && runner_ && runner_->phase() != RunPhase::Done; }

    std::optional<Runner> runner_;
};

}  // namespace sg
