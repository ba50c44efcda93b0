// The tape reader is strict reading (X5): it must read every text the checking parser reads
// as the same value and refuse every text that parser refuses, saying why as that parser does
// (tape_reader_errors_test.cpp compares the errors over every one-byte edit of many texts).
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "core/json_text.h"
#include "json/strict_parser.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"

using namespace sg;

namespace {

constexpr std::size_t kDepth = 512;

// What the tape holds, written out as compact JSON.
std::string tape_json(const Tape& tape) {
    rapidjson::Document copy;
    value_from_tape(tape, 0, copy);
    return json_text(copy);
}

// The tape reader and the checking parser on one text: both refuse it, with the same error,
// or both read the same value. Returns whether the reader read it.
bool agrees_with_checking_parser(const std::string& text) {
    INFO(text);
    Tape tape;
    const bool read = read_tape(text, text, kDepth, tape);
    const Result<rapidjson::Document> checked = parse_strict(text, text);
    // RapidJSON refuses a zero whose exponent is past a double's range (0e400), which is zero.
    const bool zero_refused = !checked.ok() && checked.error().message.find("beyond the range") != std::string::npos;
    if (read && zero_refused) return true;
    if (read) {
        REQUIRE(checked.ok());
        CHECK(tape_json(tape) == json_text(checked.value()));
    }
    Tape again;
    const std::optional<Error> error = read_strict_candidate(text, text, kDepth, Language::English, again);
    CHECK(error.has_value() == !checked.ok());
    if (error) {
        CHECK(error->message == checked.error().message);
        CHECK(error->position->offset == checked.error().position->offset);
    } else {
        CHECK(tape_json(again) == json_text(checked.value()));
    }
    return read;
}

}  // namespace

TEST_CASE("X5 the tape reader reads what the checking parser reads, as the same value") {
    const std::vector<std::string> texts = {
        R"({"a": 1, "b": [true, false, null], "c": {"d": "e"}})",
        R"([])", R"({})", R"([[[]], {}, [{}]])", "  \n\t{\"a\" : [ 1 , 2 ] }\r\n ",
        R"("text")", "42", "-0", "0.5", "-12.5e-3", "1E+2", "18446744073709551615", "18446744073709551616",
        "-9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
        R"(["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "caf\u00c3\u00a9", "\u0000"])",
        "[\"caf\xC3\xA9\", \"\xF0\x9F\x98\x80\"]",
        R"({"": "", "a\"b": "\"", "long": "0123456789abcdef0123456789abcdef\n"})",
        "[" + std::string(2000, ' ') + "1" + std::string(33, '\n') + "]",
    };
    for (const std::string& text : texts) CHECK(agrees_with_checking_parser(text));
}

TEST_CASE("X5 the tape reader refuses what the checking parser refuses, with its error") {
    const std::vector<std::string> texts = {
        "", "   ", "{", "[1,]", R"({"a":1,})", "[1 2]", "{'a': 1}", R"({"a" 1})", R"({a: 1})", "01", "1.", ".5", "+1",
        "1e", "-", "tru", "nulls", "[1]]", "[1] x", R"("unterminated)", "\"tab\tinside\"", R"("\x")", R"("\u12")",
        "1e400", "-1e400", std::string(400, '9') + ".5e300", "// c\n{}", "[1] // c", "\"caf\xE9\"", "[\xC3]",
        "[" + std::string(600, '[') + std::string(600, ']') + "]",
    };
    for (const std::string& text : texts) CHECK_FALSE(agrees_with_checking_parser(text));
}

