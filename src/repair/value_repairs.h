// The repairs a ValueScanner logs as it writes a value (value_scanner.h): a list that, like its
// text (repaired_text.h), a copy reads through to instead of copying. A stream closes a copy of
// its scanner to see the value so far (stream_parser.h), sometimes at every changes() call, and
// copying a log that holds a repair for every string of a broken reply would make each such
// call cost the reply so far. A copy keeps the repairs it logs itself; one it changes or takes
// back among those it reads through to becomes its own first (from there on). A copy is for
// such a trial only: the log it reads through to must outlive it, unchanged.
#pragma once

#include <cstddef>
#include <vector>

#include "repair/repair_log.h"

namespace sg {

class ValueRepairs {
public:
    ValueRepairs() = default;
    ValueRepairs(const ValueRepairs& other);
    ValueRepairs& operator=(const ValueRepairs&) = delete;
    ValueRepairs(ValueRepairs&&) noexcept = default;
    ValueRepairs& operator=(ValueRepairs&&) noexcept = default;

    std::size_t size() const { return shared_ + own_.size(); }
    bool empty() const { return size() == 0; }

    const Repair& operator[](std::size_t i) const { return i < shared_ ? (*base_)[i] : own_[i - shared_]; }
    Repair& operator[](std::size_t i) {
        if (i < shared_) own_from(i);
        return own_[i - shared_];
    }
    const Repair& back() const { return (*this)[size() - 1]; }
    Repair& back() { return (*this)[size() - 1]; }

    void push_back(Repair repair) { own_.push_back(std::move(repair)); }
    void pop_back() { resize(size() - 1); }
    // Cuts the log to `size` repairs (never longer).
    void resize(std::size_t size);
    // Puts `repairs` before the one at `at`.
    void insert(std::size_t at, std::vector<Repair> repairs);
    void reserve(std::size_t size) { own_.reserve(size > shared_ ? size - shared_ : 0); }

    // The whole log (a copy's, with what it read through to).
    std::vector<Repair> take() &&;

private:
    // Makes the repairs from `i` on this copy's own.
    void own_from(std::size_t i);

    std::vector<Repair> own_;  // the repairs after the first shared_
    const std::vector<Repair>* base_ = nullptr;  // a copy's original
    std::size_t shared_ = 0;
};

}  // namespace sg
