// The English wording of strict_messages.h.
#include "providers/strict_messages.h"

namespace sg::providers {

std::string_view english_strict_text(StrictMessage message) {
    using M = StrictMessage;
    switch (message) {
        case M::TooDeepToConvert: return "the schema nests deeper than maxDepth ({0})";
        case M::TrueAcceptsAny: return "`true` accepts any value, which {0} cannot express";
        case M::NotObjectOrBoolean: return "a schema must be an object or a boolean";
        case M::NoType: return "this schema accepts any value (it has no type), which {0} cannot express; give it a type";
        case M::RefNotString: return "`$ref` must be a string";
        case M::ExternalRef: return "`$ref` \"{0}\" points outside this schema; nothing is fetched";
        case M::UnresolvedRef: return "`$ref` \"{0}\" names nothing in this schema";
        case M::RecursiveRef: return "`$ref` \"{0}\" is recursive; {1} does not support recursive schemas";
        case M::RecursiveInside:
            return "`$ref` \"{0}\" is recursive and points inside a schema; OpenAI takes only \"#\" or \"#/$defs/name\": "
                   "move the target into $defs";
        case M::ChainTooLong: return "references chain through more than {0} schemas here";
        case M::RefNamesFalse: return "`$ref` \"{0}\" names `false`, which accepts no value";
        case M::InlinedTooLarge:
            return "inlining `$ref` \"{0}\" here would copy more than maxInlinedValues ({1}) JSON values into the "
                   "converted schema: each `$ref` becomes a copy of its target, so definitions that use the one before "
                   "more than once double at every level; make the schema refer to fewer copies, or raise "
                   "maxInlinedValues";
        case M::InlinedTooLargeLegacy:
            return "inlining `$ref` \"{0}\" here would copy more than maxInlinedValues ({1}) JSON values into the "
                   "converted schema: each `$ref` becomes a copy of its target, so definitions that use the one before "
                   "more than once double at every level; send it as responseJsonSchema (provider 'gemini'), which "
                   "keeps `$ref`, or make the schema refer to fewer copies, or raise maxInlinedValues";
        case M::NoTuples: return "{0} has no tuples (prefixItems); use an object with one property per position";
        case M::ArrayWithoutItems: return "an array without `items` accepts any items, which {0} cannot express";
        case M::RootNotObject:
            return "{0} needs the root to be one object schema; wrap the value in a property of an object";
        case M::NotAJsonObject: return "a schema must be a JSON object";
        case M::StillBreaks:
            return "the converted schema still breaks a rule of {0}: {1} (the pointer is in the converted schema)";
        case M::OneOfBesideAnyOf: return "oneOf beside anyOf cannot be written as one anyOf; nest one of them";
        case M::OnlyNull: return "a schema whose only type is null cannot be written for {0}";
        case M::TypeArrayBesideAnyOf: return "a type array beside anyOf cannot be written as one anyOf; nest one of them";
        case M::MapObject:
            return "a map (keys not known in advance) cannot be expressed for {0}; list its properties (a map can be an "
                   "array of {key, value} objects)";
        case M::FreeFormObject:
            return "an object without properties cannot be expressed for {0}; list its properties (a map can be an "
                   "array of {key, value} objects)";
        case M::FalseProperty:
            return "optional property `{0}` has the schema false, which {1} cannot write as null (null is \"nullable\": "
                   "true on a typed schema); remove the property";
        case M::RequiredWithoutProperty:
            return "`{0}` is required but not among the properties, so no object could match once extra properties "
                   "are closed off";
        case M::AllOfConflict: return "allOf cannot be merged into one schema: `{0}` — {1}";
        case M::AllOfTooDeep: return "allOf nests or refers too deeply to be merged";
        case M::AllOfFalse: return "an allOf branch is `false`: nothing can match";
        case M::AllOfRefMissing: return "an allOf branch refers to \"{0}\", which is not in this schema";
        case M::AllOfRefFalse: return "an allOf branch refers to `false`: nothing can match";
        case M::ClosedBranch: return "one branch closes its object, so property `{0}` from another is not allowed";
        case M::DifferentValues: return "the branches give different values";
        case M::SameDefinitionName: return "two different definitions are named `{0}`";
        case M::NoCommonType: return "the branches allow no type in common";
        case M::NoCommonValue: return "the branches allow no value in common";
        case M::InlineRef: return "`$ref` \"{0}\" replaced by a copy of its target";
        case M::TupleItems: return "draft-07 tuple `items` written as prefixItems";
        case M::DefinitionsRemoved: return "`{0}` removed: every reference was inlined";
        case M::AdditionalItemsRemoved: return "`additionalItems` without a tuple removed (it has no effect)";
        case M::AddType: return "type {0} added, as the values and keywords imply";
        case M::OneOfToAnyOf: return "oneOf became anyOf: a value that matches several branches is now accepted too";
        case M::NullableWritten: return "\"nullable\": true written as this provider allows null";
        case M::NullableRemoved: return "`nullable` removed (it is OpenAPI's, not JSON Schema's)";
        case M::NullBranchFolded: return "the {\"type\": \"null\"} branch of anyOf written as \"nullable\": true";
        case M::DefaultNullRemoved: return "\"default\": null removed, as OpenAI's SDK does";
        case M::ConstToEnum: return "const written as an enum with one value";
        case M::AnnotationRemoved: return "`{0}` removed (an annotation {1} has no field for)";
        case M::MovedToDescription: return "`{0}` moved into description: {1} does not take it here";
        case M::OneType: return "type array written as one type";
        case M::OneTypeNullable: return "type array written as one type with \"nullable\": true";
        case M::TypeArrayToAnyOf: return "type array written as anyOf with one branch per type";
        case M::MovedIntoDescription: return "`{0}` moved into description";
        case M::ExtraKeysRemoved: return "`{0}` removed; only the listed properties are accepted";
        case M::LegacyExtraRemoved: return "`additionalProperties` removed: responseSchema has no such field";
        case M::ClosedAdded: return "\"additionalProperties\": false added";
        case M::ClosedSet: return "\"additionalProperties\" set to false; only the listed properties are accepted";
        case M::NowRequiredNullable:
            return "optional property `{0}` is now required and may be null; a null stands for \"absent\"";
        case M::NowRequired:
            return "optional property `{0}` is now required (it could already be null); a null stands for \"absent\"";
        case M::OrderingAdded: return "propertyOrdering added in declaration order";
        case M::MergedAllOf: return "allOf with {0} branches merged into the schema";
        case M::UnusedDefinition: return "unused definition removed (nothing refers to it any more)";
    }
    return {};
}

}  // namespace sg::providers
