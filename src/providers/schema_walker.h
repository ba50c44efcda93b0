// Every subschema of a schema document, visited parents first in document order, with the
// context the provider rules need: where it hangs, its JSON Pointer and how many object
// schemas enclose it. The subschema keywords are the validator's (schema/subschema_keywords.h),
// so lint and validation agree on what is a schema.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "core/error.h"
#include "core/language.h"
#include "core/limits.h"
#include "schema/dialect.h"

namespace sg::providers {

struct SchemaSite {
    const rapidjson::Value& schema;  // an object or a boolean
    const std::string& pointer;
    std::string_view keyword;      // the keyword it hangs from; "" for the start of the walk
    const rapidjson::Value* name;  // the member name under a map keyword ("properties"), else null
    long index;                    // the position under a list keyword ("anyOf"), else -1
    // Object schemas from the root of its tree (the document root or a definition) down to
    // here, this one included: OpenAI's "levels of nesting" (see budgets.h).
    std::size_t object_level;
    bool in_definitions;       // at or under `$defs` / `definitions`
    const SchemaSite* parent;  // null at the start of the walk
};

// What a walk calls at each site.
class SiteVisitor {
public:
    virtual void visit(const SchemaSite& site) = 0;

protected:
    ~SiteVisitor() = default;
};

struct WalkOptions {
    schema::Dialect dialect = schema::Dialect::Draft2020_12;
    std::size_t max_depth = limits::kMaxDepth;
    // Stay out of `$defs` / `definitions`: a definition is reached only through a `$ref`.
    bool skip_definitions = false;
    // The object level of the schema the walk starts at, before counting it.
    std::size_t start_level = 0;
    // The language of the error when subschemas nest too deep.
    Language language = Language::English;
};

// LimitExceeded when subschemas nest deeper than max_depth; every site above it was visited.
std::optional<Error> walk_schema(const rapidjson::Value& schema, const std::string& pointer, const WalkOptions& options,
                                 SiteVisitor& visitor);

bool is_definitions_keyword(std::string_view keyword);

}  // namespace sg::providers
