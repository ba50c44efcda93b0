#include "tape/tape_dom.h"

#include <limits>
#include <string>
#include <vector>

#include "core/json_text.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

struct OpenContainer {
    Tape::Index end;
    std::uint32_t emitted;
    bool object;
};

// Emits the value at `root` as SAX events to `out` (a rapidjson::Document), in document order
// with an explicit stack: a deep value costs heap, never C++ stack.
class TapeEvents {
public:
    TapeEvents(const Tape& tape, Tape::Index root) : tape_(tape), root_(root) {}

    template <typename Handler>
    bool operator()(Handler& out) {
        Tape::Index i = emit_value(root_, out);
        close_ended(i, out);
        while (!open_.empty()) {
            OpenContainer& top = open_.back();
            ++top.emitted;
            if (top.object) {
                const std::string_view name = tape_.string(i++, scratch_);
                out.Key(name.data(), static_cast<rapidjson::SizeType>(name.size()), true);
            }
            i = emit_value(i, out);
            close_ended(i, out);
        }
        return true;
    }

private:
    template <typename Handler>
    void close_ended(Tape::Index i, Handler& out) {
        while (!open_.empty() && open_.back().end == i) {
            const OpenContainer closed = open_.back();
            open_.pop_back();
            if (closed.object) out.EndObject(closed.emitted);
            else out.EndArray(closed.emitted);
        }
    }

    // Emits the scalar at `i`, or opens the container at `i`; returns the next entry to read.
    template <typename Handler>
    Tape::Index emit_value(Tape::Index i, Handler& out) {
        const TapeKind kind = tape_.kind(i);
        if (kind == TapeKind::Object || kind == TapeKind::Array) {
            const bool object = kind == TapeKind::Object;
            object ? out.StartObject() : out.StartArray();
            if (tape_.count(i) == 0) {
                object ? out.EndObject(0) : out.EndArray(0);
                return tape_.next(i);
            }
            open_.push_back(OpenContainer{tape_.next(i), 0, object});
            return i + 1;
        }
        switch (kind) {
            case TapeKind::Null: out.Null(); break;
            case TapeKind::False: out.Bool(false); break;
            case TapeKind::True: out.Bool(true); break;
            case TapeKind::Number: emit_number(tape_.number(i), out); break;
            default: {
                const std::string_view text = tape_.string(i, scratch_);
                out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()), true);
            }
        }
        return i + 1;
    }

    const Tape& tape_;
    Tape::Index root_;
    std::vector<OpenContainer> open_;
    std::string scratch_;
};

}  // namespace

void tape_from_value(const rapidjson::Value& value, Tape& tape) {
    tape.reset_owned(json_text(value));
    // Written by RapidJSON's writer, the text is strict JSON; only its depth can be more than
    // the reader's default limit, and the value's own depth is the right one here.
    read_into_tape(tape.text(), std::numeric_limits<std::size_t>::max(), tape);
}

void value_from_tape(const Tape& tape, Tape::Index index, rapidjson::Document& out) {
    TapeEvents events(tape, index);
    out.Populate(events);
}

rapidjson::Document value_of(const Tape& tape) {
    rapidjson::Document value;
    if (!tape.empty()) value_from_tape(tape, 0, value);
    return value;
}

}  // namespace sg
