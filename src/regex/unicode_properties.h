// The sets named by \p{...} in ECMA-262 (u flag): a General_Category value alone (`L`,
// `Letter`, `Nd`, `digit`), `General_Category=` / `gc=` a value, `Script=` / `sc=` a script
// (`Han`, `Hira`), or a binary property (`ASCII`, `Any`, `Assigned`, `White_Space`, `Emoji`,
// …). Names are matched exactly, as ECMA-262 requires (no loose matching).
#pragma once

#include <string_view>

#include "regex/code_set.h"

namespace sg {

enum class PropertyStatus {
    Found,
    Unsupported,  // valid in ECMA-262 but without a table here (Script_Extensions, Alphabetic, …)
    Unknown,      // not a property ECMA-262 knows: a syntax error
};

struct PropertyLookup {
    PropertyStatus status;
    CodeSet set;  // normalized; empty unless Found
};

// `body` is the text between the braces of \p{...}.
PropertyLookup unicode_property(std::string_view body);

// unicode_property(body).status, without building the set (for reading syntax only).
PropertyStatus unicode_property_status(std::string_view body);

}  // namespace sg
