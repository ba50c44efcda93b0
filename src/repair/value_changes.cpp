#include "repair/value_changes.h"

#include <algorithm>
#include <limits>
#include <string_view>

#include "core/key_sort.h"
#include "core/string_index.h"
#include "core/json_pointer.h"
#include "tape/tape_reader.h"
#include "tape/tape_writer.h"

namespace sg {
namespace {

// A snapshot is as deep as the scanner that wrote it allowed.
constexpr std::size_t kAnyDepth = std::numeric_limits<std::size_t>::max();

bool contains(const std::vector<std::string>& paths, std::string_view path) {
    return std::find(paths.begin(), paths.end(), path) != paths.end();
}

bool is_below(const std::string& path, const std::string& ancestor) {
    return path.size() > ancestor.size() && path.compare(0, ancestor.size(), ancestor) == 0 &&
           path[ancestor.size()] == '/';
}

// The entries of an object's members are its keys, each followed by its value.
Tape::Index next_member(const Tape& tape, Tape::Index key) { return tape.next(key + 1); }

// A duplicated key reads as its last value (as JSON.parse reads it), so such an object is
// changed as a whole: member-by-member changes would address the wrong one.
bool has_duplicate_keys(const Tape& tape, Tape::Index object) {
    std::string scratch;
    std::string other;
    if (tape.count(object) <= 8) {
        for (Tape::Index a = object + 1; a < tape.next(object); a = next_member(tape, a)) {
            for (Tape::Index b = next_member(tape, a); b < tape.next(object); b = next_member(tape, b)) {
                if (tape.string(a, scratch) == tape.string(b, other)) return true;
            }
        }
        return false;
    }
    StringIndex keys;
    for (Tape::Index key = object + 1; key < tape.next(object); key = next_member(tape, key)) {
        if (!keys.insert(tape.string(key, scratch)).added) return true;
    }
    return false;
}

// Whether two values are the same, entry by entry: strings and numbers as written.
bool same_value(const Tape& a, Tape::Index i, const Tape& b, Tape::Index j) {
    if (a.next(i) - i != b.next(j) - j) return false;
    for (Tape::Index k = 0; k < a.next(i) - i; ++k) {
        const Tape::Index x = i + k;
        const Tape::Index y = j + k;
        if (a.kind(x) != b.kind(y) || a.next(x) - x != b.next(y) - y) return false;
        if ((a.kind(x) == TapeKind::String || a.kind(x) == TapeKind::Number) && a.raw(x) != b.raw(y)) return false;
    }
    return true;
}

std::string child_path(const std::string& path, const Tape& tape, Tape::Index key) {
    std::string scratch;
    std::string pointer = path;
    append_pointer_token(pointer, tape.string(key, scratch));
    return pointer;
}

std::string item_path(const std::string& path, std::size_t index) {
    std::string pointer = path;
    append_pointer_index(pointer, index);
    return pointer;
}

// Walks the previous value and the new one together. `open` starts as the paths open before
// and follows the ops as they are written, so that the ones still to fix are known at the end.
class Differ {
public:
    Differ(std::vector<Change>& changes, std::vector<std::string>& open, const std::vector<std::string>& now_open)
        : changes_(changes), open_(open), now_open_(now_open) {}

    void compare(const std::string& path, const Tape& before, Tape::Index b, const Tape& now, Tape::Index n) {
        const TapeKind was = before.kind(b);
        const TapeKind is = now.kind(n);
        if (was == TapeKind::String && is == TapeKind::String) {
            compare_strings(path, before.raw(b), now.raw(n));
        } else if (was == TapeKind::Object && is == TapeKind::Object) {
            compare_objects(path, before, b, now, n);
        } else if (was == TapeKind::Array && is == TapeKind::Array) {
            compare_arrays(path, before, b, now, n);
        } else if (!same_value(before, b, now, n)) {
            set(ChangeOp::Replace, path, now, n);
        }
    }

