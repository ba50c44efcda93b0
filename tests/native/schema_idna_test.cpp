// S1 formats idn-hostname and idn-email (and hostname's A-labels): IDNA2008 as RFC 5890-5893
// define it, Punycode as RFC 3492 does.
#include <catch2/catch.hpp>

#include "schema/format_checks.h"
#include "schema/punycode.h"
#include "schema_test_support.h"

using namespace sg;
using schema::is_hostname;
using schema::is_idn_email;
using schema::is_idn_hostname;

namespace {

SchemaOptions asserting() {
    SchemaOptions options;
    options.format_assertion = true;
    return options;
}

std::u32string decoded(std::string_view punycode) {
    std::u32string out;
    REQUIRE(schema::punycode_decode(punycode, out));
    return out;
}

std::string encoded(const std::u32string& code_points) {
    std::string out;
    REQUIRE(schema::punycode_encode(code_points, out));
    return out;
}

ValidateOptions all_errors() {
    ValidateOptions options;
    options.mode = ErrorMode::AllErrors;
    return options;
}

}  // namespace

TEST_CASE("S1 Punycode decodes and encodes RFC 3492's samples, and refuses overflow") {
    // RFC 3492 §7.1 (A) Arabic (Egyptian) and (B) Chinese (simplified).
    const std::u32string arabic = U"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F";
    const std::u32string chinese = U"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587";
    CHECK(decoded("egbpdaj6bu4bxfgehfvwxn") == arabic);
    CHECK(encoded(arabic) == "egbpdaj6bu4bxfgehfvwxn");
    CHECK(decoded("ihqwcrb4cv8a8dqg056pqjye") == chinese);
    CHECK(encoded(chinese) == "ihqwcrb4cv8a8dqg056pqjye");
    CHECK(decoded("bcher-kva") == U"b\u00FCcher");
    CHECK(encoded(U"b\u00FCcher") == "bcher-kva");
    std::u32string out;
    CHECK_FALSE(schema::punycode_decode("99999999999999", out));  // the delta passes 2^32
    out.clear();
    CHECK_FALSE(schema::punycode_decode("zz99999", out));         // the code point passes U+10FFFF
    out.clear();
    CHECK_FALSE(schema::punycode_decode("a_b", out));             // not a base-36 digit
    out.clear();
    CHECK_FALSE(schema::punycode_decode("x", out));               // a delta cut short
}

TEST_CASE("S1 idn-hostname accepts U-labels of PVALID code points (RFC 5892)") {
    CHECK(is_idn_hostname("\uC2E4\uB840.\uD14C\uC2A4\uD2B8"));  // 실례.테스트
    CHECK(is_idn_hostname("b\u00FCcher.example"));
    CHECK(is_idn_hostname("\u00DF\u03C2\u0F0B\u3007"));          // exceptions that are PVALID
    CHECK(is_idn_hostname("caf\u0065\u0301"));                   // not NFC, accepted as the suite does
    CHECK(is_idn_hostname("ab--cd.example"));                    // an ASCII label is no U-label
    CHECK_FALSE(is_idn_hostname("B\u00FCcher.example"));         // uppercase: unstable under case folding
    CHECK_FALSE(is_idn_hostname("\uFF41b\u00FC"));               // FULLWIDTH LATIN SMALL LETTER A: unstable under NFKC
    CHECK_FALSE(is_idn_hostname("a\uA7F2\u00FC"));               // MODIFIER LETTER CAPITAL C: unstable under NFKC
    CHECK_FALSE(is_idn_hostname("\u00FC\U0001F600"));            // an emoji (So): DISALLOWED
    CHECK_FALSE(is_idn_hostname("\u00FC\u0378"));                // unassigned
    CHECK_FALSE(is_idn_hostname("\u00FC\u0640"));                // ARABIC TATWEEL: an exception, DISALLOWED
    CHECK_FALSE(is_idn_hostname("\u00FC\u1100"));                // old Hangul jamo
    CHECK_FALSE(is_idn_hostname("\u00FC\u00A0b"));               // NO-BREAK SPACE
    CHECK_FALSE(is_idn_hostname("\u00FC\xED\xA0\x80"));          // a lone surrogate: not well-formed UTF-8
}

TEST_CASE("S1 idn-hostname U-labels: hyphens, leading combining marks (RFC 5891 4.2.3)") {
    CHECK(is_idn_hostname("\u00FC-b"));
    CHECK_FALSE(is_idn_hostname("ab--\u00FC"));   // "--" in positions 3 and 4
    CHECK_FALSE(is_idn_hostname("-\u00FC"));
    CHECK_FALSE(is_idn_hostname("\u00FC-"));
    CHECK_FALSE(is_idn_hostname("\u0301\u00FC"));  // COMBINING ACUTE ACCENT first (Mn)
    CHECK_FALSE(is_idn_hostname("\u0903\u0915"));  // DEVANAGARI SIGN VISARGA first (Mc)
}

