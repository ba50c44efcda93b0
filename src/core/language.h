// The languages structguard writes text in for people and models: prompts (prompt_texts.h),
// validation messages (schema/validation_messages.h) and the correction sent back to a model
// (reply/reply_messages.h). One list, so that every table of texts has the same rows.
#pragma once

#include <optional>
#include <string_view>

namespace sg {

enum class Language { English, Japanese };

// "en" | "ja"; anything else is not a language structguard writes.
inline std::optional<Language> language_from_code(std::string_view code) {
    if (code == "en") return Language::English;
    if (code == "ja") return Language::Japanese;
    return std::nullopt;
}

inline std::string_view language_code(Language language) { return language == Language::Japanese ? "ja" : "en"; }

}  // namespace sg
