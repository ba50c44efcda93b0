// Between the tape and RapidJSON's DOM, for the places where a tree is worth its cost
// (ARCHITECTURE principle 4): a value that came as a DOM (a repair, a coercion, a caller's
// document) is written out and read into a tape to be validated, and a tape value becomes a
// DOM only when a caller asks for one (ParsedReply::value) or a message shows it.
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <string>

#include <rapidjson/document.h>

#include "tape/tape.h"

namespace sg {

// `value` written as compact JSON, kept by `tape`, and read into it.
void tape_from_value(const rapidjson::Value& value, Tape& tape);

// How much of a tape value a DOM copy takes: containers deeper than `depth` become empty, and
// each keeps its first `children` members or items.
struct CopyBounds {
    std::size_t depth = std::numeric_limits<std::size_t>::max();
    std::size_t children = std::numeric_limits<std::size_t>::max();
};

// The value at `index` as a DOM in `out` (using its allocator).
void value_from_tape(const Tape& tape, Tape::Index index, rapidjson::Document& out, const CopyBounds& bounds = {});
// The value a tape holds as a DOM, null for an empty tape: for a caller who wants a tree of a
// reply's value (ParsedReply::tape).
rapidjson::Document value_of(const Tape& tape);

// The value at an entry as a RapidJSON value, for code written for one (json_equal, the
// messages): a scalar in place (a string by reference to its text), a container copied.
class ValueCopy {
public:
    ValueCopy(const Tape& tape, Tape::Index index, const CopyBounds& bounds = {});
    ValueCopy(const ValueCopy&) = delete;
    ValueCopy& operator=(const ValueCopy&) = delete;

    const rapidjson::Value& get() const { return tree_ ? static_cast<const rapidjson::Value&>(*tree_) : scalar_; }

private:
    std::string scratch_;
    rapidjson::Value scalar_;
    std::optional<rapidjson::Document> tree_;
};

}  // namespace sg
