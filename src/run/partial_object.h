// Streamed structured output read as it arrives (rule L4 applied to R1): the reply's payload
// (its text, or the schema tool's input) is fed to the stream parser chunk by chunk, so that a
// host can show the object before the reply ends. What the runner accepts is still decided on
// the whole reply (R2); a partial value is for display only.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "repair/repair_result.h"
#include "repair/stream_parser.h"

namespace sg {

class PartialObject {
public:
    explicit PartialObject(RepairOptions options = {}) : parser_(options) {}

    // `payload` is everything the reply's payload holds so far; only what is new is read.
    void follow(std::string_view payload);

    // The value so far, closed where it stands (StreamParser::snapshot).
    RepairResult snapshot() const { return parser_.snapshot(); }
    // What the snapshot changed since the last call (StreamParser::changes).
    std::vector<Change> changes() { return parser_.changes(); }
    // The payload read so far: positions in a snapshot are offsets into it.
    const std::string& input() const { return parser_.input(); }

private:
    StreamParser parser_;
};

}  // namespace sg
