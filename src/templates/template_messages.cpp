#include "templates/template_messages.h"

namespace sg {

std::string_view template_text(TemplateMessage message, Language language) {
    return language == Language::Japanese ? japanese_template_text(message) : english_template_text(message);
}

}  // namespace sg
