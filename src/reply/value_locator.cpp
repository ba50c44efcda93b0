#include "reply/value_locator.h"

#include <string>

#include "core/text_trim.h"
#include "core/utf8.h"
#include "schema/schema_pointer.h"

namespace sg {
namespace {

// Index just past the string that opens at `i` (text[i] == '"').
std::size_t skip_string(std::string_view text, std::size_t i) {
    for (++i; i < text.size(); ++i) {
        if (text[i] == '\\') ++i;
        else if (text[i] == '"') return i + 1;
    }
    return text.size();
}

// Index just past the value that starts at `i`.
std::size_t skip_value(std::string_view text, std::size_t i) {
    if (text[i] == '"') return skip_string(text, i);
    if (text[i] != '{' && text[i] != '[') {
        while (i < text.size() && !is_space(text[i]) && text[i] != ',' && text[i] != '}' && text[i] != ']') ++i;
        return i;
    }
    std::size_t depth = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            i = skip_string(text, i) - 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return i + 1;
        }
    }
    return text.size();
}

unsigned hex_value(std::string_view digits) {
    unsigned value = 0;
    for (const char c : digits) {
        value = value * 16 + static_cast<unsigned>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    return value;
}

// The decoded text of the member name that opens at `i`; `end` receives the index after it.
std::string read_name(std::string_view text, std::size_t i, std::size_t& end) {
    std::string name;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] != '\\') {
            name += text[i];
            continue;
        }
        const char escape = text[++i];
        if (escape != 'u') {
            const std::string_view plain = "\"\\/bfnrt";
            const std::string_view meant = "\"\\/\b\f\n\r\t";
            name += meant[plain.find(escape)];
            continue;
        }
        unsigned cp = hex_value(text.substr(i + 1, 4));
        i += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && text.compare(i + 1, 2, "\\u") == 0) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (hex_value(text.substr(i + 3, 4)) - 0xDC00);
            i += 6;
        }
        append_utf8(name, static_cast<char32_t>(cp));
    }
    end = i + 1;
    return name;
}

// Start of the member value named `token` in the object that opens at `i`, or npos.
std::size_t find_member(std::string_view text, std::size_t i, std::string_view token) {
    i = skip_space(text, i + 1);
    while (i < text.size() && text[i] == '"') {
        std::size_t after_name = 0;
        const std::string name = read_name(text, i, after_name);
        const std::size_t value = skip_space(text, skip_space(text, after_name) + 1);
        if (name == token) return value;
        i = skip_space(text, skip_value(text, value));
        if (i < text.size() && text[i] == ',') i = skip_space(text, i + 1);
    }
    return std::string_view::npos;
}

// Start of element `token` (a decimal index) of the array that opens at `i`, or npos.
std::size_t find_element(std::string_view text, std::size_t i, std::string_view token) {
    if (token.empty() || token.find_first_not_of("0123456789") != std::string_view::npos) return std::string_view::npos;
    std::size_t index = 0;
    for (const char digit : token) index = index * 10 + static_cast<std::size_t>(digit - '0');
    i = skip_space(text, i + 1);
    for (; i < text.size() && text[i] != ']'; --index) {
        if (index == 0) return i;
        i = skip_space(text, skip_value(text, i));
        if (i < text.size() && text[i] == ',') i = skip_space(text, i + 1);
    }
    return std::string_view::npos;
}

}  // namespace

std::optional<std::size_t> locate_value(std::string_view json, std::string_view pointer) {
    std::size_t at = skip_space(json, 0);
    const bool well_formed = schema::for_each_pointer_token(pointer, [&](std::string_view token) {
        if (at >= json.size()) return;
        if (json[at] == '{') at = find_member(json, at, token);
        else if (json[at] == '[') at = find_element(json, at, token);
        else at = std::string_view::npos;
    });
    if (!well_formed || at >= json.size()) return std::nullopt;
    return at;
}

}  // namespace sg
