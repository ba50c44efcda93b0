// L4 partial values as changes: after any pushes, the changes so far, applied in order to an
// empty start, give exactly the snapshot's value, and the paths they leave open are exactly
// its `incomplete` — checked at every byte and at random chunk sizes over the malformed-reply
// table and replies with prose, fences, repairs and split UTF-8.
#include <algorithm>
#include <random>

#include <catch2/catch.hpp>

#include "change_applier.h"
#include "repair_test_support.h"

using namespace sg;

namespace {

using sg::testing::ChangeApplier;

// Pushes `reply` in the given chunk sizes (cycled), taking the changes after every push and
// checking the invariant against the snapshot each time.
void check_changes(const std::string& reply, const std::vector<std::size_t>& sizes, const RepairOptions& options = {}) {
    StreamParser parser(options);
    ChangeApplier applied;
    std::size_t at = 0;
    std::size_t step = 0;
    while (at < reply.size()) {
        const std::size_t size = std::min(sizes[step++ % sizes.size()], reply.size() - at);
        parser.push(std::string_view(reply).substr(at, size));
        at += size;
        INFO("after " << at << " bytes of: " << reply);
        for (const Change& change : parser.changes()) {
            INFO(change_op_name(change.op) << " " << change.path << " " << change.text);
            REQUIRE(applied.apply(change));
        }
        const RepairResult snapshot = parser.snapshot();
        INFO("snapshot: " << snapshot.json);
        REQUIRE(applied.matches(snapshot.ok() ? &snapshot.json : nullptr, snapshot.incomplete));
    }
    REQUIRE(parser.changes().empty());  // nothing new since the last call
}

const std::vector<std::string>& extra_replies() {
    static const std::vector<std::string> replies = {
        "Sure! Here it is:\n```json\n{\"name\": \"Ann\", \"tags\": [\"a\", \"b\"], \"age\": 31}\n```\nAnything else?",
        "{'a': 'it''s', b: [True, False, None,], \"c\": {\"d\": 1.5e3,},}",
        "<think>maybe {x}</think>\n{\"ok\": true}",
        "First {name} then the answer: {\"v\": [1, 2, 3]}",
        "{\"a\": 1}\n{\"a\": 2}\n{\"a\": 3}",
        "[\"a\" + \"b\", x y\"]",
        "{\"a\": 1x, \"b\": [1, {\"c\": \"\\ud83d\\ude00 \xF0\x9F\x98\x80 \xC3\xA9\"}]}",
        "{\"text\": \"caf\xC3\xA9 \xE6\x97\xA5\xE6\x9C\xAC\", \"n\": -12.5e-3, \"big\": 123456789012345678901234567890}",
        "{\"a\": {\"b\": {\"c\": [[[\"deep\"]]]}}, \"a\": \"again\"}",
        "{\"k~/\": \"escaped pointer\", \"\": \"empty key\"}",
        "\"{a: b}\"",
        "undefined",
        "Sure: 42",
        "```\n{\"plain\": \"block\"}\n```",
        "{\"a\": \"unterminated",
        "{name: \"Ann\", age: 30, 'city': 'Paris'}",
        "{\"s\": \"He said \\\"hi\\\" \\n then \\t left\"}",
        // Values in a row (NDJSON): changes while the last is read, and as the next begins.
        "{\"a\": 1},\n{\"a\": [2, \"x\"]} /* two */ {\"b\": \"tail\"}\nDone.",
        "```json\n{\"n\": 1}\n{\"n\": \"two\"}\n```\nThat is all.",
        "[1, 2]\n[3, \"four\"]\n[]\n",
        "{\"a\":1}{\"b\":{\"c\":[true,null]}}",
        // A block's braced text is the answer only while `}` ends it: the next byte gives the
        // answer back to the value before it.
        "Before: {\"x\": \"first\"}\n```text\n{\"y\": 1}M and more\n```",
        "[1]\n[2, {\"a\": \"b\"}]\n[3]\n\n{\"c\": [4, 5]}\n",
        // A value read whole before the one being read: the last json fence's value, or the
        // largest, stays the answer as it grows; a code block's may lose it.
        "The shape: {\"name\": \"string\", \"tags\": [\"string\"]}\n```json\n{\"name\": \"Ann\", \"tags\": [\"a\", \"b\"]}\n```",
        "Like {\"a\": 1} but longer: {\"a\": 1, \"b\": [true, \"two\"], \"c\": {\"d\": null}}",
        "Not {\"this\": \"one, which is long\"} but {\"x\": 1}\n{\"x\": 2, \"y\": \"three\"}",
        "{\"x\": \"first\"}\n```\n{\"y\": [1, 2], \"z\": \"long enough\"}\n```\nDone",
        // Strings in a row: a cut after the comma and blanks waits on a quote that may open `"""`.
        "{\"v\": [\"line \\\"1\\\"\\n\", \"two\",  \"three\",\n \"four\"], \"w\": [ \"q\" ]}",
        // Unquoted keys, bare words where a key belongs, and literals a cut may leave open.
        "{name: \"Ann\", age: 30, tags: [a, b], ok: True, none: None}",
        "{see the above text}",
        "{a b: 1, c d e: \"x\", \"f\": false}",
        "{\"a\": 1, note this, \"b\": [true, false, null]}",
        // Comments between members: every cut on a comment's first slash shows the value as before it.
        "{\n  \"a\": \"one\", // the first\n  \"b\": [2, /* two */ 3], // and\n  \"c\": 4 // last\n}",
        // Unquoted text followed on the tape as a string: blanks held, a tab, a quote inside, a
        // thousands separator, a comma that a closing quote ahead keeps inside, and a root
        // array whose first bare word (cut inside its first character) makes it prose.
        "{\n  \"f\": [see above, value 1],\n  \"g\": New York  , \"h\": [a\tb, He said \"hi\", $1,234.50],\n  \"i\": x, y\"}",
        "E\xB4:[,\xC2\xB4}",
        "Note: [see above, \xC3\xA9t\xC3\xA9 2]",
        // Revisions, each compared from where the tape had shown the value: inner quotes, a
        // string continued by `+`, then members the tape follows again.
        "{\"a\": \"she said \"yes\" loudly\", \"b\": [1, \"two\"], \"c\": \"he said \"no\", twice\",\n \"d\": \"x\" + \"y\", \"e\": {\"f\": \"g\"}}",
    };
    return replies;
}

std::vector<std::string> all_replies() {
    std::vector<std::string> replies = extra_replies();
    for (const RepairCase& c : repair_cases()) replies.push_back(c.input);
    return replies;
}

}  // namespace

