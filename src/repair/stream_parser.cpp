#include "repair/stream_parser.h"

#include <algorithm>
#include <iterator>

#include "extract/answer_choice.h"
#include "repair/result_builder.h"
#include "tape/tape_writer.h"

namespace sg {

StreamParser::StreamParser(RepairOptions options) : options_(options), scanner_(options.max_depth, options.language) {}

PushStatus StreamParser::push(std::string_view chunk) {
    if (ended_ || error_) return status();
    if (input_.size() + chunk.size() > options_.max_input_bytes) return refuse(chunk.size());
    input_.append(chunk);
    ScanInput in{input_, pos_, false};
    scanner_.scan(in);
    pos_ = in.pos;
    stop_at_limit();
    return status();
}

void StreamParser::read_open_value() const {
    if (ended_ || error_) return;
    ScanInput in{input_, pos_, false};
    scanner_.read_open_value(in);
    pos_ = in.pos;
    stop_at_limit();
}

void StreamParser::stop_at_limit() const {
    if (const auto& limit = scanner_.reply().limit) {
        error_ = error_at(ErrorCode::LimitExceeded, limit->message, input_, limit->offset);
    }
}

PushStatus StreamParser::refuse(std::size_t bytes) {
    if (ended_ || error_) return status();
    error_ = input_too_large(input_.size() + bytes, options_.max_input_bytes, options_.language);
    return status();
}

// The scanner is copied, not the input (and the open value's text is read through, not
// copied): closing the value where it stands reads only what is still pending, so a snapshot
// costs the answer's build and parse.
RepairResult StreamParser::snapshot() const {
    read_open_value();
    if (error_) return failed_result(*error_);
    if (ended_) return build_answer(input_, scanner_.reply(), options_);
    ReplyScanner rest_of_reply_missing(scanner_);
    return close(rest_of_reply_missing);
}

// The last value of an answer as the trial closed it: the first `written` bytes of `text`
// (the value's text as written), then `tail`.
struct StreamParser::ValueText {
    std::string_view text;
    std::size_t written;
    std::string_view tail;
};

namespace {

bool same_values(const CandidateGroup& a, const CandidateGroup& b) { return a.first == b.first && a.last == b.last; }

}  // namespace

// Off the growing tape while the values it follows are the answer (changes_on_tape), else by
// comparing snapshots (changes_compared), after which the tape is followed again when the
// answer ends with the value being read.
std::vector<Change> StreamParser::changes() {
    read_open_value();
    // Nothing read since the last call: nothing changed, and no snapshot is taken.
    const ChangesSeen seen{input_.size(), ended_, error_.has_value()};
    if (changes_seen_ && *changes_seen_ == seen) return {};
    const bool first = !changes_seen_;
    changes_seen_ = seen;
    std::vector<Change> changes;
    if (tape_changes_.following() || whole_on_tape_) {
        if (changes_on_tape(changes)) return changes;
        restore_from_tape();
    } else if (first && first_changes_on_tape(changes)) {
        return changes;
    }
    std::vector<Change> compared = changes_compared();
    changes.insert(changes.end(), std::make_move_iterator(compared.begin()), std::make_move_iterator(compared.end()));
    if (!error_ && !ended_ && reading_shown_value()) follow_open_value();
    return changes;
}

// The values read whole are grouped once: each call groups only those read since
// (candidate_selection.h).
void StreamParser::group_values_read() {
    closed_groups_ = group_candidates(scanner_.reply(), std::move(closed_groups_), grouped_);
    grouped_ = scanner_.reply().candidates.size();
}

// The first call, when the answer is the value being read: the changes from nothing, off its
// tape, which it is followed on from then.
bool StreamParser::first_changes_on_tape(std::vector<Change>& changes) {
    if (error_ || ended_ || scanner_.open_value() == nullptr) return false;
    group_values_read();
    const std::optional<AtEnd> at_end = answer_at_end(true);
    if (!at_end || at_end->answer.first != at_end->answer.last || at_end->answer.last != grouped_) return false;
    shown_value_ = ValueShown{at_end->answer.first, at_end->answer.last, false};
    if (reading_shown_value() && follow_from_nothing(changes)) return true;
    shown_value_.reset();
    return false;
}

// Follows the value being read from nothing shown, its changes from nothing going into
// `changes`, when every byte is read: where the scanner waits on bytes, the value as a copy
// reading them as the end of the input closes it is compared with nothing instead, which says
// it in fewer ops (`["a"` is one add, not an add of the string and its complete).
bool StreamParser::follow_from_nothing(std::vector<Change>& changes) {
    if (pos_ < input_.size()) return false;
    std::optional<std::vector<Change>> added = tape_changes_.start_from_nothing(*scanner_.open_value(), shown_value_->last, shown_root());
    may_lose_ = may_lose_to_earlier_value();
    if (!added) return false;
    changes.insert(changes.end(), std::make_move_iterator(added->begin()), std::make_move_iterator(added->end()));
    return true;
}

// Follows the value being read from the snapshot just shown; where the scanner waits on bytes,
// that snapshot is the one a copy reading them as the end of the input closed it to.
bool StreamParser::follow_open_value() {
    if (!start_following()) return false;
    std::vector<Change> shown_already;
    if (pos_ == input_.size() || closes_at_end(shown_already)) return true;
    tape_changes_.stop();
    return false;
}

// Follows the value being read from the snapshot just shown.
bool StreamParser::start_following() {
    may_lose_ = may_lose_to_earlier_value();
    return tape_changes_.start(*scanner_.open_value(), shown_value_->last, shown_root());
}

// A value that grows stays the answer (L3): the largest value of the last json fence, or of
// the reply when no fence decides, only grows. In a code block not labelled json, a value read
// whole before it may be the answer instead (the largest, until this one passes it: X3 makes it
// the answer only while `}` ends the block's text), so each call then asks for the answer at
// the end of the input (still_the_answer).
bool StreamParser::may_lose_to_earlier_value() const {
    const Fence* fence = scanner_.open_fence();
    if (fence == nullptr || is_json_label(fence->label)) return false;
    const std::vector<ScannedCandidate>& values = scanner_.reply().candidates;
    const auto first = values.begin() + static_cast<std::ptrdiff_t>(shown_value_->first);
    return std::any_of(values.begin(), first, [](const ScannedCandidate& value) { return value.ok; });
}

// Whether the value followed is still the answer, when a value read before it may win: the
// answer at the end of the input, without copying the value's text.
bool StreamParser::still_the_answer() {
    if (!may_lose_) return true;
    group_values_read();
    const std::optional<AtEnd> at_end = answer_at_end(false);
    return at_end && same_values(at_end->answer, CandidateGroup{shown_value_->first, shown_value_->last});
}

// While the value shown is still the one being read, what the scanner wrote since tells the
// changes (tape_changes.h); true when they are all of them.
bool StreamParser::changes_on_tape(std::vector<Change>& changes) {
    if (error_ || ended_) return false;
    if (!tape_changes_.following() || !reading_shown_value()) return values_read_since(changes);
    if (!still_the_answer()) return false;
    std::optional<std::vector<Change>> grown = tape_changes_.next(*scanner_.open_value());
    if (!grown) return false;
    changes = std::move(*grown);
    if (pos_ == input_.size()) return !tape_changes_.shows_closed();
    return closes_at_end(changes);
}

// The snapshot the tape was followed to (the last one, or the value as it stands, when what it
// told goes into `changes`) is what the next one is compared with.
void StreamParser::restore_from_tape() {
    const CandidateGroup shown{shown_value_->first, shown_value_->last};
    const std::vector<ScannedCandidate>& values = scanner_.reply().candidates;
    if (whole_on_tape_) {
        restore(shown, values[shown.last].json, {});
        shown_values_ = shown;
    } else {
        restore(shown, tape_changes_.shown_json(shown_text_kept().value_or("")), tape_changes_.shown_open());
    }
    tape_changes_.stop();
}

// The snapshot shown last, for the comparison of whole values: the answer `shown`, whose last
// value is `json` with the pointers `open` open (under its index among values in a row).
void StreamParser::restore(const CandidateGroup& shown, std::string json, std::vector<std::string> open) {
    if (shown.first != shown.last) {
        json = group_prefix(input_, scanner_.reply(), shown) + json + "]";
        if (!open.empty()) open.insert(open.begin(), "");
    }
    changes_.restore(std::move(json), std::move(open));
    shown_values_.reset();
    whole_on_tape_ = false;
    shown_value_.reset();
}

// The pointer of the value shown last: the answer's root, or its place among values in a row.
std::string StreamParser::shown_root() const {
    const std::size_t index = shown_value_->last - shown_value_->first;
    return shown_value_->first == shown_value_->last ? std::string() : "/" + std::to_string(index);
}

// The value followed was read whole since, or the values shown all were, and the answer is the
// same values or more of them in a row (NDJSON): the rest of the value followed is read off
// its tape, each value read whole since is added whole, and a value still being read is added
// as the end of the input leaves it, and followed from there. So values in a row cost what
// arrived too; anything else (another answer, one value becoming values in a row) compares.
bool StreamParser::values_read_since(std::vector<Change>& changes) {
    const std::vector<ScannedCandidate>& values = scanner_.reply().candidates;
    const bool followed = tape_changes_.following();
    if (!shown_value_ || (followed ? shown_value_->last >= values.size() : !whole_on_tape_)) return false;
    const ValueShown shown = *shown_value_;
    group_values_read();
    const std::optional<AtEnd> at_end = answer_at_end(true);
    if (!at_end || at_end->answer.first != shown.first || at_end->answer.last < shown.last ||
        (at_end->answer.first == at_end->answer.last) != (shown.first == shown.last)) {
        return false;
    }
    const CandidateGroup answer = at_end->answer;
    const std::size_t whole_until = std::min(answer.last + 1, values.size());
    for (std::size_t i = followed ? shown.last : shown.last + 1; i < whole_until; ++i) {
        if (values[i].tape.empty() || values[i].wide_number) return false;
    }
    const bool root_was_open = followed && !tape_changes_.shown_open().empty();
    if (followed) {
        const ScannedCandidate& value = values[shown.last];
        std::optional<std::vector<Change>> rest =
            tape_changes_.read_whole(scanner_.tape_of(shown.last), value.json, value.json_kept, value.tape_kept);
        if (!rest) return false;
        changes = std::move(*rest);
    }
    for (std::size_t i = shown.last + 1; i < whole_until; ++i) {
        const std::string root = "/" + std::to_string(i - answer.first);
        changes.push_back(Change{ChangeOp::Add, root, tape_value_text(scanner_.tape_of(i), 0)});
        changes.push_back(Change{ChangeOp::Complete, root, ""});
    }
    const bool open = answer.last == values.size();
    shown_value_ = ValueShown{answer.first, answer.last, !open};
    const bool added_on_tape = open && follow_from_nothing(changes);
    if (open && !added_on_tape) add_open_value(*at_end, changes);
    const bool added = answer.last > shown.last;
    if (answer.first != answer.last && (root_was_open || added) && (!open || at_end->open_incomplete.empty())) {
        changes.push_back(Change{ChangeOp::Complete, "", ""});
    }
    whole_on_tape_ = !open;
    if (open && !added_on_tape && !follow_open_value()) {
        std::vector<std::string> pointers = at_end->open_incomplete;
        const std::string root = shown_root();
        for (std::string& pointer : pointers) pointer.insert(0, root);
        restore(answer, at_end->open_json, std::move(pointers));
    }
    return true;
}

// The value still being read, as the end of the input leaves it, added to the values in a row
// before it: its changes from nothing, under its place among them.
void StreamParser::add_open_value(const AtEnd& at_end, std::vector<Change>& changes) {
    ValueChanges from_nothing;
    const std::string root = shown_root();
    for (Change& change : from_nothing.next(&at_end.open_json, at_end.open_incomplete)) {
        change.path.insert(0, root);
        changes.push_back(std::move(change));
    }
}

// The answer as the end of the input would have it (a code block it leaves open counts), among
// the values read whole (the trial borrows them while it lives), and the value still being
// read as it would close.
std::optional<StreamParser::AtEnd> StreamParser::answer_at_end(bool with_open_value) {
    const KnownGroups known{closed_groups_, grouped_};
    TrialScanner trial(scanner_);
    ScanInput in{input_, pos_, true};
    trial->scan(in);
    trial->finish(in, ReplyScanner::OpenValue::KeptInScanner);
    const std::optional<CandidateGroup> answer = answer_group(input_, trial->reply(), options_, &known);
    if (!answer) return std::nullopt;
    AtEnd at_end{*answer, {}, {}};
    const std::vector<ScannedCandidate>& values = trial->reply().candidates;
    if (answer->last == trial.borrowed()) {
        // Its text is the scanner's (OpenValue::KeptInScanner), closed.
        const RepairedText* text = trial->open_value_text();
        if (answer->last >= values.size() || !values[answer->last].ok || text == nullptr) return std::nullopt;
        if (!with_open_value) return at_end;
        at_end.open_json = text->substr(0);
        at_end.open_incomplete = values[answer->last].incomplete;
    }
    return at_end;
}

// The scanner waits on bytes to decide (a quote that may close a string, what follows a
// number): the snapshot is the value as the end of the input would close it, which a copy of
// the scanner reading those bytes as the end tells (TapeChanges::close_at_end), unless the
// copy found bare words in the root array (`[,` and the first byte of a letter): such a
// value is the answer only when nothing else is in the reply (L3), which the tape does not
// follow.
bool StreamParser::closes_at_end(std::vector<Change>& changes) {
    TrialScanner trial(scanner_);
    ScanInput in{input_, pos_, true};
    trial->scan(in);
    const ValueScanner* closed = trial->open_value();
    const bool same_value = trial->reply().candidates.size() == trial.borrowed();  // the live value is still open in it
    if (closed == nullptr || closed->bare_text() || !same_value) return false;
    ValueScanner& live = *scanner_.open_value();
    return tape_changes_.close_at_end(*closed, live, changes) || tape_changes_.revise_to_trial(*closed, live, changes);
}

// The text of the value shown last, as far as that snapshot kept it: the value's text as it
// was at the last call, or the text of that value read whole since; nothing when a cut took
// back some of it before the value ended (the whole value is replaced then).
std::optional<std::string> StreamParser::shown_text_kept() const {
    const std::size_t kept = tape_changes_.text_shown();
    const std::vector<ScannedCandidate>& values = scanner_.reply().candidates;
    const ValueScanner* value = scanner_.open_value();
    if (!shown_value_) return std::nullopt;
    if (value && shown_value_->last == values.size()) return value->json().watched(kept);
    if (shown_value_->last < values.size()) {
        const ScannedCandidate& read_whole = values[shown_value_->last];
        if (read_whole.json_kept >= kept && read_whole.json.size() >= kept) return read_whole.json.substr(0, kept);
    }
    return std::nullopt;
}

// The trial close of snapshot(), on a TrialScanner. When the answer is the value being read,
// or values read whole (one, or a group the last of which may still be read), the snapshot's
// JSON ends with the last value's text, and only what follows the prefix shown last is
// compared; values read whole that were shown as they are changed nothing. Anything else (an
// answer that is no value: a scalar, an error) takes a snapshot.
std::vector<Change> StreamParser::changes_compared() {
    if (!error_ && !ended_) {
        group_values_read();  // the trial adds only values still open
        const KnownGroups known{closed_groups_, grouped_};
        TrialScanner trial(scanner_);
        ScanInput in{input_, pos_, true};
        trial->scan(in);
        const bool value_open = trial->open_value_text() != nullptr;
        trial->finish(in, ReplyScanner::OpenValue::KeptInScanner);
        const std::optional<CandidateGroup> answer = answer_group(input_, trial->reply(), options_, &known);
        // The value still open is the one the live scanner reads (not one the rest began).
        const bool open = answer && value_open && scanner_.open_value_text() && answer->last == trial.borrowed() &&
                          answer->last + 1 == trial->reply().candidates.size();
        const bool whole = answer && answer->last < trial.borrowed();
        if (whole && shown_values_ && same_values(*shown_values_, *answer)) return {};
        if (open || whole) {
            const ScannedCandidate& last = trial->reply().candidates[answer->last];
            const RepairedText* closed = trial->open_value_text();
            const RepairedText* live = scanner_.open_value_text();
            const ValueText value = open ? ValueText{live->own(), closed->shared(), closed->own()}
                                         : ValueText{last.json, last.json.size(), ""};
            std::vector<Change> changes = changes_in_value(trial->reply(), *answer, value, last.incomplete, open);
            shown_values_ = whole ? answer : std::nullopt;
            return changes;
        }
    }
    shown_value_.reset();
    shown_values_.reset();
    const RepairResult now = snapshot();
    return changes_.next(now.ok() ? &now.json : nullptr, now.incomplete);
}

// Whether the shown value is still the one being read, so that the tape tells what arrived
// since: the answer shown last is the one value being read, and still is (no value was read
// whole since: the answer is chosen among what was read whole and this one, which only grew),
// the value is data (not words in brackets), the reply cannot read as a string instead, and the
// code block it is in (if any) is within maxFenceBytes. Bytes the scanner waits on to decide
// are read as the end of the input (closes_at_end).
bool StreamParser::reading_shown_value() const {
    const std::size_t read_whole = scanner_.reply().candidates.size();
    const ValueScanner* value = scanner_.open_value();
    const Fence* fence = scanner_.open_fence();
    return shown_value_ && !shown_value_->whole && shown_value_->last == read_whole && grouped_ == read_whole && value != nullptr &&
           !value->bare_text() && !may_answer_with_string(input_, scanner_.reply()) &&
           (fence == nullptr || input_.size() - fence->content_start <= options_.max_fence_bytes);
}

std::vector<Change> StreamParser::changes_in_value(const ScannedReply& reply, const CandidateGroup& answer,
                                                   const ValueText& value, std::vector<std::string> incomplete, bool open) {
    const bool group = answer.first != answer.last;
    if (group && !incomplete.empty()) {
        // As build_result wraps a group: the last value's pointers under its index, the array open.
        const std::string index = "/" + std::to_string(answer.last - answer.first);
        for (std::string& pointer : incomplete) pointer.insert(0, index);
        incomplete.insert(incomplete.begin(), "");
    }
    const std::string prefix = group ? group_prefix(input_, reply, answer) : "";
    const std::string json = prefix + std::string(value.text.substr(0, value.written)) + std::string(value.tail) + (group ? "]" : "");
    std::vector<Change> changes = changes_.next(&json, incomplete);
    shown_value_ = ValueShown{answer.first, answer.last, !open};
    return changes;
}

RepairResult StreamParser::end() {
    if (error_) return failed_result(*error_);
    if (!ended_) {
        ended_ = true;
        return close(scanner_);
    }
    return build_answer(input_, scanner_.reply(), options_);
}

RepairResult StreamParser::close(ReplyScanner& scanner) const {
    ScanInput in{input_, pos_, true};
    scanner.scan(in);
    scanner.finish(in);
    return build_answer(input_, scanner.reply(), options_);
}

PushStatus StreamParser::status() const {
    return PushStatus{error_, scanner_.in_value(), scanner_.complete_values()};
}

}  // namespace sg
