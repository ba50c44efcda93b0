#include "prompt/prompt_texts.h"

namespace sg {

const PromptTexts& prompt_texts(Language language) {
    return language == Language::Japanese ? japanese_prompt_texts() : english_prompt_texts();
}

}  // namespace sg
