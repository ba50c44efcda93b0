// Any bytes, pushed in chunks whose sizes the input also chooses (rules L4, L7): the streamed
// result equals the batch result, and nothing crashes or hangs. A short reply is checked at
// every cut: the snapshot is the batch repair of what has arrived, and the changes taken
// after each push, applied in order from nothing, give that snapshot's value with exactly
// its open pointers. A long one asks for a snapshot and for changes every 16 chunks (text
// before any JSON costs a snapshot per call), under ASan, which watches the trial close read
// the scanner's text through. The streamed result carries the tape its scanner wrote as the
// chunks came (written_tape.h).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "change_applier.h"
#include "repair/json_repair.h"
#include "repair/stream_parser.h"
#include "written_tape.h"

namespace {

// Replies up to this long are checked at every cut: a batch repair per push.
constexpr std::size_t kCheckedAtEveryCut = 512;

void check_cut(sg::StreamParser& parser, sg::testing::ChangeApplier& applied, std::string_view so_far,
               const sg::RepairOptions& options) {
    for (const sg::Change& change : parser.changes()) {
        if (!applied.apply(change)) __builtin_trap();
    }
    const sg::RepairResult snapshot = parser.snapshot();
    const sg::RepairResult batch = sg::repair_json(so_far, options);
    if (snapshot.ok() != batch.ok() || snapshot.json != batch.json || snapshot.incomplete != batch.incomplete) __builtin_trap();
    if (!applied.matches(snapshot.ok() ? &snapshot.json : nullptr, snapshot.incomplete)) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t chunk = (data[0] % 13) + 1;
    const std::string_view reply(reinterpret_cast<const char*>(data + 1), size - 1);
    sg::RepairOptions options;
    options.max_depth = 64;
    sg::StreamParser parser(options);
    sg::testing::ChangeApplier applied;
    const bool every_cut = reply.size() <= kCheckedAtEveryCut;
    for (std::size_t at = 0; at < reply.size(); at += chunk) {
        parser.push(reply.substr(at, chunk));
        if (every_cut) {
            check_cut(parser, applied, reply.substr(0, std::min(at + chunk, reply.size())), options);
            continue;
        }
        if (at % (chunk * 16) == 0) parser.snapshot();
        if (at % (chunk * 16) == chunk * 8) parser.changes();
    }
    const sg::RepairResult streamed = parser.end();
    const sg::RepairResult batch = sg::repair_json(reply, options);
    if (streamed.ok() != batch.ok() || streamed.json != batch.json) __builtin_trap();
    if (streamed.ok() && !sg::testing::wrote_its_tape(streamed)) __builtin_trap();
    return 0;
}
