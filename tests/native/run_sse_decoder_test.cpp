// The event-stream decoder under the runner (rule R1 streaming): line endings, fields,
// comments, and chunk boundaries anywhere.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "run/wire/sse_decoder.h"

using namespace sg;

namespace {

std::vector<SseEvent> decode_in_chunks(std::string_view stream, std::size_t chunk_size) {
    SseDecoder decoder;
    std::vector<SseEvent> events;
    for (std::size_t i = 0; i < stream.size(); i += chunk_size) decoder.push(stream.substr(i, chunk_size), events);
    return events;
}

std::vector<SseEvent> decode_split_at(std::string_view stream, std::size_t a, std::size_t b) {
    SseDecoder decoder;
    std::vector<SseEvent> events;
    decoder.push(stream.substr(0, a), events);
    decoder.push(stream.substr(a, b - a), events);
    decoder.push(stream.substr(b), events);
    return events;
}

std::string describe(const std::vector<SseEvent>& events) {
    std::string out;
    for (const SseEvent& e : events) out += "[" + e.event + "|" + e.data + "|" + e.id + "]";
    return out;
}

// Every kind of line the specification knows, with all three line endings.
const std::string kMixedStream =
    "\xEF\xBB\xBF: keep-alive comment\r\n"
    "event: message_start\r\n"
    "data: {\"type\":\"message_start\"}\r\n"
    "\r\n"
    "data:first\rdata:  second\r\rid: 7\n"
    "event: ping\n"
    "retry: 3000\n"
    "unknown: ignored\n"
    "data\n"
    "\n"
    "event: lonely\n"
    "\n"
    "data: [DONE]\n\n";

const std::string kMixedExpected =
    "[message_start|{\"type\":\"message_start\"}|][|first\n second|][ping||7][|[DONE]|7]";

}  // namespace

TEST_CASE("R1 SSE fields, comments, a BOM and all three line endings") {
    CHECK(describe(decode_in_chunks(kMixedStream, kMixedStream.size())) == kMixedExpected);
}

TEST_CASE("R1 SSE gives the same events for every two-point split of the stream") {
    for (std::size_t a = 0; a <= kMixedStream.size(); ++a) {
        for (std::size_t b = a; b <= kMixedStream.size(); b += 3) {
            INFO("split at " << a << " and " << b);
            REQUIRE(describe(decode_split_at(kMixedStream, a, b)) == kMixedExpected);
        }
    }
}

TEST_CASE("R1 SSE one byte at a time, including a \\r\\n split between chunks") {
    CHECK(describe(decode_in_chunks(kMixedStream, 1)) == kMixedExpected);
    const std::string crlf = "data: a\r\n\r\ndata: b\r\n\r\n";
    CHECK(describe(decode_in_chunks(crlf, 1)) == "[|a|][|b|]");
    CHECK(describe(decode_split_at(crlf, 8, 9)) == "[|a|][|b|]");  // \r | \n
}

TEST_CASE("R1 SSE an event without its closing blank line is not dispatched") {
    SseDecoder decoder;
    std::vector<SseEvent> events;
    decoder.push("data: {\"complete\":true}\n\ndata: {\"cut", events);
    REQUIRE(events.size() == 1);
    CHECK(events[0].data == "{\"complete\":true}");
    CHECK(decoder.has_partial_event());
}

TEST_CASE("R1 SSE an empty data line still makes an event; an event line alone does not") {
    CHECK(describe(decode_in_chunks("data:\n\n", 64)) == "[||]");
    CHECK(describe(decode_in_chunks("event: x\n\n", 64)).empty());
    CHECK(describe(decode_in_chunks("data:\ndata:\n\n", 64)) == "[|\n|]");
}

TEST_CASE("issue 26 R1 SSE a JSON text outside the framing is one bare event once its braces balance") {
    const std::string stream = "data: a\n\n{\n  \"error\": {\"message\": \"not } here {\\\" nor here\"},\ndata: b\n"
                               "  \"x\": 1\n}\n\ndata: c\n\n";
    for (std::size_t size : {std::size_t{1}, std::size_t{3}, stream.size()}) {
        INFO("chunks of " << size);
        const std::vector<SseEvent> events = decode_in_chunks(stream, size);
        REQUIRE(events.size() == 4);
        CHECK(describe(events) ==
              "[|a|][|{\n  \"error\": {\"message\": \"not } here {\\\" nor here\"},\n  \"x\": 1\n}|][|b|][|c|]");
        CHECK(std::vector<bool>{events[0].bare, events[1].bare, events[2].bare, events[3].bare} ==
              std::vector<bool>{false, true, false, false});
    }
    SseDecoder decoder;
    std::vector<SseEvent> events;
    decoder.push("{\"error\": {", events);
    CHECK(events.empty());
    CHECK(decoder.has_partial_event());
    decoder.push("}}", events);
    CHECK(events.empty());  // the line has no break yet: the text may go on
    decoder.finish(events);  // the body ended there
    REQUIRE(events.size() == 1);
    CHECK(events[0].bare);
    CHECK(events[0].data == "{\"error\": {}}");
    SseDecoder cut;
    cut.push("data: {\"cut\"", events);
    cut.finish(events);
    CHECK(events.size() == 1);  // an event without its blank line is still not given
}

TEST_CASE("L7 SSE an event larger than the limit stops the decoder") {
    SseDecoder decoder(16);
    std::vector<SseEvent> events;
    CHECK(decoder.push("data: 0123456789\n\n", events));
    CHECK(events.size() == 1);
    CHECK_FALSE(decoder.push("data: 0123456789abcdefghij", events));
    CHECK(decoder.overflowed());
    CHECK_FALSE(decoder.push("\n\ndata: x\n\n", events));
    CHECK(events.size() == 1);
}

TEST_CASE("L7 SSE data lines that add up past the limit stop the decoder") {
    SseDecoder decoder(20);
    std::vector<SseEvent> events;
    CHECK_FALSE(decoder.push("data: 0123456789\ndata: 0123456789\n", events));
    CHECK(events.empty());
}
