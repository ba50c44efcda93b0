// repairJson(bytes, length), findJsonCandidates(bytes, length) (the text written into wasm
// memory by npm/src/text_buffer.js, the options in their slots) and the stream parser
// (streamCreate / streamPush / streamSnapshot / streamChanges / streamEnd / streamFree) -> the address of a
// result record (npm/src/repair.js reads it). rules L1-L4. A stream parser lives here behind
// an integer handle until streamEnd or streamFree.
#include <memory>

#include "boundary.h"
#include "exports.h"
#include "handle_table.h"
#include "option_slots.h"
#include "repair_fields.h"
#include "result_record.h"
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

// A live stream parser. One that stopped on an error keeps where that error is, so that pushes
// after it stay O(1).
struct LiveParser {
    explicit LiveParser(const RepairOptions& options) : parser(options) {}
    StreamParser parser;
    std::optional<boundary::ErrorPlace> error_place;
};

boundary::HandleTable<LiveParser>& live_parsers() {
    static boundary::HandleTable<LiveParser> parsers;
    return parsers;
}

StreamParser* find_parser(int handle) {
    LiveParser* live = live_parsers().find(handle);
    return live ? &live->parser : nullptr;
}

}  // namespace

std::uintptr_t repair_json_binding(std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, repair_json(text, boundary::repair_options(boundary::option_slots())), text);
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
    return live_parsers().insert(std::make_unique<LiveParser>(boundary::repair_options(boundary::option_slots())));
}

namespace {

// ok, inValue, completeValues, then the error when the parser stopped on one.
std::uintptr_t push_record(LiveParser& live, const PushStatus& status) {
    if (status.error && !live.error_place) {
        boundary::Utf16Positions positions(live.parser.input());
        live.error_place = boundary::error_place(*status.error, positions);
    }
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(!status.error);
    out.flag(status.in_value);
    out.number(status.complete_values);
    out.flag(status.error.has_value());
    if (status.error) out.error_at(*status.error, live.error_place);
    return out.finish();
}

}  // namespace

// The push's record; 0 for a handle that is gone.
std::uintptr_t stream_push_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    LiveParser* live = live_parsers().find(handle);
    return live ? push_record(*live, live->parser.push(boundary::text_at(bytes, length))) : 0;
}

// A chunk of `length` bytes the JS side did not write because it passes maxInputBytes
// (npm/src/input_limit.js): the record push() gives for it; 0 for a handle that is gone.
std::uintptr_t stream_refuse_binding(int handle, std::size_t length) {
    LiveParser* live = live_parsers().find(handle);
    return live ? push_record(*live, live->parser.refuse(length)) : 0;
}

std::uintptr_t stream_snapshot_binding(int handle) {
    const StreamParser* parser = find_parser(handle);
    if (!parser) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, parser->snapshot(), parser->input());
    return out.finish();
}

// The changes since the last call (boundary::write_changes).
std::uintptr_t stream_changes_binding(int handle) {
    StreamParser* parser = find_parser(handle);
    if (!parser) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_changes(out, parser->changes());
    return out.finish();
}

std::uintptr_t stream_end_binding(int handle) {
    StreamParser* parser = find_parser(handle);
    if (!parser) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, parser->end(), parser->input());
    live_parsers().erase(handle);
    return out.finish();
}

void stream_free_binding(int handle) { live_parsers().erase(handle); }

}  // namespace sg
