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
//                           no answer any more (a json fence opened after it, a limit passed).
//   complete {path}         the value is final: it left `incomplete`.
//
// Openness: add and replace make their path open, and the paths above it (a value that takes
// a new member or item is not final: values in a row that were all whole take the next one),
// and every path below it final, unless a later op opens it; complete makes it final. Applying every change so far, in order, to an
// empty start (no value) gives exactly the snapshot's value, and the open paths are exactly
// its `incomplete`: the invariant the tests check at every byte.
//
// The changes are found by comparing the previous snapshot with the new one, member by member
// and item by item, each read into a tape (spans of its text, nothing decoded), so each op is
// as small as what changed and carries values as the reply spells them. While the answer's
// last value grows, only what follows the prefix the two snapshots share is read and compared
// (next_after): from the containers open there, the rest of the string being read and the
// members and items that begin after it, so a stream costs linear work in total, however it
// is chunked; a revision that reaches into that prefix costs one comparison of whole values
// (next).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "repair/value_spine.h"
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

    // The same, when the last snapshot and the next one share the prefix that `spine` has read,
    // and `rest` is the next one's text after it: only what follows the prefix is read, so a
    // call costs what changed plus the depth. Nothing when a change would reach into the
    // prefix (a revision: a value that is no longer what it was, a path open again, a key
    // read twice); next() compares whole values then.
    std::optional<std::vector<Change>> next_after(const ValueSpine& spine, std::string_view rest,
                                                  const std::vector<std::string>& incomplete);

    // Goes on from a snapshot the stream followed without this (tape_changes.h): its JSON text
    // is the first `kept` bytes of the last one's, then `rest`; and its open pointers.
    void restore(std::size_t kept, std::string_view rest, std::vector<std::string> open);

    // The last snapshot's JSON text.
    const std::string& shown_text() const { return shown_text_; }

    // What follows a spine in a snapshot's text (value_changes.cpp).
    struct Tail {
        struct Child {
            std::string_view key;  // in an object: the member's key, as JSON text
            Tape::Index value;
        };
        Tape tape;
        std::string_view string;              // the string being read at the spine, as it ends
        std::vector<std::vector<Child>> levels;  // per open container: the children after the spine
    };

private:
    Tape shown_;              // the last snapshot's value, once read (shown_read_)
    std::string shown_text_;  // its JSON text
    bool shown_read_ = false;
    bool has_value_ = false;
    std::vector<std::string> open_;
    std::vector<std::string> open_scratch_;  // next_after's, until it succeeds
    Tail before_;  // kept for their memory
    Tail now_;
    std::string before_text_;
};

}  // namespace sg
