// A stream's changes (value_changes.h) read off the growing tape of the value being read
// (ARCHITECTURE principle 4): while a snapshot is that value closed where it stands and
// nothing it showed has been taken back, the next one differs from it only by what the
// scanner wrote since: the entries after the last ones shown, the scalar that was still
// open then, and the containers that closed. So a call costs what arrived, not what came
// before, and no snapshot is written or read to compare.
//
// It follows the value from a snapshot taken the usual way (start), keeps the containers that
// snapshot left open with their pointers built once, the scalar it showed still open (a string
// by where its characters begin, a number or literal by its JSON), and how many entries and
// bytes of text it showed. A revision (the text or the tape taken back below what was shown,
// ValueScanner::watch), a word whose reading the end of the input would decide, or open
// pointers that `incomplete` would list cut short are not for it: next() gives nothing, and the
// stream compares whole values from the last snapshot, which shown_json() and shown_open()
// still tell.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/string_index.h"
#include "repair/value_changes.h"
#include "repair/value_scanner.h"

namespace sg {

class TapeChanges {
public:
    // Follows `value`, the reply's value number `which`, from the snapshot it closes to here,
    // the one just shown, where its pointer is `root` ("" for the answer, "/2" for the third of
    // values in a row). False (and not following) when the pointers it leaves open are too many
    // or too long to list whole.
    bool start(ValueScanner& value, std::size_t which, std::string root = "");
    // The same with no snapshot shown before (a stream's first, or the next of values in a
    // row): the changes that build from nothing the snapshot `value` closes to here, each
    // container open added with the members or items it holds whole, then the scalar open.
    // Nothing (and not following) when start() would not follow it.
    std::optional<std::vector<Change>> start_from_nothing(ValueScanner& value, std::size_t which, std::string root = "");
    void stop() { following_ = false; }
    bool following() const { return following_; }

    // The changes from the last snapshot to the one `value` closes to now, or nothing when
    // they are not told by what the scanner wrote since (above).
    std::optional<std::vector<Change>> next(ValueScanner& value);

    // The snapshot the end of the input would give here, which `trial` (a copy of the value
    // that read the bytes the live one waits on as the end of the input) closes to, when it
    // only closes what the last one showed open (a string at a quote that may close it, the
    // containers after it) or only opens a string as the next member or item (`"key": "`,
    // waiting to show whether `"` opens `"""`): its changes, and the tape goes on from it (a
    // later byte that reopens what it closed is a revision). False, with nothing changed, when
    // it does more.
    bool close_at_end(const ValueScanner& trial, ValueScanner& live, std::vector<Change>& changes);
    // Whether the last snapshot showed closed what the scanner still holds open (close_at_end):
    // only the end of the input can tell the next one the same.
    bool shows_closed() const;
    // What the last snapshot's JSON holds after the first kept() bytes of the text: the scalar
    // open, then the closers.
    std::string closing_tail() const;

    // The same when the value shown was read whole since: `json` and `tape` are its text and
    // its entries, `json_kept` and `tape_kept` how much of them stayed as they were since the
    // last call. It is then followed no more.
    std::optional<std::vector<Change>> read_whole(const Tape& tape, std::string_view json, std::size_t json_kept,
                                                  Tape::Index tape_kept);

    // The last snapshot's JSON, given the first text_shown() bytes of the text as they were
    // then (RepairedText::watched), and its open pointers.
    std::size_t kept() const { return kept_; }
    std::size_t text_shown() const { return kept_ - end_quote_.size(); }
    std::string shown_json(std::string kept_text) const;
    std::vector<std::string> shown_open() const;

private:
    struct Level {
        Tape::Index entry;
        bool object;
        std::size_t begun;  // members or items begun, the open one included
        std::string path;
        bool shown_whole = false;  // closed by close_at_end
        StringIndex keys;  // an object's: the keys it has read
    };
    using Scalar = ValueScanner::Edge::Scalar;
    // A container on the way to an entry, as next() walks the entries.
    struct Open {
        Level* level;
        std::size_t begun;
        bool open_now;
    };
    class Walk;
    struct Reading;
    std::optional<std::vector<Change>> next(const Reading& reading);

    bool follows_pointer_limits() const;
    std::optional<Tape::Index> open_member_start(const Tape& tape, const Level& level) const;
    bool same_edge(const ValueScanner::Edge& edge) const;
    bool same_levels(const std::vector<ValueScanner::Frame>& frames) const;
    static bool passes_double_range(const ValueScanner& value, const ValueScanner::Edge& edge);
    static bool new_key(Level& object, const Tape& tape, Tape::Index key);
    static void read_keys(Level& object, const Tape& tape, Tape::Index end, Tape::Index known);
    bool open_string_at_end(ValueScanner& live, const ValueScanner::Edge& edge, std::string opened,
                            std::vector<Change>& changes);

    bool following_ = false;
    std::size_t which_ = 0;  // the value followed, or followed last
    std::vector<Level> levels_;  // the containers open, outermost first
    Scalar scalar_ = Scalar::None;
    std::size_t scalar_start_ = 0;  // a string's first character, or where a token begins, in the text
    std::string scalar_path_;
    std::string token_;  // a number or literal as shown
    bool scalar_shown_whole_ = false;
    Tape::Index entries_ = 0;
    std::size_t kept_ = 0;  // bytes of the text shown
    std::string end_quote_;  // the last of them, when the end of the input wrote them (close_at_end):
                             // a string's quote, after the comma between items if need be
    // next()'s, kept for their memory: the levels opened, until it succeeds (in start(): the
    // levels followed last, whose keys it may keep), the walk's stack and the paths it completes.
    std::vector<Level> scratch_;
    std::vector<Open> stack_;
    std::vector<std::string> completes_;
};

}  // namespace sg
