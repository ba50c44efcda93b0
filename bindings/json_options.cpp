#include "json_options.h"

#include "core/limits.h"
#include "option_slots.h"
#include "tape/tape_reader.h"

namespace sg::boundary {

JsonOptions::JsonOptions(std::string_view json) {
    object_ = read_tape(json, json, limits::kMaxDepth, tape_) && tape_root(tape_).is_object();
}

TapeValue JsonOptions::member(std::string_view name) const {
    return object_ ? tape_root(tape_).member(name) : TapeValue();
}

std::size_t JsonOptions::size(std::string_view name, std::size_t fallback) const {
    const TapeValue found = member(name);
    if (!found.is_number()) return fallback;
    const NumberToken number = found.number();
    switch (number.kind) {
        case NumberToken::Kind::Signed: return clamped_size(static_cast<double>(number.as_signed));
        case NumberToken::Kind::Unsigned: return clamped_size(static_cast<double>(number.as_unsigned));
        default: return clamped_size(number.as_double);  // the reader refuses OutOfRange
    }
}

bool JsonOptions::flag(std::string_view name, bool fallback) const {
    const TapeValue found = member(name);
    return found.is_bool() ? found.is_true() : fallback;
}

std::string JsonOptions::string(std::string_view name, std::string_view fallback) const {
    const TapeValue found = member(name);
    return found.is_string() ? string_value(found) : std::string(fallback);
}

std::string string_value(const TapeValue& value) {
    std::string scratch;
    return std::string(value.string(scratch));
}

}  // namespace sg::boundary
