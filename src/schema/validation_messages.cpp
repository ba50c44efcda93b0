#include "schema/validation_messages.h"

namespace sg::schema {

std::string_view validation_text(ValidationMessage message, Language language) {
    return language == Language::Japanese ? japanese_validation_text(message) : english_validation_text(message);
}

}  // namespace sg::schema
