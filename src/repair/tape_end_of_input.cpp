// What the end of the input shows of the value a stream follows on its tape (tape_changes.h),
// while the scanner waits on bytes to decide: a copy of the scanner that reads them as the end
// of the input closes the scalar open and some containers (a quote that may close a string),
// or opens a string as the next member or item (`"key": "`, waiting to show whether `"`
// opens `"""`). Those are told as completes and an add, and the tape goes on from them: a later
// byte that reopens what they closed is a revision (tape_revision.cpp), as is a copy that did
// more.
#include <algorithm>

#include "repair/scan_input.h"
#include "repair/tape_changes.h"

namespace sg {

bool TapeChanges::shows_closed() const {
    return scalar_shown_whole_ || std::any_of(levels_.begin(), levels_.end(), [](const Level& level) { return level.shown_whole; });
}

std::string TapeChanges::closing_tail() const {
    std::string tail = scalar_ == Scalar::String ? "\"" : scalar_ == Scalar::Token ? token_ : "";
    for (auto level = levels_.rbegin(); level != levels_.rend(); ++level) tail += level->object ? '}' : ']';
    return tail;
}

// The end of the input opened a string as the next member or item (`"key": "` waiting to show
// whether `"` opens `"""`): the trial wrote its quote (`opened`, after the comma between items
// in an array, and blanks) right after the text, and the member's
// key, if any, is the one entry the text holds past what was shown.
bool TapeChanges::open_string_at_end(ValueScanner& live, const ValueScanner::Edge& edge, std::string opened,
                                     std::vector<Change>& changes) {
    const std::size_t text_size = live.json().size();
    if (edge.string_start != text_size + opened.size() || edge.kept != edge.string_start || levels_.back().shown_whole) {
        return false;
    }
    const Tape& tape = live.tape_over_text();
    Level& parent = levels_.back();
    const Tape::Index entries = entries_ + (parent.object ? 1 : 0);  // the member's key
    if (tape.size() != entries || (parent.object && tape.kind(entries_) != TapeKind::String)) return false;
    std::string path = child_path(parent.path, tape, parent.object, entries_, parent.begun);
    // Its pointer is listed whole in `incomplete`, as the others are, or revise_to_trial tells it.
    if (!follows_pointer_limits(true, path) || (parent.object && !new_key(parent, tape, entries_))) return false;
    set_tail(parent, tape, parent.object ? child_start(tape, entries_) : edge.string_start - 1, parent.begun++,
             parent.object ? std::optional<Tape::Index>(entries_) : std::nullopt);
    changes.push_back(Change{ChangeOp::Add, path, "\"\""});
    scalar_ = Scalar::String;
    scalar_start_ = edge.string_start;
    scalar_path_ = std::move(path);
    token_.clear();
    entries_ = entries;
    kept_ = edge.kept;
    end_quote_ = std::move(opened);
    return true;
}

bool TapeChanges::close_at_end(const ValueScanner& trial, ValueScanner& live, std::vector<Change>& changes) {
    if (trial_shown_) return false;  // the last snapshot is not one the tape followed to: revise_to_trial
    const std::optional<ValueScanner::Edge> edge = trial.edge();
    const std::vector<ValueScanner::Frame>& frames = trial.open_containers();
    if (!edge || scalar_ == Scalar::Token || frames.empty() || frames.size() > levels_.size()) return false;
    for (std::size_t d = 0; d < frames.size(); ++d) {
        if (frames[d].entry != levels_[d].entry) return false;
    }
    const RepairedText& text = trial.json();
    if (edge->scalar == Scalar::String && scalar_ == Scalar::None && frames.size() == levels_.size()) {
        // The quote, after the comma between items and the blanks the trial wrote too (`["a", "`).
        const std::size_t at = live.json().size();
        if (text.shared() != at || text.size() <= at) return false;
        std::size_t quote = at + (!levels_.back().object && text[at] == ',' ? 1 : 0);
        while (quote < text.size() && is_json_space(static_cast<unsigned char>(text[quote]))) ++quote;
        return quote < text.size() && text[quote] == '"' &&
               open_string_at_end(live, *edge, text.substr(at, quote + 1 - at), changes);
    }
    // Else the trial read the text shown through, unchanged, and wrote after it the closers of
    // the scalar and of the containers it closed, and nothing more.
    const bool closes_scalar = scalar_ == Scalar::String && edge->scalar == Scalar::None;
    if (edge->scalar != Scalar::None && (edge->scalar != scalar_ || edge->string_start != scalar_start_ || edge->kept != kept_)) {
        return false;
    }
    std::string closers = closes_scalar ? "\"" : "";
    for (std::size_t d = levels_.size(); d-- > frames.size();) closers += levels_[d].object ? '}' : ']';
    if (edge->kept != kept_ + closers.size() || text.shared() < kept_ || !text.has_at(kept_, closers)) return false;
    if (closes_scalar && !scalar_shown_whole_) {
        scalar_shown_whole_ = true;
        changes.push_back(Change{ChangeOp::Complete, scalar_path_, ""});
    }
    for (std::size_t d = levels_.size(); d-- > frames.size();) {  // innermost first
        if (levels_[d].shown_whole) continue;
        levels_[d].shown_whole = true;
        changes.push_back(Change{ChangeOp::Complete, levels_[d].path, ""});
    }
    return true;
}

}  // namespace sg
