// The structured-output providers whose schema subsets structguard knows
// (each from its provider's published documentation), named as users name them.
#pragma once

#include <optional>
#include <string_view>

namespace sg {

enum class Provider {
    OpenAI,        // "openai": strict structured outputs (response_format json_schema, strict:true)
    Anthropic,     // "anthropic": output_config.format json_schema and strict tools
    Gemini,        // "gemini": responseJsonSchema
    GeminiLegacy,  // "gemini-legacy": responseSchema, the OpenAPI 3.0 subset
};

std::string_view provider_name(Provider provider);

// Nothing for a name that is not one of the four above.
std::optional<Provider> provider_from_name(std::string_view name);

}  // namespace sg
