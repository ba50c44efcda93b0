// The English wording of lint_messages.h.
#include "providers/lint_messages.h"

namespace sg::providers {

std::string_view english_lint_text(LintMessage message) {
    using M = LintMessage;
    switch (message) {
        case M::NotASchema: return "a schema must be a JSON object (or a boolean)";
        case M::SubschemasTooDeep: return "subschemas nest deeper than maxDepth ({0}) at {1}";
        case M::DescribeInstead: return "state it in `description` and check it after parsing";
        case M::MergeAllOf: return "merge the branches into one schema (toStrictSchema does when they agree)";
        case M::ListPropertiesMap: return "list the properties (a map can be an array of {key, value} objects)";
        case M::NoTuples: return "use an object with one property per position";
        case M::UseAnyOf: return "use anyOf";
        case M::UsePrefixItemsAndItems: return "use prefixItems and items";
        case M::UseClosedObject: return "use additionalProperties: false";
        case M::ToDescription: return "state it in `description` (the SDK moves it there) and check it after parsing";
        case M::UseAnyOfSdk: return "use anyOf (the SDK maps oneOf to anyOf)";
        case M::UseItems: return "use items";
        case M::UseMinimum: return "use minimum";
        case M::UseMaximum: return "use maximum";
        case M::ListProperties: return "list the properties";
        case M::UseAdditionalProperties: return "use additionalProperties";
        case M::LegacyNoAdditionalProperties:
            return "remove it: responseSchema rejects the field (\"Cannot find field\"); use responseJsonSchema";
        case M::LegacyInlineRef: return "inline the referenced schema, or use responseJsonSchema";
        case M::LegacyInlineDefs: return "inline the definitions, or use responseJsonSchema";
        case M::LegacyConst: return "use an enum with the one string value";
        case M::OpenAiComplexRef:
            return "points inside a schema; OpenAI strict mode accepts references to the root (\"#\") or to a definition "
                   "(\"#/$defs/name\")";
        case M::OpenAiComplexRefFix: return "move the target into $defs and refer to it there";
        case M::OpenAiRefSiblings: return "OpenAI strict mode takes only description and title next to a reference";
        case M::OpenAiRefSiblingsFix:
            return "move them into the referenced definition (toStrictSchema inlines the reference)";
        case M::OpenAiTypeUnion: return "OpenAI documents type arrays only as [type, \"null\"]";
        case M::UseAnyOfPerType: return "use anyOf with one branch per type";
        case M::AnthropicEnum: return "Anthropic accepts only strings, numbers, booleans and null in `enum`";
        case M::AnthropicEnumFix: return "use anyOf with one const per value, or a string enum";
        case M::AnthropicMinItems: return "Anthropic accepts minItems 0 or 1 only";
        case M::AnthropicRecursive:
            return "is recursive (following it leads back here); Anthropic does not support recursive schemas";
        case M::UnrollRecursion: return "unroll the recursion to the depth you need";
        case M::AnthropicTypeList:
            return "Anthropic documents a value that may be null as anyOf with a null branch; type arrays are not in its "
                   "documentation";
        case M::AnthropicTypeListFix: return "use anyOf: [{…}, {\"type\": \"null\"}] (toStrictSchema rewrites it)";
        case M::GeminiPropertyOrdering:
            return "no propertyOrdering: Gemini 2.0 models need it to keep the properties in order; later models follow "
                   "the declaration order";
        case M::GeminiPropertyOrderingFix:
            return "add \"propertyOrdering\" listing the properties in order (toStrictSchema adds it)";
        case M::GeminiRecursive:
            return "is recursive; Gemini publishes no rule on recursive schemas (it \"may reject very large or deeply "
                   "nested schemas\")";
        case M::LegacyTypeArray: return "Gemini responseSchema takes one type name, not an array";
        case M::LegacyTypeArrayFix: return "use one type with \"nullable\": true, or anyOf";
        case M::LegacyNullType: return "Gemini responseSchema writes null as \"nullable\": true";
        case M::LegacyNullTypeFix: return "give the type of the value and add \"nullable\": true";
        case M::LegacyEnum: return "Gemini responseSchema accepts only strings in `enum`";
        case M::LegacyEnumFix: return "use string values (and convert after parsing)";
        case M::ThisIs: return "{0}; this is {1}";
        case M::ThisValueIsObject: return "{0}; this value is an object";
        case M::ThisValueIsArray: return "{0}; this value is an array";
        case M::RefFinding: return "`$ref` \"{0}\" {1}";
        case M::BesideRef: return "keywords beside `$ref` ({0}); {1}";
        case M::NamesTypes: return "{0}; this one names {1} types";
        case M::UnsupportedFormat: return "{0} does not support format `{1}` here (supported: {2})";
        case M::UnsupportedFormatFix: return "remove the format and describe it in `description`";
        case M::UnknownField: return "{0} has no field `{1}`: its Schema object rejects unknown fields";
        case M::RemoveKeyword: return "remove `{0}`";
        case M::UndocumentedKeyword: return "`{0}` is not among the keywords {1} documents; it may be rejected or ignored";
        case M::RemoveUnlessAccepted: return "remove `{0}` unless you know the provider accepts it";
        case M::UnsupportedKeyword: return "{0} does not support `{1}`";
        case M::UnsupportedKeywordTuned: return "{0} (fine-tuned models) does not support `{1}`";
        case M::IgnoredKeyword: return "{0} ignores `{1}`: it does not constrain the output";
        case M::TypeNotName: return "`type` must be a type name or an array of names";
        case M::TypeNotNameFix: return "write a type name such as \"string\"";
        case M::UnknownType: return "type `{0}` is not a JSON Schema type";
        case M::UnknownTypeFix: return "use one of string, number, integer, boolean, object, array, null";
        case M::NoAdditionalProperties:
            return "{0} needs \"additionalProperties\": false on every object; this one has none";
        case M::AddAdditionalProperties: return "add \"additionalProperties\": false";
        case M::OpenAdditionalProperties:
            return "{0} needs \"additionalProperties\": false on every object: maps and free-form objects cannot be "
                   "expressed";
        case M::CloseAndList: return "set it to false and list the properties (a map can be an array of {key, value} objects)";
        case M::NotRequired:
            return "property `{0}` is not listed in `required`; {1} needs every property there (an optional property is "
                   "written as one that may be null)";
        case M::NotRequiredFix: return "add \"{0}\" to required and allow null in its schema";
        case M::Untyped:
            return "{0} needs a type here (or anyOf, $ref, enum, const): a schema that accepts any value cannot be "
                   "expressed";
        case M::UntypedFix: return "give the schema a type";
        case M::RefNotString: return "`$ref` must be a string";
        case M::RefNotStringFix: return "write \"#/$defs/name\"";
        case M::ExternalRef:
            return "`$ref` `{0}` points outside this schema; {1} follows only references within the schema (and "
                   "structguard never fetches)";
        case M::ExternalRefFix: return "copy the referenced schema into $defs and refer to it as \"#/$defs/name\"";
        case M::UnresolvedRef:
            return "`$ref` `{0}` names nothing in this schema (only JSON Pointer fragments are followed)";
        case M::UnresolvedRefFix: return "point it at an existing definition, e.g. \"#/$defs/name\"";
        case M::RootNotObjectSchema: return "the root is not an object schema";
        case M::RootAnyOf: return "the root is an anyOf";
        case M::RootRef: return "the root is a $ref";
        case M::RootType: return "the root has type {0}";
        case M::RootNotObject: return "{0}; {1} needs the root to be one schema of type \"object\"";
        case M::RootFix:
            return "wrap the value in a property of an object, e.g. {\"type\":\"object\",\"properties\":{\"result\":…}}";
        case M::LargestContributors: return "largest contributors: {0}";
        case M::Root: return "(root)";
        case M::LargeStringEnum:
            return "this string enum has {0} values totalling {1} characters; OpenAI limits an enum of more than {2} "
                   "string values to {3} characters";
        case M::LargeStringEnumFix: return "shorten the values, split the enum, or validate the value after parsing";
        case M::TooDeep:
            return "objects nest {0} levels deep here (limit {1} object levels, the root object being 1); the schema's "
                   "deepest object is {2} levels down, at {3}";
        case M::TooDeepThroughRef:
            return "through `$ref` \"{4}\", objects nest {0} levels deep here (limit {1} object levels, the root object "
                   "being 1); the schema's deepest object is {2} levels down, at {3}";
        case M::TooDeepFix: return "flatten the nesting, e.g. move inner objects into arrays of references by id";
        case M::OverBudget: return "{0} (limit {1}); {2}";
        case M::PropertiesCounted: return "the schema has {0} object properties";
        case M::PropertiesFix: return "split the request into several schemas or replace groups of properties by arrays";
        case M::StringCharsCounted: return "property names, definition names, enum and const values total {0} characters";
        case M::StringCharsFix: return "shorten names and enum values, or validate large enums after parsing";
        case M::EnumValuesCounted: return "the schema has {0} enum values";
        case M::EnumValuesFix: return "replace large enums by strings checked after parsing";
        case M::SchemaCounts:
            return "this schema has {0} properties, {1} object levels, {2} optional properties and {3} properties with "
                   "union types";
        case M::GeminiNoLimits:
            return "Gemini publishes no size limits (it \"may reject very large or deeply nested schemas\"); {0}";
        case M::AnthropicNoLimits:
            return "Anthropic publishes no size limits; schemas that are too large fail with \"The compiled grammar is "
                   "too large\" or \"Schema is too complex for compilation\"; {0}";
        case M::AnthropicHearsay:
            return "{0}. Third-party code caps strict tools at 24 optional properties and 16 union-typed parameters "
                   "(unverified)";
        case M::AnthropicHearsayFix: return "make optional properties required and nullable (toStrictSchema does)";
    }
    return {};
}

}  // namespace sg::providers
