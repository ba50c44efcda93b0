// A tape value written back as JSON (tape/value_text.h) is what RapidJSON's Writer writes for
// the same value, so that a coerced value (L5), a message and the full module spell a value
// alike; and the edits coercion records are written in place of what they change.
#include <limits>
#include <string>

#include <catch2/catch.hpp>

#include "core/json_text.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"
#include "tape/value_text.h"

using namespace sg;

namespace {

Tape read(const std::string& json) {
    Tape tape;
    tape.reset_owned(json);
    REQUIRE(read_into_tape(tape.text(), std::numeric_limits<std::size_t>::max(), tape));
    return tape;
}

}  // namespace

TEST_CASE("L5: a tape value is written as RapidJSON's Writer writes its DOM") {
    const char* texts[] = {
        R"({"a": [1, -2, 3.0, 1.50, 1e3, 2E-7, -0, -0.0, 1e21, 0.1, 123456789012345678901234567890]})",
        R"([18446744073709551615, -9223372036854775808, 9007199254740993, 5e-324, 1.7976931348623157e308])",
        R"(["\u00e9\/\b\f\n\r\t\"\\", "\u001f\u0000x", "\ud83d\ude00", "\ud800", "plain é 😀", "\u007f"])",
        R"({"k\"ey": {"": [], "x": {}}, "n": null, "t": true, "f": false})",
        R"("just a string")",
        "42",
        R"([[[[[[[[[[[["deep"]]]]]]]]]]]])",
    };
    for (const char* text : texts) {
        CAPTURE(text);
        const Tape tape = read(text);
        CHECK(value_text(tape, 0) == json_text(value_of(tape)));
    }
}

TEST_CASE("L5: edits are written in place of the value or name they change, under and around each other") {
    const Tape tape = read(R"({"A": "5", "list": [["x"], 2], "deep": {"v": "7"}})");
    // Entries: 0 {, 1 "A", 2 "5", 3 "list", 4 [, 5 [, 6 "x", 7 2, 8 "deep", 9 {, 10 "v", 11 "7".
    ValueEdits edits;
    edits[bytes_of(Tape::Index{1})] = ValueEdit{ValueEdit::Kind::Replace, R"("a")", {}};
    edits[bytes_of(Tape::Index{2})] = ValueEdit{ValueEdit::Kind::Replace, "5", {}};
    edits[bytes_of(Tape::Index{5})] = ValueEdit{ValueEdit::Kind::Unwrap, {}, {}};
    edits[bytes_of(Tape::Index{7})] = ValueEdit{ValueEdit::Kind::Wrap, "[", "]"};
    edits[bytes_of(Tape::Index{9})] = ValueEdit{ValueEdit::Kind::Wrap, R"({"w":)", "}"};
    edits[bytes_of(Tape::Index{11})] = ValueEdit{ValueEdit::Kind::Replace, "7", {}};
    CHECK(value_text(tape, 0, edits) == R"({"a":5,"list":["x",[2]],"deep":{"w":{"v":7}}})");
    // A subtree is written with the edits under it: what coercion reports as `from` and `to`.
    CHECK(value_text(tape, 4, edits) == R"(["x",[2]])");
    CHECK(value_text(tape, 9) == R"({"v":"7"})");
}