TEST_CASE("S1 idn-hostname CONTEXTJ rules: ZERO WIDTH NON-JOINER and JOINER (RFC 5892 A.1, A.2)") {
    CHECK(is_idn_hostname("\u0915\u094D\u200C\u0937"));              // after a virama
    CHECK(is_idn_hostname("\u0915\u094D\u200D\u0937"));
    CHECK(is_idn_hostname("\u0628\u200C\u0628"));                    // between dual-joining letters
    CHECK(is_idn_hostname("\u0628\u064B\u200C\u064B\u0627"));        // transparent marks between, right-joining after
    CHECK_FALSE(is_idn_hostname("\u0627\u200C\u0628"));              // ALEF before joins only to the right
    CHECK_FALSE(is_idn_hostname("\u0628\u200C"));
    CHECK_FALSE(is_idn_hostname("\u00FCa\u200Cb"));                  // Latin letters do not join
    CHECK_FALSE(is_idn_hostname("\u0628\u200D\u0628"));              // ZWJ wants a virama before it
    CHECK_FALSE(is_idn_hostname("\u0915\u094D\u200C\u0937x\u200Cy"));  // every occurrence is judged
}

TEST_CASE("S1 idn-hostname CONTEXTO rules (RFC 5892 A.3 to A.9)") {
    CHECK(is_idn_hostname("l\u00B7l"));                 // MIDDLE DOT between two 'l'
    CHECK_FALSE(is_idn_hostname("a\u00B7l"));
    CHECK_FALSE(is_idn_hostname("l\u00B7"));
    CHECK(is_idn_hostname("\u03B1\u0375\u03B2"));       // GREEK KERAIA before Greek
    CHECK_FALSE(is_idn_hostname("\u03B1\u0375a"));
    CHECK(is_idn_hostname("\u05D0\u05F3\u05D1"));       // HEBREW GERESH after Hebrew
    CHECK(is_idn_hostname("\u05D0\u05F4\u05D1"));       // HEBREW GERSHAYIM after Hebrew
    CHECK_FALSE(is_idn_hostname("\u05F3\u05D1"));
    CHECK(is_idn_hostname("\u30FB\u4E08"));             // KATAKANA MIDDLE DOT with Han in the label
    CHECK(is_idn_hostname("\u3041\u30FB"));             // with Hiragana
    CHECK_FALSE(is_idn_hostname("def\u30FBabc"));
    CHECK(is_idn_hostname("\u0628\u0660\u0661"));       // ARABIC-INDIC digits alone
    CHECK(is_idn_hostname("\u06F0\u06F1"));             // EXTENDED ARABIC-INDIC digits alone
    CHECK_FALSE(is_idn_hostname("\u0628\u0660\u06F0"));  // mixed
}

TEST_CASE("S1 idn-hostname A-labels decode, are canonical and hold a valid U-label (RFC 5891 5.3)") {
    CHECK(is_idn_hostname("xn--bcher-kva.example"));
    CHECK(is_idn_hostname("XN--BCHER-KVA.example"));     // A-labels are ASCII, case-insensitive
    CHECK(is_idn_hostname("xn--ihqwcrb4cv8a8dqg056pqjye"));
    CHECK_FALSE(is_idn_hostname("xn--X"));               // not Punycode
    CHECK_FALSE(is_idn_hostname("xn--"));                // decodes to nothing
    CHECK_FALSE(is_idn_hostname("xn--example-"));        // decodes to ASCII only
    CHECK_FALSE(is_idn_hostname("xn---9uc"));            // does not encode back to itself
    CHECK_FALSE(is_idn_hostname("xn--ls8h"));            // an emoji: DISALLOWED
    CHECK_FALSE(is_idn_hostname("XN--aa---o47jg78q"));   // a U-label with "--" in positions 3 and 4
    CHECK_FALSE(is_idn_hostname("xn--zz99999"));         // overflow
    // hostname reads A-labels the same way.
    CHECK(is_hostname("xn--bcher-kva.example"));
    CHECK_FALSE(is_hostname("xn--ls8h.example"));
    CHECK_FALSE(is_hostname("b\u00FCcher.example"));     // hostname has no U-labels
}

