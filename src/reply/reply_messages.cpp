#include "reply/reply_messages.h"

namespace sg {

std::string_view reply_text(ReplyMessage message, Language language) {
    return language == Language::Japanese ? japanese_reply_text(message) : english_reply_text(message);
}

}  // namespace sg