    // Two strings as written: escapes read left to right, so when the new one starts with the
    // old one, what follows is the characters appended (a surrogate pair cut by a snapshot
    // joins again where JavaScript concatenates the two halves).
    void compare_strings(const std::string& path, std::string_view before, std::string_view now) {
        if (now == before) return;
        if (contains(open_, path) && now.compare(0, before.size(), before) == 0) {
            emit(ChangeOp::Append, path, quoted_raw(now.substr(before.size())));
        } else {
            emit(ChangeOp::Replace, path, quoted_raw(now));
        }
    }

    // Writes the value at `path`; along the open paths, a container's open last member or
    // item follows as its own change, so that it is opened too.
    void set(ChangeOp op, const std::string& path, const Tape& now, Tape::Index n) {
        if (contains(now_open_, path) && now.is_container(n) && now.count(n) > 0) {
            const bool object = now.kind(n) == TapeKind::Object;
            Tape::Index last = n + 1;
            std::size_t index = 0;
            for (Tape::Index child = n + 1; child < now.next(n); child = object ? next_member(now, child) : now.next(child)) {
                last = child;
                ++index;
            }
            const std::string last_path = object ? child_path(path, now, last) : item_path(path, index - 1);
            if (contains(now_open_, last_path) && !(object && has_duplicate_keys(now, n))) {
                std::string text;
                write_tape_value_without_last(now, n, text);
                emit(op, path, std::move(text));
                set(ChangeOp::Add, last_path, now, object ? last + 1 : last);
                return;
            }
        }
        emit(op, path, tape_value_text(now, n));
    }

    void emit(ChangeOp op, const std::string& path, std::string text) {
        if (op == ChangeOp::Add || op == ChangeOp::Replace) {
            open_.erase(std::remove_if(open_.begin(), open_.end(),
                                       [&](const std::string& p) { return p == path || is_below(p, path); }),
                        open_.end());
            open_.push_back(path);
            // A value that takes a new member or item is not final: its containers open again.
            for (std::size_t slash = path.rfind('/'); slash != std::string::npos && slash > 0; slash = path.rfind('/', slash - 1)) {
                reopen(std::string_view(path).substr(0, slash));
            }
            if (!path.empty()) reopen("");
        } else if (op == ChangeOp::Complete || op == ChangeOp::Remove) {
            open_.erase(std::remove(open_.begin(), open_.end(), path), open_.end());
        }
        changes_.push_back(Change{op, path, std::move(text)});
    }

private:
    void reopen(std::string_view path) {
        if (!contains(open_, path)) open_.emplace_back(path);
    }

    void compare_objects(const std::string& path, const Tape& before, Tape::Index b, const Tape& now, Tape::Index n) {
        bool same_keys = now.count(n) >= before.count(b);
        for (Tape::Index bk = b + 1, nk = n + 1; same_keys && bk < before.next(b); bk = next_member(before, bk), nk = next_member(now, nk)) {
            same_keys = before.raw(bk) == now.raw(nk);
        }
        if (!same_keys || has_duplicate_keys(now, n)) {
            if (!same_value(before, b, now, n)) set(ChangeOp::Replace, path, now, n);
            return;
        }
        Tape::Index nk = n + 1;
        for (Tape::Index bk = b + 1; bk < before.next(b); bk = next_member(before, bk), nk = next_member(now, nk)) {
            compare(child_path(path, now, nk), before, bk + 1, now, nk + 1);
        }
        for (; nk < now.next(n); nk = next_member(now, nk)) set(ChangeOp::Add, child_path(path, now, nk), now, nk + 1);
    }

    void compare_arrays(const std::string& path, const Tape& before, Tape::Index b, const Tape& now, Tape::Index n) {
        if (now.count(n) < before.count(b)) {
            set(ChangeOp::Replace, path, now, n);
            return;
        }
        std::size_t index = 0;
        Tape::Index ni = n + 1;
        for (Tape::Index bi = b + 1; bi < before.next(b); bi = before.next(bi), ni = now.next(ni)) {
            compare(item_path(path, index++), before, bi, now, ni);
        }
        for (; ni < now.next(n); ni = now.next(ni)) set(ChangeOp::Add, item_path(path, index++), now, ni);
    }

