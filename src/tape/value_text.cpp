#include "tape/value_text.h"

#include <string_view>
#include <vector>

#include "json/scalar_text.h"

namespace sg {
namespace {

class ValueWriter {
public:
    ValueWriter(const Tape& tape, const ValueEdits& edits, std::string& out) : tape_(tape), edits_(edits), out_(out) {}

    void write(Tape::Index root) {
        Tape::Index i = open(root);
        while (!frames_.empty()) {
            Frame& top = frames_.back();
            if (i == top.end) {
                if (top.closer != 0) out_ += top.closer;
                out_ += top.after;
                frames_.pop_back();
                continue;
            }
            if (!top.first) out_ += ',';
            top.first = false;
            if (top.closer == '}') {
                write_name(i++);
                out_ += ':';
            }
            i = open(i);
        }
    }

private:
    struct Frame {
        Tape::Index end;
        char closer;  // ']' or '}'; 0 for an array written as its one item
        std::string_view after;
        bool first = true;
    };

    // Writes the scalar at `i`, or opens the container; returns the next entry to read.
    Tape::Index open(Tape::Index i) {
        if (const ValueEdit* edit = edits_.empty() ? nullptr : edits_.find(bytes_of(i))) {
            const ValueEdit& change = *edit;
            switch (change.kind) {
                case ValueEdit::Kind::Replace:
                    out_ += change.before;
                    return tape_.next(i);
                case ValueEdit::Kind::Unwrap:
                    frames_.push_back(Frame{tape_.next(i), 0, {}});
                    return i + 1;
                case ValueEdit::Kind::Wrap:
                    out_ += change.before;
                    return write_unedited(i, change.after);
            }
        }
        return write_unedited(i, {});
    }

    // The value at `i` as it is, followed by `after` (a wrap's closer).
    Tape::Index write_unedited(Tape::Index i, std::string_view after) {
        if (tape_.is_container(i)) {
            const bool object = tape_.kind(i) == TapeKind::Object;
            out_ += object ? '{' : '[';
            frames_.push_back(Frame{tape_.next(i), object ? '}' : ']', after});
            return i + 1;
        }
        write_scalar(i);
        out_ += after;
        return i + 1;
    }

    void write_name(Tape::Index key) {
        if (const ValueEdit* edit = edits_.empty() ? nullptr : edits_.find(bytes_of(key))) {
            out_ += edit->before;
        } else {
            write_scalar(key);
        }
    }

    void write_scalar(Tape::Index i) {
        switch (tape_.kind(i)) {
            case TapeKind::Null: out_ += "null"; break;
            case TapeKind::False: out_ += "false"; break;
            case TapeKind::True: out_ += "true"; break;
            case TapeKind::Number: append_json_number(out_, tape_.number(i), tape_.raw(i)); break;
            default:
                // A string without an escape is its span, which holds nothing to escape.
                if ((tape_[i].flags & tape_flag::kEscaped) == 0) {
                    out_ += '"';
                    out_ += tape_.raw(i);
                    out_ += '"';
                } else {
                    append_json_string(out_, tape_.string(i, scratch_));
                }
        }
    }

    const Tape& tape_;
    const ValueEdits& edits_;
    std::string& out_;
    std::vector<Frame> frames_;
    std::string scratch_;
};

}  // namespace

void write_value_text(const Tape& tape, Tape::Index index, std::string& out, const ValueEdits& edits) {
    ValueWriter(tape, edits, out).write(index);
}

std::string value_text(const Tape& tape, Tape::Index index, const ValueEdits& edits) {
    std::string out;
    write_value_text(tape, index, out, edits);
    return out;
}

}  // namespace sg
