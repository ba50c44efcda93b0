// Keyword-level rewrites of toStrictSchema: what one schema object keeps, renames, infers or
// moves into its description for the provider at hand.
#include <algorithm>
#include <cmath>

#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

// Keywords the converter itself rewrites (references, merging, objects, tuples).
constexpr std::string_view kStructural[] = {"$ref",
                                            "allOf",
                                            "additionalProperties",
                                            "patternProperties",
                                            "unevaluatedProperties",
                                            "$defs",
                                            "definitions",
                                            "prefixItems",
                                            "items",
                                            "additionalItems"};

// Pure annotations: dropping one changes no verdict.
constexpr std::string_view kAnnotations[] = {"$schema",  "$id",      "$comment",  "$anchor",
                                             "examples", "readOnly", "writeOnly", "deprecated"};

template <std::size_t N>
bool listed(const std::string_view (&list)[N], std::string_view keyword) {
    return std::find(std::begin(list), std::end(list), keyword) != std::end(list);
}

std::string value_text(const rapidjson::Value& value) {
    return value.IsString() ? std::string(string_of(value)) : json_text(value);
}

std::string_view json_type_of(const rapidjson::Value& v) {
    if (v.IsNull()) return "null";
    if (v.IsBool()) return "boolean";
    if (v.IsString()) return "string";
    if (v.IsObject()) return "object";
    if (v.IsArray()) return "array";
    const double d = v.GetDouble();
    return v.IsInt64() || v.IsUint64() || (std::isfinite(d) && d == std::floor(d)) ? "integer" : "number";
}

// The type a typeless schema evidently has: that of its enum/const values, or of its keywords.
std::vector<std::string_view> inferred_types(const rapidjson::Value& schema) {
    std::vector<std::string_view> types;
    auto add = [&](std::string_view t) {
        if (t == "integer" && std::find(types.begin(), types.end(), "number") != types.end()) return;
        if (t == "number") types.erase(std::remove(types.begin(), types.end(), "integer"), types.end());
        if (std::find(types.begin(), types.end(), t) == types.end()) types.push_back(t);
    };
    if (const rapidjson::Value* c = member(schema, "const")) {
        add(json_type_of(*c));
    } else if (const rapidjson::Value* e = member(schema, "enum"); e && e->IsArray()) {
        for (const auto& v : e->GetArray()) add(json_type_of(v));
    } else if (member(schema, "properties") != nullptr) {
        add("object");
    } else if (member(schema, "items") != nullptr || member(schema, "prefixItems") != nullptr) {
        add("array");
    }
    return types;
}

void infer_type(rapidjson::Value& schema, const std::string& pointer, StrictContext& context) {
    for (std::string_view k : {"type", "anyOf", "oneOf", "allOf", "$ref"}) {
        if (member(schema, k) != nullptr) return;
    }
    const std::vector<std::string_view> types = inferred_types(schema);
    if (types.empty()) return;
    rapidjson::Value type;
    if (types.size() == 1) {
        type = string_value(types[0], context.allocator);
    } else {
        type.SetArray();
        for (const std::string_view t : types) type.PushBack(string_value(t, context.allocator), context.allocator);
    }
    context.change(pointer, "add-type", context.say(StrictMessage::AddType, {json_text(type)}));
    set_member(schema, "type", std::move(type), context.allocator);
}

bool format_allowed(const rapidjson::Value& schema, std::string_view format, Provider provider) {
    static const std::vector<std::string_view> openai = {"date-time", "time", "date", "duration", "email",
                                                         "hostname",  "ipv4", "ipv6", "uuid"};
    static const std::vector<std::string_view> anthropic = {
        "date-time", "time", "date", "duration", "email", "hostname", "uri", "ipv4", "ipv6", "uuid", "text"};
    auto in = [&](const std::vector<std::string_view>& list) {
        return std::find(list.begin(), list.end(), format) != list.end();
    };
    switch (provider) {
        case Provider::OpenAI: return in(openai);
        case Provider::Anthropic: return in(anthropic);
        case Provider::Gemini: return true;
        case Provider::GeminiLegacy:
            if (declares_type(schema, "string")) return format == "enum" || format == "date-time";
            if (declares_type(schema, "integer")) return format == "int32" || format == "int64";
            if (declares_type(schema, "number")) return format == "float" || format == "double";
            return false;
    }
    return false;
}

