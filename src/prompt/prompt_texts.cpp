#include "prompt/prompt_texts.h"

namespace sg {

std::optional<PromptLanguage> prompt_language_from_code(std::string_view code) {
    if (code == "en") return PromptLanguage::English;
    if (code == "ja") return PromptLanguage::Japanese;
    return std::nullopt;
}

std::string_view prompt_language_code(PromptLanguage language) {
    return language == PromptLanguage::Japanese ? "ja" : "en";
}

const PromptTexts& prompt_texts(PromptLanguage language) {
    return language == PromptLanguage::Japanese ? japanese_prompt_texts() : english_prompt_texts();
}

}  // namespace sg
