// X5/L2: strict JSON goes through lenient parsing untouched: no repairs, the same text, and
// the same value strict parsing gives.
#include <catch2/catch.hpp>

#include "json/strict_parser.h"
#include "repair_test_support.h"

using namespace sg;

TEST_CASE("L2 strict JSON needs no repair and gives the strict value and text") {
    const char* const documents[] = {
        "{}", "[]", "[0]", "{\"a\": null}", "[true, false, null]",
        "{\"n\": [0, -0, 1.5, -2e-10, 1E+300, 123456789012345678901234567890]}",
        R"j({"s": "\" \\ \/ \b \f \n \r \t \u0000 \u001f \uffff \ud834\udd1e"})j",
        "{\"ja\": \"日本語\", \"emoji\": \"🙂\", \"mixed\": [\"ä\", \"€\", \"𝄞\"]}",
        "{\n\t\"pretty\": {\r\n    \"printed\": [\n      1,\n      2\n    ]\n  }\n}",
        "[[[[[[[[[[[[[[[[[[[[\"deep\"]]]]]]]]]]]]]]]]]]]]",
        R"j({"html": "<a href=\"x\">link</a>", "code": "```json\n{}\n```", "url": "http://a.b/c"})j",
        R"j({"": "", " ": " ", "a/b~c": {"x": []}})j",
    };
    for (const char* document : documents) {
        INFO(document);
        const RepairResult result = repair_json(document);
        REQUIRE(result.ok());
        CHECK(result.repairs.empty());
        CHECK(result.complete);
        CHECK(result.json == document);
        Result<rapidjson::Document> strict = parse_strict(document, document);
        REQUIRE(strict.ok());
        CHECK(dom_of(result) == strict.value());
    }
}
