// L4 partial values as changes: after any pushes, the changes so far, applied in order to an
// empty start, give exactly the snapshot's value, and the paths they leave open are exactly
// its `incomplete` — checked at every byte and at random chunk sizes over the malformed-reply
// table and replies with prose, fences, repairs and split UTF-8.
#include <algorithm>
#include <random>

#include <catch2/catch.hpp>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/json_text.h"
#include "repair_test_support.h"

using namespace sg;

namespace {

std::string_view text_of(const rapidjson::Value& value) { return {value.GetString(), value.GetStringLength()}; }

// A value as JSON.parse reads it: of a duplicated key, the first place and the last value.
void write_canonical(const rapidjson::Value& value, rapidjson::Writer<rapidjson::StringBuffer>& out) {
    if (value.IsObject()) {
        out.StartObject();
        for (auto member = value.MemberBegin(); member != value.MemberEnd(); ++member) {
            bool seen = false;
            for (auto before = value.MemberBegin(); before != member && !seen; ++before) seen = text_of(before->name) == text_of(member->name);
            if (seen) continue;
            const rapidjson::Value* last = &member->value;
            for (auto after = member + 1; after != value.MemberEnd(); ++after) {
                if (text_of(after->name) == text_of(member->name)) last = &after->value;
            }
            out.String(member->name.GetString(), member->name.GetStringLength());
            write_canonical(*last, out);
        }
        out.EndObject();
    } else if (value.IsArray()) {
        out.StartArray();
        for (const auto& item : value.GetArray()) write_canonical(item, out);
        out.EndArray();
    } else {
        value.Accept(out);
    }
}

std::string canonical(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    write_canonical(value, out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::vector<std::string> tokens_of(const std::string& path) {
    std::vector<std::string> tokens;
    for (std::size_t at = 0; at < path.size();) {
        const std::size_t next = std::min(path.find('/', at + 1), path.size());
        std::string token;
        for (std::size_t i = at + 1; i < next; ++i) {
            if (path[i] == '~') {
                token += path[++i] == '1' ? '/' : '~';
            } else {
                token += path[i];
            }
        }
        tokens.push_back(token);
        at = next;
    }
    return tokens;
}

bool is_below(const std::string& path, const std::string& ancestor) {
    return path.size() > ancestor.size() && path.compare(0, ancestor.size(), ancestor) == 0 && path[ancestor.size()] == '/';
}

// What a consumer of the changes holds: a value and the paths open in it. Every op is applied
// as documented in value_changes.h; one that does not fit the value fails the test.
struct Applied {
    rapidjson::Document value;
    bool has_value = false;
    std::vector<std::string> open;

    void apply(const Change& change) {
        INFO(change_op_name(change.op) << " " << change.path << " " << change.text);
        if (change.op == ChangeOp::Complete) {
            REQUIRE(std::find(open.begin(), open.end(), change.path) != open.end());
            open.erase(std::find(open.begin(), open.end(), change.path));
            return;
        }
        if (change.path.empty()) {
            if (change.op == ChangeOp::Remove) {
                has_value = false;
                open.clear();
                return;
            }
            if (change.op == ChangeOp::Append) {
                REQUIRE(value.IsString());
                const std::string text = std::string(text_of(value)) + appended(change);
                value.SetString(text.data(), static_cast<rapidjson::SizeType>(text.size()), value.GetAllocator());
            } else {
                REQUIRE((change.op == ChangeOp::Add) != has_value);
                value.Parse<rapidjson::kParseFullPrecisionFlag>(change.text.data(), change.text.size());
                REQUIRE_FALSE(value.HasParseError());
                has_value = true;
            }
            reopen(change);
            return;
        }
        REQUIRE(has_value);
        std::vector<std::string> tokens = tokens_of(change.path);
        const std::string last = tokens.back();
        tokens.pop_back();
        rapidjson::Value* parent = &value;
        for (const std::string& token : tokens) parent = child(*parent, token);
        REQUIRE(parent != nullptr);
        rapidjson::Value* target = child(*parent, last);
        auto& allocator = value.GetAllocator();
        if (change.op == ChangeOp::Append) {
            REQUIRE(target != nullptr);
            REQUIRE(target->IsString());
            REQUIRE(std::find(open.begin(), open.end(), change.path) != open.end());
            const std::string text = std::string(text_of(*target)) + appended(change);
            target->SetString(text.data(), static_cast<rapidjson::SizeType>(text.size()), allocator);
            return;
        }
        if (change.op == ChangeOp::Remove) {
            REQUIRE(target != nullptr);
            if (parent->IsObject()) {
                parent->RemoveMember(last.c_str());
            } else {
                REQUIRE(std::stoul(last) + 1 == parent->Size());
                parent->PopBack();
            }
            return;
        }
        rapidjson::Document parsed(&allocator);
        parsed.Parse<rapidjson::kParseFullPrecisionFlag>(change.text.data(), change.text.size());
        REQUIRE_FALSE(parsed.HasParseError());
        rapidjson::Value copy(parsed, allocator);
        if (change.op == ChangeOp::Replace) {
            REQUIRE(target != nullptr);
            *target = copy;
        } else if (parent->IsObject()) {
            REQUIRE(target == nullptr);  // adds are new members: a key read again is a replace
            parent->AddMember(rapidjson::Value(last.data(), static_cast<rapidjson::SizeType>(last.size()), allocator), copy, allocator);
        } else {
            REQUIRE(parent->IsArray());
            REQUIRE(std::stoul(last) == parent->Size());  // items are added at the end
            parent->PushBack(copy, allocator);
        }
        reopen(change);
    }

    static std::string appended(const Change& change) {
        rapidjson::Document characters;
        characters.Parse(change.text.data(), change.text.size());
        REQUIRE(characters.IsString());
        return std::string(text_of(characters));
    }

    void reopen(const Change& change) {
        open.erase(std::remove_if(open.begin(), open.end(),
                                  [&](const std::string& p) { return p == change.path || is_below(p, change.path); }),
                   open.end());
        open.push_back(change.path);
        // Its containers are open again (a new item of a group that was complete).
        for (std::size_t slash = change.path.rfind('/'); slash != std::string::npos; slash = slash == 0 ? std::string::npos : change.path.rfind('/', slash - 1)) {
            const std::string above = change.path.substr(0, slash);
            if (std::find(open.begin(), open.end(), above) == open.end()) open.push_back(above);
        }
    }

    static rapidjson::Value* child(rapidjson::Value& parent, const std::string& token) {
        if (parent.IsObject()) {
            auto member = parent.FindMember(rapidjson::Value(rapidjson::StringRef(token.data(), token.size())));
            return member == parent.MemberEnd() ? nullptr : &member->value;
        }
        if (!parent.IsArray()) return nullptr;
        const std::size_t index = std::stoul(token);
        return index < parent.Size() ? &parent[static_cast<rapidjson::SizeType>(index)] : nullptr;
    }
};

// Pushes `reply` in the given chunk sizes (cycled), taking the changes after every push and
// checking the invariant against the snapshot each time.
void check_changes(const std::string& reply, const std::vector<std::size_t>& sizes) {
    StreamParser parser;
    Applied applied;
    std::size_t at = 0;
    std::size_t step = 0;
    while (at < reply.size()) {
        const std::size_t size = std::min(sizes[step++ % sizes.size()], reply.size() - at);
        parser.push(std::string_view(reply).substr(at, size));
        at += size;
        INFO("after " << at << " bytes of: " << reply);
        for (const Change& change : parser.changes()) applied.apply(change);
        const RepairResult snapshot = parser.snapshot();
        REQUIRE(applied.has_value == snapshot.ok());
        if (!snapshot.ok()) continue;
        REQUIRE(canonical(applied.value) == canonical(dom_of(snapshot)));
        std::vector<std::string> open = applied.open;
        std::vector<std::string> expected = snapshot.incomplete;
        std::sort(open.begin(), open.end());
        std::sort(expected.begin(), expected.end());
        REQUIRE(open == expected);
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
