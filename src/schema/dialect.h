// Which keywords a schema resource speaks: its dialect (from `$schema`) and, for 2019-09 and
// 2020-12, the vocabularies its meta-schema declares in `$vocabulary`.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include <rapidjson/document.h>

namespace sg::schema {

enum class Dialect : std::uint8_t { Draft7, Draft2019_09, Draft2020_12 };

// Vocabulary bits. Draft-07 has no vocabularies: its resources carry kAllVocabularies.
namespace vocab {
constexpr std::uint32_t kCore = 1u << 0;
constexpr std::uint32_t kApplicator = 1u << 1;
constexpr std::uint32_t kUnevaluated = 1u << 2;
constexpr std::uint32_t kValidation = 1u << 3;
constexpr std::uint32_t kMetaData = 1u << 4;
constexpr std::uint32_t kFormatAnnotation = 1u << 5;
constexpr std::uint32_t kFormatAssertion = 1u << 6;
constexpr std::uint32_t kContent = 1u << 7;
constexpr std::uint32_t kDefault = kCore | kApplicator | kUnevaluated | kValidation | kMetaData |
                                   kFormatAnnotation | kContent;
}  // namespace vocab

struct DialectSpec {
    Dialect dialect = Dialect::Draft2020_12;
    std::uint32_t vocabularies = vocab::kDefault;
};

// The dialect of a standard meta-schema URI (with or without the trailing "#"), or nothing.
std::optional<Dialect> dialect_of_metaschema(std::string_view uri);

// The bit of a standard vocabulary URI of 2019-09 or 2020-12, or 0 when unknown.
std::uint32_t vocabulary_bit(std::string_view uri);

}  // namespace sg::schema
