// Positions handed to JavaScript are UTF-16 indices (core/utf16_cursor.h): a cursor converts
// offsets visited in any order, stepping back as well as on, to what a count from the start gives.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/utf16_cursor.h"
#include "core/utf8.h"

using namespace sg;

TEST_CASE("A UTF-16 cursor gives each offset the index a count from the start gives, in any order") {
    // ASCII runs longer than the counter's 32-byte step, a two-byte é and a four-byte emoji.
    const std::string text = std::string(40, 'a') + "\xC3\xA9" + std::string(35, 'b') + "\xF0\x9F\x98\x80" + "c";
    const std::vector<std::size_t> offsets = {80, 3, 42, 40, 85, 86, 0, 77, 81, 86, 41, 5, 999};
    Utf16Cursor cursor(text);
    for (const std::size_t offset : offsets) {
        INFO(offset);
        CHECK(cursor.index(offset) == utf16_units(text, offset));
    }
    CHECK(utf16_units(text, text.size()) == 40 + 1 + 35 + 2 + 1);
}
