// L4 changes read only what follows the prefix two snapshots share: the pieces that make
// that possible (a trial close that reads the value's text through, the spine of a prefix),
// and what a user sees of it (values in a row take their next one as an add).
#include <catch2/catch.hpp>

#include "repair/repaired_text.h"
#include "repair/stream_parser.h"
#include "repair/value_spine.h"

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

TEST_CASE("L4 the spine of a prefix knows the containers open there and the string being read", "[L4][changes]") {
    const std::string text = R"j({"a": [1, {"b": "x)j";
    ValueSpine spine;
    spine.read(text, text.size());
    CHECK(spine.at() == text.size());
    REQUIRE(spine.levels().size() == 3);
    CHECK(spine.levels()[0].child == "/a");
    CHECK(spine.levels()[1].child == "/1");
    CHECK(spine.levels()[1].count == 2);
    CHECK(spine.levels()[2].child == "/b");
    CHECK(spine.levels()[2].keys.contains("b"));
    CHECK(spine.in_string());
    CHECK(text.substr(spine.string_start()) == "x");
}

TEST_CASE("L4 the spine stops before what a later byte may change", "[L4][changes]") {
    ValueSpine spine;
    const std::string number = R"j({"n": 12)j";
    spine.read(number, number.size());
    CHECK(spine.at() == 6);  // before `12`: more digits may follow
    const std::string key = R"j({"n": 12, "ke)j";
    spine.read(key, key.size());
    CHECK(spine.at() == 10);  // before the key that has not closed
    const std::string pair = R"j({"n": 12, "key": "\ud83d)j";
    spine.read(pair, pair.size());
    CHECK(spine.at() == 18);  // in the string, before a high surrogate alone
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
