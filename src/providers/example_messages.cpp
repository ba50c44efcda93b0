#include "providers/example_messages.h"

namespace sg::providers {

std::string_view example_text(ExampleMessage message, Language language) {
    return language == Language::Japanese ? japanese_example_text(message) : english_example_text(message);
}

}  // namespace sg::providers
