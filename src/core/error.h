// The one error model of structguard: every operation reports failures as values of this
// type (docs/architecture.md, "Values, not exceptions"); the code names are the ones users see.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/enum_names.h"

namespace sg {

#define SG_ERROR_CODES(X)                                                                                       \
    X(MissingFence, "MissingFence")          /* no JSON candidate in the reply at all */                        \
    X(NonJsonFence, "NonJsonFence")          /* a code block was found but it does not hold JSON */             \
    X(JsonParseError, "JsonParseError")      /* the candidate is not strict JSON */                             \
    X(SchemaMismatch, "SchemaMismatch")      /* the value is not of the expected schema (id, shape) */          \
    X(ValidationFailed, "ValidationFailed")  /* the value breaks a schema or domain rule */                     \
    X(LimitExceeded, "LimitExceeded")        /* a configured limit (input, fence, depth, errors) was reached */ \
    X(LossyRepair, "LossyRepair")            /* lenient reading could give a value only by losing content (rule L2) */
SG_NAMED_ENUM(ErrorCode, SG_ERROR_CODES)

inline std::string_view code_name(ErrorCode code) { return name_of(code); }

// A position in a text: `offset` in UTF-8 bytes from the start, `line` and `column`
// 1-based, the column counted in bytes from the start of the line.
struct TextPosition {
    std::size_t offset = 0;
    std::size_t line = 1;
    std::size_t column = 1;
};

TextPosition locate(std::string_view text, std::size_t offset);

struct Error {
    ErrorCode code;
    std::string message;
    std::optional<TextPosition> position;  // absent where no single place is at fault
};

Error error_at(ErrorCode code, std::string message, std::string_view text, std::size_t offset);
Error error_without_position(ErrorCode code, std::string message);

}  // namespace sg