// A supported keyword whose value this provider still refuses.
bool value_refused(const rapidjson::Value& schema, std::string_view keyword, const rapidjson::Value& value,
                   Provider provider) {
    if (keyword == "format") return value.IsString() && !format_allowed(schema, string_of(value), provider);
    if (keyword == "minItems" && provider == Provider::Anthropic) {
        return !(value.IsNumber() && (value.GetDouble() == 0 || value.GetDouble() == 1));
    }
    if (keyword == "enum" && value.IsArray()) {
        for (const auto& v : value.GetArray()) {
            if (provider == Provider::Anthropic && (v.IsObject() || v.IsArray())) return true;
            if (provider == Provider::GeminiLegacy && !v.IsString()) return true;
        }
    }
    return false;
}

void rename_one_of(rapidjson::Value& schema, const std::string& pointer, StrictContext& context) {
    rapidjson::Value branches(std::move(schema["oneOf"]));
    erase_member(schema, "oneOf");
    set_member(schema, "anyOf", std::move(branches), context.allocator);
    context.change(pointer, "one-of-to-any-of",
                   context.say(StrictMessage::OneOfToAnyOf), true);
}

// OpenAPI's `nullable` in a schema for a provider that spells null otherwise.
void translate_nullable(rapidjson::Value& schema, const std::string& pointer, StrictContext& context) {
    const bool nullable = schema["nullable"].IsTrue();
    erase_member(schema, "nullable");
    if (nullable && make_nullable(schema, context.profile.null_style, context.allocator)) {
        context.change(pointer, "make-nullable", context.say(StrictMessage::NullableWritten));
    } else {
        context.change(pointer, "drop-keyword", context.say(StrictMessage::NullableRemoved));
    }
}

// responseSchema has no null type: a {"type": "null"} branch of anyOf becomes nullable: true.
void fold_null_branches(rapidjson::Value& schema, const std::string& pointer, StrictContext& context) {
    const auto any = schema.FindMember("anyOf");
    if (any == schema.MemberEnd() || !any->value.IsArray()) return;
    rapidjson::Value kept(rapidjson::kArrayType);
    bool folded = false;
    for (auto& branch : any->value.GetArray()) {
        const std::vector<std::string_view> types = type_names(branch);
        if (types.size() == 1 && types[0] == "null" && branch.MemberCount() == 1) {
            folded = true;
        } else {
            kept.PushBack(std::move(branch), context.allocator);
        }
    }
    any->value = std::move(kept);
    if (!folded) return;
    set_member(schema, "nullable", rapidjson::Value(true), context.allocator);
    context.change(pointer, "make-nullable", context.say(StrictMessage::NullBranchFolded));
}

}  // namespace

SchemaFailure cannot_convert(std::string reason, std::string pointer, std::string message) {
    return schema_failure(ErrorCode::ValidationFailed, std::move(reason), std::move(pointer), std::move(message));
}

rapidjson::Value string_value(std::string_view text, Allocator& allocator) {
    return rapidjson::Value(text.data(), static_cast<rapidjson::SizeType>(text.size()), allocator);
}

void set_member(rapidjson::Value& object, std::string_view key, rapidjson::Value value, Allocator& allocator) {
    const auto found = object.FindMember(rapidjson::StringRef(key.data(), key.size()));
    if (found != object.MemberEnd()) {
        found->value = std::move(value);
    } else {
        object.AddMember(string_value(key, allocator), std::move(value), allocator);
    }
}

