#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "audit/audit_normalizer.h"
#include "core/utf8_decoder.h"

using namespace sg;

namespace {

std::size_t code_points(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t at = 0; at < text.size(); at += decode_utf8(text, at).length) ++count;
    return count;
}

std::string normalized(std::string_view content) { return normalize_for_audit({{"user", content}}); }

}  // namespace

TEST_CASE("A1 messages are joined as role:content and a line feed that becomes a space") {
    const std::vector<AuditMessage> messages = {{"user", "申請書を確認して"}, {"assistant", "はい"}};
    CHECK(normalize_for_audit(messages) == "user:申請書を確認して assistant:はい ");
}

TEST_CASE("A1 no messages normalise to the empty text; empty contents keep role and colon") {
    CHECK(normalize_for_audit({}) == "");
    CHECK(normalize_for_audit({{"user", ""}}) == "user: ");
    CHECK(normalize_for_audit({{"", ""}, {"", ""}}) == ": : ");
}

TEST_CASE("A1 CRLF, tabs and mixed runs collapse to one space") {
    CHECK(normalized("a\r\nb") == "user:a b ");
    CHECK(normalized("a\tb") == "user:a b ");
    CHECK(normalized("a \t\r\n\v\f b") == "user:a b ");
    CHECK(normalized("  lead") == "user: lead ");
}

TEST_CASE("A1 Unicode whitespace of ECMAScript's \\s collapses too") {
    struct Case {
        const char* name;
        const char* space;
    };
    const Case cases[] = {
        {"U+3000 ideographic space", "\u3000"}, {"U+00A0 no-break space", "\u00A0"},
        {"U+1680 ogham space mark", "\u1680"},  {"U+2000 en quad", "\u2000"},
        {"U+200A hair space", "\u200A"},        {"U+2028 line separator", "\u2028"},
        {"U+2029 paragraph separator", "\u2029"}, {"U+202F narrow no-break space", "\u202F"},
        {"U+205F medium mathematical space", "\u205F"}, {"U+FEFF byte order mark", "\uFEFF"},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        CHECK(normalized(std::string("日本") + c.space + c.space + " 語") == "user:日本 語 ");
    }
}

TEST_CASE("A1 characters outside \\s are kept: U+0085, U+200B, U+180E") {
    CHECK(normalized("a\u0085b") == "user:a\u0085b ");
    CHECK(normalized("a\u200Bb") == "user:a\u200Bb ");
    CHECK(normalized("a\u180Eb") == "user:a\u180Eb ");
}

TEST_CASE("A1 a whitespace run across the message boundary is one space") {
    const std::vector<AuditMessage> messages = {{"user", "質問です\u3000\r\n"}, {"assistant", "\t回答"}};
    CHECK(normalize_for_audit(messages) == "user:質問です assistant: 回答 ");
}

TEST_CASE("A1 the cut keeps 1000 code points, an emoji on the boundary whole") {
    // "user:" is 5 characters, so the first emoji is the 1000th and the second the 1001st.
    const std::string content = std::string(994, 'a') + "🙂🙂";
    const std::string text = normalized(content);
    CHECK(code_points(text) == kAuditTextCharacters);
    CHECK(text == "user:" + std::string(994, 'a') + "🙂");
}

TEST_CASE("A1 an emoji that would be the 1001st character is left out, not split") {
    const std::string text = normalized(std::string(995, 'a') + "🙂");
    CHECK(code_points(text) == kAuditTextCharacters);
    CHECK(text == "user:" + std::string(995, 'a'));
}

TEST_CASE("A1 Japanese text is cut by characters, not bytes") {
    std::string content;
    for (int i = 0; i < 600; ++i) content += "確認";
    const std::string text = normalized(content);
    CHECK(code_points(text) == kAuditTextCharacters);
    CHECK(text.size() == 5 + 995 * 3);
}

TEST_CASE("A1 whitespace collapses before the cut counts") {
    const std::string text = normalized("a" + std::string(5000, ' ') + "b");
    CHECK(text == "user:a b ");
    const std::string boundary = normalized(std::string(994, 'x') + "   \n\n y");
    CHECK(code_points(boundary) == kAuditTextCharacters);
    CHECK(boundary == "user:" + std::string(994, 'x') + " ");
}

TEST_CASE("A1 later messages are not read once the text is full") {
    const std::string long_content(2000, 'q');
    const std::vector<AuditMessage> messages = {{"user", long_content}, {"assistant", "never seen"}};
    CHECK(normalize_for_audit(messages) == "user:" + std::string(995, 'q'));
}

TEST_CASE("A1 a byte that is not UTF-8 counts as one character and is kept") {
    CHECK(normalized("a\xFF b") == "user:a\xFF b ");
    CHECK(normalized("\xE3\x80") == "user:\xE3\x80 ");  // a cut-off U+3000 is not whitespace
}
