// The one check every table of texts passes (validation, reply and reading messages): each row
// has an English and a Japanese text, they differ, and they have the same numbered places, so
// that the same values go into both.
#pragma once

#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "core/enum_names.h"
#include "core/language.h"

// `text(row, language)`: the table's lookup, for rows of the named enum `Row`.
template <typename Row, typename Text>
void check_both_texts(Text text) {
    const sg::EnumNameTable rows = enum_name_table(Row{});  // found by ADL: each enum is in its own namespace
    REQUIRE(rows.count > 0);
    for (std::size_t i = 0; i < rows.count; ++i) {
        const auto row = static_cast<Row>(i);
        INFO(rows.names[i]);
        const std::string_view english = text(row, sg::Language::English);
        const std::string_view japanese = text(row, sg::Language::Japanese);
        CHECK_FALSE(english.empty());
        CHECK_FALSE(japanese.empty());
        CHECK(english != japanese);
        for (const char digit : std::string("0123")) {
            const std::string place = std::string("{") + digit + "}";
            CHECK((english.find(place) == std::string_view::npos) == (japanese.find(place) == std::string_view::npos));
        }
    }
}
