#include "run/call_messages.h"

namespace sg {

std::string_view call_text(CallMessage message, Language language) {
    return language == Language::Japanese ? japanese_call_text(message) : english_call_text(message);
}

}  // namespace sg
