#include "repair/repaired_text.h"

#include <algorithm>

namespace sg {

RepairedText::RepairedText(const RepairedText& other)
    : own_(other.base_ ? std::string(other.own()) : std::string()),
      used_(own_.size()),
      base_(other.base_ ? other.base_ : &other.own_),
      shared_(other.base_ ? other.shared_ : other.used_),
      low_water_(other.size()) {}

std::string RepairedText::substr(std::size_t pos, std::size_t count) const {
    const std::size_t end = pos + std::min(count, size() - pos);
    std::string text;
    if (pos < shared_) text.assign(*base_, pos, std::min(end, shared_) - pos);
    if (end > shared_) text.append(own().substr(std::max(pos, shared_) - shared_, end - std::max(pos, shared_)));
    return text;
}

void RepairedText::resize(std::size_t size) {
    if (size < low_water_) {
        taken_back_.insert(0, substr(size, low_water_ - size));
        low_water_ = size;
    }
    if (size >= shared_) {
        used_ = size - shared_;
    } else {
        used_ = 0;
        shared_ = size;
    }
}

std::string RepairedText::watched(std::size_t size) const {
    std::string text = substr(0, std::min(size, low_water_));  // the text is as it was before this
    if (size > low_water_) text.append(taken_back_, 0, size - low_water_);
    return text;
}

std::string RepairedText::take() && {
    own_.resize(used_);
    if (!base_) return std::move(own_);
    return base_->substr(0, shared_) + own_;
}

// A text that outgrows the string's own few bytes (a value, not a `{x}` in prose) gets room
// for a short reply's value at once, rather than doubling from there allocation by allocation.
void RepairedText::grow(std::size_t bytes) {
    constexpr std::size_t kFirstRoom = 256;
    own_.resize(std::max({bytes, 2 * own_.size(), own_.capacity(), own_.empty() ? 0 : kFirstRoom}));
}

}  // namespace sg
