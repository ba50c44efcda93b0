// A whole model reply read as it arrives: prose, reasoning blocks, code fences, and every
// JSON value in it (the candidates of rule L3), each read leniently by a ValueScanner, or by
// the strict reader (tape_reader.h) when it is strict JSON that has arrived whole. One pass;
// each byte is read once by the prose scanner or once by a value scanner, plus at most
// kLookaheadBytes of look-ahead at each decision, plus once by a strict attempt that failed.
// In a stream (the input not ended), a value that is strict JSON so far is followed by a
// StrictPrefix as it arrives, and read once when it ends or stops being strict JSON.
//
// A candidate starts at any `{` or `[` outside reasoning blocks. One that turns out not to be
// JSON ("{name}" in prose) is kept as a failed candidate, and reading goes on from where it
// failed; one that stops making sense after a whole element is closed there (`unclosed`).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "extract/brace_scanner.h"
#include "extract/fence_scanner.h"
#include "repair/repair_log.h"
#include "repair/scan_input.h"
#include "repair/strict_prefix.h"
#include "repair/value_scanner.h"
#include "tape/tape.h"

namespace sg {


struct ScannedCandidate {
    std::size_t start = 0;
    std::size_t end = 0;      // the value's span; for a failed candidate, where reading resumed
    int fence = -1;           // index into ScannedReply::fences, -1 outside every fence
    bool ok = false;
    bool truncated = false;   // the reply ended inside it
    bool linked = false;      // only whitespace and at most one comma since the previous candidate
    bool enclosed = false;    // it starts inside a broken value that opened before it: a fragment
    bool bare_text = false;   // a root array with bare words in it (`[see above]`): likely prose
    bool strict = false;      // read whole by the strict reader: `json` is strict JSON as it stood
    bool wide_number = false; // `json` holds a number past a double's range (json/number_token.h)
    std::string json;         // the repaired JSON text (ok only)
    // `json` as the reader wrote it, not holding the text (repair/value_tape.h); empty when
    // the candidate was read by a copy of the scanner, whose values are read from `json`.
    Tape tape;
    std::size_t json_kept = 0;  // how much of it stayed as it was since its text was last watched
    Tape::Index tape_kept = 0;  // how many of its entries did (ValueScanner::watch)
    std::vector<Repair> repairs;
    std::vector<std::string> incomplete;  // pointers left open by the truncation
    ValueScanner::Failure failure;        // why it is not JSON (failed only)
};

// What a scan found, in reply order.
struct ScannedReply {
    std::vector<ScannedCandidate> candidates;
    std::vector<Fence> fences;
    std::vector<Span> think_blocks;
    bool bom = false;
    std::optional<std::size_t> unterminated_think;  // a reasoning block that never closed
    std::optional<ValueScanner::Failure> limit;     // max_depth was passed: reading stopped
};

class ReplyScanner {
public:
    // `language`: of the messages of failures and limits.
    ReplyScanner(std::size_t max_depth, Language language) : max_depth_(max_depth), language_(language) {}

    // Reads as far as the input allows. A value still arriving that is strict JSON so far is
    // only followed (strict_prefix.h) until it ends or stops being strict JSON; see
    // read_open_value() for one that is to be looked at before then.
    void scan(ScanInput& in);
    // The value still arriving read leniently from its start now, as it would have been
    // without the strict reading ahead, for a caller about to look at it (open_value()):
    // each value is read so at most once, its scanner then going on as usual.
    void read_open_value(ScanInput& in);
    // After the last scan of an ended input: closes what is still open. A value still open is
    // closed as truncated; with OpenValue::KeptInScanner (for a trial close of a copy) its text
    // stays in its scanner (open_value_text()) instead of being moved into its candidate, which
    // then holds only the text's first byte, all the choice of an answer reads of it.
    enum class OpenValue { MovedToCandidate, KeptInScanner };
    void finish(const ScanInput& in, OpenValue open_value = OpenValue::MovedToCandidate);

