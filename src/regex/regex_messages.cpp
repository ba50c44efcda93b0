#include "regex/regex_messages.h"

namespace sg {

std::string_view regex_text(RegexMessage message, Language language) {
    return language == Language::Japanese ? japanese_regex_text(message) : english_regex_text(message);
}

}  // namespace sg
