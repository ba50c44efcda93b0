// The structured-output providers whose schema subsets structguard knows
// (each from its provider's published documentation), named as users name them.
#pragma once

#include <optional>
#include <string_view>

#include "core/enum_names.h"

namespace sg {

#define SG_PROVIDERS(X)                                                                                          \
    X(OpenAI, "openai")               /* strict structured outputs (response_format json_schema, strict:true) */ \
    X(Anthropic, "anthropic")         /* output_config.format json_schema and strict tools */                    \
    X(Gemini, "gemini")               /* responseJsonSchema */                                                   \
    X(GeminiLegacy, "gemini-legacy")  /* responseSchema, the OpenAPI 3.0 subset */
SG_NAMED_ENUM(Provider, SG_PROVIDERS)

inline std::string_view provider_name(Provider provider) { return name_of(provider); }

// Nothing for a name that is not one of the four above.
inline std::optional<Provider> provider_from_name(std::string_view name) { return enum_from_name<Provider>(name); }

}  // namespace sg