    // The text written so far of the value being read (null when none is).
    RepairedText* open_value_text() { return value_ ? &value_->json() : nullptr; }
    // The value being read (null when none is), and the code block open (null when none is).
    const ValueScanner* open_value() const { return value_ ? &*value_ : nullptr; }
    // The entries of value `index` read whole, read over its text.
    const Tape& tape_of(std::size_t index) {
        ScannedCandidate& value = reply_.candidates[index];
        value.tape.point_into(value.json);
        return value.tape;
    }
    ValueScanner* open_value() { return value_ ? &*value_ : nullptr; }
    const Fence* open_fence() const {
        return open_fence_ >= 0 ? &reply_.fences[static_cast<std::size_t>(open_fence_)] : nullptr;
    }

    const ScannedReply& reply() const { return reply_; }
    // What the scan found, moved out when it is read for the last time (repair_json's answer).
    ScannedReply take_reply() { return std::move(reply_); }
    bool in_value() const { return state_ == State::Candidate || state_ == State::StrictValue; }
    std::size_t complete_values() const { return complete_values_; }

private:
    friend class TrialScanner;
    // StrictValue: a value still arriving that is strict JSON so far (strict_prefix_ follows it,
    // in.pos stays at its start); Candidate: a value read leniently (value_).
    enum class State { Start, LineStart, FenceLine, Prose, Think, Comment, StrictValue, Candidate, Stopped };
    enum class Progress { Continue, NeedMore };


    Progress start(ScanInput& in);
    Progress line_start(ScanInput& in);
    Progress marker_line(ScanInput& in);
    Progress prose(ScanInput& in);
    Progress think(ScanInput& in);
    Progress candidate(ScanInput& in, ValueScanner::Status status);
    void close_fence(std::size_t line_end);
    Progress reasoning_tag(ScanInput& in);
    Progress comment(ScanInput& in);
    Progress start_candidate(ScanInput& in);
    Progress strict_value(ScanInput& in);
    Progress read_strict_value(ScanInput& in, std::size_t end);
    Progress lenient_value(ScanInput& in);
    std::optional<std::size_t> strict_value_end(const ScanInput& in);
    void value_read_whole(std::size_t end);
    void candidate_failed(ScanInput& in);
    // Moves the value's text and repairs into the candidate being read.
    void take_value_text();

    std::size_t max_depth_;
    Language language_;
    std::size_t repairs_kept_ = 0;  // by the candidates read so far (limits::kMaxRepairs)
    State state_ = State::Start;
    ScannedReply reply_;
    std::optional<ValueScanner> value_;
    ScannedCandidate current_;
    std::size_t line_start_ = 0;     // the marker line being read
    std::size_t line_searched_ = 0;  // how far its line break has been looked for
    int open_fence_ = -1;
    FenceMarker fence_marker_{};     // the open fence's opening marker
    std::size_t think_start_ = 0;
    std::size_t think_tag_ = 0;      // which of kReasoningTags opened the block
    bool link_open_ = false;
    bool link_comma_ = false;
    std::string_view comment_end_;  // "*/" or a line break
    std::string enclosing_;  // closers of what a broken value left open, innermost last
    std::size_t complete_values_ = 0;
    Tape strict_;  // the strict reader's entries (strict_value_end), until a value read whole takes them
    Tape spare_;   // a failed value's tape, whose memory the next value writes into
    StrictPrefix strict_prefix_;  // State::StrictValue
};

// A copy of a scanner to read on as if the reply ended where it stands (a stream's trial
// close, stream_parser.h), made at the cost of what is still open rather than of the reply:
// it borrows the values read whole instead of copying them, and its open value's text and
// repairs read through to the original's (repaired_text.h, value_repairs.h). The original
// gets its values back when the trial ends, and is not to be read meanwhile.
class TrialScanner {
public:
    explicit TrialScanner(ReplyScanner& original);
    ~TrialScanner();
    TrialScanner(const TrialScanner&) = delete;
    TrialScanner& operator=(const TrialScanner&) = delete;

    ReplyScanner& operator*() { return trial_; }
    ReplyScanner* operator->() { return &trial_; }
    // Values the trial holds that the original read whole (the first ones).
    std::size_t borrowed() const { return borrowed_; }

private:
    static ReplyScanner copy_without_values(ReplyScanner& original);

    ReplyScanner& original_;
    ReplyScanner trial_;
    std::size_t borrowed_;
};

}  // namespace sg