bool erase_member(rapidjson::Value& object, std::string_view key) {
    const auto found = object.FindMember(rapidjson::StringRef(key.data(), key.size()));
    if (found == object.MemberEnd()) return false;
    object.EraseMember(found);
    return true;
}

std::optional<SchemaFailure> rewrite_keywords(rapidjson::Value& schema, const std::string& pointer,
                                              StrictContext& context, MovedKeywords& moved) {
    const Provider provider = context.profile.provider;
    if (member(schema, "oneOf") != nullptr) {
        if (member(schema, "anyOf") != nullptr) {
            return cannot_convert("unsupported-combination", pointer,
                                  context.say(StrictMessage::OneOfBesideAnyOf));
        }
        rename_one_of(schema, pointer, context);
    }
    if (member(schema, "nullable") != nullptr && context.profile.null_style != NullStyle::NullableKeyword) {
        translate_nullable(schema, pointer, context);
    }
    if (provider == Provider::GeminiLegacy) fold_null_branches(schema, pointer, context);
    if (provider == Provider::OpenAI && member(schema, "default") && member(schema, "default")->IsNull()) {
        erase_member(schema, "default");
        context.change(pointer, "drop-keyword", context.say(StrictMessage::DefaultNullRemoved));
    }
    infer_type(schema, pointer, context);
    const bool gemini = provider == Provider::Gemini || provider == Provider::GeminiLegacy;
    if (gemini && member(schema, "const") != nullptr && member(schema, "enum") == nullptr) {
        rapidjson::Value values(rapidjson::kArrayType);
        values.PushBack(std::move(schema["const"]), context.allocator);
        erase_member(schema, "const");
        set_member(schema, "enum", std::move(values), context.allocator);
        context.change(pointer, "const-to-enum", context.say(StrictMessage::ConstToEnum));
    }
    // Before the keywords move: a split sends each constraint to the branch of its type.
    if (auto failure = split_type_array(schema, pointer, context)) return failure;

    std::vector<std::string> keywords;
    for (auto m = schema.MemberBegin(); m != schema.MemberEnd(); ++m) keywords.emplace_back(string_of(m->name));
    for (const std::string& keyword : keywords) {
        if (listed(kStructural, keyword)) continue;
        const KeywordRule* rule = find_keyword_rule(context.profile, keyword, context.options.fine_tuned);
        const rapidjson::Value& value = *member(schema, keyword);
        if (rule != nullptr && rule->support == Support::Supported) {
            if (!value_refused(schema, keyword, value, provider)) continue;
        } else if (rule == nullptr) {
            const bool keeps_unlisted = provider == Provider::OpenAI || provider == Provider::Gemini;
            if (keeps_unlisted) continue;
            if (provider == Provider::GeminiLegacy && (listed(kAnnotations, keyword) || keyword.rfind("x-", 0) == 0)) {
                erase_member(schema, keyword);
                context.change(pointer, "drop-keyword",
                               context.say(StrictMessage::AnnotationRemoved, {keyword, context.profile.title}));
                continue;
            }
        }
        moved.emplace_back(keyword, value_text(value));
        erase_member(schema, keyword);
        context.change(pointer, "move-to-description",
                       context.say(StrictMessage::MovedToDescription, {keyword, context.profile.title}), true);
    }
    return std::nullopt;
}

void finish_description(rapidjson::Value& schema, const MovedKeywords& moved, Allocator& allocator) {
    if (moved.empty()) return;
    std::string notes = "{";
    for (std::size_t i = 0; i < moved.size(); ++i) {
        notes += (i ? ", " : "") + moved[i].first + ": " + moved[i].second;
    }
    notes += "}";
    const rapidjson::Value* description = member(schema, "description");
    if (description != nullptr && description->IsString())
        notes = std::string(string_of(*description)) + "\n\n" + notes;
    set_member(schema, "description", string_value(notes, allocator), allocator);
}

}  // namespace sg::providers
