#include <catch2/catch.hpp>

#include "prompt/session_prompt.h"

using namespace sg;

TEST_CASE("P3 the session prompt is Japanese unless asked otherwise") {
    const SessionContext context{"食品製造", "", "新商品の発売", "", "", ""};
    CHECK(build_session_prompt(context) == build_session_prompt(context, {Language::Japanese}));
    CHECK(build_session_prompt(context).find("回答はすべて日本語で書いてください。") != std::string::npos);
    CHECK(build_session_prompt(context, {Language::English}).find("Write your whole reply in English") !=
          std::string::npos);
}

TEST_CASE("P3 the context lists the given fields in their fixed order and leaves blank ones out") {
    const SessionContext context{"Retail", "", " Open a store ", "\t", "GDPR", "Line one\n\nLine three"};
    const std::string prompt = build_session_prompt(context, {Language::English});
    CHECK(prompt.find("## Session context\n\n- Industry: Retail\n- Goal: Open a store\n- Compliance: GDPR\n"
                      "- Additional context: Line one\n\n  Line three\n\n## Language") != std::string::npos);
    CHECK(prompt.find("Process type") == std::string::npos);
    CHECK(prompt.find("Region") == std::string::npos);
}

TEST_CASE("P3 without any context the prompt says so and asks the model to ask") {
    const std::string prompt = build_session_prompt(SessionContext{}, {Language::English});
    CHECK(prompt.find("## Session context\n\nNo context was given for this session yet. Ask the user for what you need.\n\n") !=
          std::string::npos);
}

TEST_CASE("P3 the reply must end with a json fence of ai_chat_process_template.v1, every field described") {
    for (Language language : {Language::Japanese, Language::English}) {
        const std::string prompt = build_session_prompt(SessionContext{}, {language});
        INFO(language_code(language));
        CHECK(prompt.find("```json") != std::string::npos);
        CHECK(prompt.find("\"ai_chat_process_template.v1\"") != std::string::npos);
        for (std::string_view field : {"- schema", "- answer", "- missing_information", "- process_template_draft",
                                       "  - name", "  - stepTemplates", "    - seq", "    - name", "    - basis",
                                       "    - offsetDays", "    - requiredArtifacts", "    - dependsOn"}) {
            INFO(field);
            CHECK(prompt.find(std::string("\n") + std::string(field)) != std::string::npos);
        }
        CHECK(prompt.find("-365") != std::string::npos);
        CHECK(prompt.find("\"goal\"") != std::string::npos);
        CHECK(prompt.back() != '\n');
    }
}
