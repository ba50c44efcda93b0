// Strict JSON (RFC 8259, X5): no comments, no trailing commas, one value. Parses with the
// byte position of any error and a nesting-depth limit; never recurses on the C++ stack. An
// escaped lone surrogate ("\ud800", "\udc00") reads as U+FFFD, as the README promises.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include <rapidjson/document.h>

#include "core/language.h"
#include "core/limits.h"
#include "core/result.h"

namespace sg {

struct StrictParseOptions {
    std::size_t max_depth = limits::kMaxDepth;
    // Lone surrogate escapes read as their WTF-8 bytes instead of U+FFFD (lone_surrogates.h),
    // for the events of a stream, where half a pair may end one event and its other half begin
    // the next. Only for a text known to parse: the offsets of an error then index the copy.
    bool lone_surrogates_as_bytes = false;
    Language language = Language::English;  // of the error's message (option locale)
};

// `json` is a slice of `source` (the whole reply), so that errors are positioned in the
// reply the user holds, not in the slice.
Result<rapidjson::Document> parse_strict(std::string_view source, std::string_view json,
                                         const StrictParseOptions& options = {});

// The same checks without building a value: for callers that need only the verdict.
std::optional<Error> check_strict(std::string_view source, std::string_view json,
                                  const StrictParseOptions& options = {});

}  // namespace sg
