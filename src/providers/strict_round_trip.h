// The way back from to_strict_schema (rule S4). A strict provider (OpenAI) needs every property
// required, so the strict form writes an optional property as a required one that may be null;
// a value written under that form carries `null` where the original's value has no member.
// The original schema, which the README says judges the value, refuses those nulls ('role'
// must be string; got null) until they are taken out again.
#pragma once

#include <rapidjson/document.h>

namespace sg {

// Removes from `value`, in place, each null member that stands for an absent one: where a
// schema of the original that applies to the object lists the property as optional, none
// requires it, and none of its own schemas admits null. Every other null (a property the
// original allows to be null, or requires) is the model's answer and stays. Only `$ref`s into
// the same document are followed; the walk goes through allOf/anyOf/oneOf, properties,
// additionalProperties, items and prefixItems. True when it removed any.
bool restore_optional_members(const rapidjson::Value& original, rapidjson::Value& value);

}  // namespace sg
