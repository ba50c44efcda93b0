// Any bytes as a provider's HTTP response (rules R1, R2, R7, L7): the response reader decodes
// JSON bodies, error bodies and event streams of the four wires into one ModelReply or one RunError,
// never a crash or a hang; an event stream decodes to the same reply however the body is cut
// into chunks.
//
// Input: two bytes of choices, then the body.
//   byte 0  bit 0 the wire's low bit         bit 1 a stream was requested
//           bits 2-3 content-type: JSON, event stream, none, text/plain
//           bits 4-6 status: 200 200 201 400 401 429 500 529   bit 7 maxResponseBytes 512
//   byte 1  bits 0-6 chunking: 0 the body in one chunk; else chunks of 1..(bits % 32 + 1)
//           bytes, sizes drawn from a generator seeded with the bits
//           bit 7 the wire's high bit: wires OpenAI Chat, Anthropic, OpenAI Responses, Gemini
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "fuzz_input.h"
#include "run/wire/response_reader.h"
#include "run/wire/sse_decoder.h"

namespace {

constexpr int kStatuses[] = {200, 200, 201, 400, 401, 429, 500, 529};
constexpr sg::Wire kWires[] = {sg::Wire::OpenAIChat, sg::Wire::AnthropicMessages, sg::Wire::OpenAIResponses,
                               sg::Wire::Gemini};
constexpr const char* kContentTypes[] = {"application/json", "text/event-stream; charset=utf-8", nullptr,
                                         "text/plain"};

std::vector<std::string_view> cut(std::string_view body, std::uint8_t seed) {
    if (seed == 0) return {body};
    const std::uint32_t largest = (seed % 32) + 1;
    std::uint32_t state = seed;
    std::vector<std::string_view> chunks;
    for (std::size_t at = 0; at < body.size();) {
        state = state * 1103515245u + 12345u;
        const std::size_t size = 1 + (state >> 16) % largest;
        chunks.push_back(body.substr(at, size));
        at += size;
    }
    return chunks;
}

sg::ReadResult read(sg::Wire wire, bool stream, std::size_t limit, int status, const sg::Headers& headers,
                    const std::vector<std::string_view>& chunks) {
    sg::ResponseReader reader(wire, stream, limit, sg::Language::English);
    reader.head(status, headers);
    std::size_t payload = 0;
    for (const std::string_view chunk : chunks) {
        const sg::ChunkProgress progress = reader.chunk(chunk);
        if (!progress.keep_reading) continue;
        if (progress.payload_bytes < payload) __builtin_trap();  // progress never goes back
        payload = progress.payload_bytes;
    }
    return reader.end();
}

bool same_reply(const sg::ModelReply& a, const sg::ModelReply& b) {
    if (a.text != b.text || a.refusal != b.refusal || a.stop != b.stop || a.stop_reason != b.stop_reason) return false;
    if (a.usage.input_tokens != b.usage.input_tokens || a.usage.output_tokens != b.usage.output_tokens) return false;
    if (a.tool_calls.size() != b.tool_calls.size()) return false;
    for (std::size_t i = 0; i < a.tool_calls.size(); ++i) {
        const sg::ToolCall& x = a.tool_calls[i];
        const sg::ToolCall& y = b.tool_calls[i];
        if (x.id != y.id || x.name != y.name || x.arguments != y.arguments) return false;
        if (x.thought_signature != y.thought_signature) return false;
    }
    return true;
}

bool same_events(const std::vector<sg::SseEvent>& a, const std::vector<sg::SseEvent>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].event != b[i].event || a[i].data != b[i].data || a[i].id != b[i].id || a[i].bare != b[i].bare) {
            return false;
        }
    }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg::fuzz::FuzzInput input(data, size);
    const std::uint8_t choices = input.byte();
    const std::uint8_t chunking = input.byte();
    const std::string_view body = input.rest();

    const sg::Wire wire = kWires[(choices & 1) | ((chunking >> 6) & 2)];
    const bool stream = (choices & 2) != 0;
    sg::Headers headers;
    if (const char* type = kContentTypes[(choices >> 2) & 3]) headers.push_back(sg::Header{"content-type", type});
    const int status = kStatuses[(choices >> 4) & 7];
    const std::size_t limit = (choices & 128) ? 512 : sg::limits::kMaxInputBytes;

    const std::vector<std::string_view> chunks = cut(body, chunking & 127);
    const sg::ReadResult whole = read(wire, stream, limit, status, headers, {body});
    const sg::ReadResult chunked = read(wire, stream, limit, status, headers, chunks);
    if (whole.reply.has_value() == whole.error.has_value()) __builtin_trap();
    if (whole.reply.has_value() != chunked.reply.has_value()) __builtin_trap();
    if (whole.reply && !same_reply(*whole.reply, *chunked.reply)) __builtin_trap();
    if (whole.error && whole.error->kind != chunked.error->kind) __builtin_trap();

    // The decoder alone: the events do not depend on where the chunks end.
    sg::SseDecoder one;
    sg::SseDecoder many;
    std::vector<sg::SseEvent> from_one;
    std::vector<sg::SseEvent> from_many;
    one.push(body, from_one);
    for (const std::string_view chunk : chunks) many.push(chunk, from_many);
    if (!same_events(from_one, from_many) || one.has_partial_event() != many.has_partial_event()) __builtin_trap();
    return 0;
}
