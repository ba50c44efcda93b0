// repairJson(bytes, length, optionsJson), findJsonCandidates(bytes, length, optionsJson) (the
// text written into wasm memory by npm/src/text_buffer.js) and the stream parser
// (streamCreate / streamPush / streamSnapshot / streamEnd / streamFree) -> result JSON
// (npm/src/repair.js shapes it). SPEC L1-L4. A stream parser lives here behind an integer
// handle until streamEnd or streamFree.
#include <map>
#include <memory>

#include <emscripten/bind.h>

#include "boundary.h"
#include "repair_fields.h"
#include "repair/json_repair.h"
#include "repair/stream_parser.h"

namespace sg {
namespace {

RepairOptions repair_options(const std::string& json) {
    const rapidjson::Document options = boundary::read_options(json);
    RepairOptions parsed;
    parsed.max_input_bytes = boundary::size_option(options, "maxInputBytes", parsed.max_input_bytes);
    parsed.max_fence_bytes = boundary::size_option(options, "maxFenceBytes", parsed.max_fence_bytes);
    parsed.max_depth = boundary::size_option(options, "maxDepth", parsed.max_depth);
    return parsed;
}

std::string_view fence_name(CandidateFence fence) {
    switch (fence) {
        case CandidateFence::Json: return "json";
        case CandidateFence::Other: return "other";
        case CandidateFence::None: break;
    }
    return "";
}

std::string repair_json_binding(std::uintptr_t bytes, std::size_t length, const std::string& options_json) {
    const std::string_view text = boundary::text_at(bytes, length);
    return boundary::repair_result_json(repair_json(text, repair_options(options_json)), text);
}

// Positions are converted in reply order: start, repairs, error, end of each candidate.
void write_candidate(boundary::Writer& out, const JsonCandidate& candidate, boundary::Utf16Positions& positions) {
    out.StartObject();
    out.Key("start");
    out.Uint64(positions.index(candidate.start));
    out.Key("ok");
    out.Bool(candidate.ok);
    out.Key("fence");
    if (candidate.fence == CandidateFence::None) out.Null();
    else boundary::write_string(out, fence_name(candidate.fence));
    out.Key("truncated");
    out.Bool(candidate.truncated);
    out.Key("lossless");
    out.Bool(candidate.lossless);
    out.Key("json");
    if (candidate.ok) boundary::write_string(out, candidate.json);
    else out.Null();
    out.Key("repairs");
    boundary::write_repairs(out, candidate.repairs, positions);
    out.Key("error");
    if (candidate.error) boundary::write_error(out, *candidate.error, positions);
    else out.Null();
    out.Key("end");
    out.Uint64(positions.index(candidate.end));
    out.EndObject();
}

std::string find_candidates_binding(std::uintptr_t bytes, std::size_t length, const std::string& options_json) {
    const std::string_view text = boundary::text_at(bytes, length);
    const Result<std::vector<JsonCandidate>> found = find_candidates(text, repair_options(options_json));
    rapidjson::StringBuffer buffer;
    boundary::Writer out(buffer);
    boundary::Utf16Positions positions(text);
    out.StartObject();
    out.Key("ok");
    out.Bool(found.ok());
    out.Key("candidates");
    out.StartArray();
    if (found.ok()) {
        for (const JsonCandidate& candidate : found.value()) write_candidate(out, candidate, positions);
    }
    out.EndArray();
    boundary::write_error_or_null(out, found.ok() ? std::nullopt : std::optional<Error>(found.error()), positions);
    out.EndObject();
    return boundary::finish(buffer);
}

// The live stream parsers, by handle; handles are never reused within a module instance. A
// parser that stopped on an error keeps that error's JSON, so that pushes after it stay O(1).
struct LiveParser {
    explicit LiveParser(const RepairOptions& options) : parser(options) {}
    StreamParser parser;
    std::string error_json;
};

std::map<int, std::unique_ptr<LiveParser>>& live_parsers() {
    static std::map<int, std::unique_ptr<LiveParser>> parsers;
    return parsers;
}

LiveParser* find_live(int handle) {
    const auto found = live_parsers().find(handle);
    return found == live_parsers().end() ? nullptr : found->second.get();
}

StreamParser* find_parser(int handle) {
    LiveParser* live = find_live(handle);
    return live ? &live->parser : nullptr;
}

int stream_create_binding(const std::string& options_json) {
    static int next_handle = 0;
    live_parsers()[++next_handle] = std::make_unique<LiveParser>(repair_options(options_json));
    return next_handle;
}

std::string stream_push_binding(int handle, const std::string& chunk) {
    LiveParser* live = find_live(handle);
    if (!live) return "null";
    const PushStatus status = live->parser.push(chunk);
    if (status.error && live->error_json.empty()) {
        rapidjson::StringBuffer error_buffer;
        boundary::Writer error_out(error_buffer);
        boundary::write_error(error_out, *status.error, live->parser.input());
        live->error_json = boundary::finish(error_buffer);
    }
    rapidjson::StringBuffer buffer;
    boundary::Writer out(buffer);
    out.StartObject();
    out.Key("ok");
    out.Bool(!status.error);
    out.Key("inValue");
    out.Bool(status.in_value);
    out.Key("completeValues");
    out.Uint64(status.complete_values);
    out.Key("error");
    if (status.error) out.RawValue(live->error_json.data(), live->error_json.size(), rapidjson::kObjectType);
    else out.Null();
    out.EndObject();
    return boundary::finish(buffer);
}

std::string stream_snapshot_binding(int handle) {
    const StreamParser* parser = find_parser(handle);
    return parser ? boundary::repair_result_json(parser->snapshot(), parser->input()) : "null";
}

std::string stream_end_binding(int handle) {
    StreamParser* parser = find_parser(handle);
    if (!parser) return "null";
    const std::string result = boundary::repair_result_json(parser->end(), parser->input());
    live_parsers().erase(handle);
    return result;
}

void stream_free_binding(int handle) { live_parsers().erase(handle); }

}  // namespace
}  // namespace sg

EMSCRIPTEN_BINDINGS(structguard_repair) {
    emscripten::function("repairJson", &sg::repair_json_binding);
    emscripten::function("findJsonCandidates", &sg::find_candidates_binding);
    emscripten::function("streamCreate", &sg::stream_create_binding);
    emscripten::function("streamPush", &sg::stream_push_binding);
    emscripten::function("streamSnapshot", &sg::stream_snapshot_binding);
    emscripten::function("streamEnd", &sg::stream_end_binding);
    emscripten::function("streamFree", &sg::stream_free_binding);
}
