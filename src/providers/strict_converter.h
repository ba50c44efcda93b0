// toStrictSchema (rule S4): an ordinary JSON Schema rewritten into the form a provider accepts
// for strict structured output, every change reported. What it does, per provider:
// - objects get "additionalProperties": false (OpenAI, Anthropic); every property is listed in
//   `required`, and a property that was optional becomes one that may be null — a type array
//   ["string","null"] for OpenAI and Gemini, an anyOf with {"type":"null"} for Anthropic (and
//   where there is no type to extend), "nullable": true for Gemini responseSchema;
// - allOf is merged into one schema where its branches agree, oneOf becomes anyOf, a `$ref`
//   with constraints beside it is inlined (responseSchema: every `$ref` is inlined);
// - constraints the provider does not support are moved into `description` as
//   "{minimum: 1, maximum: 10}", the way Anthropic's SDK does it (OpenAI's SDK leaves them and
//   the API then rejects the schema; moving them is structguard's choice, reported the same way).
// The result passes lint_schema for that provider, or the conversion fails naming the reason and
// the place. Replies are still validated against the ORIGINAL schema: a change marked `loosens`
// means the strict schema accepts values the original does not.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "core/language.h"
#include "core/limits.h"
#include "providers/provider.h"
#include "providers/schema_failure.h"

namespace sg {

struct StrictChange {
    // JSON Pointer of the place in the INPUT schema (inside an inlined `$ref`: in its target;
    // in an anyOf branch the converter made from a type array: in the result).
    std::string pointer;
    // Stable identifiers: add-additional-properties, close-object, require-property,
    // make-nullable, merge-all-of, one-of-to-any-of, inline-ref, split-type-array, add-type,
    // const-to-enum, move-to-description, drop-keyword, add-property-ordering, items-to-prefix-items.
    std::string action;
    std::string detail;
    bool loosens = false;  // the strict schema now accepts some values the original rejected
};

struct StrictSchema {
    rapidjson::Document schema;
    std::vector<StrictChange> changes;
};

namespace limits {
// Values written by inlining `$ref`s, over the whole conversion (option maxInlinedValues). A
// definition referred to twice by the next, and so on, doubles at each level: twenty such
// levels are a 2 KB schema that inlines into millions of values.
constexpr std::size_t kMaxInlinedValues = 100000;
}  // namespace limits

struct StrictOptions {
    // Anthropic and Gemini accept optional properties: leave them optional instead of making
    // them required and nullable. OpenAI requires every property, so it ignores this.
    bool keep_optional = false;
    // OpenAI fine-tuned models: string, number, array and object constraints move to description.
    bool fine_tuned = false;
    std::size_t max_depth = limits::kMaxDepth;
    // JSON values (objects, arrays, strings, numbers, literals) that inlining may copy into the
    // result, each copy of a target counted in full; past it the conversion fails.
    std::size_t max_inlined_values = limits::kMaxInlinedValues;
    // The language of each change's detail and of a failure's message.
    Language language = Language::English;
};

// Failure reasons: not-a-schema, root-not-object, recursive-ref, external-ref, unresolved-ref,
// all-of-conflict, free-form-object, map-object, untyped-schema, tuple-unsupported,
// required-without-property, too-deep-to-convert, inlined-too-large (LimitExceeded), or the
// code of a lint error the result would still have (e.g. too-many-properties).
SchemaResult<StrictSchema> to_strict_schema(const rapidjson::Value& schema, Provider provider,
                                            const StrictOptions& options = {});

}  // namespace sg
