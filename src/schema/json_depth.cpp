#include "schema/json_depth.h"

#include <string_view>
#include <vector>

#include "core/json_pointer.h"

namespace sg::schema {
namespace {

// An open container, and the member (its name's entry) or item being read in it.
struct Level {
    Tape::Index container;
    Tape::Index child;  // an object's: the member name's entry; an array's: the item's
    std::uint32_t position;
};

std::string pointer_of(const Tape& tape, const std::vector<Level>& stack) {
    std::string pointer;
    std::string scratch;
    for (const Level& level : stack) {
        if (tape.kind(level.container) == TapeKind::Object) {
            append_pointer_token(pointer, tape.string(level.child, scratch));
        } else {
            append_pointer_index(pointer, level.position - 1);
        }
    }
    return pointer;
}

}  // namespace

// A walk of the tape entries in order: entry i + 1 follows i, a container's `next` closes it.
std::optional<std::string> find_excess_depth(TapeValue value, std::size_t max_depth) {
    if (!value.is_object() && !value.is_array()) return std::nullopt;
    if (max_depth == 0) return std::string();
    const Tape& tape = value.tape();
    std::vector<Level> stack;
    Tape::Index at = value.index();
    const Tape::Index end = tape.next(at);
    std::vector<Tape::Index> closes;  // where each open container ends
    while (at < end) {
        while (!closes.empty() && closes.back() == at) {
            closes.pop_back();
            stack.pop_back();
        }
        if (!stack.empty()) {
            Level& top = stack.back();
            ++top.position;
            if (tape.kind(top.container) == TapeKind::Object) top.child = at++;  // the name; `at` is its value
            else top.child = at;
        }
        if (!tape.is_container(at)) {
            ++at;
            continue;
        }
        if (stack.size() >= max_depth) return pointer_of(tape, stack);
        stack.push_back(Level{at, at, 0});
        closes.push_back(tape.next(at));
        ++at;
    }
    return std::nullopt;
}

}  // namespace sg::schema
