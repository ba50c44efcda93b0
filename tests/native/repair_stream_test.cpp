// L4 streaming: chunks split anywhere, snapshots of the partial value with the pointers still
// open, status after each push, limits, and one byte at a time through a large reply.
#include <catch2/catch.hpp>

#include "repair_test_support.h"

using namespace sg;

namespace {

std::string snapshot_json(const StreamParser& parser) {
    const RepairResult snapshot = parser.snapshot();
    return snapshot.ok() ? snapshot.json : "<error>";
}

std::vector<std::string> snapshot_open(const StreamParser& parser) { return parser.snapshot().incomplete; }

}  // namespace

TEST_CASE("L4 snapshots show the value so far and which pointers are still open") {
    StreamParser parser;
    parser.push(R"j({"title": "Hel)j");
    CHECK(snapshot_json(parser) == R"j({"title": "Hel"})j");
    CHECK(snapshot_open(parser) == std::vector<std::string>{"", "/title"});
    parser.push(R"j(lo", "items": [1, 2)j");
    CHECK(snapshot_json(parser) == R"j({"title": "Hello", "items": [1, 2]})j");
    // The 2 may go on (22, 2.5): it is reported open, and so is everything around it.
    CHECK(snapshot_open(parser) == std::vector<std::string>{"", "/items", "/items/1"});
    parser.push("], \"done\": tr");
    CHECK(snapshot_json(parser) == R"j({"title": "Hello", "items": [1, 2]})j");
    CHECK(snapshot_open(parser) == std::vector<std::string>{""});
    parser.push("ue}");
    const RepairResult final_snapshot = parser.snapshot();
    CHECK(final_snapshot.json == R"j({"title": "Hello", "items": [1, 2], "done": true})j");
    CHECK(final_snapshot.complete);
    CHECK(final_snapshot.incomplete.empty());
    const RepairResult result = parser.end();
    CHECK(describe_result(result) == describe_result(final_snapshot));
}

TEST_CASE("L4 a snapshot changes nothing: pushing on after it gives the batch result") {
    const std::string reply = "Sure!\n```json\n{'a': [1, 2,], b: \"x\"}\n```";
    StreamParser parser;
    for (const char c : reply) {
        parser.push(std::string_view(&c, 1));
        parser.snapshot();
    }
    CHECK(describe_result(parser.end()) == describe_result(repair_json(reply)));
}

TEST_CASE("L4 push reports whether a value is open and how many values are whole") {
    StreamParser parser;
    PushStatus status = parser.push("Here you go: ");
    CHECK_FALSE(status.error);
    CHECK_FALSE(status.in_value);
    CHECK(status.complete_values == 0);
    status = parser.push("{\"a\": [1");
    CHECK(status.in_value);
    status = parser.push("]}\n{\"b\"");
    CHECK(status.in_value);
    CHECK(status.complete_values == 1);
    status = parser.push(": 2}");
    CHECK_FALSE(status.in_value);
    CHECK(status.complete_values == 2);
}

// A value that has been strict JSON so far is followed, not read, until its closing bracket
// (stream_parser.h): push reports it as reading it would, and the strict reader reads it.
TEST_CASE("L4 a value strict JSON so far is open until its closing bracket, then read as the whole reply's") {
    const std::string reply =
        "Here:\n```json\n{\"a\": [1, -2.5e3, 0, \"x\\\"y\\u00e9\", true, false, null], \"b\": {\"c\": \"日本\", \"d\": []}}\n```\nDone.";
    const std::size_t open = reply.find('{');
    const std::size_t close = reply.rfind('}');
    const std::string batch = describe_result(repair_json(reply));
    for (const std::size_t chunk : {std::size_t{1}, std::size_t{5}, std::size_t{16}}) {
        INFO("chunk " << chunk);
        StreamParser parser;
        for (std::size_t at = 0; at < reply.size(); at += chunk) {
            const PushStatus status = parser.push(std::string_view(reply).substr(at, chunk));
            const std::size_t read = std::min(at + chunk, reply.size());
            INFO("read " << read);
            CHECK_FALSE(status.error);
            CHECK(status.in_value == (read > open && read <= close));
            CHECK(status.complete_values == (read > close ? 1u : 0u));
        }
        const RepairResult result = parser.end();
        CHECK(result.json == reply.substr(open, close + 1 - open));
        CHECK(describe_result(result) == batch);
    }
}

// Lenient reading weighs a string's comma or bracket by what follows (`"y,"}` could have lost
// its closing quote before the comma), and may wait for bytes past the closing bracket to
// decide; a value that is strict JSON is whole at its bracket, as a whole reply's value is.
TEST_CASE("L4 a strict value with a comma or bracket at the end of a string is whole at its closing bracket") {
    StreamParser parser;
    CHECK(parser.push("{\"a\": \"x}\", \"b\": \"y,\"").in_value);
    const PushStatus status = parser.push("}");
    CHECK_FALSE(status.in_value);
    CHECK(status.complete_values == 1);
    CHECK(parser.push(" more\", \"c\": 1}").complete_values == 1);
    CHECK(describe_result(parser.end()) == describe_result(repair_json("{\"a\": \"x}\", \"b\": \"y,\"} more\", \"c\": 1}")));
}

TEST_CASE("L4 a value that stops being strict JSON is read leniently from its start, as the whole reply's") {
    // The quote, the trailing comma, the comment and the cut are each the first byte that is
    // not strict JSON in one of these.
    const std::vector<std::string> replies = {
        "{\"a\": 1, \"b\": [true, 'x',], \"c\": \"d\"}",
        "{\"a\": {\"b\": [1, 2, 3], \"c\": \"text\"},}",
        "[{\"id\": 1}, {\"id\": 2} /* more */, {\"id\": 3}]",
        "{\"a\": \"cut here",
    };
    for (const std::string& reply : replies) {
        INFO(reply);
        const std::string batch = describe_result(repair_json(reply));
        for (std::size_t chunk = 1; chunk <= 7; ++chunk) {
            INFO("chunk " << chunk);
            StreamParser parser;
            for (std::size_t at = 0; at < reply.size(); at += chunk) {
                const PushStatus status = parser.push(std::string_view(reply).substr(at, chunk));
                const bool closed = at + chunk >= reply.size() && (reply.back() == '}' || reply.back() == ']');
                CHECK(status.in_value == !closed);
                // A snapshot every few chunks reads the value there, as one after each would.
                if (at % (3 * chunk) == 0) {
                    const std::string_view so_far = std::string_view(reply).substr(0, std::min(at + chunk, reply.size()));
                    CHECK(snapshot_json(parser) == repair_json(so_far).json);
                }
            }
            CHECK(describe_result(parser.end()) == batch);
        }
    }
}

TEST_CASE("L4 chunks split inside UTF-8 sequences, escapes, numbers, literals, marks and tags read as the whole") {
    const std::vector<std::string> replies = {
        "{\"ja\": \"日本語🙂\", \"k\": “smart”}",
        R"j({"e": "\u00e9\ud83d\ude00\n\"", "n": -12.5e+3, "t": true, "f": False, "z": None})j",
        "<think>x {y}</think>\n```json\n{\"a\": [1, 2, …], 'b': NaN}\n```",
        "\xEF\xBB\xBF{\"a\": 1 /* c */, // d\n\"b\": 'x\\'y'}",
    };
    for (const std::string& reply : replies) {
        INFO(reply);
        const std::string batch = describe_result(repair_json(reply));
        for (std::size_t split = 0; split <= reply.size(); ++split) {
            StreamParser parser;
            parser.push(std::string_view(reply).substr(0, split));
            parser.push(std::string_view(reply).substr(split));
            INFO("split at " << split);
            CHECK(describe_result(parser.end()) == batch);
        }
    }
}

