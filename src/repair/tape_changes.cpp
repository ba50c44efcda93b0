#include "repair/tape_changes.h"

#include <algorithm>

#include "core/json_pointer.h"
#include "core/limits.h"
#include "json/number_token.h"
#include "tape/tape_writer.h"

namespace sg {
namespace {

// The pointer of a container's member (`key`: its entry) or item (`index`).
std::string child_path(const std::string& parent, const Tape& tape, bool object, Tape::Index key, std::size_t index) {
    std::string scratch;
    const std::string_view token = object ? tape.string(key, scratch) : std::string_view();
    std::string path;
    path.reserve(parent.size() + 1 + (object ? token.size() : 20));  // one allocation, not two
    path = parent;
    if (object) {
        append_pointer_token(path, token);
    } else {
        append_pointer_index(path, index);
    }
    return path;
}

}  // namespace

// A number beyond a double's range reads as the strict reader has it in a snapshot
// (ValueScanner::wrote_wide_number), which the tape does not tell. A literal (`true`, `false`)
// is no number, whatever letters it has.
bool TapeChanges::passes_double_range(const ValueScanner& value, const ValueScanner::Edge& edge) {
    const bool number = edge.scalar == Scalar::Token && !edge.token.empty() &&
                        (edge.token.front() == '-' || (edge.token.front() >= '0' && edge.token.front() <= '9'));
    return value.wrote_wide_number() || (number && beyond_double_range(edge.token));
}

// A key an object of the value shown has read already makes the stream compare whole values: the
// member it names reads as its last value, which an add cannot say (value_changes.h).
bool TapeChanges::new_key(Level& object, const Tape& tape, Tape::Index key) {
    std::string scratch;
    return object.keys.insert(tape.string(key, scratch)).added;
}

// The keys `object` has read: its members' before `end`. Those before `known` it holds already.
void TapeChanges::read_keys(Level& object, const Tape& tape, Tape::Index end, Tape::Index known) {
    if (known == 0) object.keys.clear();
    for (Tape::Index key = object.entry + 1; key < end; key = tape.next(key + 1)) {
        if (key >= known) new_key(object, tape, key);
        if (key + 1 >= end) break;
    }
}

bool TapeChanges::start(ValueScanner& value, std::size_t which, std::string root) {
    following_ = false;
    const std::optional<ValueScanner::Edge> edge = value.edge();
    const std::vector<ValueScanner::Frame>& frames = value.open_containers();
    if (!edge || frames.empty() || passes_double_range(value, *edge)) return false;
    // The open objects keep the keys read when the tape last followed this value, if no entry
    // it had shown was taken back since: a value that leaves the tape often (bare words, whose
    // commas the scanner waits on) does not read all its keys again each time it comes back.
    const Tape::Index known = which == which_ && value.tape_revised_from() >= entries_ ? entries_ : 0;
    which_ = which;
    const Tape& tape = value.tape_over_text();
    entries_ = entries_before(tape, edge->kept);
    kept_ = edge->kept;
    levels_.swap(scratch_);  // scratch_: the levels followed last, until replaced
    levels_.resize(frames.size());
    std::string path = std::move(root);
    for (std::size_t d = 0; d < frames.size(); ++d) {
        const ValueScanner::Frame& frame = frames[d];
        const bool child_open = d + 1 < frames.size() || edge->scalar != Scalar::None;
        const bool keys_kept = d < scratch_.size() && scratch_[d].entry == frame.entry && frame.entry < known;
        levels_[d] = Level{frame.entry, frame.object, frame.count + (child_open ? 1 : 0), path, false,
                           keys_kept ? std::move(scratch_[d].keys) : StringIndex()};
        if (frame.object) {
            read_keys(levels_[d], tape, d + 1 < frames.size() ? frames[d + 1].entry : entries_, keys_kept ? known : 0);
            append_pointer_token(path, key_token(frame.key));
        } else {
            append_pointer_index(path, frame.count);
        }
    }
    scalar_ = edge->scalar;
    scalar_start_ = scalar_ == Scalar::String ? edge->string_start : edge->kept;
    scalar_path_ = scalar_ == Scalar::None ? std::string() : std::move(path);
    token_ = edge->token;
    scalar_shown_whole_ = false;
    end_quote_.clear();
    if (!follows_pointer_limits()) return false;
    value.watch();
    following_ = true;
    return true;
}

std::optional<std::vector<Change>> TapeChanges::start_from_nothing(ValueScanner& value, std::size_t which, std::string root) {
    if (!start(value, which, std::move(root))) return std::nullopt;
    const Tape& tape = value.tape_over_text();
    std::vector<Change> changes;
    changes.reserve(levels_.size() + 1);
    for (std::size_t d = 0; d < levels_.size(); ++d) {
        const Level& level = levels_[d];
        const std::optional<Tape::Index> to =
            d + 1 < levels_.size() ? levels_[d + 1].entry - (level.object ? 1 : 0) : open_member_start(tape, level);
        // A key read twice: the member reads as its last value, which adds cannot say.
        if (!to || (level.object && level.keys.size() != level.begun)) {
            following_ = false;
            return std::nullopt;
        }
        std::string text;
        write_tape_container_before(tape, level.entry, *to, text);
        changes.push_back(Change{ChangeOp::Add, level.path, std::move(text)});
    }
    if (scalar_ != Scalar::None) {
        const std::string_view text = value.json().own();
        changes.push_back(Change{ChangeOp::Add, scalar_path_,
                                 scalar_ == Scalar::String ? quoted_raw(text.substr(scalar_start_, kept_ - scalar_start_)) : token_});
    }
    return changes;
}

// Where the innermost container's member or item still being read begins (the key of the
// scalar open, in an object), or the end of what was shown when none is; nothing when a key
// waits on a value that has not begun (`{"a":`).
std::optional<Tape::Index> TapeChanges::open_member_start(const Tape& tape, const Level& level) const {
    Tape::Index at = level.entry + 1;
    while (at < entries_) {
        const Tape::Index child = level.object ? at + 1 : at;
        if (child >= entries_) break;  // the key of the scalar open
        at = tape.next(child);
    }
    const bool key_waits = at < entries_;
    if (at > entries_ || key_waits != (level.object && scalar_ != Scalar::None)) return std::nullopt;
    return at;
}

// As ValueScanner::open_pointers lists them: every one, or the stream compares whole values.
bool TapeChanges::follows_pointer_limits() const {
    const std::size_t pointers = levels_.size() + (scalar_ == Scalar::None ? 0 : 1);
    std::size_t bytes = scalar_path_.size();
    for (const Level& level : levels_) bytes += level.path.size();
    return pointers <= limits::kMaxIncompletePointers && bytes <= limits::kMaxIncompletePointerBytes;
}

// The new entries read in document order, each under the innermost container it is in: the
// containers open at the last snapshot first (those closed since are left once their entries
// end), then the ones opened since and still open.
class TapeChanges::Walk {
public:
    Walk(const Tape& tape, const std::vector<ValueScanner::Frame>& frames, std::vector<Open>& stack,
         std::vector<Change>& changes, std::vector<std::string>& completes)
        : stack(stack), tape_(tape), frames_(frames), changes_(changes), completes_(completes) {}

