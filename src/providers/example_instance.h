// exampleInstance (rule R5): a value that conforms to a schema, for rule-based fallbacks that
// must pass the same validation as a model's reply. The caller's partial template comes first
// (its values are kept, what it lacks is filled in); otherwise `const`, `default`, the first
// `enum` value, and the smallest value that satisfies min*/required/… The candidate is always
// validated (schema/schema.h) before it is returned: an invalid one is an error, never a value.
#pragma once

#include <cstddef>

#include <rapidjson/document.h>

#include "core/language.h"
#include "core/limits.h"
#include "providers/schema_failure.h"

namespace sg {

struct ExampleOptions {
    // Deepest nesting generated (and of `$ref` hops followed); a schema that requires more,
    // e.g. a required recursive property, is unsatisfiable here.
    std::size_t max_depth = 64;
    // Values built (including branches tried and dropped) and characters of one string: a
    // schema asking for more (minItems: 1e9) is LimitExceeded.
    std::size_t max_steps = 100000;
    std::size_t max_string_length = 1000000;
    // The language of a failure's message (the compiler's and the validator's included).
    Language language = Language::English;
};

// Failure reasons:
// - "invalid-schema" (SchemaMismatch): the schema does not compile; pointer names the keyword;
// - "unsatisfiable" (ValidationFailed): no value can be built — minimum above maximum, `false`,
//   an endless required recursion; pointer into the schema;
// - "does-not-validate" (ValidationFailed): the candidate, template values included, breaks the
//   schema (a pattern, not, oneOf the builder cannot meet); pointer is the instance location,
//   the message names the keyword;
// - "unsupported-ref" (ValidationFailed): a `$ref` to another resource or to an anchor, which is
//   not followed; give that value in the template;
// - "limit-exceeded" (LimitExceeded): one of the options above.
// `template_value` may be null (no template).
SchemaResult<rapidjson::Document> example_instance(const rapidjson::Value& schema,
                                                   const rapidjson::Value* template_value,
                                                   const ExampleOptions& options = {});

}  // namespace sg
