// The wording of withExactItems's errors (rule S5), in the call's locale: a pointer that is not
// one or names nothing, what the pointer names instead of an array schema, a closed tuple too
// short. One table per language (exact_items_messages_en.cpp, exact_items_messages_ja.cpp), as
// for toStrictSchema's report (strict_messages.h). Types and counts go in as values, as
// written. A row missing from a table does not compile (-Wswitch);
// tests/native/providers_exact_items_messages_test.cpp checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::providers {

#define SG_EXACT_ITEMS_MESSAGES(X)                                                                           \
    /* the pointer */                                                                                        \
    X(MalformedEscape, "MalformedEscape") X(NotAPointer, "NotAPointer") X(NamesNothing, "NamesNothing")      \
    /* what it names instead of an array schema */                                                           \
    X(NamesBoolean, "NamesBoolean") X(NamesNoSchema, "NamesNoSchema") X(NamesRef, "NamesRef")                \
    X(NamesUnion, "NamesUnion") X(NamesType, "NamesType") X(NamesUntyped, "NamesUntyped")                    \
    /* the array */                                                                                          \
    X(ClosedTuple, "ClosedTuple")
SG_NAMED_ENUM(ExactItemsMessage, SG_EXACT_ITEMS_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view exact_items_text(ExactItemsMessage message, Language language);

inline std::string exact_items_message(Language language, ExactItemsMessage message,
                                       std::initializer_list<std::string_view> values = {}) {
    return fill_message(exact_items_text(message, language), values);
}

// Defined in exact_items_messages_en.cpp and exact_items_messages_ja.cpp.
std::string_view english_exact_items_text(ExactItemsMessage message);
std::string_view japanese_exact_items_text(ExactItemsMessage message);

}  // namespace sg::providers
