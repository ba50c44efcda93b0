#include <catch2/catch.hpp>

#include "prompt/policy_blocks.h"
#include "prompt/system_prompt.h"

using namespace sg;

namespace {

const std::string kInstruction = "You are the release assistant.";

SystemPrompt compose(std::optional<std::string_view> overrides,
                     Language language = Language::English) {
    Result<SystemPrompt> prompt = compose_system_prompt({kInstruction, overrides, language});
    REQUIRE(prompt.ok());
    return prompt.value();
}

Error compose_error(std::string_view overrides) {
    Result<SystemPrompt> prompt = compose_system_prompt({kInstruction, overrides, Language::English});
    REQUIRE_FALSE(prompt.ok());
    return prompt.error();
}

std::string defaults(Language language = Language::English) {
    std::string text = kInstruction;
    for (PolicyBlock block : kPolicyBlockOrder) text += "\n\n" + default_policy(block, language);
    return text;
}

std::vector<std::string> keys(std::initializer_list<const char*> names) { return {names.begin(), names.end()}; }

std::vector<std::string> warning_codes(const SystemPrompt& prompt) {
    std::vector<std::string> codes;
    for (const OverrideWarning& warning : prompt.warnings) codes.push_back(warning.code + ":" + warning.key);
    return codes;
}

}  // namespace

TEST_CASE("P1 the blocks follow the instruction in the documented order, one blank line apart") {
    const std::string text = compose(std::nullopt).text;
    CHECK(text.rfind(kInstruction + "\n\n<persistence_policy>\n", 0) == 0);
    const std::size_t persistence = text.find("</persistence_policy>\n\n<context_gathering_policy>\n");
    const std::size_t gathering = text.find("</context_gathering_policy>\n\n<uncertainty_policy>\n");
    const std::size_t uncertainty = text.find("</uncertainty_policy>\n\n<tool_preamble_policy>\n");
    REQUIRE(persistence != std::string::npos);
    REQUIRE(gathering != std::string::npos);
    REQUIRE(uncertainty != std::string::npos);
    CHECK(persistence < gathering);
    CHECK(gathering < uncertainty);
    CHECK(text.size() - text.rfind("</tool_preamble_policy>") == std::string("</tool_preamble_policy>").size());
    CHECK(text.find("\n\n\n") == std::string::npos);
}

TEST_CASE("P1 without overrides the text is byte-identical to the defaults, in both languages") {
    CHECK(compose(std::nullopt).text == defaults());
    CHECK(compose(std::nullopt, Language::Japanese).text == defaults(Language::Japanese));
    CHECK(compose(std::nullopt).overrides_form == OverrideForm::None);
    CHECK(defaults() != defaults(Language::Japanese));
}

TEST_CASE("P2 blank overrides and an empty object are no overrides at all") {
    for (std::string_view overrides : {"", "   \n\t", "{}", " { } ", "{\"persistence_policy\": null}"}) {
        INFO(overrides);
        const SystemPrompt prompt = compose(overrides);
        CHECK(prompt.text == defaults());
        CHECK(prompt.overridden.empty());
        CHECK(prompt.warnings.empty());
    }
    CHECK(compose("").overrides_form == OverrideForm::None);
    CHECK(compose("{}").overrides_form == OverrideForm::Json);
}

TEST_CASE("P2 replacing a block with its own default text changes no byte, tagged or not") {
    const std::string body =
        "- Keep facts and assumptions apart, and state every assumption you rely on.\n"
        "- When a request can be read in more than one way, choose the most likely reading, say which one "
        "you chose, and mention the others briefly.\n"
        "- Never invent facts, figures, sources or tool results. When you do not know something, say so "
        "plainly and say how it could be found out.";
    REQUIRE(default_policy(PolicyBlock::Uncertainty, Language::English) ==
            "<uncertainty_policy>\n" + body + "\n</uncertainty_policy>");
    std::string escaped;
    for (char c : body) escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
    CHECK(compose("{\"uncertainty_policy\": \"" + escaped + "\"}").text == defaults());
    CHECK(compose("{\"uncertainty_policy\": \"<uncertainty_policy>\\n" + escaped + "\\n</uncertainty_policy>\"}").text ==
          defaults());
}

TEST_CASE("P1 a blank instruction is left out, not kept as an empty part") {
    Result<SystemPrompt> prompt = compose_system_prompt({"  \n ", std::nullopt, Language::English});
    REQUIRE(prompt.ok());
    CHECK(prompt.value().text.rfind("<persistence_policy>\n", 0) == 0);
}

