// Streaming (rule L4): a model's reply parsed leniently as it arrives, chunk by chunk, split
// anywhere (inside a UTF-8 sequence, an escape, a number, a literal, a fence marker). Each
// byte is read once, never re-parsed: push() costs O(chunk) plus O(1) look-ahead, save that a
// value that has been strict JSON so far is only followed as it arrives (strict_prefix.h) and
// read once it is whole, by the strict reader as a whole reply's value is; the push that shows
// it is not strict JSON (or the first snapshot() or changes() while it is open, or end()) reads
// it leniently from its start, once, and the scanner goes on from there as usual.
//
// push() reports only cheap facts (is a value open, how many values are whole). The partial
// value is materialised on request by snapshot(), at a cost linear in what has arrived:
// call it at the rate the result is shown (once per UI frame), not per token, and total
// work stays linear. A snapshot is exactly what end() would return if the reply stopped at
// that point: the value closed where it stands, `complete:false`, and `incomplete` listing
// the JSON Pointers still open (every value not listed is final and will not change, save a
// reading a later byte revises: `["a"` until ` + "b"` follows). changes() hands over what the
// snapshot changed since the last call (value_changes.h) at the cost of what arrived: while
// the answer ends with the value being read (alone, or the last of values in a row: NDJSON),
// the changes are read off its growing tape, the entries the scanner wrote since and the
// scalar and containers it left open (tape_changes.h), and the value ends there as the scanner
// would close it, or, while it waits on bytes to decide, as a copy of it reading them as the
// end of the input closes it (a copy that costs what is open, not what was read: TrialScanner).
// A revision (what was shown taken back), a key read twice, and a copy that reads the waiting
// bytes as more than closers are read off the tape too, from the member or item they reach
// into (tape_changes.h). When it is read whole, the values read whole after it are added whole
// and the next one being read is added as it stands and followed from there; so is the value
// being read at the first call, when it is the answer, and a value in a code block not labelled
// json while it stays the answer over the values read before it. While the answer is values
// read whole, the same ones as last time, nothing changed. Anything else (a new answer, one
// value becoming values in a row, text before any value, a scalar answer) costs a snapshot and
// a comparison of whole values (value_changes.h).
// end() gives the same result as repair_json() on the whole reply.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"
#include "repair/repair_result.h"
#include "repair/candidate_selection.h"
#include "repair/reply_scanner.h"
#include "repair/tape_changes.h"
#include "repair/value_changes.h"

namespace sg {

struct PushStatus {
    std::optional<Error> error;       // a limit was passed: the parser stopped (LimitExceeded)
    bool in_value = false;            // the last byte read is inside a JSON value
    std::size_t complete_values = 0;  // JSON values read whole so far
};

class StreamParser {
public:
    explicit StreamParser(RepairOptions options = {});

    // Reads the next bytes. After end() or an error, further chunks are ignored.
    PushStatus push(std::string_view chunk);

    // What push() does with a chunk of `bytes` that would take the input past maxInputBytes,
    // for a host that measured such a chunk and never wrote it into memory (issue 26): the
    // parser stops on LimitExceeded. Only for such a chunk: one that fits needs its bytes.
    PushStatus refuse(std::size_t bytes);

    // The answer so far, as end() would give it if the reply ended here.
    RepairResult snapshot() const;

    // What the snapshot changed since the last call (value_changes.h): the first call gives
    // the snapshot as changes from an empty start. A call with nothing read since the last
    // one costs nothing and gives no changes.
    std::vector<Change> changes();

    // The reply is complete: the final answer. Calling it again gives the same answer.
    RepairResult end();

    // Every byte pushed so far (positions in results are offsets into it).
    const std::string& input() const { return input_; }

private:
    PushStatus status() const;
    // The value still arriving read leniently now (ReplyScanner::read_open_value), before the
    // scanner's value is looked at.
    void read_open_value() const;
    // A limit the scanner stopped on stops the parser.
    void stop_at_limit() const;
    // Reads the rest as the end of the reply, and the answer.
    RepairResult close(ReplyScanner& scanner) const;
    // changes() off the value's growing tape, and else by comparing snapshots.
    bool changes_on_tape(std::vector<Change>& changes);
    bool closes_at_end(std::vector<Change>& changes);
    bool start_following();
    bool may_lose_to_earlier_value() const;
    bool still_the_answer();
    void restore_from_tape();
    void restore(const CandidateGroup& shown, std::string json, std::vector<std::string> open);
    std::string shown_root() const;
    bool values_read_since(std::vector<Change>& changes);
    // The answer at the end of the input, and (`with_open_value`) the value still being read
    // as it would close, when the answer ends with it.
    struct AtEnd {
        CandidateGroup answer;
        std::string open_json;
        std::vector<std::string> open_incomplete;
    };
    std::optional<AtEnd> answer_at_end(bool with_open_value);
    void add_open_value(const AtEnd& at_end, std::vector<Change>& changes);
    void group_values_read();
    bool first_changes_on_tape(std::vector<Change>& changes);
    bool follow_from_nothing(std::vector<Change>& changes);
    bool follow_open_value();
    std::optional<std::string> shown_text_kept() const;
    std::vector<Change> changes_compared();
    // changes() when the answer is a value read (or being read), or values in a row: `open`
    // when its last value is still being read.
    struct ValueText;
    std::vector<Change> changes_in_value(const ScannedReply& reply, const CandidateGroup& answer, const ValueText& value,
                                         std::vector<std::string> incomplete, bool open);
    // Whether the shown value is still the one being read.
    bool reading_shown_value() const;
    RepairOptions options_;
    std::string input_;
    // A value that is strict JSON so far is only followed while it arrives, and read leniently
    // when first looked at (read_open_value): that changes no answer, so snapshot() stays const.
    mutable std::size_t pos_ = 0;
    mutable ReplyScanner scanner_;
    mutable std::optional<Error> error_;
    bool ended_ = false;
    ValueChanges changes_;
    TapeChanges tape_changes_;
    // The last changes came off the tape, and left the answer's values all whole: changes_
    // learns that snapshot only if the tape cannot go on (restore_from_tape).
    bool whole_on_tape_ = false;
    // What had been read when changes() was last called.
    struct ChangesSeen {
        std::size_t bytes;
        bool ended;
        bool failed;
        bool operator==(const ChangesSeen& other) const {
            return bytes == other.bytes && ended == other.ended && failed == other.failed;
        }
    };
    std::optional<ChangesSeen> changes_seen_;
    // When the last changes came from values read (or being read) as the answer: the first and
    // the last of them, and whether the last was read whole then.
    struct ValueShown {
        std::size_t first;
        std::size_t last;
        bool whole;
    };
    std::optional<ValueShown> shown_value_;
    // The value followed may lose the answer to a value read before it (may_lose_to_earlier_value):
    // known when the tape begins to follow it, since the values before it stay as they are.
    bool may_lose_ = false;
    // The groups of the values read whole, the first grouped_ of them (candidate_selection.h).
    std::vector<CandidateGroup> closed_groups_;
    std::size_t grouped_ = 0;
    // When the last changes came from values read whole: which ones.
    std::optional<CandidateGroup> shown_values_;
};

}  // namespace sg
