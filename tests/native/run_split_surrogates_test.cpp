// Issue 36, rule R1 streaming: a character whose UTF-16 pair a proxy split between two stream
// events is joined again (split_surrogates.h); every other lone half is U+FFFD.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "json/strict_parser.h"
#include "run/wire/split_surrogates.h"

using namespace sg;

namespace {

const std::string kFace = "\xF0\x9F\x98\x80";  // U+1F600
const std::string kReplacement = "\xEF\xBF\xBD";

// The string member "t" of each JSON event, read with its lone halves kept, appended in order.
std::string appended(const std::vector<std::string>& events) {
    std::string text;
    StrictParseOptions halves;
    halves.lone_surrogates_as_bytes = true;
    for (const std::string& event : events) {
        Result<rapidjson::Document> parsed = parse_strict(event, event, halves);
        REQUIRE(parsed.ok());
        append_delta(text, std::string_view(parsed.value()["t"].GetString(), parsed.value()["t"].GetStringLength()));
    }
    return text;
}

}  // namespace

TEST_CASE("issue 36 R1 a surrogate pair split between two deltas is one character") {
    CHECK(appended({R"({"t":"a\ud83d"})", R"({"t":"\ude00b"})"}) == "a" + kFace + "b");
    // An empty delta between the halves (a chunk that carries another field) does not part them.
    std::string text = appended({R"({"t":"\ud83d"})", R"({"t":""})", R"({"t":"\ude00"})"});
    CHECK(text == kFace);
    // While the other half has not come, what streams out stops before the held one.
    std::string held = appended({R"({"t":"ab\ud83d"})"});
    CHECK(whole_delta_text(held) == "ab");
    settle_delta(held);
    CHECK(held == "ab" + kReplacement);
}

TEST_CASE("issue 36 R1 a lone half in a delta, or one whose other half does not follow, is U+FFFD") {
    CHECK(appended({R"({"t":"\ud83dx"})"}) == kReplacement + "x");
    CHECK(appended({R"({"t":"\ude00"})"}) == kReplacement);
    CHECK(appended({R"({"t":"a\ud83d"})", R"({"t":"b"})"}) == "a" + kReplacement + "b");
    CHECK(appended({R"({"t":"\ud83d"})", R"({"t":"\ud83d"})", R"({"t":"\ude00"})"}) == kReplacement + kFace);
    // A pair within one delta, and Hangul (ED 80..9F, UTF-8 sharing the lead byte), pass as they are.
    CHECK(appended({R"({"t":"\ud83d\ude00\ud55c"})"}) == kFace + "\xED\x95\x9C");
}
