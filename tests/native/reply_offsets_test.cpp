// Positions in a repaired JSON text mapped back to the reply (L2, S7): the mapping on its own,
// and its law over the whole malformed-reply table: every byte the repairs kept maps to the
// same byte of the reply, every inserted byte to its edit's offset.
#include <catch2/catch.hpp>

#include "repair_test_support.h"
#include "reply/repaired_offsets.h"

using namespace sg;

namespace {

// Which edit, if any, inserted byte `json_offset` of the result's JSON text: its offset.
std::optional<std::size_t> inserting_edit(const RepairResult& result, std::size_t json_offset) {
    std::size_t reply = result.start;
    std::size_t json = 0;
    for (const Repair& repair : result.repairs) {
        if (repair.offset < result.start || repair.offset + repair.removed.size() > result.end) continue;
        json += repair.offset - reply;
        if (json_offset >= json && json_offset < json + repair.inserted.size()) return repair.offset;
        json += repair.inserted.size();
        reply = repair.offset + repair.removed.size();
    }
    return std::nullopt;
}

}  // namespace

TEST_CASE("L2 without repairs a JSON offset is an offset into the reply's slice") {
    const RepairedOffsets offsets({}, 12, 40);
    CHECK(offsets.reply_offset(0) == 12);
    CHECK(offsets.reply_offset(27) == 39);
}

TEST_CASE("L2 removed, inserted and replaced bytes shift the offsets after them") {
    // reply:  P{'a': 1,, "b": 2,}   (P = one byte of prose before the JSON)
    // json:    {"a": 1, "b": 2}
    const std::string reply = "P{'a': 1,, \"b\": 2,}";
    const std::vector<Repair> repairs = {
        {RepairKind::ProseRemoved, 0, "P", ""},
        {RepairKind::SingleQuotes, 2, "'", "\""},
        {RepairKind::SingleQuotes, 4, "'", "\""},
        {RepairKind::ExtraComma, 9, ",", ""},
        {RepairKind::TrailingComma, 17, ",", ""},
    };
    const RepairedOffsets offsets(repairs, 1, reply.size());
    const std::string json = "{\"a\": 1, \"b\": 2}";
    CHECK(offsets.reply_offset(json.find('{')) == 1);
    CHECK(offsets.reply_offset(json.find('"')) == 2);      // a replaced byte: the edit's offset
    CHECK(offsets.reply_offset(json.find('1')) == 7);
    CHECK(offsets.reply_offset(json.find("\"b\"")) == reply.find("\"b\""));
    CHECK(offsets.reply_offset(json.find('2')) == reply.find('2'));
    CHECK(offsets.reply_offset(json.find('}')) == reply.size() - 1);
}

TEST_CASE("L2 a position inside inserted text maps to the edit's offset") {
    // reply: {"a": [1, 2   (truncated)    json: {"a": [1, 2]}
    const std::string reply = "{\"a\": [1, 2";
    const std::vector<Repair> repairs = {{RepairKind::Truncated, reply.size(), "", "]}"}};
    const RepairedOffsets offsets(repairs, 0, reply.size());
    CHECK(offsets.reply_offset(reply.size()) == reply.size());
    CHECK(offsets.reply_offset(reply.size() + 1) == reply.size());
    CHECK(offsets.reply_offset(reply.find('2')) == reply.find('2'));

    // reply: {"a" 1 "b": 2}    json: {"a": 1, "b": 2}
    const std::string colon = "{\"a\" 1 \"b\": 2}";
    const std::vector<Repair> inserted = {{RepairKind::MissingColon, 4, "", ":"}, {RepairKind::MissingComma, 6, "", ","}};
    const RepairedOffsets around(inserted, 0, colon.size());
    const std::string json = "{\"a\": 1, \"b\": 2}";
    CHECK(around.reply_offset(json.find(':')) == 4);
    CHECK(around.reply_offset(json.find(',')) == 6);
    CHECK(around.reply_offset(json.find('1')) == colon.find('1'));
    CHECK(around.reply_offset(json.find("\"b\"")) == colon.find("\"b\""));
}

TEST_CASE("L2 every kept byte of every repaired reply maps to the same reply byte") {
    std::size_t checked = 0;
    for (const RepairCase& c : repair_cases()) {
        const RepairResult result = repair_json(c.input);
        if (!result.ok()) continue;
        INFO(c.name << "\n" << describe_result(result));
        const RepairedOffsets offsets(result.repairs, result.start, result.end);
        for (std::size_t j = 0; j < result.json.size(); ++j) {
            const std::size_t at = offsets.reply_offset(j);
            if (const auto edit = inserting_edit(result, j)) {
                REQUIRE(at == *edit);
            } else {
                REQUIRE(at < c.input.size());
                REQUIRE(c.input[at] == result.json[j]);
            }
            ++checked;
        }
    }
    CHECK(checked > 3000);
}
