#include "providers/provider.h"

namespace sg {

std::string_view provider_name(Provider provider) {
    switch (provider) {
        case Provider::OpenAI: return "openai";
        case Provider::Anthropic: return "anthropic";
        case Provider::Gemini: return "gemini";
        case Provider::GeminiLegacy: return "gemini-legacy";
    }
    return "openai";
}

std::optional<Provider> provider_from_name(std::string_view name) {
    for (const Provider p : {Provider::OpenAI, Provider::Anthropic, Provider::Gemini, Provider::GeminiLegacy}) {
        if (provider_name(p) == name) return p;
    }
    return std::nullopt;
}

}  // namespace sg
