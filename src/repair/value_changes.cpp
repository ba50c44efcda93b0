#include "repair/value_changes.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <unordered_set>

#include <rapidjson/reader.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/json_pointer.h"
#include "repair/value_spine.h"

namespace sg {
namespace {

using Value = rapidjson::Value;
using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

// Values are read with every number kept as it is written, as JSON.parse reads it: a parsed
// number no longer says `-0` (an Int 0), nor which of a long number's spellings it was. A
// string value holds its text after the tag 's', a number its text after 'n'; keys as they are.
// A string answer (`"{a: b}"`) is kept as its JSON text after 'r': it may hold a lone
// surrogate escape (`"\udfff"`), which JSON.parse keeps and UTF-8 cannot hold.
constexpr char kStringTag = 's';
constexpr char kNumberTag = 'n';
constexpr char kRawStringTag = 'r';

template <typename Handler>
struct TaggedValues : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, TaggedValues<Handler>> {
    explicit TaggedValues(Handler& to) : to(to) {}
    bool Null() { return to.Null(); }
    bool Bool(bool value) { return to.Bool(value); }
    bool RawNumber(const char* text, rapidjson::SizeType length, bool) { return tagged(kNumberTag, text, length); }
    bool String(const char* text, rapidjson::SizeType length, bool) { return tagged(kStringTag, text, length); }
    bool StartObject() { return to.StartObject(); }
    bool Key(const char* text, rapidjson::SizeType length, bool copy) { return to.Key(text, length, copy); }
    bool EndObject(rapidjson::SizeType members) { return to.EndObject(members); }
    bool StartArray() { return to.StartArray(); }
    bool EndArray(rapidjson::SizeType items) { return to.EndArray(items); }

    bool tagged(char tag, const char* text, rapidjson::SizeType length) {
        scratch.assign(1, tag);
        scratch.append(text, length);
        return to.String(scratch.data(), static_cast<rapidjson::SizeType>(scratch.size()), true);
    }

