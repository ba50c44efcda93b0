// A JSON value read once into a flat tape (ARCHITECTURE principle 4): one 16-byte entry per
// value, in document order, pointing into the text it was read from. Nothing is copied or
// decoded while reading: a string is its span (unescaped on demand, only when it holds a
// backslash), a number its token (decoded when a keyword needs its value), a container the
// index just past its last descendant, so that a subtree is skipped in O(1). An object's
// members are its key and value entries, alternating.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "json/number_token.h"

namespace sg {

enum class TapeKind : std::uint8_t { Null, False, True, Number, String, Array, Object };

namespace tape_flag {
constexpr std::uint8_t kEscaped = 1;   // a string whose span holds a backslash
constexpr std::uint8_t kFraction = 2;  // a number token with '.', 'e' or 'E'
}  // namespace tape_flag

struct TapeEntry {
    std::uint32_t start;  // byte offset in the text: a string's first byte after its quote,
                          // else the value's first byte
    std::uint32_t size;   // strings: bytes between the quotes; numbers: token bytes;
                          // containers: members or items
    std::uint32_t next;   // the index just past this value and everything in it
    TapeKind kind;
    std::uint8_t flags;
};

class Tape {
public:
    using Index = std::uint32_t;

    // Empties the tape (keeping its memory) for values read from `text`.
    void reset(std::string_view text) {
        owns_ = false;
        text_ = text;
        entries_.clear();
    }
    // The same for a text the tape keeps (a value that has no text of its own, written out).
    void reset_owned(std::string text) {
        owned_ = std::move(text);
        owns_ = true;
        entries_.clear();
    }
    // Keeps the entries, with the text they point into now held by the tape: for entries a
    // lenient scan wrote against its own text (repair/value_tape.h), handed over with a copy.
    void keep_text(std::string text) {
        owned_ = std::move(text);
        owns_ = true;
    }
    bool keeps_text() const { return owns_; }
    // Keeps the entries, read over `text` from now on (which the tape does not hold).
    void point_into(std::string_view text) {
        owns_ = false;
        text_ = text;
    }

    // The reader's side: appends an entry, returning its index.
    Index push(TapeKind kind, std::uint32_t start, std::uint32_t size, std::uint8_t flags = 0) {
        const auto index = static_cast<Index>(entries_.size());
        entries_.push_back(TapeEntry{start, size, index + 1, kind, flags});
        return index;
    }
    TapeEntry& at(Index i) { return entries_[i]; }
    // Takes back the entries from index `size` on (a lenient scan revising what it read).
    void truncate(Index size) { entries_.resize(size); }
    void reserve(Index entries) { entries_.reserve(entries); }
    // The reader's stack of open containers, kept here so that its memory is reused too.
    std::vector<Index>& open_containers() { return open_; }

    bool empty() const { return entries_.empty(); }
    Index size() const { return static_cast<Index>(entries_.size()); }
    std::string_view text() const { return owns_ ? std::string_view(owned_) : text_; }
    const TapeEntry& operator[](Index i) const { return entries_[i]; }
    TapeKind kind(Index i) const { return entries_[i].kind; }
    bool is_container(Index i) const { return kind(i) == TapeKind::Array || kind(i) == TapeKind::Object; }
    Index next(Index i) const { return entries_[i].next; }
    // Members of an object or items of an array.
    std::uint32_t count(Index i) const { return entries_[i].size; }

    // A string's or a number's bytes as written (a string without its quotes, escapes kept).
    std::string_view raw(Index i) const { return text().substr(entries_[i].start, entries_[i].size); }
    // A string's value: its span when it has no escape, else decoded into `scratch` (an
    // escaped lone surrogate reads as U+FFFD, as the strict reader promises).
    std::string_view string(Index i, std::string& scratch) const;
    // A number's value as the strict reader decodes it (number_token.h).
    NumberToken number(Index i) const;

private:
    std::string_view text_;
    std::string owned_;
    bool owns_ = false;
    std::vector<TapeEntry> entries_;
    std::vector<Index> open_;
};

// The value of a JSON string's span (escapes checked by the reader) in `out`, replacing it.
void decode_json_string(std::string_view raw, std::string& out);

}  // namespace sg
