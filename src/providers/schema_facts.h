// Facts about one schema object that every provider check asks: its declared types, whether it
// describes objects or arrays, and how long a value counts in OpenAI's character budget.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/json_text.h"
#include "core/string_index.h"
#include "core/utf8.h"
#include "schema/dialect.h"

namespace sg::providers {

// The member `key` of `schema`, or null (also when `schema` is not an object).
const rapidjson::Value* member(const rapidjson::Value& schema, std::string_view key);

// The names in `type` (a string or an array of strings); empty without a usable `type`.
std::vector<std::string_view> type_names(const rapidjson::Value& schema);

bool declares_type(const rapidjson::Value& schema, std::string_view type);

// The names listed in `required` (its strings), looked up by hash: an object of 100,000
// properties is checked in linear time.
StringIndex required_names(const rapidjson::Value& schema);

// An object schema: `type` names "object", or there is no `type` and `properties` is present.
bool is_object_schema(const rapidjson::Value& schema);

// An array schema: `type` names "array", or there is no `type` and `items`/`prefixItems` is present.
bool is_array_schema(const rapidjson::Value& schema);

// Some value of null passes the schema's own `type`/`enum`/`const`/`anyOf`/`nullable`.
bool admits_null(const rapidjson::Value& schema);

// The dialect `$schema` names at the root; 2020-12 by default.
schema::Dialect document_dialect(const rapidjson::Value& root);

std::string_view string_of(const rapidjson::Value& value);

// A string's code points; the JSON text of any other value (`42` counts 2, `true` 4).
std::size_t budget_length(const rapidjson::Value& value);

}  // namespace sg::providers
