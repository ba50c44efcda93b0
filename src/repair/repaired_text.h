// The repaired JSON text a ValueScanner writes (value_scanner.h): a string that does two more
// things, both for a stream's changes (stream_parser.h).
// - A copy reads through to the text it was copied from instead of copying it, and keeps
//   only what it writes itself: a stream closes a copy of its scanner at each changes() call
//   to see the value so far, and copying the text would make each call cost the reply so far.
//   A copy is for such a trial only: the text it reads through to must outlive it, unchanged.
// - It remembers how far it was cut back since watch() (low_water()): the text a stream has
//   already shown is still the same up to there, and a revision is read again from there on.
//   It keeps the bytes such a cut took back (watched()), so that the text as it was at watch()
//   can still be told when the stream stops following the value and compares whole values.
// A scanner writes it a token at a time, most tokens a byte or a few: its own bytes sit in a
// buffer with room kept past them, so that a write is a copy, not a call into the library.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace sg {

class RepairedText {
public:
    RepairedText() = default;
    RepairedText(const RepairedText& other);
    RepairedText& operator=(const RepairedText&) = delete;
    RepairedText(RepairedText&&) noexcept = default;
    RepairedText& operator=(RepairedText&&) noexcept = default;

    std::size_t size() const { return shared_ + used_; }
    bool empty() const { return size() == 0; }
    char operator[](std::size_t i) const { return i < shared_ ? (*base_)[i] : own_[i - shared_]; }
    char back() const { return (*this)[size() - 1]; }
    std::string substr(std::size_t pos, std::size_t count = std::string::npos) const;
    bool has_at(std::size_t pos, std::string_view text) const { return substr(pos, text.size()) == text; }

    RepairedText& operator+=(char c) {
        make_room(1);
        own_[used_++] = c;
        return *this;
    }
    RepairedText& operator+=(std::string_view text) {
        append(text);
        return *this;
    }
    void append(std::string_view text) {
        make_room(text.size());
        if (!text.empty()) std::memcpy(&own_[used_], text.data(), text.size());
        used_ += text.size();
    }
    // Cuts the text to `size` bytes (never longer).
    void resize(std::size_t size);
    void pop_back() { resize(size() - 1); }

    // The whole text as a string (a copy's, with what it read through to).
    std::string take() &&;

    // A copy's text is the first shared() bytes of the original's, then own().
    std::size_t shared() const { return shared_; }
    std::string_view own() const { return std::string_view(own_.data(), used_); }

    void watch() {
        low_water_ = size();
        taken_back_.clear();
    }
    // The shortest the text has been since watch() (or since it was made).
    std::size_t low_water() const { return low_water_; }
    // The first `size` bytes of the text as it was at watch().
    std::string watched(std::size_t size) const;

private:
    void make_room(std::size_t bytes) {
        if (used_ + bytes > own_.size()) grow(used_ + bytes);
    }
    void grow(std::size_t bytes);

    std::string own_;  // own_[0, used_) is the text written here; the rest is room
    std::size_t used_ = 0;
    const std::string* base_ = nullptr;  // a copy's original
    std::size_t shared_ = 0;
    std::size_t low_water_ = 0;
    std::string taken_back_;  // what the text held at watch() from low_water_ on, as far as it was cut
};

}  // namespace sg