TEST_CASE("S1 idn-hostname separators and lengths, counted in the A-label form (RFC 3490 3.1, RFC 1035)") {
    CHECK(is_idn_hostname("a\u3002b"));
    CHECK(is_idn_hostname("a\uFF0Eb"));
    CHECK(is_idn_hostname("a\uFF61b"));
    CHECK_FALSE(is_idn_hostname("a\u3002"));
    CHECK_FALSE(is_idn_hostname("a..b"));
    CHECK_FALSE(is_idn_hostname(""));
    CHECK(is_idn_hostname(std::string(63, 'a')));
    CHECK_FALSE(is_idn_hostname(std::string(64, 'a')));
    // 52 Greek letters are 61 octets as an A-label; 60 copies of U+00FC are 66.
    std::string greek;
    for (int i = 0; i < 26; ++i) greek += "\u03C0\u03B1";
    CHECK(is_idn_hostname(greek + ".com"));
    std::string umlauts;
    for (int i = 0; i < 60; ++i) umlauts += "\u00FC";
    CHECK_FALSE(is_idn_hostname(umlauts));
    // 251 octets of labels and dots, then U+00FC as "xn--tda": 258 in all, from 252 code points.
    const std::string long_name = std::string(63, 'a') + "." + std::string(63, 'a') + "." + std::string(63, 'a') + "." +
                                  std::string(57, 'a') + ".";
    CHECK(is_idn_hostname(long_name + "b"));
    CHECK_FALSE(is_idn_hostname(long_name + "\u00FC"));
}

TEST_CASE("S1 idn-hostname Bidi rule over the whole name once a label is right-to-left (RFC 5893 2)") {
    CHECK(is_idn_hostname("\u05D0\u05D1"));
    CHECK(is_idn_hostname("a.\u05D0"));               // an LTR label beside an RTL one
    CHECK(is_idn_hostname("\u05D01"));                // an RTL label may end with EN
    CHECK(is_idn_hostname("\u05D0\u0591"));           // ... or with NSM after R
    CHECK(is_idn_hostname("\u06F00"));                // no RTL character: the rule does not apply
    CHECK_FALSE(is_idn_hostname("0a.\u05D0"));        // rule 1: a label starts with L, R or AL
    CHECK_FALSE(is_idn_hostname("0\u0627"));
    CHECK_FALSE(is_idn_hostname("\u05D0a"));          // rule 2: no L in an RTL label
    CHECK_FALSE(is_idn_hostname("a\u05D0"));          // rule 5: no R in an LTR label
    CHECK(is_idn_hostname("\u05D0\u02B9\u05D1"));     // rule 2: ON inside an RTL label
    CHECK_FALSE(is_idn_hostname("\u05D0\u02B9"));    // rule 3: but not at its end
    CHECK_FALSE(is_idn_hostname("\u05D00\u0660"));    // rule 4: EN and AN together
    CHECK_FALSE(is_hostname("0a.xn--4db"));           // hostname applies it to decoded A-labels too
    CHECK(is_hostname("a.xn--4db"));
}

TEST_CASE("S1 idn-email: UTF-8 local part, idn-hostname domain, only '@' separates (RFC 6531)") {
    CHECK(is_idn_email("\uC2E4\uB840@\uC2E4\uB840.\uD14C\uC2A4\uD2B8"));
    CHECK(is_idn_email("\u03B4\u03BF\u03BA\u03B9\u03BC\u03AE@example.com"));
    CHECK(is_idn_email("\"\u03B4\u03BF\u03BA\u03B9\u03BC\u03AE\"@example.com"));
    CHECK(is_idn_email("joe.bloggs@example.com"));
    CHECK(is_idn_email("joe@[IPv6:::1]"));
    CHECK(is_idn_email("joe@xn--bcher-kva.example"));
    CHECK_FALSE(is_idn_email("user\uFF20example.com"));  // FULLWIDTH COMMERCIAL AT
    CHECK_FALSE(is_idn_email("2962"));
    CHECK_FALSE(is_idn_email("joe@B\u00FCcher.example"));
    CHECK_FALSE(is_idn_email("j..oe@example.com"));
    // email keeps to ASCII.
    CHECK_FALSE(schema::is_email("\u03B4@example.com"));
}

TEST_CASE("S1 idn-hostname and idn-email assert through a schema, with the format's message") {
    CHECK(valid(R"({"format": "idn-hostname"})", "\"\\u0915\\u094d\\u200d\\u0937\"", asserting()));
    CHECK_FALSE(valid(R"({"format": "idn-hostname"})", "\"a\\u200db\"", asserting()));
    const ValidationResult result =
        validate_text(compile_ok(R"({"properties": {"host": {"format": "idn-hostname"}, "to": {"format": "idn-email"}}})", asserting()),
                      R"({"host": "a\u200db", "to": "joe\uff20example.com"})", all_errors());
    REQUIRE(result.errors.size() == 2);
    CHECK(result.errors[0].message == "'host' must be a valid idn-hostname; got 'a\u200Db'");
    CHECK(result.errors[1].message == "'to' must be a valid idn-email; got 'joe\uFF20example.com'");
    CHECK(valid(R"({"format": "idn-hostname"})", "\"-\""));  // an annotation unless asked to assert
}
