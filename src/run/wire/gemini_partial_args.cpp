#include "run/wire/gemini_partial_args.h"

#include "core/hex_digit.h"
#include "core/json_text.h"
#include "core/utf8.h"
#include "run/wire/json_body.h"

namespace sg {
namespace {

using Steps = std::vector<PartialArgs::Step>;
using PathResult = Result<Steps, std::string>;

// An index past this many digits could not be an array's size anyway.
constexpr std::size_t kMaxIndexDigits = 9;

std::string path_error(std::string_view path, std::size_t at, std::string_view what) {
    return "the jsonPath \"" + std::string(path) + "\" " + std::string(what) + " (byte " + std::to_string(at) + ")";
}

// Four hex digits at `at`, or -1.
long hex4(std::string_view path, std::size_t at) {
    if (at + 4 > path.size()) return -1;
    long value = 0;
    for (std::size_t i = at; i < at + 4; ++i) {
        const int digit = hex_digit(path[i]);
        if (digit < 0) return -1;
        value = value * 16 + digit;
    }
    return value;
}

// One escape after a backslash at `at` inside a quoted name; advances `at` past it.
bool read_escape(std::string_view path, std::size_t& at, std::string& out) {
    const char c = at + 1 < path.size() ? path[at + 1] : '\0';
    static constexpr std::string_view kFrom = "\\'\"/bfnrt";
    static constexpr std::string_view kTo = "\\'\"/\b\f\n\r\t";
    if (const std::size_t simple = kFrom.find(c); c != '\0' && simple != std::string_view::npos) {
        out += kTo[simple];
        at += 2;
        return true;
    }
    if (c != 'u') return false;
    long cp = hex4(path, at + 2);
    at += 6;
    if (cp >= 0xDC00 && cp <= 0xDFFF) return false;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        const long low = path.substr(at, 2) == "\\u" ? hex4(path, at + 2) : -1;
        if (low < 0xDC00 || low > 0xDFFF) return false;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        at += 6;
    }
    if (cp < 0) return false;
    append_utf8(out, static_cast<char32_t>(cp));
    return true;
}

// `['name']` or `["name"]` from the quote at `at`; advances `at` past the `]`.
std::optional<std::string> read_quoted(std::string_view path, std::size_t& at, std::string& name) {
    const char quote = path[at++];
    while (at < path.size() && path[at] != quote) {
        if (path[at] == '\\') {
            if (!read_escape(path, at, name)) return path_error(path, at, "has a bad escape");
        } else {
            name += path[at++];
        }
    }
    if (at + 1 >= path.size() || path[at + 1] != ']') return path_error(path, at, "has an unclosed quoted name");
    at += 2;
    return std::nullopt;
}

std::optional<std::string> read_index(std::string_view path, std::size_t& at, std::size_t& index) {
    const std::size_t start = at;
    while (at < path.size() && path[at] >= '0' && path[at] <= '9') index = index * 10 + static_cast<std::size_t>(path[at++] - '0');
    if (at == start || at - start > kMaxIndexDigits || (path[start] == '0' && at - start > 1)) {
        return path_error(path, start, "has an index that is not a whole number up to 9 digits");
    }
    if (at >= path.size() || path[at] != ']') return path_error(path, at, "has an unclosed index");
    ++at;
    return std::nullopt;
}

std::optional<std::string> read_step(std::string_view path, std::size_t& at, PartialArgs::Step& step) {
    if (path[at] == '.') {
        const std::size_t start = ++at;
        while (at < path.size() && path[at] != '.' && path[at] != '[') ++at;
        if (at == start) return path_error(path, start, "has an empty name");
        if (path.substr(start, at - start) == "*") return path_error(path, start, "has a wildcard");
        step.name = std::string(path.substr(start, at - start));
        return std::nullopt;
    }
    if (path[at] != '[' || at + 1 >= path.size()) return path_error(path, at, "has a step other than .name, ['name'] or [index]");
    ++at;
    if (path[at] == '\'' || path[at] == '"') return read_quoted(path, at, step.name);
    step.is_index = true;
    return read_index(path, at, step.index);
}

// The JSON type a value holds, for the messages.
std::string_view holds(const rapidjson::Value& value) {
    if (value.IsObject()) return "an object";
    if (value.IsArray()) return "an array";
    if (value.IsString()) return "a string";
    if (value.IsNumber()) return "a number";
    return value.IsNull() ? "null" : "a boolean";
}

std::string child_key(std::size_t parent, const PartialArgs::Step& step) {
    std::string key = std::to_string(parent);
    key += step.is_index ? '[' : '.';
    key += step.is_index ? std::to_string(step.index) : step.name;
    return key;
}

}  // namespace

