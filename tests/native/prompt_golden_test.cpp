// Every prompt structguard writes, compared byte for byte with tests/golden/prompt/. The cases
// (inputs) live in tests/golden/prompt/cases.json, shared with tests/js/prompt.test.js, so that
// the native core and the npm package are held to the same files.
// To rewrite the files after an intended change of wording: SG_UPDATE_GOLDEN=1 structguard_tests "[golden]",
// then review the diff.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <set>
#include <nlohmann/json.hpp>

#include "prompt/json_instruction.h"
#include "prompt/judgment_prompt.h"
#include "prompt/session_prompt.h"
#include "prompt/system_prompt.h"
#include "prompt_test_support.h"

using namespace sg;
using Json = nlohmann::ordered_json;

namespace {

std::string_view text_of(const Json& object, const char* key) {
    const auto found = object.find(key);
    return found == object.end() ? std::string_view() : std::string_view(found->get_ref<const std::string&>());
}

Language language_of(const Json& object, Language fallback) {
    const std::string_view code = text_of(object, "language");
    return code.empty() ? fallback : language_from_code(code).value();
}

std::string compose_case(const Json& request) {
    std::string overrides_text;
    SystemPromptRequest native{text_of(request, "instruction"), std::nullopt,
                               language_of(request, kDefaultSystemLanguage)};
    if (request.contains("overrides")) {
        const Json& overrides = request["overrides"];
        // An object is sent as its JSON text, as the npm package sends it.
        overrides_text = overrides.is_string() ? overrides.get<std::string>() : overrides.dump();
        native.overrides = overrides_text;
    }
    Result<SystemPrompt> prompt = compose_system_prompt(native);
    return prompt.ok() ? prompt.value().text : "<error: " + prompt.error().message + ">";
}

std::string session_case(const Json& c) {
    const Json& context = c["context"];
    const SessionContext native{text_of(context, "industry"), text_of(context, "processType"),
                                text_of(context, "goal"),     text_of(context, "region"),
                                text_of(context, "compliance"), text_of(context, "additionalContext")};
    return build_session_prompt(native, SessionPromptOptions{language_of(c["options"], kDefaultSessionLanguage)});
}

std::string judgment_case(const Json& request) {
    JudgmentPromptRequest native;
    for (const Json& rule : request["rules"]) native.rules.push_back(rule.get_ref<const std::string&>());
    if (text_of(request, "mode") == "tag") native.mode = JudgmentMode::Tag;
    if (!text_of(request, "tagName").empty()) native.tag_name = text_of(request, "tagName");
    native.language = language_of(request, Language::English);
    native.report = text_of(request, "report");
    Result<std::string> prompt = build_judgment_prompt(native);
    return prompt.ok() ? prompt.value() : "<error: " + prompt.error().message + ">";
}

std::string json_instruction_case(const Json& c) {
    const std::string schema = c["schema"].dump();
    Result<std::string> prompt = inject_json_instruction(text_of(c, "prompt"), schema);
    return prompt.ok() ? prompt.value() : "<error: " + prompt.error().message + ">";
}

std::string run_case(const Json& c) {
    const std::string_view call = text_of(c, "call");
    if (call == "composeSystemPrompt") return compose_case(c["request"]);
    if (call == "buildSessionPrompt") return session_case(c);
    if (call == "buildJudgmentPrompt") return judgment_case(c["request"]);
    if (call == "injectJsonInstruction") return json_instruction_case(c);
    return "<unknown call " + std::string(call) + ">";
}

Json golden_cases() {
    const std::string text = read_golden("cases.json");
    return Json::parse(text);
}

}  // namespace

TEST_CASE("P1-P5 every prompt matches its golden file byte for byte", "[golden]") {
    const Json cases = golden_cases();
    REQUIRE(cases.size() >= 15);
    const bool update = std::getenv("SG_UPDATE_GOLDEN") != nullptr;
    for (const Json& c : cases) {
        const std::string name = c["golden"].get<std::string>();
        DYNAMIC_SECTION(name) {
            const std::string actual = run_case(c);
            if (update) std::ofstream(prompt_golden_dir() / name, std::ios::binary) << actual;
            CHECK(actual == read_golden(name));
        }
    }
}

TEST_CASE("P1-P5 golden files cover every mode and language", "[golden]") {
    std::set<std::string> covered;
    for (const Json& c : golden_cases()) {
        const std::string call = c["call"].get<std::string>();
        const Json& request = c.contains("request") ? c["request"] : c.contains("options") ? c["options"] : c;
        const std::string language = request.contains("language") ? request["language"].get<std::string>() : "default";
        const std::string mode = request.contains("mode") ? request["mode"].get<std::string>() : "default";
        covered.insert(call + "/" + language + "/" + mode);
    }
    for (const char* needed : {"composeSystemPrompt/en/default", "composeSystemPrompt/ja/default",
                               "buildSessionPrompt/ja/default", "buildSessionPrompt/en/default",
                               "buildSessionPrompt/default/default", "buildJudgmentPrompt/default/default",
                               "buildJudgmentPrompt/en/tag", "buildJudgmentPrompt/ja/structured",
                               "buildJudgmentPrompt/ja/tag", "injectJsonInstruction/default/default"}) {
        INFO(needed);
        CHECK(covered.count(needed) == 1);
    }
}
