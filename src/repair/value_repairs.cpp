#include "repair/value_repairs.h"

#include <iterator>

namespace sg {

ValueRepairs::ValueRepairs(const ValueRepairs& other)
    : own_(other.base_ ? other.own_ : std::vector<Repair>()),
      base_(other.base_ ? other.base_ : &other.own_),
      shared_(other.base_ ? other.shared_ : other.own_.size()) {}

void ValueRepairs::own_from(std::size_t i) {
    own_.insert(own_.begin(), base_->begin() + static_cast<std::ptrdiff_t>(i),
                base_->begin() + static_cast<std::ptrdiff_t>(shared_));
    shared_ = i;
}

void ValueRepairs::resize(std::size_t size) {
    if (size >= shared_) {
        own_.resize(size - shared_);
    } else {
        own_.clear();
        shared_ = size;
    }
}

void ValueRepairs::insert(std::size_t at, std::vector<Repair> repairs) {
    if (repairs.empty()) return;
    if (at < shared_) own_from(at);
    own_.insert(own_.begin() + static_cast<std::ptrdiff_t>(at - shared_), std::make_move_iterator(repairs.begin()),
                std::make_move_iterator(repairs.end()));
}

std::vector<Repair> ValueRepairs::take() && {
    if (shared_ == 0) return std::move(own_);
    std::vector<Repair> all(base_->begin(), base_->begin() + static_cast<std::ptrdiff_t>(shared_));
    all.insert(all.end(), std::make_move_iterator(own_.begin()), std::make_move_iterator(own_.end()));
    return all;
}

}  // namespace sg