PathResult parse_partial_path(std::string_view path) {
    if (path.size() > PartialArgs::kMaxPathBytes) {
        return path_error(path.substr(0, 64), PartialArgs::kMaxPathBytes, "is longer than 1024 bytes");
    }
    if (path.empty() || path[0] != '$') return path_error(path, 0, "does not start with $");
    Steps steps;
    std::size_t at = 1;
    while (at < path.size()) {
        if (steps.size() == PartialArgs::kMaxPathSteps) return path_error(path, at, "has more than 64 steps");
        PartialArgs::Step step;
        if (std::optional<std::string> error = read_step(path, at, step)) return *error;
        steps.push_back(std::move(step));
    }
    if (steps.empty()) return path_error(path, 0, "names the whole arguments object, not a value in it");
    if (steps[0].is_index) return path_error(path, 1, "indexes the arguments, which are an object");
    return steps;
}

Result<rapidjson::Value*, std::string> PartialArgs::slot(const Steps& steps, std::string_view path) {
    auto& allocator = object_.GetAllocator();
    rapidjson::Value* node = &object_;
    std::size_t id = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& step = steps[i];
        const std::string key = child_key(id, step);
        auto found = children_.find(key);
        if (found == children_.end()) {
            if (step.is_index && step.index != node->Size()) {
                return "the jsonPath \"" + std::string(path) + "\" skips to index " + std::to_string(step.index) +
                       " of an array of " + std::to_string(node->Size());
            }
            if (step.is_index) {
                node->PushBack(rapidjson::Value(), allocator);
            } else {
                node->AddMember(rapidjson::Value(step.name.data(), static_cast<rapidjson::SizeType>(step.name.size()), allocator),
                                rapidjson::Value(), allocator);
            }
            const std::size_t position = (step.is_index ? node->Size() : node->MemberCount()) - 1;
            found = children_.emplace(key, Child{position, next_id_++}).first;
        }
        node = step.is_index ? &(*node)[static_cast<rapidjson::SizeType>(found->second.position)]
                             : &(node->MemberBegin() + static_cast<std::ptrdiff_t>(found->second.position))->value;
        id = found->second.id;
        if (i + 1 == steps.size()) break;
        const bool array = steps[i + 1].is_index;
        if (node->IsNull() && array) node->SetArray();
        if (node->IsNull()) node->SetObject();
        if (array ? !node->IsArray() : !node->IsObject()) {
            return "the jsonPath \"" + std::string(path) + "\" steps into " + std::string(holds(*node)) + " with " +
                   (array ? "an index" : "a name");
        }
    }
    if (node->IsObject() || node->IsArray()) {
        return "the jsonPath \"" + std::string(path) + "\" sets a value where " + std::string(holds(*node)) + " is";
    }
    return node;
}

std::optional<std::string> PartialArgs::close_string() {
    if (!open_) return std::nullopt;
    open_ = false;
    Result<rapidjson::Value*, std::string> place = slot(open_steps_, open_path_);
    if (!place.ok()) return place.error();
    place.value()->SetString(open_text_.data(), static_cast<rapidjson::SizeType>(open_text_.size()), object_.GetAllocator());
    return std::nullopt;
}

Result<std::size_t, std::string> PartialArgs::add(const rapidjson::Value& piece) {
    const rapidjson::Value* path_value = find_member(piece, "jsonPath");
    if (!path_value || !path_value->IsString()) return std::string("a partialArgs piece without a jsonPath");
    const std::string_view path(path_value->GetString(), path_value->GetStringLength());
    PathResult steps = parse_partial_path(path);
    if (!steps.ok()) return steps.error();
    const rapidjson::Value* text = find_member(piece, "stringValue");
    const rapidjson::Value* number = find_member(piece, "numberValue");
    const rapidjson::Value* boolean = find_member(piece, "boolValue");
    const bool null = find_member(piece, "nullValue") != nullptr;
    if ((text != nullptr) + (number != nullptr) + (boolean != nullptr) + null != 1 || (text && !text->IsString()) ||
        (number && !number->IsNumber()) || (boolean && !boolean->IsBool())) {
        return "the piece for \"" + std::string(path) +
               "\" does not hold exactly one of a string stringValue, number numberValue, bool boolValue or nullValue";
    }
    const rapidjson::Value* going_on = find_member(piece, "willContinue");
    const bool continues = text && going_on && going_on->IsTrue();
    const std::size_t bytes = text ? text->GetStringLength() : 0;
    if (open_ && text && steps.value() == open_steps_) {
        open_text_.append(text->GetString(), bytes);
        if (continues) return bytes;
        if (std::optional<std::string> error = close_string()) return *error;
        return bytes;
    }
    if (std::optional<std::string> error = close_string()) return *error;
    Result<rapidjson::Value*, std::string> place = slot(steps.value(), path);
    if (!place.ok()) return place.error();
    if (continues) {
        open_ = true;
        open_steps_ = std::move(steps.value());
        open_path_ = std::string(path);
        open_text_.assign(text->GetString(), bytes);
    } else if (text) {
        place.value()->SetString(text->GetString(), text->GetStringLength(), object_.GetAllocator());
    } else if (number) {
        place.value()->CopyFrom(*number, object_.GetAllocator());
    } else if (boolean) {
        place.value()->SetBool(boolean->IsTrue());
    } else {
        place.value()->SetNull();
    }
    return bytes;
}

std::string PartialArgs::text() {
    close_string();  // its place was checked when the string opened
    return json_text(object_);
}

}  // namespace sg
