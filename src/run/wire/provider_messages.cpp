#include "run/wire/provider_messages.h"

namespace sg {

std::string_view provider_text(ProviderMessage message, Language language) {
    return language == Language::Japanese ? japanese_provider_text(message) : english_provider_text(message);
}

}  // namespace sg