    std::vector<Open>& stack;
    std::optional<Tape::Index> pending_key;  // the key of the scalar open now, when it is new

    // Reads the entries [at, end); `opened` receives the containers opened and still open.
    bool read(Tape::Index at, Tape::Index end, std::vector<Level>& opened) {
        while (at < end) {
            leave_closed(at);
            if (stack.empty()) return false;
            Open& parent = stack.back();
            if (parent.level->shown_whole) return false;  // shown closed, and it takes more
            const bool object = parent.level->object;
            const Tape::Index child = object ? at + 1 : at;
            if (child == end) {  // a key whose value is the scalar still open
                pending_key = at;
                return new_key(*parent.level, tape_, at);
            }
            if (object && !new_key(*parent.level, tape_, at)) return false;
            std::string path = child_path(parent.level->path, tape_, object, at, parent.begun++);
            if (tape_.is_container(child) && parent.open_now && stack.size() < frames_.size() &&
                frames_[stack.size()].entry == child) {
                const bool opens_object = tape_.kind(child) == TapeKind::Object;
                changes_.push_back(Change{ChangeOp::Add, path, opens_object ? "{}" : "[]"});
                opened.push_back(Level{child, opens_object, 0, std::move(path), false, {}});
                stack.push_back(Open{&opened.back(), 0, true});
                at = child + 1;
            } else {
                changes_.push_back(Change{ChangeOp::Add, path, tape_value_text(tape_, child)});
                completes_.push_back(std::move(path));
                at = tape_.next(child);
            }
        }
        leave_closed(end);
        return true;
    }

