// The wording of what the process template's own checks say (rule G6): a value without the
// template's schema id or with another one, a first step not based on the goal, and a
// built-in schema that does not compile. One table per language (template_messages_en.cpp,
// template_messages_ja.cpp), as for the graph's messages (graph/graph_messages.h), which the
// draft's seq and dependsOn checks use. Field names and values go in as written. A row
// missing from a table does not compile (-Wswitch); tests/native/templates_process_test.cpp
// checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg {

#define SG_TEMPLATE_MESSAGES(X)                                                                   \
    X(NoSchemaId, "NoSchemaId") X(OtherSchemaId, "OtherSchemaId")                                  \
    X(FirstStepBasis, "FirstStepBasis") X(BuiltinBroken, "BuiltinBroken")
SG_NAMED_ENUM(TemplateMessage, SG_TEMPLATE_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view template_text(TemplateMessage message, Language language);

inline std::string template_message(Language language, TemplateMessage message,
                                    std::initializer_list<std::string_view> values = {}) {
    return fill_message(template_text(message, language), values);
}

// Defined in template_messages_en.cpp and template_messages_ja.cpp.
std::string_view english_template_text(TemplateMessage message);
std::string_view japanese_template_text(TemplateMessage message);

}  // namespace sg