TEST_CASE("P2 text that is not JSON is appended, trimmed, as the extra policy") {
    const SystemPrompt prompt = compose("\n<runtime_policy>\n- Use bullet points for final answers.\n</runtime_policy>\n\n");
    CHECK(prompt.text == defaults() + "\n\n<runtime_policy>\n- Use bullet points for final answers.\n</runtime_policy>");
    CHECK(prompt.overrides_form == OverrideForm::Text);
    CHECK(prompt.overridden == keys({"extra_policy"}));
    CHECK(prompt.auto_wrapped.empty());
}

TEST_CASE("P2 only text starting with { is read as JSON; other JSON values are plain text") {
    CHECK(compose("Answer in French. {\"a\": 1}").overrides_form == OverrideForm::Text);
    CHECK(compose("[\"a\", \"b\"]").text == defaults() + "\n\n[\"a\", \"b\"]");
    CHECK(compose("\"quoted\"").overrides_form == OverrideForm::Text);
    CHECK(compose("  \n{\"extra_policy\": \"x\"}").overrides_form == OverrideForm::Json);
}

TEST_CASE("P2 a JSON override replaces one block and leaves the others at their defaults") {
    const SystemPrompt prompt = compose("{\"uncertainty_policy\": \"- State assumptions explicitly.\"}");
    std::string expected = kInstruction;
    for (PolicyBlock block : kPolicyBlockOrder) {
        expected += "\n\n" + (block == PolicyBlock::Uncertainty
                                  ? std::string("<uncertainty_policy>\n- State assumptions explicitly.\n</uncertainty_policy>")
                                  : default_policy(block, Language::English));
    }
    CHECK(prompt.text == expected);
    CHECK(prompt.overridden == keys({"uncertainty_policy"}));
    CHECK(prompt.auto_wrapped == keys({"uncertainty_policy"}));
}

TEST_CASE("P2 tags are added only where the override lacks them") {
    struct Case {
        const char* value;
        const char* block;
        bool added;
    };
    const Case cases[] = {
        {"- Continue.", "<persistence_policy>\n- Continue.\n</persistence_policy>", true},
        {"<persistence_policy>- Continue.</persistence_policy>", "<persistence_policy>- Continue.</persistence_policy>", false},
        {"  <persistence_policy>\n- Continue.\n</persistence_policy>\n", "<persistence_policy>\n- Continue.\n</persistence_policy>", false},
        {"<persistence_policy>\n- Continue.", "<persistence_policy>\n- Continue.\n</persistence_policy>", true},
        {"- Continue.\n</persistence_policy>", "<persistence_policy>\n- Continue.\n</persistence_policy>", true},
        {"<persistence>\n- Continue.\n</persistence>", "<persistence_policy>\n<persistence>\n- Continue.\n</persistence>\n</persistence_policy>", true},
    };
    for (const Case& c : cases) {
        INFO(c.value);
        const TaggedPolicy tagged = ensure_policy_tags(PolicyBlock::Persistence, c.value);
        CHECK(tagged.text == c.block);
        CHECK(tagged.tag_added == c.added);
    }
}

TEST_CASE("P2 every block can be replaced; the extra policy is appended as given, without a tag") {
    const SystemPrompt prompt = compose(R"({
        "persistence_policy": "- Continue until task completion.",
        "context_gathering_policy": "<context_gathering_policy>\n- Search broadly, then narrow quickly.\n</context_gathering_policy>",
        "uncertainty_policy": "- State assumptions explicitly.",
        "tool_preamble_policy": "- Before tools, emit <think> in Japanese.",
        "extra_policy": "  - Prefer official sources first.\n"
    })");
    CHECK(prompt.text == kInstruction +
                             "\n\n<persistence_policy>\n- Continue until task completion.\n</persistence_policy>"
                             "\n\n<context_gathering_policy>\n- Search broadly, then narrow quickly.\n</context_gathering_policy>"
                             "\n\n<uncertainty_policy>\n- State assumptions explicitly.\n</uncertainty_policy>"
                             "\n\n<tool_preamble_policy>\n- Before tools, emit <think> in Japanese.\n</tool_preamble_policy>"
                             "\n\n- Prefer official sources first.");
    CHECK(prompt.overridden == keys({"persistence_policy", "context_gathering_policy", "uncertainty_policy",
                                     "tool_preamble_policy", "extra_policy"}));
    CHECK(prompt.auto_wrapped == keys({"persistence_policy", "uncertainty_policy", "tool_preamble_policy"}));
}

