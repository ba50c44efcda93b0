// What a consumer of a stream's changes (rule L4) holds: a value and the paths open in it,
// each op applied as value_changes.h documents it. Shared by the changes tests and the stream
// fuzzer, which check it against the snapshot after every push: applied in order from
// nothing, the changes give exactly the snapshot's value with exactly its open pointers.
#pragma once

#include <algorithm>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "repair/value_changes.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"

namespace sg::testing {

inline std::string_view text_of(const rapidjson::Value& value) { return {value.GetString(), value.GetStringLength()}; }

// A value as JSON.parse reads it: of a duplicated key, the first place and the last value.
inline void write_canonical(const rapidjson::Value& value, rapidjson::Writer<rapidjson::StringBuffer>& out) {
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

// Reads `json` as the strict reader does (`0e1221` is zero, which RapidJSON's own reading
// refuses); false when it does not read.
inline bool parse_value(std::string_view json, rapidjson::Document& value) {
    Tape tape;
    if (!read_tape(json, json, std::numeric_limits<std::size_t>::max(), tape)) return false;
    value_from_tape(tape, 0, value);
    return true;
}

inline std::string canonical(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    write_canonical(value, out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

// A JSON text as canonical() writes it; empty when it does not parse.
inline std::string canonical_text(std::string_view json) {
    rapidjson::Document value;
    return parse_value(json, value) ? canonical(value) : std::string();
}

inline bool is_below(const std::string& path, const std::string& ancestor) {
    return path.size() > ancestor.size() && path.compare(0, ancestor.size(), ancestor) == 0 && path[ancestor.size()] == '/';
}

inline std::vector<std::string> tokens_of(const std::string& path) {
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

class ChangeApplier {
public:
    rapidjson::Document value;
    bool has_value = false;
    std::vector<std::string> open;

    // Applies one op; false when it does not fit the value (a path that is not there, an
    // append to what is not a string, an add over a member).
    bool apply(const Change& change) {
        if (change.op == ChangeOp::Complete) {
            const auto found = std::find(open.begin(), open.end(), change.path);
            if (found == open.end()) return false;
            open.erase(found);
            return true;
        }
        if (change.path.empty()) return apply_at_root(change);
        if (!has_value) return false;
        std::vector<std::string> tokens = tokens_of(change.path);
        const std::string last = tokens.back();
        tokens.pop_back();
        rapidjson::Value* parent = &value;
        for (const std::string& token : tokens) {
            parent = parent ? child(*parent, token) : nullptr;
        }
        if (parent == nullptr) return false;
        rapidjson::Value* target = child(*parent, last);
        auto& allocator = value.GetAllocator();
        if (change.op == ChangeOp::Append) {
            std::string characters;
            if (target == nullptr || !target->IsString() || !is_open(change.path) || !appended(change, characters)) return false;
            const std::string text = std::string(text_of(*target)) + characters;
            target->SetString(text.data(), static_cast<rapidjson::SizeType>(text.size()), allocator);
            return true;
        }
        if (change.op == ChangeOp::Remove) {
            if (target == nullptr) return false;
            if (parent->IsObject()) {
                parent->RemoveMember(last.c_str());
            } else {
                if (std::stoul(last) + 1 != parent->Size()) return false;
                parent->PopBack();
            }
            close(change.path);
            return true;
        }
        rapidjson::Document parsed(&allocator);
        if (!parse_value(change.text, parsed)) return false;
        rapidjson::Value copy(parsed, allocator);
        if (change.op == ChangeOp::Replace) {
            if (target == nullptr) return false;
            *target = copy;
        } else if (parent->IsObject()) {
            if (target != nullptr) return false;  // adds are new members: a key read again is a replace
            parent->AddMember(rapidjson::Value(last.data(), static_cast<rapidjson::SizeType>(last.size()), allocator), copy, allocator);
        } else {
            // Items are added at the end.
            if (!parent->IsArray() || std::stoul(last) != parent->Size()) return false;
            parent->PushBack(copy, allocator);
        }
        reopen(change);
        return true;
    }

    // Whether the value and the open paths are the snapshot's (its JSON, null when it has no
    // value, and its `incomplete`).
    bool matches(const std::string* json, const std::vector<std::string>& incomplete) const {
        if (has_value != (json != nullptr)) return false;
        if (!has_value) return true;
        std::vector<std::string> mine = open;
        std::vector<std::string> expected = incomplete;
        std::sort(mine.begin(), mine.end());
        std::sort(expected.begin(), expected.end());
        return mine == expected && canonical(value) == canonical_text(*json);
    }

private:
    bool apply_at_root(const Change& change) {
        if (change.op == ChangeOp::Remove) {
            has_value = false;
            open.clear();
            return true;
        }
        if (change.op == ChangeOp::Append) {
            std::string characters;
            if (!has_value || !value.IsString() || !appended(change, characters)) return false;
            const std::string text = std::string(text_of(value)) + characters;
            value.SetString(text.data(), static_cast<rapidjson::SizeType>(text.size()), value.GetAllocator());
        } else {
            if ((change.op == ChangeOp::Add) == has_value) return false;
            if (!parse_value(change.text, value)) return false;
            has_value = true;
        }
        reopen(change);
        return true;
    }

    bool is_open(const std::string& path) const { return std::find(open.begin(), open.end(), path) != open.end(); }

    static bool appended(const Change& change, std::string& characters) {
        rapidjson::Document parsed;
        if (!parse_value(change.text, parsed) || !parsed.IsString()) return false;
        characters = std::string(text_of(parsed));
        return true;
    }

    // A path removed, and the paths below it, are open no more.
    void close(const std::string& path) {
        open.erase(std::remove_if(open.begin(), open.end(), [&](const std::string& p) { return p == path || is_below(p, path); }),
                   open.end());
    }

    void reopen(const Change& change) {
        close(change.path);
        open.push_back(change.path);
        // Its containers are open again (a new item of a group that was complete).
        for (std::size_t slash = change.path.rfind('/'); slash != std::string::npos;
             slash = slash == 0 ? std::string::npos : change.path.rfind('/', slash - 1)) {
            const std::string above = change.path.substr(0, slash);
            if (!is_open(above)) open.push_back(above);
        }
    }

    static rapidjson::Value* child(rapidjson::Value& parent, const std::string& token) {
        if (parent.IsObject()) {
            // Of a duplicated key, the last value: the one JSON.parse keeps.
            rapidjson::Value* found = nullptr;
            for (auto& member : parent.GetObject()) {
                if (text_of(member.name) == token) found = &member.value;
            }
            return found;
        }
        if (!parent.IsArray() || token.empty() || token.find_first_not_of("0123456789") != std::string::npos) return nullptr;
        const std::size_t index = std::stoul(token);
        return index < parent.Size() ? &parent[static_cast<rapidjson::SizeType>(index)] : nullptr;
    }
};

}  // namespace sg::testing
