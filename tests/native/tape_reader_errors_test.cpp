// The tape reader says why it refuses a text (X5, X6) as the checking parser (RapidJSON)
// always said it: the same code, message in both languages, offset, line and column, for every
// text. The checking parser runs beside it here, as the reference it replaced.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "json/strict_parser.h"
#include "tape/tape_reader.h"

using namespace sg;

namespace {

// What strict reading said before the tape reader said why: the tape when it reads the text,
// else the checking parser's error (none when that parser reads it).
std::optional<Error> checking_parser_error(std::string_view source, std::string_view json, std::size_t max_depth,
                                           Language language) {
    Tape tape;
    if (read_tape(source, json, max_depth, tape)) return std::nullopt;
    StrictParseOptions options;
    options.max_depth = max_depth;
    options.language = language;
    const Result<rapidjson::Document> parsed = parse_strict(source, json, options);
    if (parsed.ok()) return std::nullopt;
    return parsed.error();
}

std::string said(const std::optional<Error>& error) {
    if (!error) return "read";
    const TextPosition& at = *error->position;
    return std::string(code_name(error->code)) + " at " + std::to_string(at.offset) + " (" + std::to_string(at.line) +
           ":" + std::to_string(at.column) + "): " + error->message;
}

struct Comparison {
    int refused = 0;         // of the four readings
    std::string difference;  // the first reading where the readers differ, else empty
};

// Both readers on `json` alone and as the tail of a reply with prose before it, in both
// languages.
Comparison compare(const std::string& json, std::size_t max_depth) {
    Comparison comparison;
    const std::string reply = "Here it is:\n  " + json;
    for (const std::string_view source : {std::string_view(json), std::string_view(reply)}) {
        const std::string_view slice = source.substr(source.size() - json.size());
        for (const Language language : {Language::English, Language::Japanese}) {
            Tape tape;
            const std::string error = said(read_strict_candidate(source, slice, max_depth, language, tape));
            const std::string expected = said(checking_parser_error(source, slice, max_depth, language));
            if (error != expected) {
                comparison.difference = "text: " + json + "\nin a reply of " + std::to_string(source.size()) +
                                        " bytes, max depth " + std::to_string(max_depth) + "\ntape reader: " + error +
                                        "\nchecking parser: " + expected;
                return comparison;
            }
            comparison.refused += error != "read" ? 1 : 0;
        }
    }
    return comparison;
}

// Valid and broken texts whose edits reach every state of the reader: each container and
// scalar, each escape, numbers at the edges of a double, nesting at the depth limit, text
// over several lines, malformed UTF-8, NUL and control bytes.
const std::vector<std::string>& seeds() {
    static const std::vector<std::string> texts = {
        R"({"a": 1, "b": [true, false, null], "c": {"d": "e"}})",
        "{\n  \"name\": \"caf\xC3\xA9\",\n  \"tags\": [\"x\", \"y\"],\n  \"n\": -12.5e-3\n}",
        R"([[], {}, [[1]], {"k": {"l": []}}])",
        R"(["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "\ud800", "\udc00x", "\ud800\u0041"])",
        R"({"": "", "a\"b": "\"", "k": "0123456789abcdef0123456789abcdef"})",
        "\"text\"", "42", "-0", "0.5", "1E+2", "true", "false", "null", "  \t\r\n[1]  \n",
        "18446744073709551615", "-9223372036854775809", "123456789012345678901234567890",
        "[1e308, 1.7976931348623157e308, 1e-400, 0e400, 2e308]",
        "[1, 2", "{\"a\": ", "[1,]", R"({"a":1,})", "[1 2]", "{'a': 1}", R"({"a" 1})", R"({a: 1})", "01", "1.", ".5",
        "+1", "1e", "-", "tru", "nulls", "[1]]", "[1] x", "\"unterminated", "\"tab\tinside\"", R"("\x")",
        R"("\u12")", "1e400", "// c\n{}", "[1] // c", "\"caf\xE9\"", "[\xC3]", "[\"\xF0\x9F\x98\"]",
        std::string("{\"a\": 1}") + '\0' + "junk", std::string("[\"x") + '\0' + "y\"]",
        "[[[[1]]], [[[[2]]]]]", "{\"a\": {\"b\": {\"c\": {\"d\": [0]}}}}",
    };
    return texts;
}

// The bytes edits put in: JSON's own, the start of every literal and escape, control bytes,
// NUL, and bytes that break UTF-8.
const std::string kEditBytes = std::string("{}[]\":,\\/' \n\t\r0159.eE+-tfnulrsabxuU") + '\0' +
                               "\x01\x1F\x7F\x80\xBF\xC3\xA9\xE2\xED\xF0\xF4\xF8\xFF";

}  // namespace