    // Leaves the containers that closed before `at`.
    void leave_closed(Tape::Index at) {
        while (!stack.empty() && !stack.back().open_now && tape_.next(stack.back().level->entry) <= at) {
            if (!stack.back().level->shown_whole) completes_.push_back(stack.back().level->path);
            stack.pop_back();
        }
    }

private:
    const Tape& tape_;
    const std::vector<ValueScanner::Frame>& frames_;
    std::vector<Change>& changes_;
    std::vector<std::string>& completes_;
};

// What next() reads: the entries and the text written, the containers open, where the value
// would be cut, and what was taken back since the last call.
struct TapeChanges::Reading {
    const Tape& tape;
    std::string_view text;
    const std::vector<ValueScanner::Frame>& frames;
    ValueScanner::Edge edge;
    std::size_t low_water;
    Tape::Index revised_from;
};

std::optional<std::vector<Change>> TapeChanges::next(ValueScanner& value) {
    std::optional<ValueScanner::Edge> edge = value.edge();
    if (!following_ || !edge || passes_double_range(value, *edge)) return std::nullopt;
    const Tape& tape = value.tape_over_text();
    std::optional<std::vector<Change>> changes =
        next(Reading{tape, value.json().own(), value.open_containers(), std::move(*edge), value.json().low_water(),
                     value.tape_revised_from()});
    if (changes) value.watch();
    return changes;
}

std::optional<std::vector<Change>> TapeChanges::read_whole(const Tape& tape, std::string_view json, std::size_t json_kept,
                                                           Tape::Index tape_kept) {
    static const std::vector<ValueScanner::Frame> none;
    if (!following_) return std::nullopt;
    const ValueScanner::Edge whole{json.size(), Scalar::None, 0, {}};
    std::optional<std::vector<Change>> changes = next(Reading{tape, json, none, whole, json_kept, tape_kept});
    following_ = false;
    return changes;
}

std::optional<std::vector<Change>> TapeChanges::next(const Reading& reading) {
    const ValueScanner::Edge& edge = reading.edge;
    const Tape& tape = reading.tape;
    const std::string_view text = reading.text;
    const std::vector<ValueScanner::Frame>& frames = reading.frames;
    const std::size_t watched = kept_ - end_quote_.size();
    if (reading.low_water < watched || reading.revised_from < entries_) return std::nullopt;
    if (text.compare(watched, end_quote_.size(), end_quote_) != 0) return std::nullopt;
    const Tape::Index shown = entries_before(tape, edge.kept);
    if (shown < entries_ || edge.kept < kept_) return std::nullopt;  // it shows less than the last one: `0` of `007`
    std::vector<Change> changes;
    // Nothing written since: no changes, also when the end of the input showed the scalar or
    // containers closed (the stream asks it again while the scanner still waits: shows_closed).
    if (shown == entries_ && edge.kept == kept_ && end_quote_.empty() && same_edge(edge) && same_levels(frames)) return changes;
    changes.reserve(2 * (shown - entries_) + 4);  // an add and a complete for most entries
    std::vector<std::string>& completes = completes_;
    completes.clear();
    Tape::Index at = entries_;

    // The scalar shown open: still open and grown, or whole now (the next entry).
    const bool same_scalar = scalar_ != Scalar::None && edge.scalar == scalar_ && at == shown &&
                             (scalar_ == Scalar::String ? edge.string_start == scalar_start_ : edge.kept == kept_);
    if (same_scalar && scalar_shown_whole_) return std::nullopt;  // shown closed, and it goes on
    if (same_scalar && scalar_ == Scalar::String && edge.kept > kept_) {
        changes.push_back(Change{ChangeOp::Append, scalar_path_, quoted_raw(text.substr(kept_, edge.kept - kept_))});
    } else if (same_scalar && scalar_ == Scalar::Token && edge.token != token_) {
        changes.push_back(Change{ChangeOp::Replace, scalar_path_, edge.token});
    } else if (!same_scalar && scalar_ != Scalar::None) {
        if (at >= shown || tape.is_container(at) || tape[at].start != scalar_start_) return std::nullopt;
        if (scalar_ == Scalar::String) {
            if (tape.kind(at) != TapeKind::String || tape[at].start + tape[at].size < kept_) return std::nullopt;
            const std::string_view rest = text.substr(kept_, tape[at].start + tape[at].size - kept_);
            if (!rest.empty() && scalar_shown_whole_) return std::nullopt;
            if (!rest.empty()) changes.push_back(Change{ChangeOp::Append, scalar_path_, quoted_raw(rest)});
        } else if (tape.raw(at) != token_) {
            if (scalar_shown_whole_) return std::nullopt;
            changes.push_back(Change{ChangeOp::Replace, scalar_path_, tape_value_text(tape, at)});
        }
        if (!scalar_shown_whole_) completes.push_back(scalar_path_);
        ++at;
    }

    // Most calls: only the scalar shown open grew, in the same containers.
    if (same_scalar && frames.size() == levels_.size() && frames.back().entry == levels_.back().entry) {
        token_ = edge.token;
        kept_ = edge.kept;
        end_quote_.clear();
        return changes;
    }

    stack_.clear();
    Walk walk(tape, frames, stack_, changes, completes);
    std::size_t still_open = 0;
    while (still_open < levels_.size() && still_open < frames.size() && frames[still_open].entry == levels_[still_open].entry) {
        if (levels_[still_open].shown_whole) return std::nullopt;  // shown closed, and still open
        ++still_open;
    }
    for (std::size_t d = 0; d < levels_.size(); ++d) walk.stack.push_back({&levels_[d], levels_[d].begun, d < still_open});
    scratch_.clear();
    scratch_.reserve(frames.size());  // the stack points into it
    if (!walk.read(at, shown, scratch_) || walk.stack.size() != frames.size()) return std::nullopt;
    for (std::size_t d = 0; d < frames.size(); ++d) {
        if (walk.stack[d].level->entry != frames[d].entry) return std::nullopt;
    }

    // The scalar open now, when it is a new one.
    std::string scalar_path = same_scalar ? scalar_path_ : std::string();
    if (!same_scalar && edge.scalar != Scalar::None) {
        Open& parent = walk.stack.back();
        if (parent.level->object != walk.pending_key.has_value() || parent.level->shown_whole) return std::nullopt;
        scalar_path = child_path(parent.level->path, tape, parent.level->object, walk.pending_key.value_or(0), parent.begun++);
        const std::string json = edge.scalar == Scalar::String
                                     ? quoted_raw(text.substr(edge.string_start, edge.kept - edge.string_start))
                                     : edge.token;
        changes.push_back(Change{ChangeOp::Add, scalar_path, json});
    } else if (walk.pending_key) {
        return std::nullopt;
    }

    // What the new snapshot leaves open must be listed whole, as the last one's was.
    std::size_t bytes = scalar_path.size();
    for (const Open& open : walk.stack) bytes += open.level->path.size();
    const std::size_t pointers = frames.size() + (edge.scalar == Scalar::None ? 0 : 1);
    if (pointers > limits::kMaxIncompletePointers || bytes > limits::kMaxIncompletePointerBytes) return std::nullopt;

    // Paths no longer open are final: complete, innermost (longest) first. There are a few.
    for (std::size_t i = 1; i < completes.size(); ++i) {
        for (std::size_t j = i; j > 0 && completes[j].size() > completes[j - 1].size(); --j) completes[j].swap(completes[j - 1]);
    }
    for (std::string& path : completes) changes.push_back(Change{ChangeOp::Complete, std::move(path), ""});

    for (Open& open : walk.stack) open.level->begun = open.begun;
    levels_.resize(still_open);
    for (Level& level : scratch_) levels_.push_back(std::move(level));
    scalar_ = edge.scalar;
    scalar_start_ = scalar_ == Scalar::String ? edge.string_start : edge.kept;
    scalar_path_ = std::move(scalar_path);
    token_ = edge.token;
    scalar_shown_whole_ = false;
    end_quote_.clear();
    entries_ = shown;
    kept_ = edge.kept;
    return changes;
}

bool TapeChanges::same_edge(const ValueScanner::Edge& edge) const {
    if (edge.scalar != scalar_) return false;
    if (scalar_ == Scalar::String) return edge.string_start == scalar_start_;
    return scalar_ == Scalar::None || edge.token == token_;
}

bool TapeChanges::same_levels(const std::vector<ValueScanner::Frame>& frames) const {
    if (frames.size() != levels_.size()) return false;
    for (std::size_t d = 0; d < frames.size(); ++d) {
        if (frames[d].entry != levels_[d].entry) return false;
    }
    return true;
}

bool TapeChanges::shows_closed() const {
    return scalar_shown_whole_ || std::any_of(levels_.begin(), levels_.end(), [](const Level& level) { return level.shown_whole; });
}

std::string TapeChanges::closing_tail() const {
    std::string tail = scalar_ == Scalar::String ? "\"" : scalar_ == Scalar::Token ? token_ : "";
    for (auto level = levels_.rbegin(); level != levels_.rend(); ++level) tail += level->object ? '}' : ']';
    return tail;
}

std::string TapeChanges::shown_json(std::string kept_text) const { return kept_text + end_quote_ + closing_tail(); }

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
    if (parent.object && !new_key(parent, tape, entries_)) return false;
    std::string path = child_path(parent.path, tape, parent.object, entries_, parent.begun++);
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

std::vector<std::string> TapeChanges::shown_open() const {
    std::vector<std::string> open;
    open.reserve(levels_.size() + 1);
    for (const Level& level : levels_) {
        if (!level.shown_whole) open.push_back(level.path);
    }
    if (scalar_ != Scalar::None && !scalar_shown_whole_) open.push_back(scalar_path_);
    return open;
}

bool TapeChanges::close_at_end(const ValueScanner& trial, ValueScanner& live, std::vector<Change>& changes) {
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
