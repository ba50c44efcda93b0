// The wording of every reason a schema is refused (SchemaError::message, read by the schema's
// author), one table per language (schema_error_messages_en.cpp, schema_error_messages_ja.cpp):
// the compiler, the scan of `$schema`/`$id`/anchors, references, strict mode, a `pattern` the
// regex engine refuses and the bindings' reading of the schema text pick a row and put the
// values in (core/message_fill.h). Keywords, URIs and option names go in as values, as written.
// A row missing from a table does not compile (-Wswitch); tests/native/schema_error_messages_test.cpp
// checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::schema {

#define SG_SCHEMA_ERROR_MESSAGES(X)                                                                        \
    X(NotASchema, "NotASchema") X(NestingTooDeep, "NestingTooDeep")                                        \
    X(NotAtSchemaPosition, "NotAtSchemaPosition") X(NonEmptySchemaList, "NonEmptySchemaList")              \
    X(HoldsSchemas, "HoldsSchemas") X(NonNegativeInteger, "NonNegativeInteger")                            \
    X(SchemaOrBoolean, "SchemaOrBoolean") X(MustBeSchema, "MustBeSchema") X(MustBeBoolean, "MustBeBoolean") \
    X(MustBeObject, "MustBeObject") X(MustBeNumber, "MustBeNumber") X(MustBeString, "MustBeString")        \
    X(MustBeArray, "MustBeArray") X(MustBeUri, "MustBeUri") X(MustBeUriReference, "MustBeUriReference")    \
    X(RecursiveRef, "RecursiveRef") X(NamesToNameArrays, "NamesToNameArrays")                              \
    X(NamesToNameArraysOrSchemas, "NamesToNameArraysOrSchemas") X(PropertyNamesToSchemas, "PropertyNamesToSchemas") \
    X(PatternsToSchemas, "PatternsToSchemas") X(NamesToSchemas, "NamesToSchemas") X(NameArray, "NameArray") \
    X(TypeNames, "TypeNames") X(GreaterThanZero, "GreaterThanZero") X(PatternString, "PatternString")      \
    X(Pattern, "Pattern") X(InPlaceCycle, "InPlaceCycle")                                                  \
    /* a reference that names nothing: Unresolved, then why */                                             \
    X(Unresolved, "Unresolved") X(MalformedEscape, "MalformedEscape") X(UnknownUri, "UnknownUri")          \
    X(PointerNamesNothing, "PointerNamesNothing") X(PointerNotSchema, "PointerNotSchema")                  \
    X(NoAnchor, "NoAnchor")                                                                                \
    /* $schema, $id, anchors, registered documents */                                                      \
    X(UnknownDialect, "UnknownDialect") X(MetaSchemaDialect, "MetaSchemaDialect")                          \
    X(MetaSchemaVocabulary, "MetaSchemaVocabulary") X(IdFragment, "IdFragment") X(AnchorName, "AnchorName") \
    X(RegisteredWithFragment, "RegisteredWithFragment")                                                    \
    /* strict mode: a refusal, then a hint (DidYouMean, ValueIsSchema) and StrictHow */                                                                                      \
    X(UnknownKeyword, "UnknownKeyword") X(DidYouMean, "DidYouMean") X(ValueIsSchema, "ValueIsSchema")      \
    X(StrictHow, "StrictHow") X(ThenWithoutIf, "ThenWithoutIf")                                            \
    X(AdditionalItemsIgnored, "AdditionalItemsIgnored") X(UnknownFormat, "UnknownFormat")                  \
    /* the schema text, before it is compiled */                                                           \
    X(TextTooLarge, "TextTooLarge") X(TextTooDeep, "TextTooDeep") X(NotJson, "NotJson")                   \
    /* a refusal with the place of its keyword, as the bindings' SchemaError says it */                   \
    X(Located, "Located")
SG_NAMED_ENUM(SchemaErrorMessage, SG_SCHEMA_ERROR_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view schema_error_text(SchemaErrorMessage message, Language language);

inline std::string schema_error_message(Language language, SchemaErrorMessage message,
                                        std::initializer_list<std::string_view> values = {}) {
    return fill_message(schema_error_text(message, language), values);
}

// Defined in schema_error_messages_en.cpp and schema_error_messages_ja.cpp.
std::string_view english_schema_error_text(SchemaErrorMessage message);
std::string_view japanese_schema_error_text(SchemaErrorMessage message);

}  // namespace sg::schema