TEST_CASE("X5 the tape reader's errors: hand-picked texts, the code, message and place the checking parser gave") {
    const std::string deep = std::string(600, '[') + std::string(600, ']');
    const std::vector<std::string> texts = {
        // Nothing, or nothing but whitespace, or a stray token where the value should start.
        "", "   ", "\n\n", "]", "}", ",", ":", " ] ", "x", "-x", "-]", "--1", "'a'", "/* c */ 1",
        // The depth limit, alone, after a malformed byte, before one, and past it in a string.
        deep, "[[[[[1]]]]]", "[\"\xFF\", " + deep + "]", deep + "\xFF", "[[[[[\"\xC3\"]]]]]",
        // Malformed UTF-8: in strings, in keys, outside strings, truncated sequences, surrogates.
        "\"\xC3\"", "{\"\xFF\": 1}", "[1, \xFF]", "\xEF\xBB\xBF{}", "\"\xED\xA0\x80\"", "\"\xF4\x90\x80\x80\"",
        "\"\xC0\xAF\"", "[\"ok\"]\xFF", "[\"\xE2\x82\"]",
        // Lone surrogate escapes, and faults after them.
        R"("\ud800")", R"("\udfff")", R"("\ud800\udc00")", R"("\ud800\u12")", R"("\ud800\")", R"("\ud800)",
        R"(["\udbff\udfff", "\udc00\ud800"])", R"("\ud800\ud800")", R"("\ud800\uXYZW")",
        // Numbers past a double's range, and the zeros and long integers RapidJSON called too big.
        "1e400", "-1e400", "1.8e308", "1e308", "[1, 1e309]", "0e400", "[0e400, x]", "[0.0e309 x", "0.001e311 x",
        std::string(309, '9'), std::string(310, '9') + ".", std::string(310, '9') + "e", "-" + std::string(320, '1') + ".",
        "17976931348623157" + std::string(292, '0') + " x", "17976931348623158" + std::string(292, '0') + " x",
        "0." + std::string(400, '0') + "1e700 x", "1." + std::string(30, '5') + "e308 x", "[1e2147483648, x",
        "123456789012345678901234567890e290 x", "9e-99999999999 x",
        // Trailing content.
        "{} {}", "[1] 2", "1 2", "\"a\" \"b\"", "nulltrue", "{}\n\n  x", std::string("[1]") + '\0' + "\xFF",
        std::string("[1,") + '\0' + "]", std::string(1, '\0'), std::string("  ") + '\0', std::string("\"a") + '\0',
        // Every kind of bad escape.
        R"("\x")", R"("\'")", R"("\U0041")", R"("\u")", R"("\u1")", R"("\u12")", R"("\u123")", R"("\u12G4")",
        R"("\u 123")", "\"\\", "\"\\u00", R"("\)", R"("\0")", R"("\a")", R"("\v")",
        // Control characters in strings.
        "\"\x01\"", "\"\x1F\"", "\"a\tb\"", "\"a\nb\"", "\"\r\"", "{\"k\x02\": 1}",
        // Broken containers, keys and literals.
        "{", "[", "{\"a\"", "{\"a\":", "{\"a\":1", "{\"a\":1,", "[1,", "[1", "{1:2}", "{\"a\" : 1 ]", "[1}",
        "{,}", "[,]", "[:]", "{\"a\",}", "fals", "nul", "t", "truE", "[tru]", "{\"a\": nan}", "[Infinity]",
        "[1.e5]", "[1.5e+]", "[-.5]", "[1e-]", "[00]", "[-01]", "{\"a\":1}}", "[\n1,\n2\n,]",
    };
    for (const std::string& text : texts) {
        CHECK(compare(text, 512).difference == "");
        CHECK(compare(text, 3).difference == "");
    }
}

TEST_CASE("X5 the tape reader's errors: every one-byte edit and cut of a few dozen texts") {
    int texts = 0;
    int refused = 0;
    int differ = 0;
    for (const std::string& seed : seeds()) {
        std::vector<std::string> edits;
        for (std::size_t at = 0; at <= seed.size(); ++at) {
            edits.push_back(seed.substr(0, at));
            if (at == seed.size()) break;
            edits.push_back(seed.substr(0, at) + seed.substr(at + 1));
            for (const char byte : kEditBytes) {
                std::string replaced = seed;
                replaced[at] = byte;
                edits.push_back(replaced);
                edits.push_back(seed.substr(0, at) + byte + seed.substr(at));
            }
        }
        for (const std::string& text : edits) {
            // A low limit on every third text, so that edits that nest meet it.
            const Comparison comparison = compare(text, ++texts % 3 == 0 ? 3 : 512);
            refused += comparison.refused > 0 ? 1 : 0;
            // The first few differences are shown; the count says how many there are.
            if (!comparison.difference.empty() && ++differ <= 5) FAIL_CHECK(comparison.difference);
        }
    }
    CHECK(differ == 0);
    CHECK(texts > 60000);
    CHECK(refused > texts / 2);  // most edits break the text
}
