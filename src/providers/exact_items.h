// withExactItems (rule S5): an array schema specialised to exactly N items
// (minItems = maxItems = N), so that the provider generates N and validation re-checks N.
#pragma once

#include <cstddef>
#include <string_view>

#include <rapidjson/document.h>

#include "core/language.h"
#include "providers/schema_failure.h"

namespace sg {

// `pointer` names the array schema inside `schema`: a JSON Pointer ("/properties/appNudges")
// or the same as a URI fragment ("#/properties/appNudges"). The other schemas are unchanged.
// Failure reasons (ValidationFailed): "bad-pointer", "pointer-not-found", "not-an-array-schema"
// (the message says what is there instead, e.g. a $ref or an anyOf), "unsatisfiable" (a closed
// tuple shorter than N). The message is said in `language`.
SchemaResult<rapidjson::Document> with_exact_items(const rapidjson::Value& schema, std::string_view pointer,
                                                   std::size_t count, Language language = Language::English);

}  // namespace sg
