#include "providers/strict_converter.h"

#include <vector>

#include "core/json_pointer.h"
#include "providers/lint.h"
#include "providers/ref_graph.h"
#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg {
namespace providers {
namespace {

constexpr std::size_t kMaxInlinedChain = 64;

enum class Place { Root, Value };

std::string child_pointer(const std::string& pointer, std::string_view keyword) {
    std::string at = pointer;
    append_pointer_token(at, keyword);
    return at;
}

// The JSON values in `value`, itself included, counted only up to `at_most` + 1: the count
// never costs more than the copy it allows.
std::size_t count_values(const rapidjson::Value& value, std::size_t at_most) {
    std::vector<const rapidjson::Value*> pending{&value};
    std::size_t count = 0;
    while (!pending.empty() && count <= at_most) {
        const rapidjson::Value& at = *pending.back();
        pending.pop_back();
        ++count;
        if (at.IsObject()) {
            for (auto m = at.MemberBegin(); m != at.MemberEnd(); ++m) pending.push_back(&m->value);
        } else if (at.IsArray()) {
            for (const rapidjson::Value& item : at.GetArray()) pending.push_back(&item);
        }
    }
    return count;
}

bool has_constraints_beside_ref(const rapidjson::Value& schema) {
    for (auto m = schema.MemberBegin(); m != schema.MemberEnd(); ++m) {
        const std::string_view k = string_of(m->name);
        if (k != "$ref" && k != "description" && k != "title") return true;
    }
    return false;
}

class Converter {
public:
    Converter(const RefGraph& refs, StrictContext& context) : refs_(refs), context_(context) {}

    std::optional<SchemaFailure> convert(rapidjson::Value& node, std::string pointer, std::size_t depth, Place place) {
        if (depth > context_.options.max_depth) {
            return schema_failure(
                ErrorCode::LimitExceeded, "too-deep-to-convert", pointer,
                context_.say(StrictMessage::TooDeepToConvert, {std::to_string(context_.options.max_depth)}));
        }
        if (node.IsBool()) {
            const bool typed = context_.profile.structure.typed_subschemas;
            if (node.IsFalse() || !typed || place == Place::Root) return std::nullopt;
            return cannot_convert(
                "untyped-schema", pointer,
                context_.say(StrictMessage::TrueAcceptsAny, {context_.profile.title}));
        }
        if (!node.IsObject()) return cannot_convert("not-a-schema", pointer, context_.say(StrictMessage::NotObjectOrBoolean));
        if (auto failure = inline_references(node, pointer, place)) return failure;
        if (member(node, "$ref") != nullptr) return std::nullopt;  // its target is converted in $defs
        if (auto failure = merge_all_of(node, pointer, context_)) return failure;
        tuple_items_to_prefix_items(node, pointer);
        MovedKeywords moved;
        if (auto failure = rewrite_keywords(node, pointer, context_, moved)) return failure;
        if (auto failure = convert_children(node, pointer, depth, moved)) return failure;
        finish_description(node, moved, context_.allocator);
        if (place == Place::Root || !context_.profile.structure.typed_subschemas) return std::nullopt;
        for (std::string_view k : {"type", "anyOf", "$ref", "enum", "const", "allOf"}) {
            if (member(node, k) != nullptr) return std::nullopt;
        }
        return cannot_convert("untyped-schema", pointer,
                              context_.say(StrictMessage::NoType, {context_.profile.title}));
    }

