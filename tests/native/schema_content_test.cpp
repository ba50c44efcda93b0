// S1 draft-07's contentEncoding and contentMediaType: assertions with format assertion on
// (base64, application/json), annotations otherwise and in 2020-12.
#include <catch2/catch.hpp>

#include "schema/content_checks.h"
#include "schema_test_support.h"

using namespace sg;

namespace {

SchemaOptions asserting() {
    SchemaOptions options;
    options.format_assertion = true;
    return options;
}

std::string draft7(const std::string& keywords) {
    return R"({"$schema": "http://json-schema.org/draft-07/schema#", )" + keywords + "}";
}

std::string base64(std::string_view text) {
    std::string out;
    return schema::decode_base64(text, out) ? out : "<invalid>";
}

}  // namespace

TEST_CASE("S1 base64 as RFC 4648 4 writes it: padded groups of four, nothing else") {
    CHECK(base64("eyJmb28iOiAiYmFyIn0K") == "{\"foo\": \"bar\"}\n");
    CHECK(base64("YQ==") == "a");
    CHECK(base64("YWI=") == "ab");
    CHECK(base64("") == "");
    CHECK(base64("+/+/") == "\xFB\xFF\xBF");
    CHECK(base64("YQ") == "<invalid>");      // unpadded
    CHECK(base64("Y===") == "<invalid>");
    CHECK(base64("YQ==YQ==") == "<invalid>");  // padding inside
    CHECK(base64("eyJmb28iOi%iYmFyIn0K") == "<invalid>");
    CHECK(base64("YWJj\nZGVm") == "<invalid>");  // no line breaks
}

TEST_CASE("S1 draft-07 contentMediaType application/json asserts that the string is JSON") {
    const std::string schema = draft7(R"("contentMediaType": "application/json")");
    CHECK(valid(schema, R"("{\"foo\": \"bar\"}")", asserting()));
    CHECK(valid(schema, R"(" [1, 2] ")", asserting()));
    CHECK_FALSE(valid(schema, R"("{:}")", asserting()));
    CHECK_FALSE(valid(schema, R"("{} {}")", asserting()));
    CHECK_FALSE(valid(schema, R"("{}\u0000")", asserting()));
    CHECK(valid(schema, "100", asserting()));  // strings only
    CHECK(valid(schema, R"("{:}")"));          // an annotation unless format assertion is on
    CHECK(valid(draft7(R"("contentMediaType": "Application/JSON; charset=utf-8")"), R"("{}")", asserting()));
    CHECK_FALSE(valid(draft7(R"("contentMediaType": "Application/JSON; charset=utf-8")"), R"("{")", asserting()));
    CHECK(valid(draft7(R"("contentMediaType": "text/html")"), R"("{:}")", asserting()));  // not checked
    // Deeper than maxDepth is still JSON: nothing is built from it.
    const std::string deep = std::string(2000, '[') + std::string(2000, ']');
    CHECK(valid(schema, "\"" + deep + "\"", asserting()));
}

TEST_CASE("S1 draft-07 contentEncoding base64 asserts, and with a media type the decoded bytes are judged") {
    const std::string encoding = draft7(R"("contentEncoding": "base64")");
    CHECK(valid(encoding, R"("eyJmb28iOiAiYmFyIn0K")", asserting()));
    CHECK_FALSE(valid(encoding, R"("eyJmb28iOi%iYmFyIn0K")", asserting()));
    CHECK(valid(draft7(R"("contentEncoding": "BASE64")"), R"("YQ==")", asserting()));
    CHECK(valid(draft7(R"("contentEncoding": "quoted-printable")"), R"("%")", asserting()));  // not checked
    const std::string both = draft7(R"("contentEncoding": "base64", "contentMediaType": "application/json")");
    CHECK(valid(both, R"("eyJmb28iOiAiYmFyIn0K")", asserting()));
    ValidationResult result = validate_text(compile_ok(both, asserting()), R"("ezp9Cg==")");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].keyword == "contentMediaType");
    CHECK(result.errors[0].message == "value must be base64-encoded JSON; got 'ezp9Cg=='");
    ValidateOptions all;
    all.mode = ErrorMode::AllErrors;
    result = validate_text(compile_ok(both, asserting()), R"("{}")", all);
    REQUIRE(result.errors.size() == 1);  // the encoding; with nothing decoded, the media type adds no error
    CHECK(result.errors[0].keyword == "contentEncoding");
    CHECK(result.errors[0].message == "value must be valid base64; got '{}'");
}

TEST_CASE("S1 2020-12 content keywords stay annotations, even with format assertion on") {
    const std::string schema = R"({"contentEncoding": "base64", "contentMediaType": "application/json"})";
    CHECK(valid(schema, R"("{}")", asserting()));
    CHECK(valid(schema, R"("ezp9Cg==")", asserting()));
}
