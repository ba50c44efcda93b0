// Partial values as changes (rule L4): what a stream's snapshot changed since the last time
// changes were asked for, as a short list of operations on JSON Pointers (the ones
// `incomplete` uses), so that a UI updates only what changed.
//
//   add      {path, value}  a new member or item (or the root, path ""): its value so far;
//                           a container just opened is `{}` / `[]`, its content follows.
//   append   {path, text}   more characters of a string still arriving (natively a JSON
//                           string, which a lone surrogate half of a split pair survives).
//   replace  {path, value}  a value read differently than before: a number that grew (12 ->
//                           123), or an earlier reading that lenient repair revised (a quote
//                           that turned out to close nothing, a value that became a string).
//   remove   {path}         a value the reply no longer shows: the root, when the reply holds
//                           no answer any more (a json fence opened after it, a limit passed);
//                           the last item of an array, when a later byte shows it was none
//                           (`[1` then `+`).
//   complete {path}         the value is final: it left `incomplete`.
//
// Openness: add and replace make their path open, and the paths above it (a value that takes
// a new member or item is not final: values in a row that were all whole take the next one),
// and every path below it final, unless a later op opens it; complete makes it final; remove
// leaves neither it nor the paths below it open. Applying every change so far, in order, to an
// empty start (no value) gives exactly the snapshot's value, and the open paths are exactly
// its `incomplete`: the invariant the tests check at every byte.
//
// A stream finds them off the growing tape of the value being read (tape_changes.h). What is
// left here compares whole snapshots, for what the tape does not follow: an answer that is
// another value than the one shown (a json fence that begins after it, one value becoming
// values in a row), text before any value, a scalar answer. Each snapshot is read into a tape
// (spans of its text, nothing decoded) and compared member by member and item by item, so
// each op is as small as what changed and carries values as the reply spells them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tape/tape.h"

namespace sg {

enum class ChangeOp { Add, Append, Replace, Remove, Complete };

struct Change {
    ChangeOp op;
    std::string path;
    std::string text;  // add / replace: the value as JSON text; append: the characters, as a JSON string
};

const char* change_op_name(ChangeOp op);

// The previous snapshot, and the changes that lead from it to the next one.
class ValueChanges {
public:
    // The next snapshot's JSON text (null: it has no answer) and its `incomplete`.
    std::vector<Change> next(const std::string* json, const std::vector<std::string>& incomplete);

    // Goes on from a snapshot the stream followed without this (tape_changes.h): its JSON text
    // and its open pointers.
    void restore(std::string json, std::vector<std::string> open);

private:
    Tape shown_;              // the last snapshot's value, once read (shown_read_)
    std::string shown_text_;  // its JSON text
    bool shown_read_ = false;
    bool has_value_ = false;
    std::vector<std::string> open_;
};

}  // namespace sg