    // The root's definitions are converted at their own place, apart from the root schema
    // (inlining a root `$ref` must not move them), and only those still referred to.
    std::optional<SchemaFailure> convert_root(rapidjson::Value& root) {
        rapidjson::Value definitions(rapidjson::kObjectType);
        for (std::string_view k : {"$defs", "definitions"}) {
            if (!root.IsObject()) break;
            const auto found = root.FindMember(rapidjson::StringRef(k.data(), k.size()));
            if (found == root.MemberEnd()) continue;
            definitions.AddMember(string_value(k, context_.allocator), std::move(found->value), context_.allocator);
            root.EraseMember(found);
        }
        if (auto failure = convert(root, "", 0, Place::Root)) return failure;
        if (!root.IsObject()) return std::nullopt;
        for (auto m = definitions.MemberBegin(); m != definitions.MemberEnd(); ++m) {
            root.AddMember(std::move(m->name), std::move(m->value), context_.allocator);
        }
        prune_unused_definitions(root, context_);
        return convert_definitions(root, "", 0);
    }

private:
    // A `$ref` is replaced by a copy of its target where the provider needs that: always for
    // responseSchema (no references), at the root (it must be an object), and where other
    // constraints sit beside it (2020-12 applies both; providers do not). Descendants of an
    // inlined copy are reported at their place in the target.
    std::optional<SchemaFailure> inline_references(rapidjson::Value& node, std::string& pointer, Place place) {
        for (std::size_t hops = 0; member(node, "$ref") != nullptr; ++hops) {
            const rapidjson::Value& ref = *member(node, "$ref");
            const std::string at = child_pointer(pointer, "$ref");
            if (!ref.IsString()) return cannot_convert("unresolved-ref", at, context_.say(StrictMessage::RefNotString));
            const ResolvedRef target = resolve_ref(context_.source, string_of(ref), &source_members_);
            if (target.kind == RefKind::External) {
                return cannot_convert(
                    "external-ref", at,
                    context_.say(StrictMessage::ExternalRef, {string_of(ref)}));
            }
            if (target.target == nullptr) {
                return cannot_convert("unresolved-ref", at,
                                      context_.say(StrictMessage::UnresolvedRef, {string_of(ref)}));
            }
            const RefUse* use = refs_.use_at(pointer);
            const bool recursive = use != nullptr && use->recursive;
            const Provider provider = context_.profile.provider;
            if (recursive && (provider == Provider::Anthropic || provider == Provider::GeminiLegacy)) {
                return cannot_convert("recursive-ref", at,
                                      context_.say(StrictMessage::RecursiveRef, {use->ref, context_.profile.title}));
            }
            const bool inside_a_schema = provider == Provider::OpenAI && target.kind == RefKind::Local;
            if (recursive && inside_a_schema) {
                return cannot_convert("complex-ref", at,
                                      context_.say(StrictMessage::RecursiveInside, {use->ref}));
            }
            const bool inline_it = provider == Provider::GeminiLegacy || place == Place::Root || inside_a_schema ||
                                   has_constraints_beside_ref(node);
            if (!inline_it) return std::nullopt;
            if (hops >= kMaxInlinedChain) {
                return cannot_convert(
                    "recursive-ref", at,
                    context_.say(StrictMessage::ChainTooLong, {std::to_string(kMaxInlinedChain)}));
            }
            const std::size_t allowed = context_.options.max_inlined_values - inlined_values_;
            const std::size_t values = count_values(*target.target, allowed);
            if (values > allowed) return inlined_too_large(at, string_of(ref));
            inlined_values_ += values;
            rapidjson::Value copy(*target.target, context_.allocator);
            if (copy.IsFalse()) {
                return cannot_convert(
                    "untyped-schema", at,
                    context_.say(StrictMessage::RefNamesFalse, {string_of(ref)}));
            }
            if (copy.IsTrue()) copy.SetObject();
            if (target.kind == RefKind::Root) {
                erase_member(copy, "$defs");
                erase_member(copy, "definitions");
            }
            for (auto m = node.MemberBegin(); m != node.MemberEnd(); ++m) {
                if (string_of(m->name) == "$ref") continue;
                set_member(copy, string_of(m->name), rapidjson::Value(m->value, context_.allocator),
                           context_.allocator);
            }
            context_.change(pointer, "inline-ref",
                            context_.say(StrictMessage::InlineRef, {string_of(ref)}));
            node = std::move(copy);
            pointer = target.target_pointer;
        }
        return std::nullopt;
    }

    SchemaFailure inlined_too_large(const std::string& at, std::string_view ref) const {
        const bool legacy = context_.profile.provider == Provider::GeminiLegacy;
        return schema_failure(
            ErrorCode::LimitExceeded, "inlined-too-large", at,
            context_.say(legacy ? StrictMessage::InlinedTooLargeLegacy : StrictMessage::InlinedTooLarge,
                         {ref, std::to_string(context_.options.max_inlined_values)}));
    }

