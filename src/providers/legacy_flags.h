// Reading boolean flags in legacy records (rule S6): a record written before the
// flag existed has no flag, and means "on". The rule is JavaScript's `record.enabled !== false`:
//   absent -> true; true -> true; false -> false;
//   any other value (null, "false", 0) -> true, because only the boolean false switches it off;
//   a record that is not an object -> true (there is no flag in it to say false).
// Seed 003 filters pending TikTok/X posts this way: fallback posts carry enabled:false and are
// dropped; posts written before the flag existed are kept.
#pragma once

#include <string_view>

#include <rapidjson/document.h>

namespace sg {

bool is_enabled(const rapidjson::Value& record, std::string_view flag = "enabled");

}  // namespace sg
