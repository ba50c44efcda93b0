// Where a JSON text stands after a prefix of it: the containers open there, outermost first,
// each with its pointer, the members or items it has begun and what was read last in it. A
// stream's changes (stream_parser.h) compare only what follows such a point, since the last
// snapshot and the next one share the prefix before it.
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
#include <unordered_set>
#include <vector>

namespace sg {

class ValueSpine {
public:
    // Reads on from at() to `end` (at most) of `text`, whose first at() bytes it has read.
    void read(std::string_view text, std::size_t end);
    std::size_t at() const { return at_; }

    // JSON text that leaves the same containers open as the prefix read: in each, one stand-in
    // for the members or items before the current one (`0`, or `"":0` under a name no member
    // of that object has). Followed by the rest of a snapshot, it reads as JSON whose
    // pointers real_index() maps to the snapshot's.
    std::string stand_in() const;
    // The snapshot's index of the item at `index` of the stand-in's array at `path`.
    std::size_t real_index(const std::string& path, std::size_t index) const;
    // Whether the value at `path` is only partly in the stand-in text and what follows it: an
    // open container, or the string being read.
    bool holds_part_of(const std::string& path) const;
    // Whether the open object at `path` has read a member named `key`, and whether an open
    // object has read a key twice (such an object changes as a whole: value_changes.h).
    bool has_key(const std::string& path, const std::string& key) const;
    bool key_read_twice() const;
    // Whether the open containers are too deep, or their keys too long, to stand in for at
    // every call (limits::kMaxSpineKeyBytes).
    bool too_large() const;

private:
    enum class After { Open, Child, Comma, Key, Colon, Inside };
    struct Level {
        bool object;
        std::size_t count = 0;  // members or items begun
        After after = After::Open;
        std::string key;        // the current member's key, as JSON text
        std::string child;      // the current member's or item's pointer token, with its `/`
        std::unordered_set<std::string> keys;  // every key read, as pointer tokens
        bool key_read_twice = false;
    };

    std::size_t read_string(std::string_view text, std::size_t end, std::size_t at);
    void begin_child();
    std::size_t before(const Level& level) const;
    // The open container whose pointer is `path` (levels_.size(): the current child of the
    // innermost one), or nothing.
    std::optional<std::size_t> level_at(const std::string& path) const;

    std::vector<Level> levels_;
    bool in_string_ = false;  // in a value string of the innermost container
    std::size_t key_bytes_ = 0;  // of the open containers' current keys
    std::size_t at_ = 0;
};

}  // namespace sg