TEST_CASE("L4 changes build the value a byte at a time", "[L4][changes]") {
    StreamParser parser;
    std::vector<std::string> ops;
    const std::string reply = R"j({"title": "Hi", "n": [12, true]})j";
    for (const char c : reply) {
        parser.push(std::string_view(&c, 1));
        for (const Change& change : parser.changes()) {
            ops.push_back(std::string(change_op_name(change.op)) + " " + change.path + " " + change.text);
        }
    }
    CHECK(ops == std::vector<std::string>{
                     "add  {}",
                     "add /title \"\"",
                     "append /title \"H\"",
                     "append /title \"i\"",
                     "complete /title ",
                     "add /n []",
                     "add /n/0 1",
                     "replace /n/0 12",
                     "complete /n/0 ",
                     "add /n/1 true",
                     "complete /n/1 ",
                     "complete /n ",
                     "complete  ",
                 });
}

TEST_CASE("L4 changes of a whole reply at once: the value, then what is final", "[L4][changes]") {
    StreamParser parser;
    parser.push(R"j({"a": [1, {"b": "x)j");
    std::vector<std::string> ops;
    for (const Change& change : parser.changes()) ops.push_back(std::string(change_op_name(change.op)) + " " + change.path + " " + change.text);
    CHECK(ops == std::vector<std::string>{"add  {}", "add /a [1]", "add /a/1 {}", "add /a/1/b \"x\""});
}

TEST_CASE("L4 changes: a reading revised by a later byte is replaced where it changed", "[L4][changes]") {
    // `"a"` reads as a whole string until ` +` shows a concatenation: the string is open again.
    StreamParser parser;
    parser.push(R"j(["a")j");
    parser.changes();
    parser.push(" +");
    const std::vector<Change> changes = parser.changes();
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].op == ChangeOp::Replace);
    CHECK(changes[0].path == "/0");
    CHECK(changes[0].text == R"j("a\" +")j");
}

// The ops of the changes after each of `pieces` is pushed, one line each.
std::vector<std::vector<std::string>> ops_after(const std::vector<std::string>& pieces) {
    StreamParser parser;
    std::vector<std::vector<std::string>> all;
    for (const std::string& piece : pieces) {
        parser.push(piece);
        std::vector<std::string> ops;
        for (const Change& change : parser.changes()) ops.push_back(std::string(change_op_name(change.op)) + " " + change.path + " " + change.text);
        all.push_back(ops);
    }
    return all;
}

TEST_CASE("L4 changes: a revision replaces what it reaches into from the member or item it began in, nothing before", "[L4][changes]") {
    // `"a"` is whole until ` + "b"` continues it: /y/0 is read again, not /x or the rest of /y.
    const auto ops = ops_after({R"j({"x": [1, 2, 3], "y": ["a")j", R"j( + "b", "c"]})j"});
    CHECK(ops[0] == std::vector<std::string>{"add  {\"x\":[1,2,3]}", "add /y [\"a\"]"});
    CHECK(ops[1] == std::vector<std::string>{"replace /y/0 \"ab\"", "complete /y/0 ", "add /y/1 \"c\"", "complete /y/1 ",
                                             "complete /y ", "complete  "});
}

