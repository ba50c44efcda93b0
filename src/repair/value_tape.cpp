#include "repair/value_tape.h"

#include <algorithm>

namespace sg {
namespace {

// Just past the last byte of the scalar's JSON text (a string's closing quote).
std::size_t end_of(const TapeEntry& entry) {
    return entry.start + entry.size + (entry.kind == TapeKind::String ? 1 : 0);
}

std::uint8_t number_flags(std::string_view token) {
    return token.find_first_of(".eE") == std::string_view::npos ? 0 : tape_flag::kFraction;
}

}  // namespace

Tape::Index entries_before(const Tape& tape, std::size_t size) {
    Tape::Index kept = tape.size();
    while (kept > 0) {
        const TapeEntry& last = tape[kept - 1];
        const bool past = tape.is_container(kept - 1) ? last.start >= size : end_of(last) > size;
        if (!past) break;
        --kept;
    }
    return kept;
}

void ValueTape::close(Tape::Index container) {
    if (!on_) return;
    std::uint32_t entries = 0;
    for (Tape::Index i = container + 1; i < tape_.size(); i = tape_.next(i)) ++entries;
    TapeEntry& entry = tape_.at(container);
    entry.next = tape_.size();
    entry.size = entry.kind == TapeKind::Object ? entries / 2 : entries;  // a member is a key and a value
}

void ValueTape::scalar(std::string_view json, std::size_t at) {
    if (!on_) return;
    const auto start = static_cast<std::uint32_t>(at);
    const auto size = static_cast<std::uint32_t>(json.size());
    switch (json.front()) {
        case 'n': tape_.push(TapeKind::Null, start, size); return;
        case 't': tape_.push(TapeKind::True, start, size); return;
        case 'f': tape_.push(TapeKind::False, start, size); return;
        case '"': push_string(start + 1, json.substr(1, json.size() - 2)); return;
        default: tape_.push(TapeKind::Number, start, size, number_flags(json)); return;
    }
}

void ValueTape::grow_number(std::string_view text, std::size_t end) {
    if (!on_) return;
    revised_from_ = std::min(revised_from_, tape_.size() - 1);
    TapeEntry& number = tape_.at(tape_.size() - 1);
    number.size = static_cast<std::uint32_t>(end - number.start);
    number.flags = number_flags(text.substr(number.start, number.size));
}

void ValueTape::cut(std::size_t size) {
    if (!on_) return;
    const Tape::Index kept = entries_before(tape_, size);
    revised_from_ = std::min(revised_from_, kept);
    tape_.truncate(kept);
}

}  // namespace sg