    std::vector<Change>& changes_;
    std::vector<std::string>& open_;
    const std::vector<std::string>& now_open_;
};

// The value a pointer of `incomplete` names (it always names one).
std::optional<Tape::Index> at_pointer(const Tape& tape, const std::string& path) {
    Tape::Index value = 0;
    std::string token;
    std::string scratch;
    for (std::size_t at = 0; at < path.size();) {
        const std::size_t next = std::min(path.find('/', at + 1), path.size());
        token.clear();
        for (std::size_t i = at + 1; i < next; ++i) {
            const bool escaped = path[i] == '~' && i + 1 < next;
            token += escaped ? (path[i + 1] == '1' ? '/' : '~') : path[i];
            i += escaped ? 1 : 0;
        }
        std::optional<Tape::Index> found;
        if (tape.kind(value) == TapeKind::Object) {
            for (Tape::Index key = value + 1; key < tape.next(value); key = next_member(tape, key)) {
                if (tape.string(key, scratch) == token) found = key + 1;  // the last one, as JSON.parse
            }
        } else if (tape.kind(value) == TapeKind::Array) {
            std::size_t index = 0;
            for (Tape::Index item = value + 1; item < tape.next(value); item = tape.next(item)) {
                if (std::to_string(index++) == token) found = item;
            }
        }
        if (!found) return std::nullopt;
        value = *found;
        at = next;
    }
    return value;
}

// Paths no longer open are final now: complete, innermost first.
void complete_finished(Differ& differ, const std::vector<std::string>& open, const std::vector<std::string>& incomplete) {
    std::vector<std::string> finished;
    for (const std::string& path : open) {
        if (!contains(incomplete, path)) finished.push_back(path);
    }
    sort_by_number(finished, [](const std::string& path) { return ~std::uint64_t{path.size()}; });
    for (const std::string& path : finished) differ.emit(ChangeOp::Complete, path, "");
}

}  // namespace

const char* change_op_name(ChangeOp op) {
    switch (op) {
        case ChangeOp::Add: return "add";
        case ChangeOp::Append: return "append";
        case ChangeOp::Replace: return "replace";
        case ChangeOp::Remove: return "remove";
        case ChangeOp::Complete: return "complete";
    }
    return "";
}

std::vector<Change> ValueChanges::next(const std::string* json, const std::vector<std::string>& incomplete) {
    std::vector<Change> changes;
    Tape now;
    const bool has_value = json && read_tape(*json, *json, kAnyDepth, now);
    if (!has_value) {
        if (has_value_) changes.push_back(Change{ChangeOp::Remove, "", ""});
        has_value_ = false;
        shown_text_.clear();
        open_.clear();
        return changes;
    }
    if (has_value_ && !shown_read_) shown_read_ = read_tape(shown_text_, shown_text_, kAnyDepth, shown_);
    Differ differ(changes, open_, incomplete);
    if (has_value_ && shown_read_) {
        differ.compare("", shown_, 0, now, 0);
    } else {
        differ.set(has_value_ ? ChangeOp::Replace : ChangeOp::Add, "", now, 0);
    }
    // What the value changes did not settle: paths open again (outermost first), and paths
    // no longer open.
    for (const std::string& path : incomplete) {
        if (contains(open_, path)) continue;
        if (const std::optional<Tape::Index> reopened = at_pointer(now, path)) differ.set(ChangeOp::Replace, path, now, *reopened);
    }
    complete_finished(differ, open_, incomplete);
    shown_text_ = *json;
    shown_read_ = false;  // the tape read `json`: it is read again from shown_text_ when needed
    has_value_ = true;
    return changes;
}

void ValueChanges::restore(std::string json, std::vector<std::string> open) {
    shown_text_ = std::move(json);
    shown_read_ = false;
    has_value_ = true;
    open_ = std::move(open);
}

}  // namespace sg
