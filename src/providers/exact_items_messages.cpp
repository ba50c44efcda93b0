#include "providers/exact_items_messages.h"

namespace sg::providers {

std::string_view exact_items_text(ExactItemsMessage message, Language language) {
    return language == Language::Japanese ? japanese_exact_items_text(message) : english_exact_items_text(message);
}

}  // namespace sg::providers
