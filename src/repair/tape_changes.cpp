#include "repair/tape_changes.h"

#include <algorithm>

#include "core/json_pointer.h"
#include "core/limits.h"
#include "json/number_token.h"
#include "tape/tape_writer.h"

namespace sg {

// The pointer of a container's member (`key`: its entry) or item (`index`).
std::string TapeChanges::child_path(const std::string& parent, const Tape& tape, bool object, Tape::Index key,
                                    std::size_t index) {
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

// Where a member (`first`: its key) or an item starts in the text: a string's quote, else the
// value's first byte.
std::size_t TapeChanges::child_start(const Tape& tape, Tape::Index first) {
    return tape[first].start - (tape.kind(first) == TapeKind::String ? 1 : 0);
}

void TapeChanges::set_tail(Level& level, const Tape& tape, std::size_t start, std::size_t index, std::optional<Tape::Index> key) {
    level.tail_start = start;
    level.tail_index = index;
    level.tail_keys.resize(key ? 1 : 0);
    if (key) {
        std::string scratch;
        level.tail_keys[0] = tape.string(*key, scratch);
    }
}

// The tails of the levels start() follows: the container open in each (its key, in an object),
// the scalar open in the innermost, or else the innermost's last member or item.
void TapeChanges::find_tails(const Tape& tape) {
    for (std::size_t d = 0; d < levels_.size(); ++d) {
        Level& level = levels_[d];
        std::optional<Tape::Index> first;
        if (d + 1 < levels_.size()) {
            first = levels_[d + 1].entry - (level.object ? 1 : 0);
        } else if (scalar_ != Scalar::None && level.object) {
            first = entries_ - 1;
        } else if (scalar_ == Scalar::None && level.begun > 0) {
            first = level.entry + 1;
            for (Tape::Index at = *first; at < entries_; at = tape.next(level.object ? at + 1 : at)) first = at;
        }
        const std::optional<Tape::Index> key = level.object ? first : std::nullopt;
        if (first) {
            set_tail(level, tape, child_start(tape, *first), level.begun - 1, key);
        } else if (scalar_ != Scalar::None) {
            set_tail(level, tape, scalar_ == Scalar::String ? scalar_start_ - 1 : scalar_start_, level.begun - 1, std::nullopt);
        } else {
            set_tail(level, tape, tape[level.entry].start + 1, 0, std::nullopt);
        }
    }
}

// The keys of the levels next()'s walk added keys to (touched_) as the last snapshot showed
// them: the walk failed after adding them.
void TapeChanges::reread_keys(const Tape& tape) {
    for (std::size_t d = 0; d < levels_.size(); ++d) {
        if (std::find(touched_.begin(), touched_.end(), &levels_[d]) == touched_.end()) continue;
        read_keys(levels_[d], tape, d + 1 < levels_.size() ? levels_[d + 1].entry : entries_, 0);
    }
}

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
                           keys_kept ? std::move(scratch_[d].keys) : StringIndex(), 0, 0, {}};
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
    trial_shown_ = false;
    root_ = levels_.front().path;
    find_tails(tape);
    const bool listed_whole = follows_pointer_limits(scalar_ != Scalar::None, scalar_path_);
    if (!listed_whole && !show_cut_short(value.json().own(), value.open_containers(), *edge)) return false;
    value.watch();
    following_ = true;
    return true;
}

std::optional<std::vector<Change>> TapeChanges::start_from_nothing(ValueScanner& value, std::size_t which, std::string root) {
    if (!start(value, which, std::move(root))) return std::nullopt;
    if (trial_shown_) {  // its pointers cut short: the stream compares from nothing
        following_ = false;
        return std::nullopt;
    }
    const Tape& tape = value.tape_over_text();
    std::vector<Change> changes;
    changes.reserve(levels_.size() + 1);
    ChangeOp op = ChangeOp::Add;
    for (std::size_t d = 0; d < levels_.size(); ++d) {
        const Level& level = levels_[d];
        const std::optional<Tape::Index> to =
            d + 1 < levels_.size() ? levels_[d + 1].entry - (level.object ? 1 : 0) : open_member_start(tape, level);
        if (!to) {
            following_ = false;
            return std::nullopt;
        }
        std::string text;
        write_tape_container_before(tape, level.entry, *to, text);
        changes.push_back(Change{op, level.path, std::move(text)});
        // A key read twice: the member reads as its last value, in the first one's place.
        const bool open_child = d + 1 < levels_.size() || scalar_ != Scalar::None;
        op = open_child && level.object && read_before(tape, level, *to) ? ChangeOp::Replace : ChangeOp::Add;
    }
    if (scalar_ != Scalar::None) {
        const std::string_view text = value.json().own();
        changes.push_back(Change{op, scalar_path_,
                                 scalar_ == Scalar::String ? quoted_raw(text.substr(scalar_start_, kept_ - scalar_start_)) : token_});
    }
    return changes;
}

