// Rules S2/S3/S4 with the design documents' own schemas: judgment and evaluation (the
// status-judgment design), ai_chat_process_template.v1 (the chat design) and the commander output
// pass the OpenAI strict lint after toStrictSchema, and what the conversion keeps is what the
// designs rely on.
#include "providers_seed_schemas.h"
#include "providers_test_support.h"

using namespace sg;

TEST_CASE("S4 the status-judgment design: judgment and evaluation are already strict: no change, and the OpenAI lint passes") {
    for (const std::string& seed : {kJudgmentSchema, kEvaluationSchema}) {
        const StrictSchema r = strict(seed, Provider::OpenAI);
        CHECK(r.changes.empty());
        CHECK(r.schema == json(seed));
        CHECK(lint(r.schema, Provider::OpenAI).diagnostics.empty());
    }
}

TEST_CASE("S3 the chat design: the process template v1 as shipped is rejected by OpenAI strict mode, with the places") {
    const LintReport r = lint(kProcessTemplateSchema, Provider::OpenAI);
    CHECK_FALSE(r.ok);
    const std::string step = "/properties/process_template_draft/properties/stepTemplates/items";
    CHECK(findings(r) ==
          Strings{
              "additional-properties-required@",
              "property-not-required@/properties/missing_information",
              "property-not-required@/properties/process_template_draft",
              "additional-properties-required@/properties/process_template_draft",
              "property-not-required@/properties/process_template_draft/properties/name",
              "additional-properties-required@" + step,
              "property-not-required@" + step + "/properties/requiredArtifacts",
              "property-not-required@" + step + "/properties/dependsOn",
              "additional-properties-required@" + step + "/properties/requiredArtifacts/items",
              "property-not-required@" + step + "/properties/requiredArtifacts/items/properties/description",
          });
}

TEST_CASE("S4 the chat design: the process template v1 passes the OpenAI strict lint after toStrictSchema") {
    const StrictSchema r = strict(kProcessTemplateSchema, Provider::OpenAI);
    CHECK(lint(r.schema, Provider::OpenAI).diagnostics.empty());
    // OpenAI takes minimum/maximum: offsetDays keeps -365..365 (G6) in the schema itself.
    const rapidjson::Value& step =
        r.schema["properties"]["process_template_draft"]["properties"]["stepTemplates"]["items"];
    CHECK(dump(step["properties"]["offsetDays"]) == R"({"type":"integer","minimum":-365,"maximum":365})");
    CHECK(dump(r.schema["properties"]["schema"]) == R"({"const":"ai_chat_process_template.v1","type":"string"})");
    CHECK_FALSE(std::any_of(r.changes.begin(), r.changes.end(), [](const StrictChange& c) { return c.loosens; }));
}

TEST_CASE("S4 the commander design's schema for 15 slots passes the OpenAI strict lint after toStrictSchema") {
    const StrictSchema r = strict(commander_schema(15), Provider::OpenAI);
    INFO(describe(lint(r.schema, Provider::OpenAI)));
    CHECK(lint(r.schema, Provider::OpenAI).diagnostics.empty());
    // The exact lengths survive (S5): OpenAI enforces minItems/maxItems.
    CHECK(r.schema["properties"]["appNudges"]["minItems"] == 15);
    CHECK(r.schema["properties"]["appNudges"]["maxItems"] == 15);
    CHECK(r.schema["properties"]["tiktokPosts"]["maxItems"] == 2);
    // zod's .max(2200) and .max(280) are maxLength, which OpenAI rejects: moved, reported as loosening.
    CHECK(dump(r.schema["properties"]["tiktokPosts"]["items"]["properties"]["caption"]) ==
          R"({"type":"string","description":"{maxLength: 2200}"})");
    CHECK(actions(r) ==
          Strings{"inline-ref@",
                  "move-to-description@/definitions/commander_output/properties/tiktokPosts/items/properties/caption",
                  "move-to-description@/definitions/commander_output/properties/xPosts/items/properties/text",
                  "drop-keyword@/definitions/commander_output"});
}

TEST_CASE("S4 the commander design's schema also converts for Anthropic and both Gemini forms") {
    for (const Provider provider : {Provider::Anthropic, Provider::Gemini, Provider::GeminiLegacy}) {
        INFO(provider_name(provider));
        const StrictSchema r = strict(commander_schema(15), provider);
        CHECK(lint(r.schema, provider).ok);
    }
    // Anthropic takes neither maxItems nor minItems above 1: the slot count goes into the description.
    const StrictSchema anthropic = strict(commander_schema(15), Provider::Anthropic);
    CHECK(anthropic.schema["properties"]["appNudges"]["description"] == "{minItems: 15, maxItems: 15}");
}
