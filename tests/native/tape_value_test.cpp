// The view the schema compiler reads schema documents through: member lookup as RapidJSON's
// FindMember (first of repeated names), items and members in document order, strings decoded.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tape/tape_reader.h"
#include "tape/sorted_members.h"
#include "tape/tape_value.h"

using namespace sg;

namespace {

Tape read(const std::string& text) {
    Tape tape;
    tape.reset_owned(text);
    REQUIRE(read_into_tape(tape.text(), 64, tape));
    return tape;
}

}  // namespace

TEST_CASE("S1 a tape value finds the first member of a name, decoding escaped names") {
    const Tape tape = read(R"({"a": 1, "b\u0041": [true, null], "a": 2, "c": "x\ny"})");
    const TapeValue root = tape_root(tape);
    REQUIRE(root.is_object());
    CHECK(root.size() == 4);
    CHECK(root.member("a").number().as_unsigned == 1);
    const TapeValue list = root.member("bA");
    REQUIRE(list);
    CHECK(list.is_array());
    CHECK(list.size() == 2);
    CHECK_FALSE(root.member("b\\u0041"));
    CHECK_FALSE(root.member("missing"));
    CHECK_FALSE(list.member("a"));
    std::string scratch;
    CHECK(root.member("c").string(scratch) == "x\ny");
    CHECK(root.member("c").string_equals("x\ny"));
    CHECK_FALSE(root.member("c").string_equals("x\\ny"));
    CHECK(root.member("a").id() == root.member("a").id());
}

TEST_CASE("S1 a tape value walks items and members in document order, skipping nested values") {
    const Tape tape = read(R"([{"k": [1, [2]]}, "s", 3.5, false, {}])");
    const TapeValue root = tape_root(tape);
    std::vector<TapeKind> kinds;
    for (const TapeValue item : root.items()) kinds.push_back(item.kind());
    CHECK(kinds == std::vector<TapeKind>{TapeKind::Object, TapeKind::String, TapeKind::Number, TapeKind::False, TapeKind::Object});
    CHECK(root.item(2).number().as_double == 3.5);
    CHECK(root.item(1).string_equals("s"));
    CHECK_FALSE(root.item(5));
    std::string scratch;
    std::vector<std::string> names;
    for (const TapeValue::Member m : root.item(0).members()) names.emplace_back(m.name.string(scratch));
    CHECK(names == std::vector<std::string>{"k"});
    int visited = 0;
    for (const TapeValue::Member m : root.item(4).members()) visited += m.value ? 1 : 0;
    for (const TapeValue item : root.item(1).items()) visited += item ? 1 : 0;
    CHECK(visited == 0);
}

TEST_CASE("S1 a sorted index of a tape object finds what member() finds, the first of repeated names") {
    std::string text = "{";
    for (int i = 40; i-- > 0;) text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ", ";
    text += R"("dup": 1, "d\u0075p": 2, "esc\"aped": 3})";
    const Tape tape = read(text);
    const TapeValue root = tape_root(tape);
    const SortedMembers sorted(root);
    for (const char* name : {"k0", "k17", "k39", "dup", "esc\"aped"}) {
        INFO(name);
        REQUIRE(sorted.find(name));
        CHECK(sorted.find(name).id() == root.member(name).id());
    }
    CHECK(sorted.find("dup").number().as_unsigned == 1);
    CHECK_FALSE(sorted.find("k40"));
    CHECK_FALSE(sorted.find(""));
}
