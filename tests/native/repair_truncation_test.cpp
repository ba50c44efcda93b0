// L1 truncation, as a property: for a valid document, every prefix either repairs to a value
// whose completed parts equal the original's, or fails with a typed error.
#include <set>

#include <catch2/catch.hpp>

#include "core/json_pointer.h"
#include "json/strict_parser.h"
#include "repair_test_support.h"

using namespace sg;

namespace {

const char* const kDocuments[] = {
    R"j({"step": 2, "reason": "The \"pricing\" rule matches", "enabled": true, "score": -12.5e-3})j",
    R"j({"steps": [{"seq": 1, "title": "Plan", "dependsOn": []},
  {"seq": 2, "title": "Build", "dependsOn": [1], "offsetDays": -30},
  {"seq": 3, "title": "Ship", "dependsOn": [1, 2], "note": null}]})j",
    R"j([1, -0.5, 1e10, true, false, null, "", [], {}, [[["deep"]]], {"a": {"b": {"c": "d"}}}])j",
    R"j({"名前": "太郎", "emoji": "🙂👍", "escaped": "\u00e9\ud83d\ude00\n\t\\\/", "ja": "承認済み"})j",
    "{\n  \"answer\": \"multi\\nline\",\n  \"list\": [\n    10,\n    200,\n    3000\n  ],\n  \"empty\": \"\"\n}",
    "Here is the plan:\n```json\n{\"items\": [{\"id\": 1, \"tags\": [\"a\", \"b\"]}, {\"id\": 22}]}\n```\nDone.",
};

// The value at `pointer` in `partial` is consistent with `original`: equal when it is not
// listed as incomplete; otherwise of the same type, a prefix for a string, and for a
// container the members or elements present so far, each consistent in turn.
bool consistent(const rapidjson::Value& partial, const rapidjson::Value& original, const std::string& pointer,
                const std::set<std::string>& incomplete, std::string& why) {
    if (incomplete.count(pointer) == 0) {
        if (partial == original) return true;
        why = "complete value differs at '" + pointer + "'";
        return false;
    }
    if (partial.GetType() != original.GetType()) {
        // A number cut after `-` or in an exponent is dropped, never shown with another type.
        why = "type differs at '" + pointer + "'";
        return false;
    }
    if (partial.IsString()) {
        const std::string_view cut(partial.GetString(), partial.GetStringLength());
        const std::string_view whole(original.GetString(), original.GetStringLength());
        if (whole.substr(0, cut.size()) == cut) return true;
        why = "string at '" + pointer + "' is not a prefix of the original";
        return false;
    }
    if (partial.IsNumber() || partial.IsBool()) return true;  // digits may still follow
    if (partial.IsArray()) {
        if (partial.Size() > original.Size()) {
            why = "too many elements at '" + pointer + "'";
            return false;
        }
        for (rapidjson::SizeType i = 0; i < partial.Size(); ++i) {
            std::string child = pointer;
            append_pointer_index(child, i);
            if (!consistent(partial[i], original[i], child, incomplete, why)) return false;
        }
        return true;
    }
    if (partial.IsObject()) {
        auto expected = original.MemberBegin();
        for (auto member = partial.MemberBegin(); member != partial.MemberEnd(); ++member, ++expected) {
            if (expected == original.MemberEnd() || member->name != expected->name) {
                why = "members at '" + pointer + "' are not the original's first ones";
                return false;
            }
            std::string child = pointer;
            append_pointer_token(child, std::string(member->name.GetString(), member->name.GetStringLength()));
            if (!consistent(member->value, expected->value, child, incomplete, why)) return false;
        }
        return true;
    }
    return true;
}

}  // namespace

TEST_CASE("L1 truncation property: every prefix of a valid document repairs to a consistent value or fails typed") {
    for (const char* document : kDocuments) {
        const std::string text = document;
        const RepairResult full = repair_json(text);
        REQUIRE(full.ok());
        REQUIRE(full.complete);
        std::size_t repaired = 0;
        for (std::size_t length = 0; length <= text.size(); ++length) {
            const std::string prefix = text.substr(0, length);
            INFO("prefix: " << prefix);
            const RepairResult result = repair_json(prefix);
            if (!result.ok()) {
                // Typed: no JSON has started yet (nothing, or an empty ```json fence).
                const bool before_json = result.error->code == ErrorCode::MissingFence ||
                                         result.error->code == ErrorCode::NonJsonFence;
                CHECK(before_json);
                continue;
            }
            ++repaired;
            INFO(describe_result(result));
            const std::set<std::string> incomplete(result.incomplete.begin(), result.incomplete.end());
            std::string why;
            CHECK(consistent(dom_of(result), dom_of(full), "", incomplete, why));
            INFO(why);
            CHECK(result.complete == incomplete.empty());
            if (!result.complete) CHECK(incomplete.count("") == 1);
            CHECK(replay_repairs(prefix, result) == result.json);
        }
        CHECK(repaired > text.size() / 2);
    }
}

TEST_CASE("L1 truncation: the whole document repairs to exactly the strict value, with no repairs inside it") {
    for (const char* document : kDocuments) {
        const std::string text = document;
        const RepairResult result = repair_json(text);
        REQUIRE(result.ok());
        const std::string_view json = std::string_view(text).substr(result.start, result.end - result.start);
        Result<rapidjson::Document> strict = parse_strict(text, json);
        REQUIRE(strict.ok());
        CHECK(dom_of(result) == strict.value());
        CHECK(result.json == json);
        for (const Repair& repair : result.repairs) CHECK(is_outside_repair(repair.kind));
    }
}
