// The steps of toStrictSchema (strict_converter.cpp), each a rewrite of one schema object in
// place. They share the change log, the provider profile and the allocator of the result.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <rapidjson/document.h>

#include "providers/provider_profile.h"
#include "providers/schema_failure.h"
#include "providers/strict_converter.h"
#include "providers/strict_messages.h"

namespace sg::providers {

using Allocator = rapidjson::Document::AllocatorType;

struct StrictContext {
    const ProviderProfile& profile;
    const StrictOptions& options;
    const rapidjson::Value& source;  // the input schema document: references resolve in it
    Allocator& allocator;
    std::vector<StrictChange>& changes;

    void change(const std::string& pointer, std::string action, std::string detail, bool loosens = false) {
        changes.push_back(StrictChange{pointer, std::move(action), std::move(detail), loosens});
    }
    // A row of strict_messages.h in the call's language.
    std::string say(StrictMessage message, std::initializer_list<std::string_view> values = {}) const {
        return strict_message(options.language, message, values);
    }
};

SchemaFailure cannot_convert(std::string reason, std::string pointer, std::string message);

rapidjson::Value string_value(std::string_view text, Allocator& allocator);
void set_member(rapidjson::Value& object, std::string_view key, rapidjson::Value value, Allocator& allocator);
// Removes `key` keeping the order of the other members; false when there was none.
bool erase_member(rapidjson::Value& object, std::string_view key);

// Keywords moved out of one schema, written into its `description` by finish_description.
using MovedKeywords = std::vector<std::pair<std::string, std::string>>;  // keyword, value text

// oneOf -> anyOf, const -> enum (Gemini), a missing type inferred, a type array split,
// unsupported keywords and values moved to `moved` (or dropped), per the provider.
std::optional<SchemaFailure> rewrite_keywords(rapidjson::Value& schema, const std::string& pointer,
                                              StrictContext& context, MovedKeywords& moved);

// Appends "{keyword: value, …}" to `description` after a blank line, as Anthropic's SDK does.
void finish_description(rapidjson::Value& schema, const MovedKeywords& moved, Allocator& allocator);

// A type array the provider does not take becomes anyOf branches (or nullable: true).
std::optional<SchemaFailure> split_type_array(rapidjson::Value& schema, const std::string& pointer,
                                              StrictContext& context);

// allOf merged into the schema itself; a failure names the keyword the branches disagree on.
std::optional<SchemaFailure> merge_all_of(rapidjson::Value& schema, const std::string& pointer, StrictContext& context);

// The object rules (object_rules.cpp): extra keys closed off or dropped per provider (a map or a
// free-form object cannot be made strict), every property required with the optional ones made
// nullable, propertyOrdering for Gemini.
std::optional<SchemaFailure> settle_extra_keys(rapidjson::Value& object, const std::string& pointer,
                                               bool has_properties, MovedKeywords& moved, StrictContext& context);
std::optional<SchemaFailure> require_every_property(rapidjson::Value& object, const std::string& pointer,
                                                    StrictContext& context);
void add_property_ordering(rapidjson::Value& object, const std::string& pointer, StrictContext& context);

// Root-level definitions no reference reaches any more (after inlining) are removed.
void prune_unused_definitions(rapidjson::Value& root, StrictContext& context);

// The value may also be null, written the provider's way; false when it already could be.
bool make_nullable(rapidjson::Value& schema, NullStyle style, Allocator& allocator);

}  // namespace sg::providers
