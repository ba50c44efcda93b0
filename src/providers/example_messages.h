// The wording of exampleInstance's errors (rule R5), in the call's locale: a schema that does
// not compile, what no value can be built for, a limit passed, a value built that does not
// validate. One table per language (example_messages_en.cpp, example_messages_ja.cpp), as for
// toStrictSchema's report (strict_messages.h). Keywords, `$ref`s, instance locations, counts and
// the compiler's and validator's own messages (said in the same language) go in as values, as
// written. A row missing from a table does not compile (-Wswitch);
// tests/native/providers_example_messages_test.cpp checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::providers {

#define SG_EXAMPLE_MESSAGES(X)                                                                               \
    /* the schema */                                                                                         \
    X(DoesNotCompile, "DoesNotCompile") X(UnsupportedRef, "UnsupportedRef")                                  \
    /* unsatisfiable */                                                                                      \
    X(FalseAcceptsNothing, "FalseAcceptsNothing") X(EmptyEnum, "EmptyEnum") X(NoBranch, "NoBranch")          \
    X(NestedTooDeep, "NestedTooDeep") X(NoInteger, "NoInteger") X(NoNumber, "NoNumber")                      \
    X(NoString, "NoString")                                                                                  \
    /* limits */                                                                                             \
    X(TooManySteps, "TooManySteps") X(MinLengthOverLimit, "MinLengthOverLimit")                              \
    X(MinItemsOverLimit, "MinItemsOverLimit") X(MinContainsOverLimit, "MinContainsOverLimit")                \
    /* the value built breaks the schema */                                                                  \
    X(TemplateDoesNotValidate, "TemplateDoesNotValidate") X(BuiltDoesNotValidate, "BuiltDoesNotValidate")
SG_NAMED_ENUM(ExampleMessage, SG_EXAMPLE_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view example_text(ExampleMessage message, Language language);

inline std::string example_message(Language language, ExampleMessage message,
                                   std::initializer_list<std::string_view> values = {}) {
    return fill_message(example_text(message, language), values);
}

// Defined in example_messages_en.cpp and example_messages_ja.cpp.
std::string_view english_example_text(ExampleMessage message);
std::string_view japanese_example_text(ExampleMessage message);

}  // namespace sg::providers
