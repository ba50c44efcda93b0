#include "providers/lint_messages.h"

namespace sg::providers {

std::string_view lint_text(LintMessage message, Language language) {
    return language == Language::Japanese ? japanese_lint_text(message) : english_lint_text(message);
}

}  // namespace sg::providers
