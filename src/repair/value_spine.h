// Where a JSON text stands after a prefix of it: the containers open there, outermost first,
// each with its pointer, the members or items it has begun and what was read last in it. A
// stream's changes (stream_parser.h) read only what follows such a point, from the open
// containers on (value_changes.h), since the last snapshot and the next one share the prefix
// before it.
//
// It reads a snapshot's JSON up to the end of what the reply's scanner had written of its last
// value (the part later snapshots share, save a revision that the stream notices and answers
// by starting over), and stops before what a later byte may still change: a key not closed
// yet, a number or literal that touches the end. In a string it reads on character by
// character, but not past a high surrogate's escape alone.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/string_index.h"

namespace sg {

// Where the JSON string whose characters begin at text[from] ends (its closing quote), or npos,
// also when a control character shows it is no JSON string.
std::size_t closing_quote(std::string_view text, std::size_t from);

class ValueSpine {
public:
    enum class After { Open, Child, Comma, Key, Colon, Inside };
    struct Level {
        bool object = false;
        std::size_t count = 0;  // members or items begun
        After after = After::Open;
        std::string key;        // the current member's key, as JSON text
        std::string child;      // the current member's or item's pointer token, with its `/`
        StringIndex keys;       // every key read, as pointer tokens
        bool key_read_twice = false;
    };

    // Reads on from at() to `end` (at most) of `text`, whose first at() bytes it has read.
    void read(std::string_view text, std::size_t end);
    std::size_t at() const { return at_; }

    // The containers open at at(), outermost first.
    const std::vector<Level>& levels() const { return levels_; }
    // Whether at() is inside a string, the value of the innermost container's current member
    // or item (or the whole value), and where that string's characters begin.
    bool in_string() const { return in_string_; }
    std::size_t string_start() const { return string_start_; }
    // Whether an open object has read a key twice (such an object changes as a whole:
    // value_changes.h).
    bool key_read_twice() const;
    // Whether the open containers are too deep, or their keys too long, to walk at every call
    // (limits::kMaxSpineKeyBytes).
    bool too_large() const;

private:
    std::size_t read_string(std::string_view text, std::size_t end, std::size_t at);
    void begin_child();

    std::vector<Level> levels_;
    bool in_string_ = false;
    std::size_t string_start_ = 0;
    std::size_t key_bytes_ = 0;  // of the open containers' current keys
    std::size_t at_ = 0;
};

}  // namespace sg
