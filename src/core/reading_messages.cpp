#include "core/reading_messages.h"

namespace sg {

std::string_view reading_text(ReadingMessage message, Language language) {
    return language == Language::Japanese ? japanese_reading_text(message) : english_reading_text(message);
}

}  // namespace sg
