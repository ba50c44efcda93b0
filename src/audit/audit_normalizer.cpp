#include "audit/audit_normalizer.h"

#include "core/utf8_decoder.h"

namespace sg {
namespace {

// ECMAScript's WhiteSpace and LineTerminator (ECMA-262 §12.2, §12.3): what \s matches.
bool is_ecmascript_space(char32_t c) {
    switch (c) {
        case 0x09: case 0x0A: case 0x0B: case 0x0C: case 0x0D: case 0x20:
        case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F:
        case 0x3000: case 0xFEFF:
            return true;
        default:
            return c >= 0x2000 && c <= 0x200A;
    }
}

// Appends pieces of the joined text, collapsing whitespace runs (which may span pieces) and
// stopping at the character limit.
class CollapsingWriter {
public:
    bool full() const { return characters_ == kAuditTextCharacters; }

    void write(std::string_view piece) {
        for (std::size_t at = 0; at < piece.size() && !full();) {
            const Utf8Char c = decode_utf8(piece, at);
            if (c.valid && is_ecmascript_space(c.code_point)) {
                if (!in_space_) append(" ");
                in_space_ = true;
            } else {
                append(piece.substr(at, c.length));
                in_space_ = false;
            }
            at += c.length;
        }
    }

    std::string take() { return std::move(text_); }

private:
    void append(std::string_view character) {
        text_.append(character);
        ++characters_;
    }

    std::string text_;
    std::size_t characters_ = 0;
    bool in_space_ = false;
};

}  // namespace

std::string normalize_for_audit(const std::vector<AuditMessage>& messages) {
    CollapsingWriter out;
    for (const AuditMessage& message : messages) {
        if (out.full()) break;
        out.write(message.role);
        out.write(":");
        out.write(message.content);
        out.write("\n");
    }
    return out.take();
}

}  // namespace sg
