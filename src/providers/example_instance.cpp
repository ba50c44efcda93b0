#include "providers/example_instance.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/json_pointer.h"
#include "core/string_index.h"
#include "providers/example_messages.h"
#include "providers/example_scalars.h"
#include "providers/ref_graph.h"
#include "providers/schema_facts.h"
#include "providers/schema_merge.h"
#include "schema/schema.h"

namespace sg {
namespace providers {
namespace {

std::string child(const std::string& pointer, std::string_view keyword) {
    std::string at = pointer;
    append_pointer_token(at, keyword);
    return at;
}

std::string child(const std::string& pointer, std::string_view keyword, std::string_view name) {
    std::string at = child(pointer, keyword);
    append_pointer_token(at, name);
    return at;
}

bool json_type_fits(const rapidjson::Value& v, std::string_view type) {
    if (type == "integer") {
        return v.IsInt64() || v.IsUint64() ||
               (v.IsNumber() && std::isfinite(v.GetDouble()) && v.GetDouble() == std::floor(v.GetDouble()));
    }
    if (type == "number") return v.IsNumber();
    if (type == "string") return v.IsString();
    if (type == "boolean") return v.IsBool();
    if (type == "null") return v.IsNull();
    if (type == "object") return v.IsObject();
    return type == "array" && v.IsArray();
}

// The type a typeless schema is about, from the keywords it uses.
std::string_view implied_type(const rapidjson::Value& schema) {
    for (std::string_view k :
         {"properties", "required", "additionalProperties", "minProperties", "patternProperties"}) {
        if (member(schema, k)) return "object";
    }
    for (std::string_view k : {"items", "prefixItems", "minItems", "contains"}) {
        if (member(schema, k)) return "array";
    }
    for (std::string_view k : {"minLength", "maxLength", "pattern", "format"}) {
        if (member(schema, k)) return "string";
    }
    for (std::string_view k : {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"}) {
        if (member(schema, k)) return "number";
    }
    return "";
}

class Builder {
public:
    Builder(const rapidjson::Value& root, const ExampleOptions& options, Allocator& allocator)
        : root_(root), options_(options), allocator_(allocator) {}

    std::optional<SchemaFailure> failure;

    // Builds into `out`; false (with `failure` set) when no value can be built.
    bool build(const rapidjson::Value& schema, const rapidjson::Value* tmpl, const std::string& pointer,
               std::size_t depth, std::size_t variant, rapidjson::Value& out) {
        if (!step(pointer, depth)) return false;
        if (schema.IsBool()) {
            if (schema.IsFalse()) return unsatisfiable(pointer, ExampleMessage::FalseAcceptsNothing);
            return copy_or_null(tmpl, out);
        }
        if (!schema.IsObject()) return copy_or_null(tmpl, out);
        rapidjson::Value current;
        bool have = tmpl != nullptr;
        if (have) current.CopyFrom(*tmpl, allocator_);
        if (const rapidjson::Value* ref = member(schema, "$ref"); ref && ref->IsString()) {
            const ResolvedRef target = resolve_ref(root_, string_of(*ref), &root_members_);
            if (target.target != nullptr) {
                rapidjson::Value value;
                if (!build(*target.target, have ? &current : nullptr, target.target_pointer, depth + 1, variant,
                           value)) {
                    return false;
                }
                current = std::move(value);
                have = true;
            } else if (!have) {
                failure = schema_failure(ErrorCode::ValidationFailed, "unsupported-ref", pointer,
                                         say(ExampleMessage::UnsupportedRef, {string_of(*ref)}));
                return false;
            }
        }
        if (const rapidjson::Value* all = member(schema, "allOf"); all && all->IsArray()) {
            // One schema for all branches where they merge; else each branch refines the last value.
            rapidjson::Value merged(schema, allocator_);
            if (!merge_all_of_into(merged, root_, allocator_)) {
                return build(merged, have ? &current : nullptr, pointer, depth + 1, variant, out);
            }
            for (rapidjson::SizeType i = 0; i < all->Size(); ++i) {
                std::string at = child(pointer, "allOf");
                append_pointer_index(at, i);
                rapidjson::Value value;
                if (!build((*all)[i], have ? &current : nullptr, at, depth + 1, variant, value)) return false;
                current = std::move(value);
                have = true;
            }
        }
        for (std::string_view k : {"anyOf", "oneOf"}) {
            const rapidjson::Value* branches = member(schema, k);
            if (branches == nullptr || !branches->IsArray()) continue;
            rapidjson::Value value;
            if (!first_branch(*branches, have ? &current : nullptr, child(pointer, k), depth, variant, value))
                return false;
            current = std::move(value);
            have = true;
        }
        return body(schema, have ? &current : nullptr, pointer, depth, variant, out);
    }

private:
    std::string say(ExampleMessage message, std::initializer_list<std::string_view> values = {}) const {
        return example_message(options_.language, message, values);
    }

    bool step(const std::string& pointer, std::size_t depth) {
        if (failure) return false;
        if (++steps_ > options_.max_steps) {
            return limit(pointer, ExampleMessage::TooManySteps, std::to_string(options_.max_steps));
        }
        if (depth > options_.max_depth) {
            return unsatisfiable(pointer, ExampleMessage::NestedTooDeep, std::to_string(options_.max_depth));
        }
        return true;
    }

    // `value`: what the row's one place ("{0}") says, if it has one.
    bool unsatisfiable(const std::string& pointer, ExampleMessage why, std::string_view value = {}) {
        if (!failure) {
            failure = schema_failure(ErrorCode::ValidationFailed, "unsatisfiable", pointer, say(why, {value}));
        }
        return false;
    }

    bool limit(const std::string& pointer, ExampleMessage why, std::string_view value = {}) {
        failure = schema_failure(ErrorCode::LimitExceeded, "limit-exceeded", pointer, say(why, {value}));
        return false;
    }

    bool copy_or_null(const rapidjson::Value* tmpl, rapidjson::Value& out) {
        if (tmpl)
            out.CopyFrom(*tmpl, allocator_);
        else
            out.SetNull();
        return true;
    }

    // The first branch that fits the template's type (or the first that builds at all).
    bool first_branch(const rapidjson::Value& branches, const rapidjson::Value* tmpl, const std::string& pointer,
                      std::size_t depth, std::size_t variant, rapidjson::Value& out) {
        // The branches whose type fits the template first, then the others, each in order.
        std::vector<rapidjson::SizeType> order;
        std::vector<rapidjson::SizeType> others;
        for (rapidjson::SizeType i = 0; i < branches.Size(); ++i) {
            const std::vector<std::string_view> types = type_names(branches[i]);
            const bool fits =
                tmpl == nullptr || types.empty() ||
                std::any_of(types.begin(), types.end(), [&](std::string_view t) { return json_type_fits(*tmpl, t); });
            (fits ? order : others).push_back(i);
        }
        order.insert(order.end(), others.begin(), others.end());
        for (const rapidjson::SizeType i : order) {
            std::string at = pointer;
            append_pointer_index(at, i);
            if (build(branches[i], tmpl, at, depth + 1, variant, out)) return true;
            if (failure && failure->error.code == ErrorCode::LimitExceeded) return false;
            failure.reset();
        }
        return unsatisfiable(pointer, ExampleMessage::NoBranch);
    }

    bool body(const rapidjson::Value& schema, const rapidjson::Value* tmpl, const std::string& pointer,
              std::size_t depth, std::size_t variant, rapidjson::Value& out) {
        if (const rapidjson::Value* c = member(schema, "const")) {
            out.CopyFrom(tmpl ? *tmpl : *c, allocator_);
            return true;
        }
        if (const rapidjson::Value* e = member(schema, "enum"); e && e->IsArray()) {
            if (tmpl) return copy_or_null(tmpl, out);
            if (e->Empty()) return unsatisfiable(child(pointer, "enum"), ExampleMessage::EmptyEnum);
            out.CopyFrom((*e)[static_cast<rapidjson::SizeType>(variant % e->Size())], allocator_);
            return true;
        }
        if (const rapidjson::Value* d = member(schema, "default"); d && !tmpl && variant == 0) {
            out.CopyFrom(*d, allocator_);
            return true;
        }
        std::vector<std::string_view> types = type_names(schema);
        if (types.empty() && !implied_type(schema).empty()) types.push_back(implied_type(schema));
        std::string_view type = types.empty() ? "" : types.front();
        if (tmpl) {
            const auto fit =
                std::find_if(types.begin(), types.end(), [&](std::string_view t) { return json_type_fits(*tmpl, t); });
            if (fit == types.end()) return copy_or_null(tmpl, out);  // validation will say why
            type = *fit;
        }
        ExampleMessage why{};
        if (type == "object") return build_object(schema, tmpl, pointer, depth, variant, out);
        if (type == "array") return build_array(schema, tmpl, pointer, depth, variant, out);
        if (tmpl || type.empty() || type == "null") return copy_or_null(tmpl, out);
        if (type == "boolean") {
            out.SetBool(variant % 2 == 1);
            return true;
        }
        if (type == "string") {
            const rapidjson::Value* min = member(schema, "minLength");
            if (min && min->IsNumber() && min->GetDouble() > static_cast<double>(options_.max_string_length)) {
                return limit(child(pointer, "minLength"), ExampleMessage::MinLengthOverLimit,
                             std::to_string(options_.max_string_length));
            }
            return example_string(schema, variant, allocator_, out, why) || unsatisfiable(pointer, why);
        }
        return example_number(schema, type == "integer", variant, out, why) || unsatisfiable(pointer, why);
    }

    bool build_object(const rapidjson::Value& schema, const rapidjson::Value* tmpl, const std::string& pointer,
                      std::size_t depth, std::size_t variant, rapidjson::Value& out) {
        out.SetObject();
        const rapidjson::Value* properties = member(schema, "properties");
        if (properties && !properties->IsObject()) properties = nullptr;
        const rapidjson::Value* extra = member(schema, "additionalProperties");
        const rapidjson::Value* required = member(schema, "required");
        if (required && !required->IsArray()) required = nullptr;
        const StringIndex required_set = required_names(schema);
        StringMap<const rapidjson::Value*> template_members;
        if (tmpl && tmpl->IsObject()) {
            for (auto m = tmpl->MemberBegin(); m != tmpl->MemberEnd(); ++m) {
                template_members.try_emplace(string_of(m->name), &m->value);  // the first of repeated names, as FindMember
            }
        }
        auto given = [&](const rapidjson::Value& name) -> const rapidjson::Value* {
            const rapidjson::Value* const* found = template_members.find(string_of(name));
            return found == nullptr ? nullptr : *found;
        };
        StringIndex built;
        auto has = [&](const rapidjson::Value& name) { return built.contains(string_of(name)); };
        auto add = [&](const rapidjson::Value& name, const rapidjson::Value& sub, const rapidjson::Value* value,
                       const std::string& at) {
            rapidjson::Value made;
            if (!build(sub, value, at, depth + 1, variant, made)) return false;
            built.insert(string_of(name));
            out.AddMember(rapidjson::Value(name, allocator_), std::move(made), allocator_);
            return true;
        };
        static const rapidjson::Value kAnything(true);
        const rapidjson::Value& others = extra && extra->IsObject() ? *extra : kAnything;
        if (properties) {
            for (auto p = properties->MemberBegin(); p != properties->MemberEnd(); ++p) {
                const rapidjson::Value* value = given(p->name);
                if (!value && !required_set.contains(string_of(p->name))) continue;
                if (!add(p->name, p->value, value, child(pointer, "properties", string_of(p->name)))) return false;
            }
        }
        for (rapidjson::SizeType i = 0; required && i < required->Size(); ++i) {
            const rapidjson::Value& name = (*required)[i];
            if (!name.IsString() || has(name)) continue;
            if (!add(name, others, given(name), child(pointer, "additionalProperties"))) return false;
        }
        if (tmpl && tmpl->IsObject()) {
            for (auto m = tmpl->MemberBegin(); m != tmpl->MemberEnd(); ++m) {
                if (has(m->name)) continue;
                if (member(schema, "patternProperties")) {
                    built.insert(string_of(m->name));
                    out.AddMember(rapidjson::Value(m->name, allocator_), rapidjson::Value(m->value, allocator_),
                                  allocator_);
                } else if (!add(m->name, others, &m->value, child(pointer, "additionalProperties"))) {
                    return false;
                }
            }
        }
        const rapidjson::Value* min = member(schema, "minProperties");
        const double wanted = min && min->IsNumber() ? min->GetDouble() : 0;
        if (properties) {
            for (auto p = properties->MemberBegin(); p != properties->MemberEnd() && out.MemberCount() < wanted; ++p) {
                if (has(p->name)) continue;
                if (!add(p->name, p->value, nullptr, child(pointer, "properties", string_of(p->name)))) return false;
            }
        }
        // Still short: extra members named p0, p1, … where additionalProperties lets them in.
        for (std::size_t i = 0; out.MemberCount() < wanted && !(extra && extra->IsFalse()); ++i) {
            const std::string name = "p" + std::to_string(i);
            const rapidjson::Value key(name.data(), static_cast<rapidjson::SizeType>(name.size()), allocator_);
            if (has(key)) continue;
            if (!add(key, others, nullptr, child(pointer, "additionalProperties"))) return false;
        }
        return true;
    }

    bool build_array(const rapidjson::Value& schema, const rapidjson::Value* tmpl, const std::string& pointer,
                     std::size_t depth, std::size_t variant, rapidjson::Value& out) {
        out.SetArray();
        const rapidjson::Value* prefix = member(schema, "prefixItems");
        const rapidjson::Value* items = member(schema, "items");
        const rapidjson::Value* rest = items;
        if (items && items->IsArray()) {  // draft-07 tuple
            prefix = items;
            rest = member(schema, "additionalItems");
        }
        static const rapidjson::Value kAnything(true);
        auto item_schema = [&](rapidjson::SizeType i, std::string& at) -> const rapidjson::Value& {
            if (prefix && prefix->IsArray() && i < prefix->Size()) {
                at = child(pointer, prefix == items ? "items" : "prefixItems");
                append_pointer_index(at, i);
                return (*prefix)[i];
            }
            at = child(pointer, rest == items ? "items" : "additionalItems");
            return rest ? *rest : kAnything;
        };
        const rapidjson::Value* min = member(schema, "minItems");
        const double wanted = min && min->IsNumber() ? min->GetDouble() : 0;
        const bool unique = member(schema, "uniqueItems") && member(schema, "uniqueItems")->IsTrue();
        if (wanted > static_cast<double>(options_.max_steps)) {
            return limit(child(pointer, "minItems"), ExampleMessage::MinItemsOverLimit,
                         std::to_string(options_.max_steps));
        }
        const rapidjson::SizeType given = tmpl && tmpl->IsArray() ? tmpl->Size() : 0;
        for (rapidjson::SizeType i = 0; i < given || i < wanted; ++i) {
            std::string at;
            const rapidjson::Value& sub = item_schema(i, at);
            rapidjson::Value item;
            if (!build(sub, i < given ? &(*tmpl)[i] : nullptr, at, depth + 1, unique ? i + variant : variant, item)) {
                return false;
            }
            out.PushBack(std::move(item), allocator_);
        }
        // An array built empty gets the items `contains` asks for (a non-empty one is left to validation).
        if (const rapidjson::Value* contains = member(schema, "contains"); contains && out.Empty()) {
            const rapidjson::Value* min_contains = member(schema, "minContains");
            const double needed = min_contains && min_contains->IsNumber() ? min_contains->GetDouble() : 1;
            if (needed > static_cast<double>(options_.max_steps)) {
                return limit(child(pointer, "minContains"), ExampleMessage::MinContainsOverLimit,
                             std::to_string(options_.max_steps));
            }
            for (rapidjson::SizeType i = 0; i < needed; ++i) {
                rapidjson::Value item;
                if (!build(*contains, nullptr, child(pointer, "contains"), depth + 1, unique ? i : variant, item))
                    return false;
                out.PushBack(std::move(item), allocator_);
            }
        }
        return true;
    }

    const rapidjson::Value& root_;
    schema::MemberIndex root_members_;
    const ExampleOptions& options_;
    Allocator& allocator_;
    std::size_t steps_ = 0;
};

}  // namespace
}  // namespace providers

SchemaResult<rapidjson::Document> example_instance(const rapidjson::Value& schema,
                                                   const rapidjson::Value* template_value,
                                                   const ExampleOptions& options) {
    using providers::ExampleMessage;
    SchemaOptions compiling;
    compiling.language = options.language;
    const SchemaCompileResult compiled = compile_schema(schema, compiling);
    if (!compiled.ok()) {
        return schema_failure(ErrorCode::SchemaMismatch, "invalid-schema", compiled.error().pointer,
                              providers::example_message(options.language, ExampleMessage::DoesNotCompile,
                                                         {compiled.error().message}));
    }
    rapidjson::Document out;
    providers::Builder builder(schema, options, out.GetAllocator());
    rapidjson::Value value;
    if (!builder.build(schema, template_value, "", 0, 0, value)) return *builder.failure;
    static_cast<rapidjson::Value&>(out).Swap(value);

    ValidateOptions validating;
    validating.language = options.language;
    const ValidationResult verdict = compiled.value().validate(out, validating);
    if (!verdict.valid) {
        const ValidationError& first = verdict.errors.front();
        const ExampleMessage says =
            template_value ? ExampleMessage::TemplateDoesNotValidate : ExampleMessage::BuiltDoesNotValidate;
        return schema_failure(first.code, "does-not-validate", first.instance_location,
                              providers::example_message(options.language, says,
                                                         {first.instance_location, first.keyword, first.message}));
    }
    return out;
}

}  // namespace sg