    // Draft-07 tuples: "items": [a, b] is 2020-12's "prefixItems": [a, b].
    void tuple_items_to_prefix_items(rapidjson::Value& node, const std::string& pointer) {
        const auto items = node.FindMember("items");
        if (items == node.MemberEnd() || !items->value.IsArray()) return;
        rapidjson::Value tuple(std::move(items->value));
        node.EraseMember(items);
        set_member(node, "prefixItems", std::move(tuple), context_.allocator);
        if (const auto rest = node.FindMember("additionalItems"); rest != node.MemberEnd()) {
            rapidjson::Value after(std::move(rest->value));
            node.EraseMember(rest);
            set_member(node, "items", std::move(after), context_.allocator);
        }
        context_.change(pointer, "items-to-prefix-items", context_.say(StrictMessage::TupleItems));
    }

    std::optional<SchemaFailure> convert_children(rapidjson::Value& node, const std::string& pointer, std::size_t depth,
                                                  MovedKeywords& moved) {
        if (rapidjson::Value* any = find(node, "anyOf"); any && any->IsArray()) {
            for (rapidjson::SizeType i = 0; i < any->Size(); ++i) {
                std::string at = child_pointer(pointer, "anyOf");
                append_pointer_index(at, i);
                if (auto failure = convert((*any)[i], at, depth + 1, Place::Value)) return failure;
            }
        }
        if (is_object_schema(node)) {
            if (auto failure = convert_object(node, pointer, depth, moved)) return failure;
        }
        if (auto failure = convert_array(node, pointer, depth)) return failure;
        return convert_definitions(node, pointer, depth);
    }

    // `$defs` / `definitions` of `holder`, each definition converted at its own place.
    std::optional<SchemaFailure> convert_definitions(rapidjson::Value& holder, const std::string& pointer,
                                                     std::size_t depth) {
        for (std::string_view k : {"$defs", "definitions"}) {
            rapidjson::Value* defs = find(holder, k);
            if (defs == nullptr) continue;
            if (context_.profile.provider == Provider::GeminiLegacy) {
                erase_member(holder, k);
                context_.change(pointer, "drop-keyword",
                                context_.say(StrictMessage::DefinitionsRemoved, {k}));
                continue;
            }
            if (!defs->IsObject()) continue;
            for (auto m = defs->MemberBegin(); m != defs->MemberEnd(); ++m) {
                std::string at = child_pointer(pointer, k);
                append_pointer_token(at, string_of(m->name));
                if (auto failure = convert(m->value, at, depth + 1, Place::Value)) return failure;
            }
        }
        return std::nullopt;
    }

    std::optional<SchemaFailure> convert_array(rapidjson::Value& node, const std::string& pointer, std::size_t depth) {
        rapidjson::Value* prefix = find(node, "prefixItems");
        if (prefix != nullptr) {
            const KeywordRule* rule = find_keyword_rule(context_.profile, "prefixItems", false);
            if (rule == nullptr || rule->support != Support::Supported) {
                return cannot_convert("tuple-unsupported", child_pointer(pointer, "prefixItems"),
                                      context_.say(StrictMessage::NoTuples, {context_.profile.title}));
            }
            for (rapidjson::SizeType i = 0; prefix->IsArray() && i < prefix->Size(); ++i) {
                std::string at = child_pointer(pointer, "prefixItems");
                append_pointer_index(at, i);
                if (auto failure = convert((*prefix)[i], at, depth + 1, Place::Value)) return failure;
            }
        }
        if (erase_member(node, "additionalItems")) {
            context_.change(pointer, "drop-keyword", context_.say(StrictMessage::AdditionalItemsRemoved));
        }
        rapidjson::Value* items = find(node, "items");
        if (items != nullptr) return convert(*items, child_pointer(pointer, "items"), depth + 1, Place::Value);
        if (prefix == nullptr && context_.profile.structure.typed_subschemas && is_array_schema(node)) {
            return cannot_convert("untyped-schema", pointer,
                                  context_.say(StrictMessage::ArrayWithoutItems, {context_.profile.title}));
        }
        return std::nullopt;
    }

