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
// ValueScanner::watch), a key read twice, or a copy of the scanner that read the bytes the live
// one waits on as more than closers, is told from the tape too (tape_revision.cpp): the member
// or item each open container began last is where its text may change, so the deepest one
// whose text before that is as shown is read again from there, and its members or items from
// there on are replaced, added or removed; nothing before it is read again. So is a value open
// deeper than `incomplete` lists its pointers: the last one listed is read again whole at each
// call. A word whose reading the end of the input would decide, or a number beyond a double's
// range, are not for it: next() gives nothing, and the stream compares whole values from the
// last snapshot, which shown_json() and shown_open() still tell.
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

    // The same, when the snapshot is the one `trial` (a copy of `live` that read the bytes
    // `live` waits on as the end of the input) closes to, and close_at_end() cannot tell it:
    // its changes go into `changes`, and the next call reads the live value again from where
    // they began. False, with nothing changed, when the tape cannot tell them (above).
    bool revise_to_trial(const ValueScanner& trial, ValueScanner& live, std::vector<Change>& changes);

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
    std::size_t text_shown() const { return trial_shown_ ? trial_from_ : kept_ - end_quote_.size(); }
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
        // Where its text may change: the member (its key's quote) or item it began last starts
        // at tail_start in the text (just past the opener when it has none), and is number
        // tail_index; the members or items shown from there on (begun - tail_index: one, more
        // after a trial's) have the keys tail_keys, in an object.
        std::size_t tail_start = 0;
        std::size_t tail_index = 0;
        std::vector<std::string> tail_keys;
    };
    using Scalar = ValueScanner::Edge::Scalar;
    // A container on the way to an entry, as next() walks the entries, and its tail when it
    // began a member or item (tail_key: the member's key entry).
    struct Open {
        Level* level;
        std::size_t begun;
        bool open_now;
        bool tail_set = false;
        std::size_t tail_start = 0;
        std::size_t tail_index = 0;
        Tape::Index tail_key = 0;
    };
    class Walk;
    struct Reading;
    std::optional<std::vector<Change>> next(const Reading& reading);
    std::optional<std::vector<Change>> extend(const Reading& reading);
    static std::string child_path(const std::string& parent, const Tape& tape, bool object, Tape::Index key, std::size_t index);
    static std::size_t child_start(const Tape& tape, Tape::Index first);

    bool follows_pointer_limits(bool scalar_open, const std::string& scalar_path) const;
    bool show_cut_short(std::string_view text, const std::vector<ValueScanner::Frame>& frames, const ValueScanner::Edge& edge);
    std::optional<Tape::Index> open_member_start(const Tape& tape, const Level& level) const;
    bool same_edge(const ValueScanner::Edge& edge) const;
    bool same_levels(const std::vector<ValueScanner::Frame>& frames) const;
    static bool passes_double_range(const ValueScanner& value, const ValueScanner::Edge& edge);
    static bool new_key(Level& object, const Tape& tape, Tape::Index key);
    static void read_keys(Level& object, const Tape& tape, Tape::Index end, Tape::Index known);
    static bool read_before(const Tape& tape, const Level& object, Tape::Index key);
    bool open_string_at_end(ValueScanner& live, const ValueScanner::Edge& edge, std::string opened,
                            std::vector<Change>& changes);
    static void set_tail(Level& level, const Tape& tape, std::size_t start, std::size_t index, std::optional<Tape::Index> key);
    void find_tails(const Tape& tape);
    void reread_keys(const Tape& tape);

    // tape_revision.cpp: the snapshot read again from the deepest container whose text is as
    // shown up to the member or item it began last.
    // Where the snapshot is read again from: the value's text, the first `shared` bytes of
    // `base` then `own` (a trial's text reads through to the live one's), of which the first
    // `unchanged` bytes are as the last snapshot had them; its open containers and where it
    // would be cut; the live value's tape, when the value is followed on from here (none for
    // a trial's).
    struct Source {
        std::string_view base;
        std::size_t shared;
        std::string_view own;
        std::size_t unchanged;
        const std::vector<ValueScanner::Frame>& frames;
        const ValueScanner::Edge& edge;
        const Tape* live;

        void append(std::string& out, std::size_t from, std::size_t to) const;
    };
    // The text read again, on revised_tape_ (revised_json_): its offset in the value's text
    // less its offset in revised_json_; the members' keys or items from the tail on (or the
    // root, when the whole value is read again); how many of the source's open containers are
    // levels followed; and, when its last member or item is still open, the containers open in
    // it, outermost first, then the scalar open, with their pointers (down to the last one
    // listed, which is written whole, when `incomplete` lists them cut short).
    struct Revised {
        std::size_t listed = 0;  // the open pointers `incomplete` lists, when they are cut short
        std::size_t offset = 0;
        std::vector<Tape::Index> children;
        std::size_t open = 0;
        std::vector<Tape::Index> chain;
        std::vector<std::string> chain_paths;
    };
    bool revise(const Source& source, std::vector<Change>& changes);
    bool read_revised(long depth, const Source& source, Revised& revised);
    bool read_open_chain(long depth, const Source& source, Revised& revised);
    void write_revised(long depth, const Source& source, const Revised& revised, std::vector<Change>& changes);
    void write_open_chain(ChangeOp op, const Source& source, const Revised& revised, std::vector<Change>& changes);
    void move_tail(Level& level, bool live, const Revised& revised);
    void follow_revised(const Source& source, const Revised& revised);
    void show_trial(long depth, const Revised& revised);
    std::optional<std::vector<Change>> revise_live(ValueScanner& value, const ValueScanner::Edge& edge);

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
    std::string root_;       // the value's pointer
    // The last snapshot was a trial's, told by revise_to_trial from the text's byte
    // trial_from_ on (shown_tail_: what that snapshot's JSON holds from there, and
    // shown_chain_: the pointers it left open below the containers kept); the next call reads
    // the live value again from there.
    bool trial_shown_ = false;
    std::size_t trial_from_ = 0;
    std::string shown_tail_;
    std::vector<std::string> shown_chain_;
    // revise()'s, kept for their memory: the text read again, its tape, what it found.
    std::string revised_json_;
    Tape revised_tape_;
    Revised revised_;
    // The levels whose keys next()'s walk added to, which it reads again if it fails.
    std::vector<const Level*> touched_;
    // next()'s, kept for their memory: the levels opened, until it succeeds (in start(): the
    // levels followed last, whose keys it may keep), the walk's stack and the paths it completes.
    std::vector<Level> scratch_;
    std::vector<Open> stack_;
    std::vector<std::string> completes_;
};

}  // namespace sg
