#include "repair/value_changes.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <unordered_set>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/json_pointer.h"
#include "core/json_text.h"

namespace sg {
namespace {

using Value = rapidjson::Value;

std::string_view string_of(const Value& value) { return {value.GetString(), value.GetStringLength()}; }

bool contains(const std::vector<std::string>& paths, const std::string& path) {
    return std::find(paths.begin(), paths.end(), path) != paths.end();
}

bool is_below(const std::string& path, const std::string& ancestor) {
    return path.size() > ancestor.size() && path.compare(0, ancestor.size(), ancestor) == 0 &&
           path[ancestor.size()] == '/';
}

// A duplicated key reads as its last value (as JSON.parse reads it), so such an object is
// changed as a whole: member-by-member changes would address the wrong one.
bool has_duplicate_keys(const Value& object) {
    std::unordered_set<std::string_view> keys;
    for (const auto& member : object.GetObject()) {
        if (!keys.insert(string_of(member.name)).second) return true;
    }
    return false;
}

// A container written without its last member or item (which follows as its own change).
std::string json_without_last(const Value& container) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    if (container.IsObject()) {
        out.StartObject();
        for (auto member = container.MemberBegin(); member + 1 < container.MemberEnd(); ++member) {
            out.String(member->name.GetString(), member->name.GetStringLength());
            member->value.Accept(out);
        }
        out.EndObject();
    } else {
        out.StartArray();
        for (auto item = container.Begin(); item + 1 < container.End(); ++item) item->Accept(out);
        out.EndArray();
    }
    return std::string(buffer.GetString(), buffer.GetSize());
}

bool same(const Value& a, const Value& b) {
    if (a.GetType() != b.GetType()) return false;
    if (a.IsString()) return string_of(a) == string_of(b);
    if (a.IsObject() || a.IsArray() || a.IsNumber()) return json_text(a) == json_text(b);
    return true;  // null, or the same boolean (true and false are types of their own)
}

// Walks the previous value and the new one together. `open` starts as the paths open before
// and follows the ops as they are written, so that the ones still to fix are known at the end.
class Differ {
public:
    Differ(std::vector<Change>& changes, std::vector<std::string>& open, const std::vector<std::string>& now_open)
        : changes_(changes), open_(open), now_open_(now_open) {}

    void compare(const std::string& path, const Value& before, const Value& now) {
        if (before.IsString() && now.IsString()) {
            compare_strings(path, string_of(before), now);
        } else if (before.IsObject() && now.IsObject()) {
            compare_objects(path, before, now);
        } else if (before.IsArray() && now.IsArray()) {
            compare_arrays(path, before, now);
        } else if (!same(before, now)) {
            set(ChangeOp::Replace, path, now);
        }
    }

    // Writes `value` at `path`; along the open paths, a container's open last member or item
    // follows as its own change, so that it is opened too.
    void set(ChangeOp op, const std::string& path, const Value& value) {
        const bool open_container = contains(now_open_, path) && (value.IsObject() ? value.MemberCount() > 0
                                                                  : value.IsArray() && !value.Empty());
        if (open_container) {
            std::string last = path;
            const Value* last_value;
            if (value.IsObject()) {
                const auto member = value.MemberEnd() - 1;
                append_pointer_token(last, string_of(member->name));
                last_value = &member->value;
            } else {
                append_pointer_index(last, value.Size() - 1);
                last_value = &value[value.Size() - 1];
            }
            if (contains(now_open_, last) && !(value.IsObject() && has_duplicate_keys(value))) {
                emit(op, path, json_without_last(value));
                set(ChangeOp::Add, last, *last_value);
                return;
            }
        }
        emit(op, path, json_text(value));
    }

    void emit(ChangeOp op, const std::string& path, std::string text) {
        if (op == ChangeOp::Add || op == ChangeOp::Replace) {
            open_.erase(std::remove_if(open_.begin(), open_.end(),
                                       [&](const std::string& p) { return p == path || is_below(p, path); }),
                        open_.end());
            open_.push_back(path);
        } else if (op == ChangeOp::Complete || op == ChangeOp::Remove) {
            open_.erase(std::remove(open_.begin(), open_.end(), path), open_.end());
        }
        changes_.push_back(Change{op, path, std::move(text)});
    }

private:
    void compare_strings(const std::string& path, std::string_view before, const Value& now) {
        const std::string_view text = string_of(now);
        if (text == before) return;
        if (contains(open_, path) && text.compare(0, before.size(), before) == 0) {
            emit(ChangeOp::Append, path, std::string(text.substr(before.size())));
        } else {
            set(ChangeOp::Replace, path, now);
        }
    }