    std::optional<SchemaFailure> convert_object(rapidjson::Value& node, const std::string& pointer, std::size_t depth,
                                                MovedKeywords& moved) {
        rapidjson::Value* properties = find(node, "properties");
        if (properties != nullptr && properties->IsObject()) {
            for (auto m = properties->MemberBegin(); m != properties->MemberEnd(); ++m) {
                std::string at = child_pointer(pointer, "properties");
                append_pointer_token(at, string_of(m->name));
                if (auto failure = convert(m->value, at, depth + 1, Place::Value)) return failure;
            }
        }
        const bool has_properties = properties != nullptr && properties->IsObject() && !properties->ObjectEmpty();
        if (auto failure = settle_extra_keys(node, pointer, has_properties, moved, context_)) return failure;
        if (auto failure = require_every_property(node, pointer, context_)) return failure;
        add_property_ordering(node, pointer, context_);
        // Gemini keeps a schema for the extra keys: it is converted like any other.
        rapidjson::Value* extra = find(node, "additionalProperties");
        if (extra == nullptr || !extra->IsObject()) return std::nullopt;
        return convert(*extra, child_pointer(pointer, "additionalProperties"), depth + 1, Place::Value);
    }

    static rapidjson::Value* find(rapidjson::Value& node, std::string_view key) {
        const auto found = node.FindMember(rapidjson::StringRef(key.data(), key.size()));
        return found == node.MemberEnd() ? nullptr : &found->value;
    }

    const RefGraph& refs_;
    StrictContext& context_;
    schema::MemberIndex source_members_;  // of context_.source, which never changes
    std::size_t inlined_values_ = 0;      // counted against StrictOptions::max_inlined_values
};

std::optional<SchemaFailure> check_root(const rapidjson::Value& root, const StrictContext& context) {
    const ProviderProfile& profile = context.profile;
    if (!profile.structure.object_root) return std::nullopt;
    const std::vector<std::string_view> types = type_names(root);
    if (root.IsObject() && types.size() == 1 && types[0] == "object" && member(root, "anyOf") == nullptr) {
        return std::nullopt;
    }
    return cannot_convert("root-not-object", "", context.say(StrictMessage::RootNotObject, {profile.title}));
}

}  // namespace
}  // namespace providers

SchemaResult<StrictSchema> to_strict_schema(const rapidjson::Value& schema, Provider provider,
                                            const StrictOptions& options) {
    using namespace providers;
    if (!schema.IsObject() && !schema.IsBool()) {
        return schema_failure(ErrorCode::SchemaMismatch, "not-a-schema", "",
                              strict_message(options.language, StrictMessage::NotAJsonObject));
    }
    WalkOptions walk;
    walk.dialect = document_dialect(schema);
    walk.max_depth = options.max_depth;
    walk.language = options.language;
    Result<RefGraph> refs = RefGraph::build(schema, walk);
    if (!refs.ok()) {
        return schema_failure(refs.error().code, "too-deep-to-convert", "", refs.error().message);
    }
    StrictSchema result;
    result.schema.CopyFrom(schema, result.schema.GetAllocator());
    const ProviderProfile& profile = profile_for(provider);
    StrictContext context{profile, options, schema, result.schema.GetAllocator(), result.changes};
    Converter converter(refs.value(), context);
    if (auto failure = converter.convert_root(result.schema)) return *failure;
    if (auto failure = check_root(result.schema, context)) return *failure;
    prune_unused_definitions(result.schema, context);

    LintOptions lint_options;
    lint_options.fine_tuned = options.fine_tuned;
    lint_options.max_depth = options.max_depth;
    lint_options.language = options.language;
    const Result<LintReport> lint = lint_schema(result.schema, provider, lint_options);
    if (!lint.ok()) return schema_failure(lint.error().code, "too-deep-to-convert", "", lint.error().message);
    for (const Diagnostic& d : lint.value().diagnostics) {
        if (d.severity != Severity::Error) continue;
        return cannot_convert(d.code, d.pointer,
                              context.say(StrictMessage::StillBreaks, {profile.title, d.message}));
    }
    return result;
}

}  // namespace sg