TEST_CASE("X5 a NUL byte is a byte: a value followed by one is followed by more than whitespace (issue 36)") {
    const std::string text = std::string("{\"a\": 1}") + '\0' + "junk";
    CHECK_FALSE(agrees_with_checking_parser(text));
    Tape tape;
    const std::optional<Error> error = read_strict_candidate(text, text, kDepth, Language::English, tape);
    REQUIRE(error.has_value());
    CHECK(error->code == ErrorCode::JsonParseError);
    CHECK(error->position->offset == 8);
    CHECK(error->message == "invalid JSON on line 1: a NUL byte is not allowed in JSON (inside a string, write it as \\u0000)");
    for (const std::string& other : {std::string(1, '\0') + "{}", std::string("{\"a\": \"x") + '\0' + "y\"}"}) {
        CHECK_FALSE(agrees_with_checking_parser(other));
        const std::optional<Error> refused = read_strict_candidate(other, other, kDepth, Language::English, tape);
        REQUIRE(refused.has_value());
        CHECK(refused->position->offset == other.find('\0'));
        CHECK(refused->message.find("a NUL byte") != std::string::npos);
    }
}

TEST_CASE("X5 escaped lone surrogates read as U+FFFD on the tape, as in the checking parser") {
    Tape tape;
    const std::string text = R"(["\ud800", "\udc00x", "\ud83d\ude00", "\ud800\u0041"])";
    REQUIRE(read_tape(text, text, kDepth, tape));
    CHECK(tape_json(tape) == "[\"\xEF\xBF\xBD\",\"\xEF\xBF\xBDx\",\"\xF0\x9F\x98\x80\",\"\xEF\xBF\xBD" "A\"]");
    CHECK(agrees_with_checking_parser(text));
}

TEST_CASE("X5 the tape: spans in the reply, counts, and the index past each container") {
    const std::string reply = "Here: {\"k\": [1, \"a\\n\"], \"e\": {}} thanks";
    const std::string_view json = std::string_view(reply).substr(6, 27);
    Tape tape;
    REQUIRE(read_tape(reply, json, kDepth, tape));
    REQUIRE(tape.size() == 7);
    CHECK(tape.kind(0) == TapeKind::Object);
    CHECK(tape.count(0) == 2);
    CHECK(tape.next(0) == 7);
    CHECK(tape[0].start == 6);
    CHECK(tape.raw(1) == "k");
    CHECK(tape.kind(2) == TapeKind::Array);
    CHECK(tape.next(2) == 5);
    CHECK(tape.raw(3) == "1");
    CHECK(tape.raw(4) == "a\\n");
    std::string scratch;
    CHECK(tape.string(4, scratch) == "a\n");
    CHECK(tape.kind(6) == TapeKind::Object);
    CHECK(tape.count(6) == 0);
}

TEST_CASE("X5 zero with a huge exponent is zero, not out of range (0e400, -0e1000)") {
    // The tape points into the text it read: each text outlives its reading here.
    const std::vector<std::string> texts = {"0e400", "-0e1000", "[0.0e999999]"};
    Tape tape;
    for (const std::string& text : texts) {
        INFO(text);
        REQUIRE_FALSE(read_strict_candidate(text, text, kDepth, Language::English, tape).has_value());
    }
    CHECK(tape.number(1).as_double == 0.0);
}

TEST_CASE("X5 random edits of JSON texts: the tape reader never reads what the checking parser refuses") {
    const std::vector<std::string> seeds = {
        R"({"schema": "v1", "steps": [{"seq": 1, "name": "a\"b", "deps": [], "ratio": -0.5e-3}], "ok": true, "none": null})",
        R"([1, 2.5, "x\u00e9", {"a": [[]]}, "\ud83d\ude00"])",
    };
    const std::string alphabet = "{}[]\":,\\ \n0123456789.eE+-tfnulrsa\x01\xC3\xA9\xFF";
    std::mt19937 random(20261127);
    int read = 0;
    for (int round = 0; round < 4000; ++round) {
        std::string text = seeds[round % seeds.size()];
        const int edits = 1 + static_cast<int>(random() % 3);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = random() % text.size();
            const char c = alphabet[random() % alphabet.size()];
            switch (random() % 3) {
                case 0: text[at] = c; break;
                case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                default: text.erase(at, 1);
            }
        }
        read += agrees_with_checking_parser(text) ? 1 : 0;
    }
    CHECK(read > 100);  // the edits leave some texts JSON
}
