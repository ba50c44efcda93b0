// The English wording of validation messages: one line a model can act on, naming the value at
// fault, what was expected and what was found ("'basis' must be one of goal, prev; got 'start'").
#include "schema/validation_messages.h"

namespace sg::schema {

std::string_view english_validation_text(ValidationMessage message) {
    using M = ValidationMessage;
    switch (message) {
        case M::ValueSubject: return "value";
        case M::Got: return "; got {0}";
        case M::ListSeparator: return ", ";
        case M::TypeSeparator: return " or ";
        case M::CharacterOne: return "{0} character";
        case M::CharacterMany: return "{0} characters";
        case M::ItemOne: return "{0} item";
        case M::ItemMany: return "{0} items";
        case M::PropertyOne: return "{0} property";
        case M::PropertyMany: return "{0} properties";
        case M::SchemaFalse: return "no value is allowed here (the schema is false)";
        case M::NotAllowedHere: return "{0} is not allowed here (the schema is false)";
        case M::PropertyNotAllowed: return "property '{0}' is not allowed";
        case M::PropertyMustBeAbsent: return "property '{0}' must not be present";
        case M::PropertyUnevaluated: return "property '{0}' is not allowed (unevaluatedProperties)";
        case M::ItemTooMany: return "item {0} is not allowed (too many items)";
        case M::ItemUnevaluated: return "item {0} is not allowed (unevaluatedItems)";
        case M::DependentFalse: return "{0} must not have property '{1}'";
        case M::Minimum: return "{0} must be >= {1}";
        case M::Maximum: return "{0} must be <= {1}";
        case M::ExclusiveMinimum: return "{0} must be > {1}";
        case M::ExclusiveMaximum: return "{0} must be < {1}";
        case M::MultipleOf: return "{0} must be a multiple of {1}";
        case M::EnumEmpty: return "{0} can never be valid (enum is empty)";
        case M::EnumOneOf: return "{0} must be one of {1}";
        case M::EnumMore: return "… ({0} values)";
        case M::MustBe: return "{0} must be {1}";
        case M::MinLength: return "{0} must be at least {1} long";
        case M::MaxLength: return "{0} must be at most {1} long";
        case M::Pattern: return "{0} must match the pattern {1}";
        case M::Format: return "{0} must be a valid {1}";
        case M::Base64: return "{0} must be valid base64";
        case M::Base64Json: return "{0} must be base64-encoded JSON";
        case M::JsonText: return "{0} must be a JSON text";
        case M::MinItems: return "{0} must have at least {1}";
        case M::MaxItems: return "{0} must have at most {1}";
        case M::UniqueItems: return "{0} must not contain duplicates; items {1} and {2} are equal";
        case M::ContainsAtLeast: return "{0} must contain at least {1} matching the contains schema";
        case M::ContainsAtMost: return "{0} must contain at most {1} matching the contains schema";
        case M::MinProperties: return "{0} must have at least {1}";
        case M::MaxProperties: return "{0} must have at most {1}";
        case M::Required: return "missing required property '{0}'";
        case M::Within: return " in {0}";
        case M::DependentRequired: return "missing property '{0}', required when '{1}' is present";
        case M::PropertyNames: return "property name '{0}' does not match the propertyNames schema";
        case M::Not: return "{0} must not match the schema in not";
        case M::AnyOf: return "{0} must match at least one schema in anyOf";
        case M::OneOfNone: return "{0} must match exactly one schema in oneOf; it matches none";
        case M::OneOfMany: return "{0} must match exactly one schema in oneOf; it matches {1} and {2}";
        case M::Invalid: return "{0} is invalid ({1})";
        case M::DepthLimit:
            return "validation nested deeper than maxDepth ({0}) subschema applications; the value is too deep or the "
                   "schema loops";
        case M::StepLimit:
            return "validation took more than maxSteps ({0}) subschema evaluations; the schema does exponential work";
        case M::PatternStepLimit:
            return "pattern matching took more than maxPatternSteps ({0}) regex steps; the strings are too long for "
                   "these patterns";
        case M::EnumListed: return "{0} must be one of the values the schema lists";
        case M::OneOfType: return "{0} must match exactly one schema in oneOf";
        case M::CannotBe: return "{0} cannot be a {1}";
        case M::GrownPast: return "; it has grown past that";
        case M::NoTextStartsWith: return "; no text starting with \"{0}\" does";
        case M::NoValueStartsWith: return "; no value starts with \"{0}\"";
        case M::OneMoreProperty: return "; property '{0}' is one more";
        case M::ItemBegun: return "; item {0} has begun";
    }
    return "";
}

}  // namespace sg::schema
