// Why a provider-schema operation gave no result: the Error users see, plus a stable reason
// code and the JSON Pointer of the place in the schema at fault (an Error has no room for them).
#pragma once

#include <string>

#include "core/error.h"
#include "core/result.h"

namespace sg {

struct SchemaFailure {
    Error error;          // ValidationFailed, SchemaMismatch or LimitExceeded
    std::string reason;   // stable identifier, e.g. "recursive-ref", "not-an-array-schema"
    std::string pointer;  // JSON Pointer into the schema ("" = the root)
};

inline SchemaFailure schema_failure(ErrorCode code, std::string reason, std::string pointer, std::string message) {
    return SchemaFailure{error_without_position(code, std::move(message)), std::move(reason), std::move(pointer)};
}

template <typename T>
using SchemaResult = Result<T, SchemaFailure>;

}  // namespace sg
