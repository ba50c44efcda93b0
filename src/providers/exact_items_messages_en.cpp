// The English wording of exact_items_messages.h.
#include "providers/exact_items_messages.h"

namespace sg::providers {

std::string_view english_exact_items_text(ExactItemsMessage message) {
    using M = ExactItemsMessage;
    switch (message) {
        case M::MalformedEscape: return "the fragment has a malformed %-escape";
        case M::NotAPointer: return "not a JSON Pointer: it must be empty or start with '/'";
        case M::NamesNothing: return "the pointer names nothing in the schema";
        case M::NamesBoolean: return "the pointer must name an array schema; it names a boolean schema";
        case M::NamesNoSchema: return "the pointer must name an array schema; it names no schema";
        case M::NamesRef:
            return "the pointer must name an array schema; it names a $ref; point at the referenced array schema (that "
                   "changes every use of it) or inline it";
        case M::NamesUnion:
            return "the pointer must name an array schema; it names a union; point at its array branch, e.g. "
                   ".../anyOf/0";
        case M::NamesType: return "the pointer must name an array schema; it names a schema of type {0}";
        case M::NamesUntyped: return "the pointer must name an array schema; it names a schema without type \"array\"";
        case M::ClosedTuple: return "the tuple is closed at length {0}, shorter than {1}";
    }
    return {};
}

}  // namespace sg::providers
