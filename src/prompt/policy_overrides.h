// Reading the caller's policy overrides (rule P2). Two forms:
//  - text that does not start with `{`: the whole text (trimmed) is the extra policy;
//  - a JSON object (text starting with `{`): `persistence_policy`, `context_gathering_policy`,
//    `uncertainty_policy`, `tool_preamble_policy` replace their block, `extra_policy` is
//    appended. A string that is blank (or null) keeps the default, like an absent key; other
//    keys are ignored and reported. Text that starts with `{` but is not strict JSON is an
//    error, never taken as plain text: a broken override must not pass unnoticed.
// Blank overrides (empty or only white space) are no overrides at all.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "core/result.h"
#include "prompt/policy_blocks.h"

namespace sg {

#define SG_OVERRIDE_FORMS(X) X(None, "none") X(Text, "text") X(Json, "json")
SG_NAMED_ENUM(OverrideForm, SG_OVERRIDE_FORMS)

inline std::string_view override_form_name(OverrideForm form) { return name_of(form); }

inline constexpr std::string_view kExtraPolicyKey = "extra_policy";

// Something in the overrides that was ignored: `code` is "UnknownKey" (a key that is not one of
// the five), "BlankValue" (a blank string: the default stays) or "DuplicateKey" (the last wins).
struct OverrideWarning {
    std::string code;
    std::string key;
    std::string message;
};

struct PolicyOverrides {
    OverrideForm form = OverrideForm::None;
    std::array<std::optional<std::string>, kPolicyBlockOrder.size()> blocks;  // by PolicyBlock, trimmed
    std::optional<std::string> extra_policy;                                   // trimmed
    std::vector<OverrideWarning> warnings;
};

// Errors: JsonParseError (positioned in `overrides`), LimitExceeded (nesting deeper than
// limits::kMaxDepth), SchemaMismatch (a known key whose value is not a string or null).
Result<PolicyOverrides> read_policy_overrides(std::string_view overrides);

}  // namespace sg
