#include "providers/strict_messages.h"

namespace sg::providers {

std::string_view strict_text(StrictMessage message, Language language) {
    return language == Language::Japanese ? japanese_strict_text(message) : english_strict_text(message);
}

}  // namespace sg::providers
