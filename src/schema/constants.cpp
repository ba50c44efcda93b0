#include "schema/constants.h"

#include <limits>
#include <utility>

#include "tape/tape_reader.h"
#include "tape/tape_writer.h"

namespace sg::schema {

std::uint32_t Constants::add(TapeValue value) {
    text_ += count_ == 0 ? '[' : ',';
    write_tape_value(value.tape(), value.index(), text_);
    return count_++;
}

void Constants::seal() {
    text_ += count_ == 0 ? "[]" : "]";
    tape_.reset_owned(std::move(text_));
    // Written out from values the reader read, the text is strict JSON; its depth is the
    // schema's, which the compile has bounded already.
    read_into_tape(tape_.text(), std::numeric_limits<std::size_t>::max(), tape_);
    entries_.reserve(count_);
    numbers_.reserve(count_);
    for (const TapeValue item : tape_root(tape_).items()) {
        entries_.push_back(item.index());
        numbers_.emplace_back();
        if (item.is_number()) numbers_.back() = tape_.number(item.index());
    }
}

}  // namespace sg::schema
