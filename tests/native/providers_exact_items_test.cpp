// Rule S5: withExactItems specialises one array schema to exactly N items; anything but an
// array schema at the pointer is an error that says what is there.
#include "providers_seed_schemas.h"
#include "providers_test_support.h"
#include "providers/exact_items.h"
#include "schema/schema.h"

using namespace sg;

namespace {

const std::string kList =
    R"({"type":"object","properties":{"items":{"type":"array","items":{"type":"string"},"minItems":1},
    "n":{"type":"integer"},"r":{"$ref":"#/$defs/l"},"u":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]}},
    "$defs":{"l":{"type":"array","items":{"type":"integer"}}}})";

SchemaFailure failure(std::string_view pointer, std::size_t n = 3) {
    const SchemaResult<rapidjson::Document> r = with_exact_items(json(kList), pointer, n);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

}  // namespace

TEST_CASE("S5 minItems = maxItems = N at the array the pointer names; the rest is unchanged") {
    const SchemaResult<rapidjson::Document> r = with_exact_items(json(kList), "/properties/items", 3);
    REQUIRE(r.ok());
    CHECK(dump(r.value()["properties"]["items"]) ==
          R"({"type":"array","items":{"type":"string"},"minItems":3,"maxItems":3})");
    CHECK(r.value()["properties"]["n"] == json(kList)["properties"]["n"]);
    // The URI-fragment form names the same place; a definition can be pointed at directly.
    const SchemaResult<rapidjson::Document> d = with_exact_items(json(kList), "#/$defs/l", 0);
    REQUIRE(d.ok());
    CHECK(dump(d.value()["$defs"]["l"]) == R"({"type":"array","items":{"type":"integer"},"minItems":0,"maxItems":0})");
}

TEST_CASE("S5 the length is re-checked by validation: N-1 and N+1 items fail, N pass") {
    const SchemaResult<rapidjson::Document> r = with_exact_items(json(kList), "/properties/items", 3);
    REQUIRE(r.ok());
    SchemaCompileResult compiled = compile_schema(r.value());
    REQUIRE(compiled.ok());
    CHECK(compiled.value().is_valid(json(R"({"items":["a","b","c"]})")));
    CHECK_FALSE(compiled.value().is_valid(json(R"({"items":["a","b"]})")));
    CHECK_FALSE(compiled.value().is_valid(json(R"({"items":["a","b","c","d"]})")));
}

TEST_CASE("S5 a pointer that names no array schema is an error saying what is there") {
    const SchemaFailure number = failure("/properties/n");
    CHECK(number.reason == "not-an-array-schema");
    CHECK(number.pointer == "/properties/n");
    CHECK(number.error.code == ErrorCode::ValidationFailed);
    CHECK(number.error.message == "the pointer must name an array schema; it names a schema of type \"integer\"");
    CHECK(failure("/properties/r").error.message.find("it names a $ref") != std::string::npos);
    CHECK(failure("/properties/u").error.message.find("point at its array branch, e.g. .../anyOf/0") !=
          std::string::npos);
    CHECK(failure("/properties/missing").reason == "pointer-not-found");
    CHECK(failure("properties/items").reason == "bad-pointer");
    CHECK(failure("").reason == "not-an-array-schema");
}

TEST_CASE("S5 a closed tuple shorter than N cannot have N items") {
    const SchemaResult<rapidjson::Document> r =
        with_exact_items(json(R"({"type":"array","prefixItems":[{"type":"string"}],"items":false})"), "", 2);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().reason == "unsatisfiable");
}

TEST_CASE("S5 the commander design's schema specialised to 6 slots keeps passing the OpenAI strict lint") {
    const StrictSchema strict_form = strict(commander_schema(15), Provider::OpenAI);
    const SchemaResult<rapidjson::Document> six = with_exact_items(strict_form.schema, "/properties/appNudges", 6);
    REQUIRE(six.ok());
    CHECK(six.value()["properties"]["appNudges"]["minItems"] == 6);
    CHECK(six.value()["properties"]["appNudges"]["maxItems"] == 6);
    CHECK(lint(six.value(), Provider::OpenAI).diagnostics.empty());
}
