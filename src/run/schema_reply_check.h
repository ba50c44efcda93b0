// The reply check backed by the schema validator (rule S1: structured output is validated
// even when the provider claims to enforce the schema): parse_reply extracts (X1), parses
// strictly and validates in one pass; a rejected reply carries every failing location and
// what was expected as its correction (L6). The runner uses it for any call with a schema
// and no check of its own.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "reply/reply_parser.h"
#include "run/reply_check.h"
#include "run/wire/run_error.h"
#include "schema/schema.h"

namespace sg {

// At most this many validation errors go into one correction.
constexpr std::size_t kMaxReaskErrors = 10;

ReplyCheck schema_reply_check(std::shared_ptr<const CompiledSchema> schema, const ReplyOptions& options);

// Compiles the schema text of a call (already known to be a JSON object) for the check; an
// InvalidCall when the validator cannot compile it.
struct SchemaCheckBuild {
    ReplyCheck check;
    std::optional<RunError> error;
    // The schemas whose acceptance the check depends on (one accepting is needed), the call's
    // own first: what stopping early judges (early_stop.h).
    std::vector<std::shared_ptr<const CompiledSchema>> schemas;
};

// `language`: of the validation messages and of the correction (reask_message.h).
SchemaCheckBuild schema_reply_check(std::string_view schema_json, const SchemaOptions& options = {},
                                    Language language = Language::English);

// The check of a call that sent `strict_form_json`, the strict form of `schema_json`
// (provider_schema.h): the reply is read under the form sent, its nulls that stand for absent
// members are taken out (strict_round_trip.h), and the call's own schema judges the result,
// which is the value accepted.
SchemaCheckBuild schema_reply_check(std::string_view schema_json, std::string_view strict_form_json,
                                    Language language = Language::English);

}  // namespace sg
