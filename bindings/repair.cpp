// repairJson(bytes, length), findJsonCandidates(bytes, length) (the text written into wasm
// memory by npm/src/text_buffer.js, the options in their slots) and the stream parser
// (streamCreate / streamPush / streamSnapshot / streamChanges / streamEnd / streamFree) -> the address of a
// result record (npm/src/repair.js reads it; a push without an error answers with one number
// instead: push_record). rules L1-L4. A stream parser lives here behind
// an integer handle until streamEnd or streamFree; when the live ones hold more input than
// their budget, the least recently used give their memory back (release_idle).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "boundary.h"
#include "exports.h"
#include "handle_table.h"
#include "option_slots.h"
#include "repair_fields.h"
#include "result_record.h"
#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "repair/json_repair.h"
#include "repair/stream_parser.h"

namespace sg {
namespace {

// Positions are converted in reply order: start, repairs, error, end of each candidate.
void write_candidate(boundary::ResultRecord& out, const JsonCandidate& candidate, boundary::Utf16Positions& positions) {
    out.index(positions, candidate.start);
    out.flag(candidate.ok);
    if (candidate.fence == CandidateFence::None) out.none_name();
    else out.name(name_of(candidate.fence));
    out.flag(candidate.truncated);
    out.flag(candidate.lossless);
    out.optional_text(candidate.ok ? std::optional<std::string_view>(candidate.json) : std::nullopt);
    boundary::write_repairs(out, candidate.repairs, positions);
    boundary::write_optional_error(out, candidate.error, positions);
    out.index(positions, candidate.end);
}

// Live stream parsers hold at most this much input between them (issue 36). A parser dropped
// without end() or free() is released only when the garbage collector finalizes it, which a
// heap of a few megabytes of JavaScript may never ask for while the parsers it drops hold
// gigabytes of wasm memory (each about twice its input). Past the budget, the parsers least
// recently used give their memory back, and answer every later call with the error
// released_error() says: the parser in use is never one of them.
constexpr std::size_t kMaxLiveStreamBytes = std::size_t{256} << 20;

// A live stream parser. One that stopped on an error keeps where that error is, so that pushes
// after it stay O(1).
struct LiveParser {
    explicit LiveParser(const RepairOptions& options) : parser(options), language(options.language) {}
    StreamParser parser;
    Language language;               // of its errors, the release's included
    std::optional<boundary::ErrorPlace> error_place;
    std::uint64_t last_use = 0;      // when a call last used it, on the table's clock
    std::optional<Error> released;  // it gave its memory back (release_idle): every call answers this
};

struct LiveParsers {
    boundary::HandleTable<LiveParser> table;
    std::size_t held = 0;  // the input bytes of every live parser
    std::uint64_t clock = 0;
};

LiveParsers& live_parsers() {
    static LiveParsers parsers;
    return parsers;
}

Error released_error(Language language) {
    return error_without_position(ErrorCode::LimitExceeded, fill_message(reading_text(ReadingMessage::StreamReleased, language),
                                                                         {std::to_string(kMaxLiveStreamBytes >> 20)}));
}

// The parser behind `handle`, marked as used now; null for a handle that is gone.
LiveParser* use_parser(int handle) {
    LiveParsers& parsers = live_parsers();
    LiveParser* live = parsers.table.find(handle);
    if (live) live->last_use = ++parsers.clock;
    return live;
}

void forget_parser(int handle) {
    LiveParsers& parsers = live_parsers();
    LiveParser* live = parsers.table.find(handle);
    if (!live) return;
    parsers.held -= live->parser.input().size();
    parsers.table.erase(handle);
}

// Gives back the memory of the least recently used parsers but `keep` until the live ones hold
// no more than the budget. Linear in the live parsers per parser released.
void release_idle(int keep) {
    LiveParsers& parsers = live_parsers();
    while (parsers.held > kMaxLiveStreamBytes) {
        LiveParser* oldest = nullptr;
        parsers.table.for_each([&](int handle, LiveParser& live) {
            if (handle == keep || live.parser.input().empty()) return;
            if (!oldest || live.last_use < oldest->last_use) oldest = &live;
        });
        if (!oldest) return;
        parsers.held -= oldest->parser.input().size();
        oldest->parser = StreamParser();
        oldest->released = released_error(oldest->language);
        oldest->error_place.reset();
    }
}

// A released parser's answer to snapshot() and end().
RepairResult released_result(const LiveParser& live) {
    RepairResult result;
    result.error = live.released;
    return result;
}

}  // namespace

std::uintptr_t repair_json_binding(std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, repair_json(text, boundary::repair_options(boundary::option_slots())), text,
                                  boundary::TextHeld::ByCaller);
    return out.finish();
}