TEST_CASE("L4 the truncation documents stream in chunks of 1, 7 and 4096 bytes to the batch result") {
    std::string long_reply = "Plan:\n```json\n{\"steps\": [";
    for (int i = 0; i < 300; ++i) {
        if (i > 0) long_reply += ", ";
        long_reply += "{'seq': " + std::to_string(i + 1) + ", \"title\": \"Step \"" + std::to_string(i) + "\" done\",}";
    }
    long_reply += "]}\n```\n";
    for (const std::string& reply : {long_reply, long_reply.substr(0, long_reply.size() / 2)}) {
        const std::string batch = describe_result(repair_json(reply));
        for (const std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
            CHECK(describe_result(stream_in_chunks(reply, chunk)) == batch);
        }
    }
}

TEST_CASE("L4 end() can be asked again, and chunks pushed after it are ignored") {
    StreamParser parser;
    parser.push("{\"a\": 1");
    const std::string first = describe_result(parser.end());
    parser.push(", \"b\": 2}");
    CHECK(describe_result(parser.end()) == first);
    CHECK(parser.input() == "{\"a\": 1");
}

TEST_CASE("L4 L7 a stream over maxInputBytes stops with LimitExceeded") {
    RepairOptions options;
    options.max_input_bytes = 10;
    StreamParser parser(options);
    CHECK_FALSE(parser.push("{\"a\": ").error);
    const PushStatus status = parser.push("123456");
    REQUIRE(status.error);
    CHECK(status.error->code == ErrorCode::LimitExceeded);
    CHECK_FALSE(status.error->position);
    CHECK(parser.push("}").error->code == ErrorCode::LimitExceeded);
    const RepairResult result = parser.end();
    REQUIRE_FALSE(result.ok());
    CHECK(result.error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("L4 L7 a chunk refused by its size alone stops the stream as pushing it would") {
    RepairOptions options;
    options.max_input_bytes = 10;
    StreamParser refused(options);
    StreamParser pushed(options);
    for (StreamParser* parser : {&refused, &pushed}) CHECK_FALSE(parser->push("{\"a\": ").error);
    const PushStatus by_size = refused.refuse(100'000'000);
    REQUIRE(by_size.error);
    CHECK(by_size.error->message ==
          "the reply is 100000006 bytes, over maxInputBytes (10); raise maxInputBytes to read it");
    const PushStatus by_bytes = pushed.push(std::string(100, ' '));
    CHECK(by_size.in_value == by_bytes.in_value);
    CHECK(refused.input() == "{\"a\": ");
    CHECK(refused.push("}").error->message == by_size.error->message);
    CHECK(refused.end().error->message == by_size.error->message);
}

TEST_CASE("L4 L7 a stream nested deeper than maxDepth stops with LimitExceeded at the bracket") {
    RepairOptions options;
    options.max_depth = 3;
    StreamParser parser(options);
    CHECK_FALSE(parser.push("[[[").error);
    const PushStatus status = parser.push("[1]]]]");
    REQUIRE(status.error);
    CHECK(status.error->code == ErrorCode::LimitExceeded);
    CHECK(status.error->position->offset == 3);
    CHECK_FALSE(parser.end().ok());
}

TEST_CASE("L4 one byte at a time through a 300 KB reply: each byte is read once") {
    std::string reply = "{\"rows\": [";
    while (reply.size() < 300 * 1024) reply += "{\"id\": 12345, \"name\": \"row with some text\", \"ok\": true},";
    reply += "]}";
    StreamParser parser;
    for (std::size_t at = 0; at < reply.size(); ++at) parser.push(std::string_view(reply).substr(at, 1));
    const RepairResult result = parser.end();
    REQUIRE(result.ok());
    CHECK(dom_of(result)["rows"].Size() > 4000);
    CHECK(repair_list(result.repairs) == "trailing_comma@" + std::to_string(reply.size() - 3));
}
