// The English wording of a schema's refusal: what the keyword must be, for the schema's author
// to fix it ("minLength must be a non-negative integer").
#include "schema/schema_error_messages.h"

namespace sg::schema {

std::string_view english_schema_error_text(SchemaErrorMessage message) {
    using M = SchemaErrorMessage;
    switch (message) {
        case M::NotASchema: return "a schema must be an object or a boolean";
        case M::NestingTooDeep: return "schema nesting is deeper than maxDepth ({0})";
        case M::NotAtSchemaPosition: return "a referenced value is not at a schema position";
        case M::NonEmptySchemaList: return "{0} must be a non-empty array of schemas";
        case M::HoldsSchemas: return "{0} must hold schemas (objects or booleans)";
        case M::NonNegativeInteger: return "{0} must be a non-negative integer";
        case M::SchemaOrBoolean: return "{0} must be a schema (an object or a boolean)";
        case M::MustBeSchema: return "{0} must be a schema";
        case M::MustBeBoolean: return "{0} must be a boolean";
        case M::MustBeObject: return "{0} must be an object";
        case M::MustBeNumber: return "{0} must be a number";
        case M::MustBeString: return "{0} must be a string";
        case M::MustBeArray: return "{0} must be an array";
        case M::MustBeUri: return "{0} must be a string (a URI)";
        case M::MustBeUriReference: return "{0} must be a string (a URI reference)";
        case M::RecursiveRef: return "$recursiveRef (draft 2019-09) is not supported; use draft 2020-12 $dynamicRef";
        case M::NamesToNameArrays: return "{0} must map property names to arrays of property names";
        case M::NamesToNameArraysOrSchemas: return "{0} must map property names to arrays of property names or to schemas";
        case M::PropertyNamesToSchemas: return "{0} must map property names to schemas";
        case M::PatternsToSchemas: return "{0} must map patterns to schemas";
        case M::NamesToSchemas: return "{0} must map names to schemas";
        case M::NameArray: return "{0} must be an array of property names";
        case M::TypeNames: return "type must be one of null, boolean, object, array, number, string, integer, or an array of them";
        case M::GreaterThanZero: return "{0} must be greater than 0";
        case M::PatternString: return "pattern must be a string (an ECMA-262 regular expression)";
        case M::Pattern: return "pattern /{0}/ at offset {1}: {2}";
        case M::InPlaceCycle:
            return "this subschema applies itself to the same value without end (a cycle of $ref and in-place "
                   "applicators that never moves into the instance)";
        case M::Unresolved: return "{0} '{1}' cannot be resolved: {2}";
        case M::MalformedEscape: return "its fragment has a malformed %-escape";
        case M::UnknownUri: return "no schema is known by the URI '{0}' (register it first)";
        case M::PointerNamesNothing: return "the JSON Pointer names no value";
        case M::PointerNotSchema: return "the JSON Pointer names a value that is not a schema";
        case M::NoAnchor: return "resource '{0}' has no anchor '{1}'";
        case M::UnknownDialect:
            return "$schema '{0}' is neither a supported dialect (2020-12, draft-07) nor a registered meta-schema";
        case M::MetaSchemaDialect: return "meta-schema '{0}' must itself declare a supported $schema";
        case M::MetaSchemaVocabulary: return "meta-schema '{0}' requires vocabulary '{1}', which is not supported";
        case M::IdFragment: return "$id must not have a fragment; got '{0}' (use $anchor)";
        case M::AnchorName: return "{0} must be a name matching ^[A-Za-z_][-A-Za-z0-9._]*$";
        case M::RegisteredWithFragment: return "a schema is registered under a URI without a fragment; got '{0}'";
        case M::UnknownKeyword: return "\"{0}\" is not a keyword of JSON Schema {1}{2}{3}";
        case M::DidYouMean: return "; did you mean \"{0}\"?";
        case M::ValueIsSchema: return "; its value is a schema: a property's schema goes under \"properties\"";
        case M::StrictHow: return " (strict mode: name annotations of your own x-…, or compile with strict: false)";
        case M::ThenWithoutIf: return "\"{0}\" without \"if\" is ignored; add the \"if\" it answers or remove it{1}";
        case M::AdditionalItemsIgnored:
            return "\"additionalItems\" is ignored unless \"items\" is an array of schemas; put the schema for every "
                   "item in \"items\"{0}";
        case M::UnknownFormat:
            return "format \"{0}\" is not a format structguard knows; pass formats: { \"{0}\": (text) => … } to check "
                   "it, or compile with strict: false to keep it an annotation";
        case M::TextTooLarge:
            return "the schema text is {0} bytes, over maxInputBytes ({1}); raise maxInputBytes if such a schema is expected";
        case M::TextTooDeep: return "schema nesting is deeper than maxDepth ({0}); raise maxDepth if such depth is expected";
        case M::NotJson: return "the schema is not JSON: {0}";
        case M::Located: return "{0} (at {1})";
    }
    return {};
}

}  // namespace sg::schema
