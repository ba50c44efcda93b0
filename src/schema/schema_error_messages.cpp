#include "schema/schema_error_messages.h"

namespace sg::schema {

std::string_view schema_error_text(SchemaErrorMessage message, Language language) {
    return language == Language::Japanese ? japanese_schema_error_text(message) : english_schema_error_text(message);
}

}  // namespace sg::schema