    Handler& to;
    std::string scratch;
};

struct ReadTagged {
    const std::string& json;
    bool ok = false;
    template <typename Handler>
    bool operator()(Handler& handler) {
        rapidjson::Reader reader;
        rapidjson::StringStream stream(json.c_str());
        TaggedValues<Handler> tagged(handler);
        ok = !reader.Parse<rapidjson::kParseNumbersAsStringsFlag>(stream, tagged).IsError();
        return ok;
    }
};

std::string_view string_of(const Value& value) { return {value.GetString(), value.GetStringLength()}; }

// A value's own text: a string's characters, a number's digits.
std::string_view text_of(const Value& value) { return string_of(value).substr(1); }

bool is_tagged(const Value& value, char tag) { return value.IsString() && string_of(value)[0] == tag; }

void write(const Value& value, Writer& out) {
    if (value.IsObject()) {
        out.StartObject();
        for (const auto& member : value.GetObject()) {
            out.String(member.name.GetString(), member.name.GetStringLength());
            write(member.value, out);
        }
        out.EndObject();
    } else if (value.IsArray()) {
        out.StartArray();
        for (const auto& item : value.GetArray()) write(item, out);
        out.EndArray();
    } else if (is_tagged(value, kNumberTag) || is_tagged(value, kRawStringTag)) {
        out.RawValue(value.GetString() + 1, value.GetStringLength() - 1,
                     is_tagged(value, kNumberTag) ? rapidjson::kNumberType : rapidjson::kStringType);
    } else if (value.IsString()) {
        out.String(value.GetString() + 1, value.GetStringLength() - 1);
    } else {
        value.Accept(out);
    }
}

std::string json_string(std::string_view text) {
    rapidjson::StringBuffer buffer;
    Writer out(buffer);
    out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::string json_text(const Value& value) {
    rapidjson::StringBuffer buffer;
    Writer out(buffer);
    write(value, out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

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
    if (object.MemberCount() <= 8) {
        for (auto a = object.MemberBegin(); a != object.MemberEnd(); ++a) {
            for (auto b = a + 1; b != object.MemberEnd(); ++b) {
                if (string_of(a->name) == string_of(b->name)) return true;
            }
        }
        return false;
    }
    std::unordered_set<std::string_view> keys;
    for (const auto& member : object.GetObject()) {
        if (!keys.insert(string_of(member.name)).second) return true;
    }
    return false;
}

// A container written without its last member or item (which follows as its own change).
std::string json_without_last(const Value& container) {
    rapidjson::StringBuffer buffer;
    Writer out(buffer);
    if (container.IsObject()) {
        out.StartObject();
        for (auto member = container.MemberBegin(); member + 1 < container.MemberEnd(); ++member) {
            out.String(member->name.GetString(), member->name.GetStringLength());
            write(member->value, out);
        }
        out.EndObject();
    } else {
        out.StartArray();
        for (auto item = container.Begin(); item + 1 < container.End(); ++item) write(*item, out);
        out.EndArray();
    }
    return std::string(buffer.GetString(), buffer.GetSize());
}

bool same(const Value& a, const Value& b) {
    if (a.GetType() != b.GetType()) return false;
    if (a.IsString()) return string_of(a) == string_of(b);  // the tag included: a number is no string
    if (a.IsObject() || a.IsArray()) return json_text(a) == json_text(b);
    return true;  // null, or the same boolean (true and false are types of their own)
}

// Walks the previous value and the new one together. `open` starts as the paths open before
// and follows the ops as they are written, so that the ones still to fix are known at the end.
// With a spine, the two values are what follows its prefix (ValueSpine::stand_in): their
// pointers are mapped to the snapshot's, and a change to a value only partly there fails.
class Differ {
public:
    Differ(std::vector<Change>& changes, std::vector<std::string>& open, const std::vector<std::string>& now_open,
           const ValueSpine* spine = nullptr)
        : changes_(changes), open_(open), now_open_(now_open), spine_(spine) {}

    bool failed() const { return failed_; }

    void compare(const std::string& path, const Value& before, const Value& now) {
        if (is_tagged(before, kStringTag) && is_tagged(now, kStringTag)) {
            compare_strings(path, text_of(before), now);
        } else if (is_tagged(before, kRawStringTag) && is_tagged(now, kRawStringTag)) {
            compare_raw_strings(path, text_of(before), now);
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
                last = item(path, value.Size() - 1);
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
        if (spine_ && op != ChangeOp::Append && op != ChangeOp::Complete && spine_->holds_part_of(path)) failed_ = true;
        if (op == ChangeOp::Add || op == ChangeOp::Replace) {
            open_.erase(std::remove_if(open_.begin(), open_.end(),
                                       [&](const std::string& p) { return p == path || is_below(p, path); }),
                        open_.end());
            open_.push_back(path);
            // A value that takes a new member or item is not final: its containers open again.
            for (std::size_t slash = path.rfind('/'); slash != std::string::npos && slash > 0; slash = path.rfind('/', slash - 1)) {
                reopen(path.substr(0, slash));
            }
            if (!path.empty()) reopen("");
        } else if (op == ChangeOp::Complete || op == ChangeOp::Remove) {
            open_.erase(std::remove(open_.begin(), open_.end(), path), open_.end());
        }
        changes_.push_back(Change{op, path, std::move(text)});
    }

private:
    void reopen(const std::string& path) {
        if (!contains(open_, path)) open_.push_back(path);
    }

    void compare_strings(const std::string& path, std::string_view before, const Value& now) {
        const std::string_view text = text_of(now);
        if (text == before) return;
        if (contains(open_, path) && text.compare(0, before.size(), before) == 0) {
            emit(ChangeOp::Append, path, json_string(text.substr(before.size())));
        } else {
            set(ChangeOp::Replace, path, now);
        }
    }

    // Two strings as JSON texts: escapes read left to right, so when the new one's content
    // starts with the old one's, what follows is the characters appended (a surrogate pair
    // cut by the snapshot joins again where JavaScript concatenates the two halves).
    void compare_raw_strings(const std::string& path, std::string_view before, const Value& now) {
        const std::string_view text = text_of(now);
        if (text == before) return;
        const std::string_view old_content = before.substr(1, before.size() - 2);
        const std::string_view content = text.substr(1, text.size() - 2);
        if (contains(open_, path) && content.compare(0, old_content.size(), old_content) == 0) {
            emit(ChangeOp::Append, path, '"' + std::string(content.substr(old_content.size())) + '"');
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
        for (; n != now.MemberEnd(); ++n) {
            if (spine_ && spine_->has_key(path, std::string(string_of(n->name)))) failed_ = true;
            set(ChangeOp::Add, child(path, string_of(n->name)), n->value);
        }
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

    std::string item(const std::string& path, rapidjson::SizeType index) const {
        std::string pointer = path;
        append_pointer_index(pointer, spine_ ? spine_->real_index(path, index) : index);
        return pointer;
    }

    std::vector<Change>& changes_;
    std::vector<std::string>& open_;
    const std::vector<std::string>& now_open_;
    const ValueSpine* spine_;
    bool failed_ = false;
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

// A snapshot's JSON text as the tagged value the Differ compares; false when it does not read.
bool read_value(const std::string& json, rapidjson::Document& value) {
    if (!json.empty() && json.front() == '"') {
        const std::string raw = kRawStringTag + json;
        value.SetString(raw.data(), static_cast<rapidjson::SizeType>(raw.size()), value.GetAllocator());
        return true;
    }
    ReadTagged read{json};
    value.Populate(read);
    return read.ok;  // the snapshot's JSON always reads: it was parsed strictly
}

// Paths no longer open are final now: complete, innermost first.
void complete_finished(Differ& differ, const std::vector<std::string>& open, const std::vector<std::string>& incomplete) {
    std::vector<std::string> finished;
    for (const std::string& path : open) {
        if (!contains(incomplete, path)) finished.push_back(path);
    }
    std::stable_sort(finished.begin(), finished.end(),
                     [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    for (const std::string& path : finished) differ.emit(ChangeOp::Complete, path, "");
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

std::vector<Change> ValueChanges::next(const std::string* json, const std::vector<std::string>& incomplete) {
    std::vector<Change> changes;
    rapidjson::Document value;
    const bool has_value = json && read_value(*json, value);
    if (!has_value) {
        if (has_value_) changes.push_back(Change{ChangeOp::Remove, "", ""});
        has_value_ = false;
        shown_text_.clear();
        open_.clear();
        return changes;
    }
    if (has_value_ && !shown_read_) read_value(shown_text_, shown_);
    Differ differ(changes, open_, incomplete);
    if (has_value_) {
        differ.compare("", shown_, value);
    } else {
        differ.set(ChangeOp::Add, "", value);
    }
    // What the value changes did not settle: paths open again (outermost first), and paths
    // no longer open.
    for (const std::string& path : incomplete) {
        if (contains(open_, path)) continue;
        if (const Value* reopened = at_pointer(value, path)) differ.set(ChangeOp::Replace, path, *reopened);
    }
    complete_finished(differ, open_, incomplete);
    shown_ = std::move(value);
    shown_text_ = *json;
    shown_read_ = true;
    has_value_ = true;
    return changes;
}

std::optional<std::vector<Change>> ValueChanges::next_after(const ValueSpine& spine, std::string_view rest,
                                                            const std::vector<std::string>& incomplete) {
    if (!has_value_ || spine.at() > shown_text_.size() || spine.key_read_twice() || spine.too_large()) return std::nullopt;
    const std::string stand_in = spine.stand_in();
    // What follows the prefix is small: its values are kept in buffers of their own rather
    // than in the 64 KiB a document allocates by default.
    char before_buffer[4096];
    char now_buffer[4096];
    rapidjson::MemoryPoolAllocator<> before_allocator(before_buffer, sizeof(before_buffer));
    rapidjson::MemoryPoolAllocator<> now_allocator(now_buffer, sizeof(now_buffer));
    rapidjson::Document before(&before_allocator);
    rapidjson::Document now(&now_allocator);
    if (!read_value(stand_in + shown_text_.substr(spine.at()), before) || !read_value(stand_in + std::string(rest), now)) {
        return std::nullopt;
    }
    std::vector<Change> changes;
    std::vector<std::string> open = open_;
    Differ differ(changes, open, incomplete, &spine);
    differ.compare("", before, now);
    for (const std::string& path : incomplete) {
        if (!contains(open, path)) return std::nullopt;  // open again: a revision
    }
    complete_finished(differ, open, incomplete);
    if (differ.failed()) return std::nullopt;
    open_ = std::move(open);
    shown_text_.resize(spine.at());
    shown_text_ += rest;
    shown_read_ = false;
    return changes;
}

}  // namespace sg