// Whether the member whose key is the entry `key` of `object` has a key a member before it has.
bool TapeChanges::read_before(const Tape& tape, const Level& object, Tape::Index key) {
    std::string scratch;
    std::string other;
    const std::string name(tape.string(key, scratch));
    for (Tape::Index at = object.entry + 1; at < key; at = tape.next(at + 1)) {
        if (tape.string(at, other) == name) return true;
    }
    return false;
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

// (`scalar_path`: the scalar open's, none when it is empty and no scalar is open.)
bool TapeChanges::follows_pointer_limits(bool scalar_open, const std::string& scalar_path) const {
    const std::size_t pointers = levels_.size() + (scalar_open ? 1 : 0);
    std::size_t bytes = scalar_path.size();
    for (const Level& level : levels_) bytes += level.path.size();
    return pointers <= limits::kMaxIncompletePointers && bytes <= limits::kMaxIncompletePointerBytes;
}

// The new entries read in document order, each under the innermost container it is in: the
// containers open at the last snapshot first (those closed since are left once their entries
// end), then the ones opened since and still open.
class TapeChanges::Walk {
public:
    Walk(const Tape& tape, const std::vector<ValueScanner::Frame>& frames, std::vector<Open>& stack,
         std::vector<Change>& changes, std::vector<std::string>& completes, std::vector<const Level*>& touched)
        : stack(stack), tape_(tape), frames_(frames), changes_(changes), completes_(completes), touched_(touched) {}

    std::vector<Open>& stack;
    std::optional<Tape::Index> pending_key;  // the key of the scalar open now, when it is new
    bool pending_twice = false;              // and a member before it has that key

    // Reads the entries [at, end); `opened` receives the containers opened and still open.
    bool read(Tape::Index at, Tape::Index end, std::vector<Level>& opened) {
        while (at < end) {
            leave_closed(at);
            if (stack.empty()) return false;
            Open& parent = stack.back();
            if (parent.level->shown_whole) return false;  // shown closed, and it takes more
            const bool object = parent.level->object;
            const Tape::Index child = object ? at + 1 : at;
            begin_child(parent, at);
            if (child == end) {  // a key whose value is the scalar still open
                pending_key = at;
                pending_twice = twice(parent, at);
                return true;
            }
            // A key read twice: the member reads as its last value, in the first one's place.
            const bool read_twice = object && twice(parent, at);
            std::string path = child_path(parent.level->path, tape_, object, at, parent.begun++);
            if (read_twice && std::find(completes_.begin(), completes_.end(), path) != completes_.end()) return false;
            const ChangeOp op = read_twice ? ChangeOp::Replace : ChangeOp::Add;
            if (tape_.is_container(child) && parent.open_now && stack.size() < frames_.size() &&
                frames_[stack.size()].entry == child) {
                const bool opens_object = tape_.kind(child) == TapeKind::Object;
                changes_.push_back(Change{op, path, opens_object ? "{}" : "[]"});
                opened.push_back(Level{child, opens_object, 0, std::move(path), false, {}, tape_[child].start + 1, 0, {}});
                stack.push_back(Open{&opened.back(), 0, true});
                at = child + 1;
            } else {
                changes_.push_back(Change{op, path, tape_value_text(tape_, child)});
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
    // The member or item beginning at entry `first` is the container's tail from now on.
    void begin_child(Open& parent, Tape::Index first) {
        parent.tail_set = true;
        parent.tail_start = child_start(tape_, first);
        parent.tail_index = parent.begun;
        parent.tail_key = first;
    }
    bool twice(Open& parent, Tape::Index key) {
        touched_.push_back(parent.level);
        return !new_key(*parent.level, tape_, key);
    }

    const Tape& tape_;
    const std::vector<ValueScanner::Frame>& frames_;
    std::vector<Change>& changes_;
    std::vector<std::string>& completes_;
    std::vector<const Level*>& touched_;
};

// What next() reads: the entries and the text written, the containers open, where the value
// would be cut, and what was taken back since the last call.
struct TapeChanges::Reading {
    const Tape& tape;
    std::string_view text;
    const std::vector<ValueScanner::Frame>& frames;
    const ValueScanner::Edge& edge;
    std::size_t low_water;
    Tape::Index revised_from;
};

// After a trial's snapshot, or when what the scanner wrote since does not extend the last one,
// the snapshot is read again from where it may have changed (tape_revision.cpp).
std::optional<std::vector<Change>> TapeChanges::next(ValueScanner& value) {
    const std::optional<ValueScanner::Edge> edge = value.edge();
    if (!following_ || !edge || passes_double_range(value, *edge)) return std::nullopt;
    if (!trial_shown_) {
        const Tape& tape = value.tape_over_text();
        std::optional<std::vector<Change>> changes = next(
            Reading{tape, value.json().own(), value.open_containers(), *edge, value.json().low_water(), value.tape_revised_from()});
        if (changes) {
            value.watch();
            return changes;
        }
    }
    return revise_live(value, *edge);
}

std::optional<std::vector<Change>> TapeChanges::read_whole(const Tape& tape, std::string_view json, std::size_t json_kept,
                                                           Tape::Index tape_kept) {
    static const std::vector<ValueScanner::Frame> none;
    if (!following_) return std::nullopt;
    const ValueScanner::Edge whole{json.size(), Scalar::None, 0, {}};
    std::optional<std::vector<Change>> changes;
    if (!trial_shown_) changes = next(Reading{tape, json, none, whole, json_kept, tape_kept});
    if (!changes) {
        std::vector<Change> revised;
        if (revise(Source{json, json.size(), {}, json_kept, none, whole, nullptr}, revised)) changes = std::move(revised);
    }
    following_ = false;
    return changes;
}

// A walk that fails may have added keys to the levels it passed: they are read again.
std::optional<std::vector<Change>> TapeChanges::next(const Reading& reading) {
    touched_.clear();
    std::optional<std::vector<Change>> changes = extend(reading);
    if (!changes && !touched_.empty()) reread_keys(reading.tape);
    return changes;
}

std::optional<std::vector<Change>> TapeChanges::extend(const Reading& reading) {
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
    Walk walk(tape, frames, stack_, changes, completes, touched_);
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
        if (!parent.level->object) {
            parent.tail_set = true;
            parent.tail_start = edge.scalar == Scalar::String ? edge.string_start - 1 : edge.kept;
            parent.tail_index = parent.begun;
        }
        scalar_path = child_path(parent.level->path, tape, parent.level->object, walk.pending_key.value_or(0), parent.begun++);
        if (walk.pending_twice && std::find(completes.begin(), completes.end(), scalar_path) != completes.end()) {
            return std::nullopt;
        }
        const std::string json = edge.scalar == Scalar::String
                                     ? quoted_raw(text.substr(edge.string_start, edge.kept - edge.string_start))
                                     : edge.token;
        changes.push_back(Change{walk.pending_twice ? ChangeOp::Replace : ChangeOp::Add, scalar_path, json});
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

    for (Open& open : walk.stack) {
        open.level->begun = open.begun;
        if (!open.tail_set) continue;
        const bool keyed = open.level->object;
        set_tail(*open.level, tape, open.tail_start, open.tail_index, keyed ? std::optional<Tape::Index>(open.tail_key) : std::nullopt);
    }
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

std::string TapeChanges::shown_json(std::string kept_text) const {
    return trial_shown_ ? kept_text + shown_tail_ : kept_text + end_quote_ + closing_tail();
}

std::vector<std::string> TapeChanges::shown_open() const {
    std::vector<std::string> open;
    open.reserve(levels_.size() + 1);
    for (const Level& level : levels_) {
        if (!level.shown_whole) open.push_back(level.path);
    }
    if (scalar_ != Scalar::None && !scalar_shown_whole_) open.push_back(scalar_path_);
    if (trial_shown_) open.insert(open.end(), shown_chain_.begin(), shown_chain_.end());
    return open;
}

}  // namespace sg
