// Why a text is not strict JSON (X5), said one way for both strict readers, the checking
// parser (strict_parser.h) and the tape reader (tape_reader.h): what the read met first, then
// the text's encoding and its NUL bytes, worded from the reading messages and positioned in
// the reply. What the read meets is said as RapidJSON said it when it was the only reader.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "core/error.h"
#include "core/language.h"
#include "core/reading_messages.h"

namespace sg {

// Where a strict read of a text stopped and why, before its encoding and NUL bytes count. The
// reason is a row of the reading messages: EndsEarly where no value starts, DepthLimit,
// NumberOutOfRange, or one of the Parse* rows. None when the value read to the end of the text
// or to its first NUL byte, where a read stops (a text ended at its NUL when RapidJSON read it).
struct StrictStop {
    std::optional<ReadingMessage> reason;
    std::size_t at = 0;  // in the text read
};

// The error of `json`, a slice of `source`, whose read stopped at `stop`; none when it is
// strict JSON. A malformed UTF-8 byte before the stop, or anywhere in a text that read to its
// end, is the error; then a NUL byte after a whole value. `max_depth` is the limit the read had.
std::optional<Error> strict_read_error(std::string_view source, std::string_view json, const StrictStop& stop,
                                       std::size_t max_depth, Language language);

}  // namespace sg
