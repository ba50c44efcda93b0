// Shared helpers for the repair tests: expected repairs written as anchors into the input,
// streaming a reply in chunks, and replaying a result's edits over the reply.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "repair/json_repair.h"
#include "repair/stream_parser.h"
#include "tape/tape_dom.h"

// A repair expected at the n-th occurrence (1-based) of `anchor` in the input, or at an exact
// byte offset; the anchor "<end>" is the end of the input.
struct ExpectedRepair {
    std::string kind;
    std::string anchor;
    int occurrence = 1;
    long offset = -1;

    ExpectedRepair(const char* k, const char* a, int n = 1) : kind(k), anchor(a), occurrence(n) {}
    ExpectedRepair(const char* k, int o) : kind(k), offset(o) {}
};

// The malformed-reply table (repair_cases.inc): a reply, the value its repair gives, and the
// repairs expected, each by its kind and where it stands.
struct RepairCase {
    const char* name;
    std::string input;
    const char* value;
    std::vector<ExpectedRepair> repairs;
    bool complete = true;
};

inline const std::vector<RepairCase>& repair_cases() {
    static const std::vector<RepairCase> cases = {
#include "repair_cases.inc"
    };
    return cases;
}

inline std::size_t expected_offset(std::string_view input, const ExpectedRepair& expected) {
    if (expected.offset >= 0) return static_cast<std::size_t>(expected.offset);
    if (expected.anchor == "<end>") return input.size();
    std::size_t at = std::string_view::npos;
    for (int n = 0; n < expected.occurrence; ++n) {
        at = input.find(expected.anchor, at == std::string_view::npos ? 0 : at + 1);
        if (at == std::string_view::npos) return static_cast<std::size_t>(-1);
    }
    return at;
}

// "kind@offset kind@offset" — compared as one string so that a failure shows both lists.
inline std::string repair_list(const std::vector<sg::Repair>& repairs) {
    std::string list;
    for (const sg::Repair& repair : repairs) {
        if (!list.empty()) list += ' ';
        list += std::string(sg::repair_kind_name(repair.kind)) + "@" + std::to_string(repair.offset);
    }
    return list;
}

inline std::string expected_list(std::string_view input, const std::vector<ExpectedRepair>& expected) {
    std::string list;
    for (const ExpectedRepair& repair : expected) {
        if (!list.empty()) list += ' ';
        list += repair.kind + "@" + std::to_string(static_cast<long>(expected_offset(input, repair)));
    }
    return list;
}

inline sg::RepairResult stream_in_chunks(std::string_view text, std::size_t chunk,
                                         const sg::RepairOptions& options = {}) {
    sg::StreamParser parser(options);
    for (std::size_t at = 0; at < text.size(); at += chunk) parser.push(text.substr(at, chunk));
    return parser.end();
}

inline bool is_outside_repair(sg::RepairKind kind) {
    return kind == sg::RepairKind::ProseRemoved || kind == sg::RepairKind::ContentRemoved ||
           kind == sg::RepairKind::ThinkBlockRemoved || kind == sg::RepairKind::FenceRemoved ||
           kind == sg::RepairKind::BomRemoved;
}

// The result's span of the input with its edits applied: must equal result.json (L2: the
// repairs say exactly what changed). Returns "<mismatch>" when an edit's `removed` is not
// what the input holds at its offset.
inline std::string replay_repairs(std::string_view input, const sg::RepairResult& result) {
    std::string replayed;
    std::size_t at = result.start;
    for (const sg::Repair& repair : result.repairs) {
        if (is_outside_repair(repair.kind)) continue;
        if (repair.offset < at || input.substr(repair.offset, repair.removed.size()) != repair.removed) return "<mismatch>";
        replayed.append(input.substr(at, repair.offset - at));
        replayed += repair.inserted;
        at = repair.offset + repair.removed.size();
    }
    if (at > result.end) return "<mismatch>";
    replayed.append(input.substr(at, result.end - at));
    return replayed;
}

// A repair result's value (its tape) as a DOM, to compare with an expected one; null on error.
inline rapidjson::Document dom_of(sg::RepairResult result) {
    rapidjson::Document value;
    if (result.ok()) sg::value_from_tape(sg::value_tape(result), 0, value);
    return value;
}

inline rapidjson::Document parse_expected(const char* json) {
    rapidjson::Document document;
    document.Parse(json);
    return document;
}

// Everything a result says, as one string, so that two results compare in one CHECK.
inline std::string describe_result(const sg::RepairResult& result) {
    if (!result.ok()) {
        return std::string("error ") + std::string(sg::code_name(result.error->code)) + " @" +
               (result.error->position ? std::to_string(result.error->position->offset) : "-") + ": " +
               result.error->message;
    }
    std::string text = result.json + " [" + std::to_string(result.start) + "," + std::to_string(result.end) + ")";
    text += result.lossless ? " lossless" : " lossy";
    text += result.complete ? " complete" : " incomplete:";
    for (const std::string& pointer : result.incomplete) text += " '" + pointer + "'";
    for (const sg::Repair& repair : result.repairs) {
        text += "\n  " + std::string(sg::repair_kind_name(repair.kind)) + "@" + std::to_string(repair.offset) + " -[" +
                repair.removed + "] +[" + repair.inserted + "]";
    }
    return text;
}
