#include "repair/value_spine.h"

#include "core/json_pointer.h"
#include "core/limits.h"
#include "core/utf8.h"
#include "repair/value_scanner.h"

namespace sg {
namespace {

bool ends_token(char c) {
    return c == ',' || c == ']' || c == '}' || c == ':' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool high_surrogate_escape(std::string_view text, std::size_t at) {
    return text[at + 1] == 'u' && (text[at + 2] == 'd' || text[at + 2] == 'D') &&
           (text[at + 3] == '8' || text[at + 3] == '9' || text[at + 3] == 'a' || text[at + 3] == 'A' ||
            text[at + 3] == 'b' || text[at + 3] == 'B');
}

}  // namespace

std::size_t closing_quote(std::string_view text, std::size_t from) {
    for (std::size_t i = from; i < text.size(); ++i) {
        if (text[i] == '\\') {
            ++i;
        } else if (text[i] == '"') {
            return i;
        } else if (static_cast<unsigned char>(text[i]) < 0x20) {
            break;
        }
    }
    return std::string_view::npos;
}

void ValueSpine::read(std::string_view text, std::size_t end) {
    std::size_t at = at_;
    while (at < end) {
        if (in_string_) {
            at = read_string(text, end, at);
            if (in_string_) return;
            continue;
        }
        const char c = text[at];
        if (c == '{' || c == '[') {
            begin_child();
            levels_.emplace_back();
            levels_.back().object = c == '{';
        } else if (levels_.empty()) {
            return;  // outside the value (whole, or not begun): nothing of it to read
        } else if (c == '}' || c == ']') {
            key_bytes_ -= levels_.back().key.size();
            levels_.pop_back();
            if (levels_.empty()) return;  // the value is whole: nothing follows it
            levels_.back().after = After::Child;
        } else if (c == ',') {
            levels_.back().after = After::Comma;
        } else if (c == ':') {
            levels_.back().after = After::Colon;
        } else if (c == '"' && levels_.back().object && levels_.back().after != After::Colon) {
            const std::size_t close = closing_quote(text.substr(0, end), at + 1);
            if (close == std::string_view::npos) return;
            const std::size_t key_end = close + 1;
            Level& level = levels_.back();
            key_bytes_ -= level.key.size();
            level.key.assign(text.substr(at, key_end - at));
            key_bytes_ += level.key.size();
            const std::string token = key_token(level.key);
            level.child.clear();
            append_pointer_token(level.child, token);
            if (!level.keys.insert(token).added) level.key_read_twice = true;
            ++level.count;
            level.after = After::Key;
            at_ = at = key_end;
            continue;
        } else if (c == '"') {
            begin_child();
            in_string_ = true;
            string_start_ = at + 1;
        } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            // A number or literal: read whole when something follows it.
            std::size_t token_end = at;
            while (token_end < end && !ends_token(text[token_end])) ++token_end;
            if (token_end == end) return;
            begin_child();
            levels_.back().after = After::Child;
            at_ = at = token_end;
            continue;
        }
        at_ = ++at;
    }
}

// Reads the characters of the string at `at`, each whole, to its closing quote or `end`.
std::size_t ValueSpine::read_string(std::string_view text, std::size_t end, std::size_t at) {
    while (at < end) {
        std::size_t next = at + 1;
        if (text[at] == '"') {
            in_string_ = false;
            levels_.back().after = After::Child;
        } else if (text[at] == '\\') {
            if (at + 2 > end) break;
            next = text[at + 1] == 'u' ? at + 6 : at + 2;
            if (next <= end && text[at + 1] == 'u' && high_surrogate_escape(text, at)) {
                // Its low half, when one follows, is read with it.
                if (next + 2 > end) break;
                if (text[next] == '\\' && text[next + 1] == 'u') next += 6;
            }
        } else {
            next = at + std::max<std::size_t>(1, utf8_sequence_length(static_cast<unsigned char>(text[at])));
        }
        if (next > end) break;
        at_ = at = next;
        if (!in_string_) break;
    }
    return at;
}

void ValueSpine::begin_child() {
    if (levels_.empty()) return;
    Level& level = levels_.back();
    if (!level.object) {
        ++level.count;
        level.child.clear();
        append_pointer_index(level.child, level.count - 1);
    }
    level.after = After::Inside;
}

bool ValueSpine::key_read_twice() const {
    for (const Level& level : levels_) {
        if (level.key_read_twice) return true;
    }
    return false;
}

bool ValueSpine::too_large() const {
    return levels_.size() > limits::kMaxIncompletePointers || key_bytes_ > limits::kMaxSpineKeyBytes;
}

}  // namespace sg