TEST_CASE("P2 unknown keys are ignored and reported as warnings, in the order given") {
    const SystemPrompt prompt = compose(R"({"temperature": 0.2, "extra_policy": "- Be brief.", "Persistence_Policy": "x"})");
    CHECK(prompt.text == defaults() + "\n\n- Be brief.");
    CHECK(warning_codes(prompt) == keys({"UnknownKey:temperature", "UnknownKey:Persistence_Policy"}));
    CHECK(prompt.warnings[0].message.find("\"temperature\" is not a policy key") == 0);
}

TEST_CASE("P2 a blank value keeps the default and says so; null keeps it silently") {
    const SystemPrompt prompt = compose(R"({"persistence_policy": "  \n ", "tool_preamble_policy": null})");
    CHECK(prompt.text == defaults());
    CHECK(prompt.overridden.empty());
    CHECK(warning_codes(prompt) == keys({"BlankValue:persistence_policy"}));
}

TEST_CASE("P2 a key given twice: the last one counts, with a warning") {
    const SystemPrompt prompt = compose(R"({"extra_policy": "- first", "extra_policy": "- second"})");
    CHECK(prompt.text == defaults() + "\n\n- second");
    CHECK(warning_codes(prompt) == keys({"DuplicateKey:extra_policy"}));
}

TEST_CASE("P2 text that starts with { but is not JSON is an error, never taken as plain text") {
    const Error trailing_comma = compose_error("{\"extra_policy\": \"x\",}");
    CHECK(trailing_comma.code == ErrorCode::JsonParseError);
    REQUIRE(trailing_comma.position);
    CHECK(trailing_comma.position->offset == 21);
    CHECK(trailing_comma.message.find("policy overrides start with { but are not valid JSON") == 0);

    const Error prose = compose_error("  {Always answer in French}");
    CHECK(prose.code == ErrorCode::JsonParseError);
    CHECK(prose.position->offset == 3);
    CHECK(prose.position->column == 4);

    const Error missing_comma = compose_error("{\n  \"extra_policy\": \"x\"\n  \"persistence_policy\": \"y\"\n}");
    CHECK(missing_comma.code == ErrorCode::JsonParseError);
    CHECK(missing_comma.position->line == 3);
    CHECK(missing_comma.position->column == 3);
}

TEST_CASE("P2 a policy key whose value is not a string is a SchemaMismatch that names the key") {
    const Error error = compose_error(R"({"persistence_policy": ["- a", "- b"]})");
    CHECK(error.code == ErrorCode::SchemaMismatch);
    CHECK(error.message == "policy overrides: \"persistence_policy\" must be a string (or null to keep the default), got an array");
    CHECK_FALSE(error.position);
    CHECK(compose_error(R"({"extra_policy": 3})").message.find("got a number") != std::string::npos);
}

TEST_CASE("P2 unknown keys may hold any JSON, but not deeper than the depth limit") {
    CHECK(compose(R"({"meta": {"a": [1, {"b": null}]}})").text == defaults());
    const Error error = compose_error(std::string(600, '[').insert(0, "{\"meta\": "));
    CHECK(error.code == ErrorCode::LimitExceeded);
}

TEST_CASE("P2 overrides in Japanese prompts keep the other blocks Japanese") {
    const SystemPrompt prompt =
        compose(R"({"uncertainty_policy": "- 推測で答えず、根拠を示してください。"})", Language::Japanese);
    CHECK(prompt.text.find(default_policy(PolicyBlock::Persistence, Language::Japanese)) != std::string::npos);
    CHECK(prompt.text.find("<uncertainty_policy>\n- 推測で答えず、根拠を示してください。\n</uncertainty_policy>") !=
          std::string::npos);
    CHECK(prompt.text.find(default_policy(PolicyBlock::Uncertainty, Language::Japanese)) == std::string::npos);
}

TEST_CASE("P1 the language codes are en and ja, English by default for system prompts") {
    CHECK(language_from_code("en") == Language::English);
    CHECK(language_from_code("ja") == Language::Japanese);
    CHECK_FALSE(language_from_code("EN"));
    CHECK_FALSE(language_from_code("jp"));
    CHECK(SystemPromptRequest{}.language == Language::English);
    CHECK(language_code(Language::Japanese) == "ja");
}
