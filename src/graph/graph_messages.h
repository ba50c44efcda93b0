// The wording of what checking and resolving a plan's dependencies says (rules G1-G5): a
// step, seq or dependsOn of the wrong shape, a gap, a reference to itself, to no step or to
// a later step, a cycle, an id missing from idsBySeq. One table per language
// (graph_messages_en.cpp, graph_messages_ja.cpp), as for validation messages
// (schema/validation_messages.h). Seqs, field names, JSON Pointers and the values shown go in
// as values, as written. A row missing from a table does not compile (-Wswitch);
// tests/native/graph_messages_test.cpp checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg {

#define SG_GRAPH_MESSAGES(X)                                                                               \
    /* reading the plan (invalid, duplicate) */                                                             \
    X(StepsNotArray, "StepsNotArray") X(CompactCutShort, "CompactCutShort")                                 \
    X(StepNotObject, "StepNotObject") X(NoSeq, "NoSeq") X(SeqNotNumber, "SeqNotNumber")                     \
    X(SeqUsedAgain, "SeqUsedAgain") X(DependsOnNotArray, "DependsOnNotArray")                               \
    X(DependsOnEntry, "DependsOnEntry")                                                                     \
    /* a gap: which seqs are missing, then how many steps there are, then where the numbering goes */     \
    X(SeqMissing, "SeqMissing") X(SeqsMissing, "SeqsMissing") X(SingleStep, "SingleStep")                   \
    X(StepsNumbered, "StepsNumbered") X(NumberingStarts, "NumberingStarts")                                 \
    X(NumberingJumps, "NumberingJumps")                                                                     \
    /* references and cycles */                                                                            \
    X(DependsOnItself, "DependsOnItself") X(StepDependsOnUnknown, "StepDependsOnUnknown")                   \
    X(SeqDependsOnUnknown, "SeqDependsOnUnknown") X(DependsOnLater, "DependsOnLater") X(Cycle, "Cycle")     \
    /* resolution against idsBySeq */                                                                      \
    X(NoId, "NoId") X(IdNotStringOrNumber, "IdNotStringOrNumber") X(SameId, "SameId")
SG_NAMED_ENUM(GraphMessage, SG_GRAPH_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view graph_text(GraphMessage message, Language language);

inline std::string graph_message(Language language, GraphMessage message,
                                 std::initializer_list<std::string_view> values = {}) {
    return fill_message(graph_text(message, language), values);
}

// Defined in graph_messages_en.cpp and graph_messages_ja.cpp.
std::string_view english_graph_text(GraphMessage message);
std::string_view japanese_graph_text(GraphMessage message);

}  // namespace sg
