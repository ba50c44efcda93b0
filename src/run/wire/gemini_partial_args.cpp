#include "run/wire/gemini_partial_args.h"

#include "core/hex_digit.h"
#include "core/json_text.h"
#include "core/utf8.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"

namespace sg {
namespace {

using Steps = std::vector<PartialArgs::Step>;
using PathResult = Result<Steps, std::string>;

// An index past this many digits could not be an array's size anyway.
constexpr std::size_t kMaxIndexDigits = 9;

// What is wrong with a jsonPath and at which byte, said by parse_partial_path in its language.
struct PathFault {
    ProviderMessage message;
    std::size_t at;
};

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
std::optional<PathFault> read_quoted(std::string_view path, std::size_t& at, std::string& name) {
    const char quote = path[at++];
    while (at < path.size() && path[at] != quote) {
        if (path[at] == '\\') {
            if (!read_escape(path, at, name)) return PathFault{ProviderMessage::PathBadEscape, at};
        } else {
            name += path[at++];
        }
    }
    if (at + 1 >= path.size() || path[at + 1] != ']') return PathFault{ProviderMessage::PathUnclosedName, at};
    at += 2;
    return std::nullopt;
}

std::optional<PathFault> read_index(std::string_view path, std::size_t& at, std::size_t& index) {
    const std::size_t start = at;
    while (at < path.size() && path[at] >= '0' && path[at] <= '9') index = index * 10 + static_cast<std::size_t>(path[at++] - '0');
    if (at == start || at - start > kMaxIndexDigits || (path[start] == '0' && at - start > 1)) {
        return PathFault{ProviderMessage::PathBadIndex, start};
    }
    if (at >= path.size() || path[at] != ']') return PathFault{ProviderMessage::PathUnclosedIndex, at};
    ++at;
    return std::nullopt;
}

std::optional<PathFault> read_step(std::string_view path, std::size_t& at, PartialArgs::Step& step) {
    if (path[at] == '.') {
        const std::size_t start = ++at;
        while (at < path.size() && path[at] != '.' && path[at] != '[') ++at;
        if (at == start) return PathFault{ProviderMessage::PathEmptyName, start};
        if (path.substr(start, at - start) == "*") return PathFault{ProviderMessage::PathWildcard, start};
        step.name = std::string(path.substr(start, at - start));
        return std::nullopt;
    }
    if (path[at] != '[' || at + 1 >= path.size()) return PathFault{ProviderMessage::PathOtherStep, at};
    ++at;
    if (path[at] == '\'' || path[at] == '"') return read_quoted(path, at, step.name);
    step.is_index = true;
    return read_index(path, at, step.index);
}

// The JSON type a value holds, for the messages.
std::string_view holds(const rapidjson::Value& value, Language language) {
    if (value.IsNull()) return "null";
    const ProviderMessage word = value.IsObject()   ? ProviderMessage::HoldsObject
                                 : value.IsArray()  ? ProviderMessage::HoldsArray
                                 : value.IsString() ? ProviderMessage::HoldsString
                                 : value.IsNumber() ? ProviderMessage::HoldsNumber
                                                    : ProviderMessage::HoldsBoolean;
    return provider_text(word, language);
}

std::string child_key(std::size_t parent, const PartialArgs::Step& step) {
    std::string key = std::to_string(parent);
    key += step.is_index ? '[' : '.';
    key += step.is_index ? std::to_string(step.index) : step.name;
    return key;
}

}  // namespace

PathResult parse_partial_path(std::string_view path, Language language) {
    const auto said = [&](PathFault fault, std::string_view shown) {
        return provider_message(language, fault.message, {shown, std::to_string(fault.at)});
    };
    if (path.size() > PartialArgs::kMaxPathBytes) {
        return said(PathFault{ProviderMessage::PathTooLong, PartialArgs::kMaxPathBytes}, path.substr(0, 64));
    }
    if (path.empty() || path[0] != '$') return said(PathFault{ProviderMessage::PathNoRoot, 0}, path);
    Steps steps;
    std::size_t at = 1;
    while (at < path.size()) {
        if (steps.size() == PartialArgs::kMaxPathSteps) return said(PathFault{ProviderMessage::PathTooManySteps, at}, path);
        PartialArgs::Step step;
        if (std::optional<PathFault> fault = read_step(path, at, step)) return said(*fault, path);
        steps.push_back(std::move(step));
    }
    if (steps.empty()) return said(PathFault{ProviderMessage::PathWhole, 0}, path);
    if (steps[0].is_index) return said(PathFault{ProviderMessage::PathIndexesArguments, 1}, path);
    return steps;
}

Result<rapidjson::Value*, std::string> PartialArgs::slot(const Steps& steps, std::string_view path) {
    auto& allocator = object_.GetAllocator();
    rapidjson::Value* node = &object_;
    std::size_t id = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& step = steps[i];
        const std::string key = child_key(id, step);
        const Child* found = children_.find(key);
        if (found == nullptr) {
            if (step.is_index && step.index != node->Size()) {
                return provider_message(language_, ProviderMessage::PathSkipsIndex,
                                        {path, std::to_string(step.index), std::to_string(node->Size())});
            }
            if (step.is_index) {
                node->PushBack(rapidjson::Value(), allocator);
            } else {
                node->AddMember(rapidjson::Value(step.name.data(), static_cast<rapidjson::SizeType>(step.name.size()), allocator),
                                rapidjson::Value(), allocator);
            }
            const std::size_t position = (step.is_index ? node->Size() : node->MemberCount()) - 1;
            found = &children_.try_emplace(key, Child{position, next_id_++}).first;
        }
        node = step.is_index ? &(*node)[static_cast<rapidjson::SizeType>(found->position)]
                             : &(node->MemberBegin() + static_cast<std::ptrdiff_t>(found->position))->value;
        id = found->id;
        if (i + 1 == steps.size()) break;
        const bool array = steps[i + 1].is_index;
        if (node->IsNull() && array) node->SetArray();
        if (node->IsNull()) node->SetObject();
        if (array ? !node->IsArray() : !node->IsObject()) {
            return provider_message(language_, array ? ProviderMessage::PathIndexIntoOther : ProviderMessage::PathNameIntoOther,
                                    {path, holds(*node, language_)});
        }
    }
    if (node->IsObject() || node->IsArray()) {
        return provider_message(language_, ProviderMessage::PathSetsContainer, {path, holds(*node, language_)});
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
    if (!path_value || !path_value->IsString()) return provider_message(language_, ProviderMessage::PieceWithoutPath);
    const std::string_view path(path_value->GetString(), path_value->GetStringLength());
    PathResult steps = parse_partial_path(path, language_);
    if (!steps.ok()) return steps.error();
    const rapidjson::Value* text = find_member(piece, "stringValue");
    const rapidjson::Value* number = find_member(piece, "numberValue");
    const rapidjson::Value* boolean = find_member(piece, "boolValue");
    const bool null = find_member(piece, "nullValue") != nullptr;
    if ((text != nullptr) + (number != nullptr) + (boolean != nullptr) + null != 1 || (text && !text->IsString()) ||
        (number && !number->IsNumber()) || (boolean && !boolean->IsBool())) {
        return provider_message(language_, ProviderMessage::PieceValue, {path});
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
