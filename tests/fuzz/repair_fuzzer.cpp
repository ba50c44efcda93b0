// Any bytes as a reply to repair (rules L1-L3, L7): a result or a typed error, never a crash or
// a hang; a repaired result is strict JSON, with the tape the strict reader reads from it,
// written while the reply was read; its edits replay over its span to exactly that JSON (L2),
// and it is lossless only when it is whole and no edit lost content.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "repair/json_repair.h"
#include "tape/tape_reader.h"
#include "written_tape.h"

namespace {

bool outside_answer(sg::RepairKind kind) {
    return kind == sg::RepairKind::ProseRemoved || kind == sg::RepairKind::ContentRemoved ||
           kind == sg::RepairKind::ThinkBlockRemoved || kind == sg::RepairKind::FenceRemoved ||
           kind == sg::RepairKind::BomRemoved;
}

bool replays(std::string_view reply, const sg::RepairResult& result) {
    std::string replayed;
    std::size_t at = result.start;
    for (const sg::Repair& repair : result.repairs) {
        if (outside_answer(repair.kind)) continue;
        if (repair.offset < at || reply.substr(repair.offset, repair.removed.size()) != repair.removed) return false;
        replayed.append(reply.substr(at, repair.offset - at));
        replayed += repair.inserted;
        at = repair.offset + repair.removed.size();
    }
    if (at > result.end) return false;
    replayed.append(reply.substr(at, result.end - at));
    return replayed == result.json;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view reply(reinterpret_cast<const char*>(data), size);
    sg::RepairOptions options;
    options.max_depth = 64;
    const sg::RepairResult result = sg::repair_json(reply, options);
    if (!result.ok()) return 0;
    // Strict JSON as the strict reader reads it (X5: 0e1221 is zero, where RapidJSON refuses it).
    sg::Tape tape;
    if (!sg::read_tape(result.json, result.json, 128, tape)) __builtin_trap();
    if (!sg::testing::wrote_its_tape(result)) __builtin_trap();
    if (!replays(reply, result)) __builtin_trap();
    const bool lost = std::any_of(result.repairs.begin(), result.repairs.end(),
                                  [](const sg::Repair& repair) { return sg::loses_content(repair.kind); });
    if (result.lossless != (result.complete && !lost)) __builtin_trap();
    return 0;
}
