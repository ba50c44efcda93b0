// L4 changes cost what arrived: the text a trial close reads through instead of copying, and
// that remembers what a cut took back, and what a user sees of it (values in a row take their
// next one as an add).
#include <catch2/catch.hpp>

#include "repair/repaired_text.h"
#include "repair/stream_parser.h"

using namespace sg;

namespace {

std::vector<std::string> ops_of(const std::vector<Change>& changes) {
    std::vector<std::string> ops;
    for (const Change& change : changes) ops.push_back(std::string(change_op_name(change.op)) + " " + change.path + " " + change.text);
    return ops;
}

}  // namespace

TEST_CASE("L4 a copy of the repaired text reads through to it and keeps only what it writes", "[L4][changes]") {
    RepairedText live;
    live += "{\"a\": [1, 2";
    const RepairedText copy_source = std::move(live);
    RepairedText copy(copy_source);
    copy.pop_back();
    copy += "3]}";
    CHECK(copy.substr(0) == "{\"a\": [1, 3]}");
    CHECK(copy.shared() == 10);
    CHECK(copy.own() == "3]}");
    CHECK(copy_source.own() == "{\"a\": [1, 2");  // the original is as it was
    copy.resize(4);
    CHECK(copy.substr(0) == "{\"a\"");
    CHECK(copy.shared() == 4);
    CHECK(copy.own().empty());
}

TEST_CASE("L4 the repaired text remembers how far it was cut back since it was watched", "[L4][changes]") {
    RepairedText text;
    text += "[\"a\"";
    text.watch();
    CHECK(text.low_water() == 4);
    text.pop_back();  // `"a" + "b"`: the first string's closing quote goes
    text += "b\"";
    CHECK(text.low_water() == 3);
    text.watch();
    CHECK(text.low_water() == 5);
}

TEST_CASE("L4 changes of values in a row: the next one is added, and the group opens again", "[L4][changes]") {
    StreamParser parser;
    parser.push("{\"a\": 1}\n{\"a\": 2}\n");
    parser.changes();
    parser.push("{\"a\": 3");
    CHECK(ops_of(parser.changes()) == std::vector<std::string>{"add /2 {}", "add /2/a 3"});
    parser.push("}\n");
    CHECK(ops_of(parser.changes()) == std::vector<std::string>{"complete /2/a ", "complete /2 ", "complete  "});
}