TEST_CASE("L4 changes: an item a later byte shows was no item is removed, and its place taken again", "[L4][changes]") {
    // `1` is an item until `+` shows more text follows it; `2` makes it the string "1+2".
    const auto ops = ops_after({R"j({"a": [1)j", "+", "2]}"});
    CHECK(ops[1] == std::vector<std::string>{"remove /a/0 "});
    CHECK(ops[2] == std::vector<std::string>{"add /a/0 \"1+2\"", "complete /a/0 ", "complete /a ", "complete  "});
}

TEST_CASE("L4 changes: a key read twice replaces the member in its first place, as JSON.parse reads it", "[L4][changes]") {
    const auto ops = ops_after({R"j({"a": 1, "b": 2)j", R"j(, "a": [3)j", ", 4]}"});
    CHECK(ops[1] == std::vector<std::string>{"replace /a []", "add /a/0 3", "complete /b "});
    CHECK(ops[2] == std::vector<std::string>{"add /a/1 4", "complete /a/0 ", "complete /a/1 ", "complete /a ", "complete  "});
}

TEST_CASE("L4 changes of a value open more than 64 containers deep match snapshots that list its pointers cut short", "[L4][changes]") {
    // `incomplete` lists 64 pointers at most: the last one listed is replaced whole while the
    // stream is deeper, and a string opened past it is not added as open.
    for (const std::size_t depth : {62, 63, 64, 70}) {
        const std::string open(depth, '[');
        const std::string close(depth, ']');
        check_changes("{\"a\": " + open + "\"x\", \"y\" + \"z\", 2, 3" + close + ", \"b\": 1}", {1});
        check_changes("{\"items\": [{\"k\": " + open + "\"s\"" + close + "}, {\"k\": " + open + "1" + close + "}]}", {1, 5});
    }
    StreamParser parser;
    parser.push("[" + std::string(70, '['));
    parser.changes();
    parser.push("1, 2");
    const std::vector<Change> changes = parser.changes();
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].op == ChangeOp::Replace);
    CHECK(std::count(changes[0].path.begin(), changes[0].path.end(), '/') == 63);  // the last pointer listed
    CHECK(changes[0].text == "[" + std::string(6, '[') + "[1,2]" + std::string(6, ']') + "]");
}

TEST_CASE("L4 changes match snapshots at every byte of every reply", "[L4][changes]") {
    for (const std::string& reply : all_replies()) check_changes(reply, {1});
}

TEST_CASE("L4 changes match snapshots at random chunk sizes", "[L4][changes]") {
    std::mt19937 random(28);
    std::uniform_int_distribution<std::size_t> size(1, 24);
    for (const std::string& reply : all_replies()) {
        std::vector<std::size_t> sizes;
        for (int i = 0; i < 16; ++i) sizes.push_back(size(random));
        check_changes(reply, sizes);
    }
}

TEST_CASE("L4 changes match snapshots at every cut of every reply", "[L4][changes]") {
    // Truncations: the reply so far in one push, then the rest in one push.
    for (const std::string& reply : extra_replies()) {
        for (std::size_t cut = 1; cut < reply.size(); ++cut) check_changes(reply, {cut, reply.size()});
    }
}

TEST_CASE("L4 changes carry numbers as the reply writes them: -0 stays -0, long numbers keep their digits", "[L4][changes]") {
    StreamParser parser;
    parser.push("[-0, 123456789012345678901234567890, 1.50]");
    const std::vector<Change> changes = parser.changes();
    REQUIRE(changes.size() == 2);
    CHECK(changes[0].op == ChangeOp::Add);
    CHECK(changes[0].text == "[-0,123456789012345678901234567890,1.50]");
    CHECK(changes[1].op == ChangeOp::Complete);
}

TEST_CASE("L4 changes: a value read on while its code block passes maxFenceBytes is removed, at every byte", "[L4][changes]") {
    RepairOptions options;
    options.max_fence_bytes = 24;
    const std::string reply = "Here:\n```json\n{\"a\": \"a string that grows past the limit\", \"b\": [1, 2]}\n```";
    check_changes(reply, {1}, options);
    StreamParser parser(options);
    parser.push(reply.substr(0, 30));
    REQUIRE(parser.changes().front().op == ChangeOp::Add);
    parser.push(reply.substr(30, 10));
    const std::vector<Change> changes = parser.changes();
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].op == ChangeOp::Remove);
}

TEST_CASE("L4 changes: a reply that starts with a quoted string may read as that string, at every byte", "[L4][changes]") {
    check_changes("\"a\" then {\"b\": \"c\"} and \"d\"", {1});
    check_changes("'quoted' {\"b\": [1, 2, {\"c\": \"d e f\"}]}", {1});
}
