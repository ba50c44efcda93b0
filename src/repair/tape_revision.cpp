// A stream's changes when what the scanner wrote since the last snapshot does not extend it
// (tape_changes.h): a revision, a key read twice, a trial close that did more than close. Each
// open container remembers where the member or item it began last starts in the text (its
// tail): before that, its text is final unless the scanner cuts below it. So the snapshot is
// read again only from the tail of the deepest container whose text is as shown up to there:
// that text, closed as the snapshot closes it, is read into a tape, and its members or items
// replace the ones shown from there on (or are added, or the ones no longer there removed).
// A container that member or item leaves open is added with the members or items it holds
// whole, then the one still open, as start_from_nothing does. When the text read again does
// not fit (a key that changed, a container that closed and took more after it), the container
// above is read again instead, up to the whole value.
#include <algorithm>
#include <limits>

#include "core/json_pointer.h"
#include "core/limits.h"
#include "repair/tape_changes.h"
#include "tape/tape_reader.h"
#include "tape/tape_writer.h"

namespace sg {
namespace {

char closer(bool object) { return object ? '}' : ']'; }

// The last member's key or item of the container at `index`, which has one.
Tape::Index last_child(const Tape& tape, Tape::Index index) {
    const bool object = tape.kind(index) == TapeKind::Object;
    Tape::Index last = index + 1;
    for (Tape::Index at = last; at < tape.next(index); at = tape.next(object ? at + 1 : at)) last = at;
    return last;
}

std::string key_of(const Tape& tape, Tape::Index key) {
    std::string scratch;
    return std::string(tape.string(key, scratch));
}

}  // namespace

void TapeChanges::Source::append(std::string& out, std::size_t from, std::size_t to) const {
    if (from < shared) out.append(base.substr(from, std::min(to, shared) - from));
    if (to > shared) out.append(own.substr(std::max(from, shared) - shared, to - std::max(from, shared)));
}

bool TapeChanges::revise_to_trial(const ValueScanner& trial, ValueScanner& live, std::vector<Change>& changes) {
    const std::optional<ValueScanner::Edge> edge = trial.edge();
    if (!following_ || !edge || passes_double_range(trial, *edge)) return false;
    const RepairedText& text = trial.json();
    const std::string_view base = live.json().own();
    const Source source{base, text.shared(), text.own(), std::min(live.json().low_water(), text.shared()),
                        trial.open_containers(), *edge, nullptr};
    if (!revise(source, changes)) return false;
    live.watch();
    return true;
}

std::optional<std::vector<Change>> TapeChanges::revise_live(ValueScanner& value, const ValueScanner::Edge& edge) {
    const Tape& tape = value.tape_over_text();
    const std::string_view text = value.json().own();
    const Source source{text, text.size(), {}, value.json().low_water(), value.open_containers(), edge, &tape};
    std::vector<Change> changes;
    if (!revise(source, changes)) return std::nullopt;
    value.watch();
    return changes;
}

// From the deepest container whose text is as shown up to its tail, out to the whole value.
// When `incomplete` lists the open pointers cut short (limits.h), the last one listed is read
// again whole at every call, from the tail of the container above it, and nothing below it is
// followed: it is the only one of them that changes while the value stays that deep.
bool TapeChanges::revise(const Source& source, std::vector<Change>& changes) {
    const bool scalar_open = source.edge.scalar != Scalar::None;
    const std::size_t listed = ValueScanner::open_pointers_of(source.frames, scalar_open).size();
    const bool cut_short = listed < source.frames.size() + (scalar_open ? 1 : 0);
    long depth = static_cast<long>(levels_.size()) - 1;
    while (depth >= 0 && levels_[static_cast<std::size_t>(depth)].tail_start > source.unchanged) --depth;
    if (cut_short) depth = std::min(depth, static_cast<long>(listed) - 2);
    Revised& revised = revised_;
    revised.listed = cut_short ? listed : 0;
    for (; depth >= -1; --depth) {
        if (read_revised(depth, source, revised)) {
            write_revised(depth, source, revised, changes);
            return true;
        }
    }
    return false;
}

// The snapshot just shown lists its open pointers cut short (ValueScanner::open_pointers_of):
// it is followed as a revision leaves it (tape_revision.cpp), the last pointer listed read again
// whole at each call from the tail of the container above it. False when they are not cut short.
bool TapeChanges::show_cut_short(std::string_view text, const std::vector<ValueScanner::Frame>& frames,
                                 const ValueScanner::Edge& edge) {
    const std::size_t listed = ValueScanner::open_pointers_of(frames, edge.scalar != Scalar::None).size();
    if (listed >= frames.size() + (edge.scalar == Scalar::None ? 0 : 1)) return false;
    const std::size_t kept_levels = listed - 1;  // the containers above the last one listed
    trial_from_ = kept_levels == 0 ? 0 : levels_[kept_levels - 1].tail_start;
    shown_tail_.assign(text.substr(trial_from_, kept_ - trial_from_));
    shown_tail_ += closing_tail();
    shown_chain_.clear();
    for (std::size_t d = kept_levels; d < listed; ++d) shown_chain_.push_back(levels_[d].path);
    levels_.resize(kept_levels);
    scalar_ = Scalar::None;
    scalar_path_.clear();
    trial_shown_ = true;
    return true;
}

// As ValueScanner::open_pointers lists them: every one, or the stream compares whole values.
// Reads the snapshot's text again from the tail of the container at `depth` (from the value's
// start at -1), closed as the snapshot closes it; false when what it holds does not fit what
// was shown before the tail.
bool TapeChanges::read_revised(long depth, const Source& source, Revised& revised) {
    const ValueScanner::Edge& edge = source.edge;
    const std::vector<ValueScanner::Frame>& frames = source.frames;
    const Level* level = depth < 0 ? nullptr : &levels_[static_cast<std::size_t>(depth)];
    const std::size_t from = level ? level->tail_start : 0;
    if (from > edge.kept || from > source.unchanged) return false;
    std::string& json = revised_json_;
    json.clear();
    if (level) json += level->object ? '{' : '[';
    source.append(json, from, edge.kept);
    if (edge.scalar == Scalar::String) json += '"';
    if (edge.scalar == Scalar::Token) json += edge.token;
    for (auto frame = frames.rbegin(); frame != frames.rend(); ++frame) json += closer(frame->object);
    Tape& tape = revised_tape_;
    const std::optional<std::size_t> end = read_leading_value(json, 0, std::numeric_limits<std::size_t>::max(), tape);
    // After it, only the closers of the containers it is in.
    const std::size_t above = level ? static_cast<std::size_t>(depth) : 0;
    if (!end || json.size() - *end != above) return false;
    for (std::size_t d = above, at = *end; d-- > 0; ++at) {
        if (json[at] != closer(levels_[d].object)) return false;
    }
    revised.offset = level ? from - 1 : 0;

    revised.children.clear();
    if (level) {
        const bool object = level->object;
        for (Tape::Index at = 1; at < tape.next(0); at = tape.next(object ? at + 1 : at)) revised.children.push_back(at);
        const std::size_t shown = level->begun - level->tail_index;
        // A member shown can only be replaced where it was, and an array's item removed.
        if (object && (shown > revised.children.size() || level->tail_keys.size() != shown)) return false;
        for (std::size_t i = 0; object && i < shown; ++i) {
            if (key_of(tape, revised.children[i]) != level->tail_keys[i]) return false;
        }
    } else {
        revised.children.push_back(0);
    }

    std::size_t open = 0;
    while (open < frames.size() && static_cast<long>(open) <= depth && frames[open].entry == levels_[open].entry) ++open;
    revised.open = open;
    const bool open_inside = frames.size() > open || edge.scalar != Scalar::None;
    if (open_inside && static_cast<long>(open) != depth + 1) return false;
    const bool wrote = !revised.children.empty() || (level && level->begun > level->tail_index);
    for (std::size_t d = 0; d < open && !wrote; ++d) {
        if (levels_[d].shown_whole) return false;  // shown closed, open now, and nothing below it to reopen it
    }
    return read_open_chain(depth, source, revised);
}

// The containers the last member or item leaves open, and the scalar open in the innermost,
// as the source's frames and edge have them, down to the last pointer `incomplete` lists.
bool TapeChanges::read_open_chain(long depth, const Source& source, Revised& revised) {
    const Tape& tape = revised_tape_;
    const std::vector<ValueScanner::Frame>& frames = source.frames;
    const Scalar scalar = source.edge.scalar;
    revised.chain.clear();
    revised.chain_paths.clear();
    if (frames.size() == revised.open && scalar == Scalar::None) return true;
    if (revised.children.empty()) return false;
    const Level* level = depth < 0 ? nullptr : &levels_[static_cast<std::size_t>(depth)];
    Tape::Index first = revised.children.back();
    std::string path = level ? child_path(level->path, tape, level->object, first, level->tail_index + revised.children.size() - 1)
                             : root_;
    Tape::Index at = level && level->object ? first + 1 : first;
    for (std::size_t d = revised.open;; ++d) {
        revised.chain.push_back(at);
        revised.chain_paths.push_back(path);
        if (d == frames.size()) {  // the scalar open
            const bool string = tape.kind(at) == TapeKind::String;
            return !tape.is_container(at) && string == (scalar == Scalar::String);
        }
        const bool object = tape.kind(at) == TapeKind::Object;
        if (!tape.is_container(at) || object != frames[d].object) return false;
        if (d + 1 == revised.listed || (d + 1 == frames.size() && scalar == Scalar::None)) return true;
        if (tape.count(at) == 0) return false;
        first = last_child(tape, at);
        path = child_path(path, tape, object, first, tape.count(at) - 1);
        at = object ? first + 1 : first;
    }
}

// The changes from the snapshot shown to the one read again, and what is followed from here.
void TapeChanges::write_revised(long depth, const Source& source, const Revised& revised, std::vector<Change>& changes) {
    const Tape& tape = revised_tape_;
    Level* level = depth < 0 ? nullptr : &levels_[static_cast<std::size_t>(depth)];
    const bool object = level && level->object;
    const std::size_t first = level ? level->tail_index : 0;
    const std::size_t shown = level ? level->begun - level->tail_index : 1;
    const std::size_t count = revised.children.size();
    const bool chain_open = !revised.chain.empty();
    scratch_.clear();  // write_open_chain's levels
    for (std::size_t i = 0; i < count; ++i) {
        const Tape::Index child = revised.children[i];
        // A key read twice: the member reads as its last value, in the first one's place.
        const bool twice = object && i >= shown && !new_key(*level, tape, child);
        const ChangeOp op = i < shown || twice ? ChangeOp::Replace : ChangeOp::Add;
        if (i + 1 == count && chain_open) {
            write_open_chain(op, source, revised, changes);
            continue;
        }
        std::string path = level ? child_path(level->path, tape, object, child, first + i) : root_;
        changes.push_back(Change{op, path, tape_value_text(tape, object ? child + 1 : child)});
        changes.push_back(Change{ChangeOp::Complete, std::move(path), ""});
    }
    for (std::size_t i = shown; i-- > count;) {  // an array's items no longer there, the last first
        changes.push_back(Change{ChangeOp::Remove, child_path(level->path, tape, false, 0, first + i), ""});
    }
    const bool wrote = count > 0 || shown > 0;
    for (std::size_t d = levels_.size(); d-- > revised.open;) {
        if (static_cast<long>(d) > depth) continue;
        if (wrote || !levels_[d].shown_whole) changes.push_back(Change{ChangeOp::Complete, levels_[d].path, ""});
    }

    const bool followed_on = source.live != nullptr && revised.listed == 0;
    if (level) move_tail(*level, followed_on, revised);
    for (std::size_t d = 0; d < levels_.size() && d < revised.open; ++d) levels_[d].shown_whole = false;
    scalar_shown_whole_ = false;
    end_quote_.clear();
    if (followed_on) {
        follow_revised(source, revised);
    } else {
        show_trial(depth, revised);
    }
}

// The container read again from its tail now holds the members or items read: the live value
// is followed on from its last one, and a trial's leaves the tail where it was, holding them all.
void TapeChanges::move_tail(Level& level, bool live, const Revised& revised) {
    const Tape& tape = revised_tape_;
    const std::size_t count = revised.children.size();
    level.begun = level.tail_index + count;
    if (!live) {
        level.tail_keys.clear();
        for (std::size_t i = 0; level.object && i < count; ++i) level.tail_keys.push_back(key_of(tape, revised.children[i]));
    } else if (count > 0) {
        const Tape::Index last = revised.children.back();
        set_tail(level, tape, revised.offset + child_start(tape, last), level.begun - 1,
                 level.object ? std::optional<Tape::Index>(last) : std::nullopt);
    } else {
        level.tail_keys.clear();  // the item removed began where the next one will
    }
}

// The last member or item, still open: each container open in it added (or replaced, when it
// is shown) with its members or items whole before the one still open, then the scalar open.
void TapeChanges::write_open_chain(ChangeOp op, const Source& source, const Revised& revised, std::vector<Change>& changes) {
    const Tape& tape = revised_tape_;
    for (std::size_t c = 0; c < revised.chain.size(); ++c) {
        const Tape::Index at = revised.chain[c];
        const std::string& path = revised.chain_paths[c];
        if (!tape.is_container(at)) {
            changes.push_back(Change{op, path, tape_value_text(tape, at)});
            break;
        }
        const bool object = tape.kind(at) == TapeKind::Object;
        const bool child_open = c + 1 < revised.chain.size();
        const Tape::Index last = tape.count(at) == 0 ? tape.next(at) : last_child(tape, at);
        std::string text;
        if (child_open) {
            write_tape_container_before(tape, at, last, text);
        } else {
            write_tape_value(tape, at, text);
        }
        changes.push_back(Change{op, path, std::move(text)});
        Level opened{source.live ? source.frames[revised.open + c].entry : 0, object, tape.count(at), path, false, {}, 0, 0, {}};
        bool last_twice = false;
        for (Tape::Index key = at + 1; object && key < tape.next(at); key = tape.next(key + 1)) last_twice = !new_key(opened, tape, key);
        if (tape.count(at) == 0) {
            opened.tail_start = revised.offset + tape[at].start + 1;
        } else {
            set_tail(opened, tape, revised.offset + child_start(tape, last), tape.count(at) - 1,
                     object ? std::optional<Tape::Index>(last) : std::nullopt);
        }
        scratch_.push_back(std::move(opened));
        op = object && last_twice ? ChangeOp::Replace : ChangeOp::Add;
    }
}

// The live value is followed on from the snapshot read again.
void TapeChanges::follow_revised(const Source& source, const Revised& revised) {
    const ValueScanner::Edge& edge = source.edge;
    levels_.resize(revised.open);
    for (Level& level : scratch_) levels_.push_back(std::move(level));
    scratch_.clear();
    scalar_ = edge.scalar;
    scalar_start_ = scalar_ == Scalar::String ? edge.string_start : edge.kept;
    scalar_path_ = scalar_ == Scalar::None ? std::string() : revised.chain_paths.back();
    token_ = edge.token;
    entries_ = entries_before(*source.live, edge.kept);
    kept_ = edge.kept;
    trial_shown_ = false;
}

// The trial's snapshot is shown (or the live value's, when `incomplete` lists its pointers cut
// short): the next call reads the live value again from the same tail, and until then, its
// JSON from there and its open pointers below the containers kept are what shown_json() and
// shown_open() tell.
void TapeChanges::show_trial(long depth, const Revised& revised) {
    const std::size_t kept_levels = static_cast<std::size_t>(depth + 1);
    for (std::size_t d = revised.open; d < kept_levels && d < levels_.size(); ++d) levels_[d].shown_whole = true;
    levels_.resize(std::min(levels_.size(), kept_levels));
    scratch_.clear();
    scalar_ = Scalar::None;
    scalar_path_.clear();
    trial_shown_ = true;
    trial_from_ = depth < 0 ? 0 : revised.offset + 1;
    shown_tail_.assign(revised_json_, depth < 0 ? 0 : 1, std::string::npos);
    shown_chain_ = revised.chain_paths;
}

}  // namespace sg
