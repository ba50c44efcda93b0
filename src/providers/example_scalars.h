// The smallest scalar values a schema allows, for exampleInstance: numbers within the bounds
// and on the multipleOf grid, strings of minLength characters or a sample of their format.
// `variant` > 0 asks for a different value (distinct array items under uniqueItems).
#pragma once

#include <cstddef>

#include <rapidjson/document.h>

#include "providers/example_messages.h"

namespace sg::providers {

using Allocator = rapidjson::Document::AllocatorType;

// False when the bounds leave no value; `why` is then the row that says which.
bool example_number(const rapidjson::Value& schema, bool integer, std::size_t variant, rapidjson::Value& out,
                    ExampleMessage& why);

bool example_string(const rapidjson::Value& schema, std::size_t variant, Allocator& allocator, rapidjson::Value& out,
                    ExampleMessage& why);

}  // namespace sg::providers
