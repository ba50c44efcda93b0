// Strict mode (SchemaOptions::strict): what the specification lets a validator ignore and no
// author means. An unknown keyword is most often a typo (`minLenght`) or a property schema
// written beside `properties` instead of in it; ignoring it accepts values the author meant to
// refuse. The keywords are each dialect's, whatever its `$vocabulary` declares: a keyword of a
// vocabulary switched off is still no typo.
#include <algorithm>
#include <string>
#include <vector>

#include "schema/format_checks.h"
#include "schema/schema_compiler.h"
#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

constexpr std::uint8_t k7 = dialect_bit(Dialect::Draft7);
constexpr std::uint8_t k2019 = dialect_bit(Dialect::Draft2019_09);
constexpr std::uint8_t k2020 = dialect_bit(Dialect::Draft2020_12);
constexpr std::uint8_t kAll = k7 | k2019 | k2020;
constexpr std::uint8_t kSince2019 = k2019 | k2020;

struct KnownKeyword {
    std::string_view name;
    std::uint8_t dialects;
};

// `$defs` and `definitions`, `dependencies` beside its 2019-09 split: the names the dialects'
// meta-schemas reserve and schemas written for another draft carry (subschema_keywords.cpp).
constexpr KnownKeyword kKeywords[] = {
    {"$schema", kAll}, {"$id", kAll}, {"$ref", kAll}, {"$comment", kAll}, {"$defs", kAll}, {"definitions", kAll},
    {"$anchor", kSince2019}, {"$vocabulary", kSince2019}, {"$dynamicRef", k2020}, {"$dynamicAnchor", k2020},
    {"$recursiveRef", k2019}, {"$recursiveAnchor", k2019},
    {"allOf", kAll}, {"anyOf", kAll}, {"oneOf", kAll}, {"not", kAll}, {"if", kAll}, {"then", kAll}, {"else", kAll},
    {"properties", kAll}, {"patternProperties", kAll}, {"additionalProperties", kAll}, {"propertyNames", kAll},
    {"dependencies", kAll}, {"dependentSchemas", kSince2019}, {"dependentRequired", kSince2019},
    {"items", kAll}, {"prefixItems", k2020}, {"additionalItems", k7 | k2019}, {"contains", kAll},
    {"minContains", kSince2019}, {"maxContains", kSince2019},
    {"unevaluatedItems", kSince2019}, {"unevaluatedProperties", kSince2019},
    {"type", kAll}, {"enum", kAll}, {"const", kAll}, {"multipleOf", kAll}, {"maximum", kAll},
    {"exclusiveMaximum", kAll}, {"minimum", kAll}, {"exclusiveMinimum", kAll}, {"maxLength", kAll},
    {"minLength", kAll}, {"pattern", kAll}, {"maxItems", kAll}, {"minItems", kAll}, {"uniqueItems", kAll},
    {"maxProperties", kAll}, {"minProperties", kAll}, {"required", kAll},
    {"format", kAll}, {"contentEncoding", kAll}, {"contentMediaType", kAll}, {"contentSchema", kSince2019},
    {"title", kAll}, {"description", kAll}, {"default", kAll}, {"examples", kAll}, {"deprecated", kAll},
    {"readOnly", kAll}, {"writeOnly", kAll},
};

std::string_view dialect_name(Dialect dialect) {
    switch (dialect) {
        case Dialect::Draft7: return "draft-07";
        case Dialect::Draft2019_09: return "2019-09";
        case Dialect::Draft2020_12: return "2020-12";
    }
    return "";
}

bool is_known(std::string_view name, Dialect dialect) {
    if (name.substr(0, 2) == "x-") return true;
    return std::any_of(std::begin(kKeywords), std::end(kKeywords), [&](const KnownKeyword& keyword) {
        return keyword.name == name && (keyword.dialects & dialect_bit(dialect)) != 0;
    });
}

// Levenshtein distance with adjacent transpositions, capped: names are short.
std::size_t distance(std::string_view a, std::string_view b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.size()][b.size()];
}

// The keyword of the dialect a typo most likely meant, or "" when none is close.
std::string_view nearest_keyword(std::string_view name, Dialect dialect) {
    if (name.size() < 4 || name.size() > 40) return "";
    std::string_view best;
    std::size_t best_distance = 3;
    for (const KnownKeyword& keyword : kKeywords) {
        if ((keyword.dialects & dialect_bit(dialect)) == 0) continue;
        const std::size_t d = distance(name, keyword.name);
        if (d < best_distance) {
            best = keyword.name;
            best_distance = d;
        }
    }
    return best;
}

// A value a property schema would be: an object with a type, a reference or properties.
bool looks_like_schema(TapeValue value) {
    return value.is_object() && (value.member("type") || value.member("$ref") || value.member("properties") ||
                                 value.member("enum") || value.member("anyOf"));
}

SchemaError unknown_keyword(SchemaCompiler& compiler, const NodeDraft& node, std::string_view name,
                            TapeValue value) {
    const std::string_view nearest = nearest_keyword(name, node.spec.dialect);
    const std::string hint = !nearest.empty()         ? compiler.say(SchemaErrorMessage::DidYouMean, {nearest})
                             : looks_like_schema(value) ? compiler.say(SchemaErrorMessage::ValueIsSchema)
                                                        : std::string();
    return compiler.invalid(node, name, SchemaErrorMessage::UnknownKeyword,
                            {name, dialect_name(node.spec.dialect), hint, compiler.say(SchemaErrorMessage::StrictHow)},
                            SchemaErrorKind::UnknownKeyword);
}

CompileStep check_ignored(SchemaCompiler& compiler, const NodeDraft& node) {
    if (!node.keyword("if")) {
        for (const char* branch : {"then", "else"}) {
            if (!node.keyword(branch)) continue;
            return compiler.invalid(node, branch, SchemaErrorMessage::ThenWithoutIf,
                                    {branch, compiler.say(SchemaErrorMessage::StrictHow)}, SchemaErrorKind::IgnoredKeyword);
        }
    }
    if (node.spec.dialect != Dialect::Draft2020_12 && node.keyword("additionalItems") && !node.keyword("items").is_array()) {
        return compiler.invalid(node, "additionalItems", SchemaErrorMessage::AdditionalItemsIgnored,
                                {compiler.say(SchemaErrorMessage::StrictHow)}, SchemaErrorKind::IgnoredKeyword);
    }
    return std::nullopt;
}

bool is_known_format(const SchemaOptions& options, std::string_view name) {
    if (format_kind(name)) return true;
    return std::find(options.user_formats.begin(), options.user_formats.end(), name) != options.user_formats.end();
}

CompileStep check_format_name(SchemaCompiler& compiler, const NodeDraft& node) {
    const TapeValue format = node.keyword("format");
    if (!format.is_string()) return std::nullopt;
    std::string scratch;
    const std::string_view name = format.string(scratch);
    if (is_known_format(compiler.options(), name)) return std::nullopt;
    return compiler.invalid(node, "format", SchemaErrorMessage::UnknownFormat, {name}, SchemaErrorKind::UnknownFormat);
}

}  // namespace

CompileStep check_strict(SchemaCompiler& compiler, const NodeDraft& node) {
    if (!compiler.options().strict || !node.schema.is_object()) return std::nullopt;
    std::string scratch;
    for (const TapeValue::Member m : node.schema.members()) {
        const std::string_view name = m.name.string(scratch);
        if (!is_known(name, node.spec.dialect)) return unknown_keyword(compiler, node, name, m.value);
    }
    if (auto error = check_ignored(compiler, node)) return error;
    return check_format_name(compiler, node);
}

}  // namespace sg::schema
