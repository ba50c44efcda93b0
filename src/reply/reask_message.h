// The correction sent back to the model after a rejected reply (rule L6): one line per
// failing place, saying what was expected, then the request to answer with the JSON alone.
// Short on purpose: it is paid for in tokens on every retry. Its sentences are rows of
// reply_messages.h, in the language asked for; the errors' own messages are listed as they are.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/language.h"
#include "reply/reply_parser.h"

namespace sg {

constexpr std::size_t kReaskItems = 10;  // lines listed; the rest are counted

std::string reask_message(const std::vector<ReplyError>& errors, Language language = Language::English,
                          std::size_t max_items = kReaskItems);

}  // namespace sg
