// Whole-schema budgets. OpenAI publishes five and they are computed exactly; Anthropic and
// Gemini publish none, so for them the counts are reported as information, not judged.
//
// How OpenAI's budgets are counted here (over the schema document as written; a `$ref` is not
// expanded for counting):
// - properties: every member of every `properties` object, definitions included (limit 5,000);
// - characters: property names + `$defs`/`definitions` names + enum values + const values, in
//   Unicode code points; a non-string value counts the length of its JSON text (`42` is 2,
//   `true` 4) (limit 120,000);
// - enum values: entries of every `enum` array (limit 1,000);
// - one `enum` whose values are all strings and number more than 250: at most 15,000 characters;
// - levels of nesting: object schemas on the way from the root to the deepest one, the root
//   object being level 1 (limit 10). Arrays, anyOf branches and `$ref` hops add no level
//   themselves: `{"type":"object","properties":{"a":{"type":"array","items":{"type":"object"}}}}`
//   has 2. A `$ref` counts the levels of its target where it is used; a recursive `$ref` (one
//   that can lead back to itself) adds none. An unreferenced definition is measured from
//   level 0, like the root.
#pragma once

#include <rapidjson/document.h>

#include "providers/diagnostic_sink.h"
#include "providers/provider_profile.h"

namespace sg::providers {

// OpenAI: the budgets above as errors, each whole-schema budget at the root pointer "" naming
// its largest contributors; the large-enum rule and the nesting depth where they occur.
// Other providers: one `unpublished-limit` diagnostic with the counts.
void check_budgets(const ProviderProfile& profile, const rapidjson::Value& root, const RefGraph& refs,
                   const WalkOptions& walk, DiagnosticSink& sink);

}  // namespace sg::providers
