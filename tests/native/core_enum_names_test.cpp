#include <catch2/catch.hpp>

#include "core/enum_names.h"
#include "core/error.h"
#include "extract/extractor.h"
#include "providers/provider.h"
#include "repair/repair_log.h"
#include "run/wire/model_request.h"
#include "schema/format_checks.h"

using namespace sg;

TEST_CASE("issue 18 each enumerator has the name its list pairs it with, first to last") {
    CHECK(code_name(ErrorCode::MissingFence) == "MissingFence");
    CHECK(code_name(ErrorCode::LossyRepair) == "LossyRepair");
    CHECK(repair_kind_name(RepairKind::TrailingComma) == "trailing_comma");
    CHECK(repair_kind_name(RepairKind::BomRemoved) == "bom_removed");
    CHECK(provider_name(Provider::GeminiLegacy) == "gemini-legacy");
    CHECK(output_mode_name(OutputMode::PromptOnly) == "prompt");
    CHECK(schema::format_name(schema::FormatKind::UriTemplate) == "uri-template");
}

TEST_CASE("issue 18 enum_from_name reads every name back, and only the exact names") {
    for (std::size_t i = 0; i < std::size(kRepairKindNames); ++i) {
        const auto kind = static_cast<RepairKind>(i);
        CHECK(enum_from_name<RepairKind>(name_of(kind)) == kind);
    }
    CHECK(provider_from_name("gemini-legacy") == Provider::GeminiLegacy);
    CHECK(provider_from_name("Gemini") == std::nullopt);
    CHECK(provider_from_name("") == std::nullopt);
    CHECK(role_from_name("tool") == Role::Tool);
    CHECK(schema::format_kind("idn-email") == schema::FormatKind::IdnEmail);
    CHECK(schema::format_kind("IDN-email") == std::nullopt);
}

TEST_CASE("issue 18 a value no enumerator has is named by the empty string") {
    CHECK(strategy_name(static_cast<Strategy>(3)).empty());
    CHECK(name_of(static_cast<ErrorCode>(-1)).empty());
}
