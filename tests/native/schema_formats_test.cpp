#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "allocation_meter.h"
#include "regex/regex.h"
#include "schema/format_checks.h"
#include "schema_test_support.h"

using namespace sg;

namespace {

SchemaOptions asserting() {
    SchemaOptions options;
    options.format_assertion = true;
    return options;
}

}  // namespace

TEST_CASE("S1 format is an annotation by default and an assertion on request") {
    const std::string schema = R"({"format": "email"})";
    CHECK(valid(schema, "\"not an address\""));
    CHECK_FALSE(valid(schema, "\"not an address\"", asserting()));
    CHECK(valid(schema, "\"joe@example.com\"", asserting()));
    CHECK(valid(schema, "12", asserting()));  // formats apply to strings only
    const ValidationResult result = validate_text(compile_ok(R"({"properties": {"when": {"format": "date"}}})", asserting()),
                                                  R"({"when": "2021-02-29"})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].keyword == "format");
    CHECK(result.errors[0].message == "'when' must be a valid date; got '2021-02-29'");
}

TEST_CASE("S1 unknown formats never fail, even when asserting") {
    CHECK(valid(R"({"format": "no-such-format"})", "\"x\"", asserting()));
}

TEST_CASE("S1 the 2020-12 format-assertion vocabulary turns assertion on") {
    SchemaRegistry registry;
    const rapidjson::Document meta = parse_json(R"({"$schema": "https://json-schema.org/draft/2020-12/schema",
      "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                      "https://json-schema.org/draft/2020-12/vocab/format-assertion": true}})");
    REQUIRE_FALSE(registry.add("https://example.test/format-meta", meta));
    const CompiledSchema schema = compile_ok(R"({"$schema": "https://example.test/format-meta", "format": "ipv4"})", {}, &registry);
    CHECK(validate_text(schema, "\"10.0.0.1\"").valid);
    CHECK_FALSE(validate_text(schema, "\"10.0.0.300\"").valid);
}

TEST_CASE("S1 asserted formats accept and reject as their RFCs say") {
    using schema::FormatKind;
    struct Case {
        FormatKind kind;
        const char* text;
        bool ok;
    };
    const Case cases[] = {
        {FormatKind::DateTime, "1963-06-19T08:30:06.283185Z", true},
        {FormatKind::DateTime, "1998-12-31T15:59:60.123-08:00", true},
        {FormatKind::DateTime, "1998-12-31T23:58:60Z", false},
        {FormatKind::DateTime, "1990-12-31T15:59:59-24:00", false},
        {FormatKind::Date, "2020-02-29", true},
        {FormatKind::Date, "2100-02-29", false},
        {FormatKind::Time, "23:29:60+23:30", true},
        {FormatKind::Time, "12:00:00", false},
        {FormatKind::Duration, "P1Y2M3DT4H5M6S", true},
        {FormatKind::Duration, "P2W", true},
        {FormatKind::Duration, "P1Y2D", false},
        {FormatKind::Duration, "PT1H2S", false},
        {FormatKind::Email, "\"joe bloggs\"@example.com", true},
        {FormatKind::Email, "joe.bloggs@[IPv6:::1]", true},
        {FormatKind::Email, "te..st@example.com", false},
        {FormatKind::Hostname, "a--b.example.com", true},
        {FormatKind::Hostname, "xn--9n2bp8q.xn--9t4b11yi5a", true},
        {FormatKind::Hostname, "xn--X", false},
        {FormatKind::Hostname, "-host", false},
        {FormatKind::Ipv4, "192.168.0.1", true},
        {FormatKind::Ipv4, "087.10.0.1", false},
        {FormatKind::Ipv6, "1:2::192.168.0.1", true},
        {FormatKind::Ipv6, "1::d6::42", false},
        {FormatKind::Uri, "http://[2001:db8::7]/c=GB?objectClass?one", true},
        {FormatKind::Uri, "/relative", false},
        {FormatKind::Uri, "http://example.com/%6G", false},
        {FormatKind::UriReference, "./this:that", true},
        {FormatKind::UriReference, "1:b", false},
        {FormatKind::Uuid, "2eb8aa08-AA98-11ea-B4Aa-73B441D16380", true},
        {FormatKind::Uuid, "2eb8aa08aa9811eab4aa73b441d16380", false},
        {FormatKind::Regex, "([abc])+\\s+$", true},
        {FormatKind::Regex, "(?<=a)b", true},  // valid ECMA-262, though not matchable here
        {FormatKind::Regex, "^(abc]", false},
        {FormatKind::JsonPointer, "/a~1b/~0", true},
        {FormatKind::JsonPointer, "/a~2", false},
        {FormatKind::RelativeJsonPointer, "0#", true},
        {FormatKind::RelativeJsonPointer, "01/a", false},
        {FormatKind::Iri, "http://ƒøø.ßår/?∂éœ=πîx#πîüx", true},
        {FormatKind::Iri, "âππ", false},
        {FormatKind::IriReference, "/âππ", true},
        {FormatKind::IriReference, "#ƒräg\\mênt", false},
        {FormatKind::UriTemplate, "http://example.com/dictionary/{term:1}/{term}", true},
        {FormatKind::UriTemplate, "{?x,y*}{&v:1000}", true},
        {FormatKind::UriTemplate, "{a..b}", false},
        {FormatKind::UriTemplate, "{v:01}", false},
        {FormatKind::UriTemplate, "foo}bar", false},
        {FormatKind::IdnHostname, "\uC2E4\uB840.\uD14C\uC2A4\uD2B8", true},  // more in schema_idna_test.cpp
        {FormatKind::IdnHostname, "\u302E\uC2E4\uB840", false},
        {FormatKind::IdnEmail, "\u03B4\u03BF\u03BA\u03B9\u03BC\u03AE@example.com", true},
        {FormatKind::IdnEmail, "user\uFF20example.com", false},
    };
    for (const Case& c : cases) {
        INFO(schema::format_name(c.kind) << " " << c.text);
        CHECK(schema::check_format(c.kind, c.text) == c.ok);
    }
}

// Issue 26. Measured with Node 20's RegExp (V8 11.3), `new RegExp(p, 'u')`: any group nesting
// reads (129, 1,000, 100,000 deep), the 32,768th capturing group is "Too many captures", and a
// count past 2^31 - 1 reads as 2^31 - 1. Format "regex" answers as RegExp does, where the
// engine's own limits (128 nested groups, 20,000 instructions) would have it give up.
TEST_CASE("S1 issue 26 format regex reads the whole pattern past the engine's limits, and refuses what RegExp refuses") {
    using schema::FormatKind;
    const auto nested = [](std::size_t depth, std::string_view inside = "a") {
        return std::string(depth, '(') + std::string(inside) + std::string(depth, ')');
    };
    const auto captures = [](std::size_t count) {
        std::string text;
        for (std::size_t i = 0; i < count; ++i) text += "()";
        return text;
    };
    CHECK(schema::check_format(FormatKind::Regex, nested(129)));
    CHECK(schema::check_format(FormatKind::Regex, nested(kMaxRegexSyntaxNesting)));
    CHECK(schema::check_format(FormatKind::Regex, "(?:" + nested(200) + "){1000}"));  // valid, over the program size
    // Past the engine's nesting, the rest is still read: a syntax error there is one.
    CHECK_FALSE(schema::check_format(FormatKind::Regex, nested(129) + ")"));
    CHECK_FALSE(schema::check_format(FormatKind::Regex, nested(129, "a{2,1}")));
    CHECK_FALSE(schema::check_format(FormatKind::Regex, std::string(129, '(') + "\\"));
    CHECK(schema::check_format(FormatKind::Regex, captures(32767)));
    CHECK_FALSE(schema::check_format(FormatKind::Regex, captures(32768)));
    CHECK(schema::check_format(FormatKind::Regex, "a{99999999999,3000000000}"));
    CHECK_FALSE(schema::check_format(FormatKind::Regex, "a{3,2}"));
    // Deeper than this parser reads (RegExp reads it): refused, never guessed.
    CHECK_FALSE(schema::check_format(FormatKind::Regex, nested(kMaxRegexSyntaxNesting + 1)));
    // Through a schema, as users meet it.
    CHECK_FALSE(valid(R"({"format": "regex"})", "\"" + std::string(129, '(') + "a" + std::string(128, ')') + "\"", asserting()));
    CHECK(valid(R"({"format": "regex"})", "\"" + nested(129) + "\"", asserting()));
}

// Issue 36: reading a pattern for its syntax builds no code point sets, so a 1.2 MB string
// of \p{L} (650 ranges each when built) takes a few bytes per byte, not 3 KB.
TEST_CASE("L7 issue 36 format regex checks 1.2 MB with memory a small multiple of the text") {
    for (const char* unit : {R"(\p{L})", R"([\p{L}\P{Nd}])", R"(\P{Script=Han}|)", R"([^\w\d]a)", "(?:x)"}) {
        INFO("pattern made of " << unit);
        std::string pattern;
        while (pattern.size() < 1200 * 1000) pattern += unit;
        const AllocationMeter meter;
        CHECK(schema::check_format(schema::FormatKind::Regex, pattern));
        CHECK(meter.peak_bytes() <= 8 * pattern.size());
    }
}

namespace {

// Options with one format of the caller's own, `name`, whose check answers `verdict` and
// records each (name, text) it is called with.
struct UserFormat final : UserFormatCheck {
    mutable std::vector<std::pair<std::string, std::string>> calls;
    std::function<bool(std::string_view)> verdict;

    SchemaOptions options(const std::string& name, std::function<bool(std::string_view)> check, SchemaOptions base = {}) {
        verdict = std::move(check);
        base.user_formats = {name};
        base.user_format = this;
        return base;
    }

    bool holds(std::string_view format, std::string_view text) const override {
        calls.emplace_back(std::string(format), std::string(text));
        return verdict(text);
    }
};

bool is_phone(std::string_view text) {
    return text.size() > 1 && text.front() == '+' &&
           std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

TEST_CASE("S1 a format of the caller's own is called with the string, decoded, and its verdict is the format's", "[formats]") {
    UserFormat phone;
    const CompiledSchema schema = compile_ok(R"({"properties": {"tel": {"type": "string", "format": "phone"}}})",
                                             phone.options("phone", is_phone));
    CHECK(validate_text(schema, R"({"tel": "+44\u0031234"})").valid);
    const ValidationResult refused = validate_text(schema, R"({"tel": "call me"})");
    REQUIRE(refused.errors.size() == 1);
    CHECK(refused.errors[0].keyword == "format");
    CHECK(refused.errors[0].instance_location == "/tel");
    CHECK(refused.errors[0].message == "'tel' must be a valid phone; got 'call me'");
    REQUIRE(phone.calls.size() >= 2);
    CHECK(phone.calls.front() == std::make_pair(std::string("phone"), std::string("+441234")));
    CHECK(phone.calls.back() == std::make_pair(std::string("phone"), std::string("call me")));
}

TEST_CASE("S1 a format of the caller's own asserts whatever format_assertion says, where format applies", "[formats]") {
    SchemaOptions asserting_options;
    asserting_options.format_assertion = true;
    for (const SchemaOptions& base : {SchemaOptions{}, asserting_options}) {
        UserFormat phone;
        const CompiledSchema schema = compile_ok(R"({"format": "phone"})", phone.options("phone", is_phone, base));
        CHECK_FALSE(validate_text(schema, "\"call me\"").valid);
        CHECK(validate_text(schema, "\"+4412345678\"").valid);
        // format applies to strings only: the check is not called for anything else.
        const std::size_t calls = phone.calls.size();
        CHECK(validate_text(schema, "12").valid);
        CHECK(validate_text(schema, R"({"tel": "call me"})").valid);
        CHECK(phone.calls.size() == calls);
    }
}

TEST_CASE("S1 a format of the caller's own is not called where the schema's vocabularies leave format out", "[formats]") {
    SchemaRegistry registry;
    const rapidjson::Document meta = parse_json(R"({"$schema": "https://json-schema.org/draft/2020-12/schema",
      "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                      "https://json-schema.org/draft/2020-12/vocab/validation": true}})");
    REQUIRE_FALSE(registry.add("https://example.test/no-format-meta", meta));
    UserFormat phone;
    const CompiledSchema schema = compile_ok(R"({"$schema": "https://example.test/no-format-meta", "format": "phone"})",
                                             phone.options("phone", is_phone), &registry);
    CHECK(validate_text(schema, "\"call me\"").valid);
    CHECK(phone.calls.empty());
}

TEST_CASE("S1 a format of the caller's own named as a built-in one replaces the built-in check", "[formats]") {
    UserFormat email;
    SchemaOptions base;
    base.format_assertion = true;
    const CompiledSchema schema = compile_ok(R"({"format": "email"})",
                                             email.options("email", [](std::string_view text) { return text == "ok"; }, base));
    CHECK(validate_text(schema, "\"ok\"").valid);
    const ValidationResult refused = validate_text(schema, "\"joe@example.com\"");
    CHECK_FALSE(refused.valid);
    REQUIRE(refused.errors.size() == 1);
    CHECK(refused.errors[0].message == "value must be a valid email; got 'joe@example.com'");
    CHECK(email.calls.back() == std::make_pair(std::string("email"), std::string("joe@example.com")));
}

TEST_CASE("S1 a format name neither built in nor the caller's is an annotation, and UnknownFormat in strict mode", "[formats]") {
    UserFormat phone;
    SchemaOptions options = phone.options("phone", is_phone);
    options.format_assertion = true;
    CHECK(valid(R"({"format": "zip-code"})", "\"not a zip\"", options));
    CHECK(phone.calls.empty());
    options.strict = true;
    const SchemaError error = compile_error(R"({"properties": {"zip": {"format": "zip-code"}}})", options);
    CHECK(error.kind == SchemaErrorKind::UnknownFormat);
    CHECK(error.pointer == "/properties/zip/format");
    CHECK(error.message == "format \"zip-code\" is not a format structguard knows; pass formats: { \"zip-code\": (text) => … } "
                           "to check it, or compile with strict: false to keep it an annotation");
    // The caller's own name is known in strict mode.
    CHECK(valid(R"({"format": "phone"})", "\"+4412345678\"", options));
}

TEST_CASE("S1 a format name listed as the caller's but given no check passes every string", "[formats]") {
    SchemaOptions options;
    options.user_formats = {"phone"};
    options.strict = true;
    CHECK(valid(R"({"format": "phone"})", "\"call me\"", options));
}