std::uintptr_t find_candidates_binding(std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    const Result<std::vector<JsonCandidate>> found =
        find_candidates(text, boundary::repair_options(boundary::option_slots()));
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::Utf16Positions positions(text);
    out.flag(found.ok());
    out.number(found.ok() ? found.value().size() : 0);
    if (found.ok()) {
        for (const JsonCandidate& candidate : found.value()) write_candidate(out, candidate, positions);
    }
    boundary::write_optional_error(out, found.ok() ? std::nullopt : std::optional<Error>(found.error()), positions);
    return out.finish();
}

int stream_create_binding() {
    return live_parsers().table.insert(std::make_unique<LiveParser>(boundary::repair_options(boundary::option_slots())));
}

namespace {

// A push answers once per chunk, and almost always without an error: that answer is one odd
// number, (completeValues << 2) | (inValue << 1) | 1, with no record written or read
// (npm/src/repair.js, readPush). A push that stopped on an error gives the address of its
// record (ok, inValue, completeValues, then the error), which is even: records are word-aligned.
// completeValues is at most limits::kMaxCandidates, far below 2^29.
std::uintptr_t push_record(LiveParser& live, const PushStatus& status) {
    if (!status.error) return (status.complete_values << 2) | (status.in_value ? 2u : 0u) | 1u;
    if (!live.error_place) {
        boundary::Utf16Positions positions(live.parser.input());
        live.error_place = boundary::error_place(*status.error, positions);
    }
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(false);
    out.flag(status.in_value);
    out.number(status.complete_values);
    out.flag(true);
    out.error_at(*status.error, live.error_place);
    return out.finish();
}

// What a push gives: the parser's status, or the error of a parser that was released.
std::uintptr_t pushed(LiveParser& live, const PushStatus& status) {
    if (live.released) return push_record(live, PushStatus{live.released, false, 0});
    return push_record(live, status);
}

}  // namespace

// The push's record; 0 for a handle that is gone.
std::uintptr_t stream_push_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    LiveParser* live = use_parser(handle);
    if (!live) return 0;
    if (live->released) return pushed(*live, {});
    const std::size_t before = live->parser.input().size();
    const PushStatus status = live->parser.push(boundary::text_at(bytes, length));
    live_parsers().held += live->parser.input().size() - before;
    release_idle(handle);
    return pushed(*live, status);
}

// A chunk of `length` bytes the JS side did not write because it passes maxInputBytes
// (npm/src/input_limit.js): the record push() gives for it; 0 for a handle that is gone.
std::uintptr_t stream_refuse_binding(int handle, std::size_t length) {
    LiveParser* live = use_parser(handle);
    if (!live) return 0;
    return pushed(*live, live->released ? PushStatus{} : live->parser.refuse(length));
}

std::uintptr_t stream_snapshot_binding(int handle) {
    const LiveParser* live = use_parser(handle);
    if (!live) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, live->released ? released_result(*live) : live->parser.snapshot(), live->parser.input());
    return out.finish();
}

// The changes since the last call (boundary::write_changes); none from a released parser.
std::uintptr_t stream_changes_binding(int handle) {
    LiveParser* live = use_parser(handle);
    if (!live) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_changes(out, live->released ? std::vector<Change>() : live->parser.changes());
    return out.finish();
}

std::uintptr_t stream_end_binding(int handle) {
    LiveParser* live = use_parser(handle);
    if (!live) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, live->released ? released_result(*live) : live->parser.end(), live->parser.input());
    forget_parser(handle);
    return out.finish();
}

void stream_free_binding(int handle) { forget_parser(handle); }

}  // namespace sg
