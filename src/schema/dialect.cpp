#include "schema/dialect.h"

namespace sg::schema {
namespace {

std::string_view without_empty_fragment(std::string_view uri) {
    if (!uri.empty() && uri.back() == '#') uri.remove_suffix(1);
    return uri;
}

struct VocabularyName {
    std::string_view suffix;
    std::uint32_t bit;
};

constexpr VocabularyName k2020Vocabularies[] = {
    {"core", vocab::kCore},
    {"applicator", vocab::kApplicator},
    {"unevaluated", vocab::kUnevaluated},
    {"validation", vocab::kValidation},
    {"meta-data", vocab::kMetaData},
    {"format-annotation", vocab::kFormatAnnotation},
    {"format-assertion", vocab::kFormatAssertion},
    {"content", vocab::kContent},
};

// 2019-09 kept unevaluated* in the applicator vocabulary and had one "format" vocabulary.
constexpr VocabularyName k2019Vocabularies[] = {
    {"core", vocab::kCore},
    {"applicator", vocab::kApplicator | vocab::kUnevaluated},
    {"validation", vocab::kValidation},
    {"meta-data", vocab::kMetaData},
    {"format", vocab::kFormatAnnotation},
    {"content", vocab::kContent},
};

template <std::size_t N>
std::uint32_t find_suffix(const VocabularyName (&names)[N], std::string_view suffix) {
    for (const VocabularyName& name : names) {
        if (name.suffix == suffix) return name.bit;
    }
    return 0;
}

}  // namespace

std::optional<Dialect> dialect_of_metaschema(std::string_view uri) {
    uri = without_empty_fragment(uri);
    if (uri == "https://json-schema.org/draft/2020-12/schema") return Dialect::Draft2020_12;
    if (uri == "https://json-schema.org/draft/2019-09/schema") return Dialect::Draft2019_09;
    if (uri == "http://json-schema.org/draft-07/schema" || uri == "https://json-schema.org/draft-07/schema") {
        return Dialect::Draft7;
    }
    return std::nullopt;
}

std::uint32_t vocabulary_bit(std::string_view uri) {
    constexpr std::string_view k2020 = "https://json-schema.org/draft/2020-12/vocab/";
    constexpr std::string_view k2019 = "https://json-schema.org/draft/2019-09/vocab/";
    if (uri.substr(0, k2020.size()) == k2020) return find_suffix(k2020Vocabularies, uri.substr(k2020.size()));
    if (uri.substr(0, k2019.size()) == k2019) return find_suffix(k2019Vocabularies, uri.substr(k2019.size()));
    return 0;
}

}  // namespace sg::schema