    void compare_objects(const std::string& path, const Value& before, const Value& now) {
        bool same_keys = now.MemberCount() >= before.MemberCount();
        for (auto b = before.MemberBegin(), n = now.MemberBegin(); same_keys && b != before.MemberEnd(); ++b, ++n) {
            same_keys = string_of(b->name) == string_of(n->name);
        }
        if (!same_keys || has_duplicate_keys(now)) {
            if (!same(before, now)) set(ChangeOp::Replace, path, now);
            return;
        }
        auto n = now.MemberBegin();
        for (auto b = before.MemberBegin(); b != before.MemberEnd(); ++b, ++n) {
            compare(child(path, string_of(n->name)), b->value, n->value);
        }
        for (; n != now.MemberEnd(); ++n) set(ChangeOp::Add, child(path, string_of(n->name)), n->value);
    }

    void compare_arrays(const std::string& path, const Value& before, const Value& now) {
        if (now.Size() < before.Size()) {
            set(ChangeOp::Replace, path, now);
            return;
        }
        rapidjson::SizeType i = 0;
        for (; i < before.Size(); ++i) compare(item(path, i), before[i], now[i]);
        for (; i < now.Size(); ++i) set(ChangeOp::Add, item(path, i), now[i]);
    }

    static std::string child(const std::string& path, std::string_view key) {
        std::string pointer = path;
        append_pointer_token(pointer, key);
        return pointer;
    }

    static std::string item(const std::string& path, rapidjson::SizeType index) {
        std::string pointer = path;
        append_pointer_index(pointer, index);
        return pointer;
    }

    std::vector<Change>& changes_;
    std::vector<std::string>& open_;
    const std::vector<std::string>& now_open_;
};

std::string unescape_token(std::string_view token) {
    std::string out;
    for (std::size_t i = 0; i < token.size(); ++i) {
        if (token[i] == '~' && i + 1 < token.size()) {
            out += token[i + 1] == '1' ? '/' : '~';
            ++i;
        } else {
            out += token[i];
        }
    }
    return out;
}

// The value a pointer of `incomplete` names (it always names one).
const Value* at_pointer(const Value& root, const std::string& path) {
    const Value* value = &root;
    std::size_t at = 0;
    while (value && at < path.size()) {
        const std::size_t next = std::min(path.find('/', at + 1), path.size());
        const std::string token = unescape_token(std::string_view(path).substr(at + 1, next - at - 1));
        if (value->IsObject()) {
            const Value* found = nullptr;
            for (const auto& member : value->GetObject()) {
                if (string_of(member.name) == token) found = &member.value;  // the last one, as JSON.parse
            }
            value = found;
        } else if (value->IsArray()) {
            const std::size_t index = std::strtoul(token.c_str(), nullptr, 10);
            value = index < value->Size() ? &(*value)[static_cast<rapidjson::SizeType>(index)] : nullptr;
        } else {
            value = nullptr;
        }
        at = next;
    }
    return value;
}

}  // namespace

const char* change_op_name(ChangeOp op) {
    switch (op) {
        case ChangeOp::Add: return "add";
        case ChangeOp::Append: return "append";
        case ChangeOp::Replace: return "replace";
        case ChangeOp::Remove: return "remove";
        case ChangeOp::Complete: return "complete";
    }
    return "";
}

std::vector<Change> ValueChanges::next(rapidjson::Document value, std::vector<std::string> incomplete, bool has_value) {
    std::vector<Change> changes;
    if (!has_value) {
        if (has_value_) changes.push_back(Change{ChangeOp::Remove, "", ""});
        has_value_ = false;
        open_.clear();
        return changes;
    }
    Differ differ(changes, open_, incomplete);
    if (has_value_) {
        differ.compare("", shown_, value);
    } else {
        differ.set(ChangeOp::Add, "", value);
    }
    // What the value changes did not settle: paths open again (outermost first), and paths
    // no longer open (innermost first).
    for (const std::string& path : incomplete) {
        if (contains(open_, path)) continue;
        if (const Value* reopened = at_pointer(value, path)) differ.set(ChangeOp::Replace, path, *reopened);
    }
    std::vector<std::string> finished;
    for (const std::string& path : open_) {
        if (!contains(incomplete, path)) finished.push_back(path);
    }
    std::sort(finished.begin(), finished.end(),
              [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    for (const std::string& path : finished) differ.emit(ChangeOp::Complete, path, "");
    shown_ = std::move(value);
    has_value_ = true;
    return changes;
}

}  // namespace sg
