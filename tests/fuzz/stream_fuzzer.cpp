// Any bytes, pushed in chunks whose sizes the input also chooses (rules L4, L7): the streamed
// result equals the batch result, and nothing crashes or hangs, with snapshots and changes
// asked for along the way (a change's trial close reads the scanner's text through: ASan
// watches it). Each is asked every 16 chunks: text before any JSON costs a snapshot per call.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "repair/json_repair.h"
#include "repair/stream_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t chunk = (data[0] % 13) + 1;
    const std::string_view reply(reinterpret_cast<const char*>(data + 1), size - 1);
    sg::RepairOptions options;
    options.max_depth = 64;
    sg::StreamParser parser(options);
    for (std::size_t at = 0; at < reply.size(); at += chunk) {
        parser.push(reply.substr(at, chunk));
        if (at % (chunk * 16) == 0) parser.snapshot();
        if (at % (chunk * 16) == chunk * 8) parser.changes();
    }
    const sg::RepairResult streamed = parser.end();
    const sg::RepairResult batch = sg::repair_json(reply, options);
    if (streamed.ok() != batch.ok() || streamed.json != batch.json) __builtin_trap();
    return 0;
}
