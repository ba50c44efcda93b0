#include "result_record.h"

namespace sg::boundary {

ResultRecord& ResultRecord::begin() {
    // A large result's storage is given back, not kept for the next call: kept, it pins the
    // largest result ever seen, and the next larger one is allocated beside it, which grew
    // the wasm memory under a long mix of everyday and huge replies (tests/load/).
    constexpr std::size_t kKeptBytes = 256 * 1024;
    if (arena_.capacity() > kKeptBytes) std::string().swap(arena_);
    if (words_.capacity() * sizeof(std::uint32_t) > kKeptBytes) std::vector<std::uint32_t>().swap(words_);
    words_.clear();
    arena_.clear();
    return *this;
}

void ResultRecord::number(std::size_t value) {
    // Positions and counts are bounded by the input limits, far below 2^32 - 1.
    words_.push_back(static_cast<std::uint32_t>(value));
}

void ResultRecord::text(std::string_view bytes) {
    number(arena_.size());
    number(bytes.size());
    arena_.append(bytes);
}

void ResultRecord::optional_text(std::optional<std::string_view> bytes) {
    if (bytes) text(*bytes);
    else none_name();
}

void ResultRecord::name(std::string_view static_name) {
    number(reinterpret_cast<std::uintptr_t>(static_name.data()));
    number(static_name.size());
}

std::optional<ErrorPlace> error_place(const Error& error, Utf16Positions& positions) {
    if (!error.position) return std::nullopt;
    const TextPosition& at = *error.position;
    return ErrorPlace{positions.index(at.offset), at.line, positions.column(at)};
}

void ResultRecord::error_at(const Error& error, const std::optional<ErrorPlace>& place) {
    name(code_name(error.code));
    text(error.message);
    if (!place) {
        none();
        none();
        none();
        return;
    }
    number(place->offset);
    number(place->line);
    number(place->column);
}

std::uintptr_t ResultRecord::finish() {
    header_[0] = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(words_.data()));
    header_[1] = static_cast<std::uint32_t>(words_.size());
    header_[2] = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(arena_.data()));
    header_[3] = static_cast<std::uint32_t>(arena_.size());
    return reinterpret_cast<std::uintptr_t>(header_);
}

ResultRecord& result_record() {
    static ResultRecord record;
    return record;
}

}  // namespace sg::boundary
