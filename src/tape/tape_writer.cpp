#include "tape/tape_writer.h"

#include <vector>

namespace sg {
namespace {

struct Frame {
    Tape::Index end;  // the index past the container's entries
    bool object;
    bool written = false;  // a member or item written
    bool key_next = true;  // in an object: the next entry is a key
};

// Writes the separator and, in an object, the key that come before the entry at `i`; true
// when the entry is a key (written).
bool write_place(const Tape& tape, Tape::Index i, Frame& frame, std::string& out) {
    if (frame.object && !frame.key_next) {
        frame.key_next = true;
        return false;
    }
    if (frame.written) out += ',';
    frame.written = true;
    if (!frame.object) return false;
    out += '"';
    out += tape.raw(i);
    out += "\":";
    frame.key_next = false;
    return true;
}

void write_scalar(const Tape& tape, Tape::Index i, std::string& out) {
    switch (tape.kind(i)) {
        case TapeKind::Null: out += "null"; break;
        case TapeKind::False: out += "false"; break;
        case TapeKind::True: out += "true"; break;
        case TapeKind::Number: out += tape.raw(i); break;
        default:
            out += '"';
            out += tape.raw(i);
            out += '"';
    }
}

// Writes the members or items of the container at `index` up to the entry `to` (its end, or
// its last child's first entry). Iterative: as deep as the tape goes.
void write_container(const Tape& tape, Tape::Index index, Tape::Index to, std::string& out) {
    std::vector<Frame> frames{Frame{to, tape.kind(index) == TapeKind::Object}};
    out += frames.back().object ? '{' : '[';
    for (Tape::Index i = index + 1;; ++i) {
        while (!frames.empty() && frames.back().end == i) {
            out += frames.back().object ? '}' : ']';
            frames.pop_back();
        }
        if (frames.empty()) return;
        if (write_place(tape, i, frames.back(), out)) continue;
        if (tape.is_container(i)) {
            frames.push_back(Frame{tape.next(i), tape.kind(i) == TapeKind::Object});
            out += frames.back().object ? '{' : '[';
        } else {
            write_scalar(tape, i, out);
        }
    }
}

}  // namespace

void write_tape_value(const Tape& tape, Tape::Index index, std::string& out) {
    if (tape.is_container(index)) {
        write_container(tape, index, tape.next(index), out);
    } else {
        write_scalar(tape, index, out);
    }
}

void write_tape_value_without_last(const Tape& tape, Tape::Index index, std::string& out) {
    // The last child begins (with its key, in an object) where the one before it ends.
    const Tape::Index step = tape.kind(index) == TapeKind::Object ? 1 : 0;
    Tape::Index last = index + 1;
    for (Tape::Index child = index + 1; child < tape.next(index); child = tape.next(child + step)) last = child;
    write_container(tape, index, last, out);
}

void write_tape_container_before(const Tape& tape, Tape::Index index, Tape::Index to, std::string& out) {
    write_container(tape, index, to, out);
}

std::string tape_value_text(const Tape& tape, Tape::Index index) {
    std::string text;
    if (!tape.is_container(index)) text.reserve(tape.raw(index).size() + 2);  // one allocation
    write_tape_value(tape, index, text);
    return text;
}

std::string quoted_raw(std::string_view raw) {
    std::string text;
    text.reserve(raw.size() + 2);
    text += '"';
    text += raw;
    text += '"';
    return text;
}

}  // namespace sg
