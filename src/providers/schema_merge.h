// allOf folded into the schema that holds it (all_of_merger.cpp): the one schema that accepts
// exactly what every branch accepts, or the reason no single schema says it. Used by
// toStrictSchema (providers without allOf) and by exampleInstance (to build one value for all
// branches at once).
#pragma once

#include <optional>
#include <string>

#include <rapidjson/document.h>

#include "core/language.h"

namespace sg::providers {

struct MergeConflict {
    std::string reason;   // "all-of-conflict", "external-ref", "unresolved-ref"
    std::string message;  // names the keyword the branches disagree on
};

// `$ref` branches resolve in `source` (the document `schema` belongs to). On a conflict the
// schema is left partly merged: merge a copy when the original still matters. The conflict's
// message is said in `language`.
std::optional<MergeConflict> merge_all_of_into(rapidjson::Value& schema, const rapidjson::Value& source,
                                               rapidjson::Document::AllocatorType& allocator,
                                               Language language = Language::English);

}  // namespace sg::providers
