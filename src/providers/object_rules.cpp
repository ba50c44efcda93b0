// What toStrictSchema does to an object schema beside converting its properties: close it to
// extra keys (or, for responseSchema, drop the field it lacks), require every property with the
// optional ones made nullable, and give Gemini its propertyOrdering.

#include "core/json_pointer.h"
#include "core/string_index.h"
#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

std::string child_pointer(const std::string& pointer, std::string_view keyword) {
    std::string at = pointer;
    append_pointer_token(at, keyword);
    return at;
}

}  // namespace

std::optional<SchemaFailure> settle_extra_keys(rapidjson::Value& object, const std::string& pointer,
                                               bool has_properties, MovedKeywords& moved, StrictContext& context) {
    const Provider provider = context.profile.provider;
    // Read before anything is erased: erasing a member moves the ones after it.
    const rapidjson::Value* extra = member(object, "additionalProperties");
    const bool has_extra = extra != nullptr;
    const bool extra_false = has_extra && extra->IsFalse();
    const bool extra_true = has_extra && extra->IsTrue();
    const bool map = (has_extra && extra->IsObject()) || member(object, "patternProperties") != nullptr;
    const bool closes = context.profile.structure.closed_objects || provider == Provider::GeminiLegacy;
    if (closes && !has_properties && !extra_false && (map || provider != Provider::GeminiLegacy)) {
        return cannot_convert(map ? "map-object" : "free-form-object", pointer,
                              context.say(map ? StrictMessage::MapObject : StrictMessage::FreeFormObject,
                                          {context.profile.title}));
    }
    for (std::string_view k : {"patternProperties", "unevaluatedProperties"}) {
        const rapidjson::Value* value = member(object, k);
        if (value == nullptr) continue;
        if (provider == Provider::Gemini) {
            moved.emplace_back(std::string(k), json_text(*value));
            context.change(pointer, "move-to-description", context.say(StrictMessage::MovedIntoDescription, {k}), true);
        } else {
            context.change(pointer, "drop-keyword",
                           context.say(StrictMessage::ExtraKeysRemoved, {k}),
                           provider == Provider::GeminiLegacy);
        }
        erase_member(object, k);
    }
    if (provider == Provider::Gemini) return std::nullopt;
    if (provider == Provider::GeminiLegacy) {
        if (erase_member(object, "additionalProperties")) {
            context.change(pointer, "drop-keyword", context.say(StrictMessage::LegacyExtraRemoved),
                           !extra_true);
        }
        return std::nullopt;
    }
    if (!has_extra) {
        set_member(object, "additionalProperties", rapidjson::Value(false), context.allocator);
        context.change(pointer, "add-additional-properties", context.say(StrictMessage::ClosedAdded));
    } else if (!extra_false) {
        set_member(object, "additionalProperties", rapidjson::Value(false), context.allocator);
        context.change(pointer, "close-object", context.say(StrictMessage::ClosedSet));
    }
    return std::nullopt;
}

// Every property in `required`, in declaration order; the optional ones may now be null.
std::optional<SchemaFailure> require_every_property(rapidjson::Value& object, const std::string& pointer,
                                                    StrictContext& context) {
    const auto properties = object.FindMember("properties");
    if (properties == object.MemberEnd() || !properties->value.IsObject()) return std::nullopt;
    if (!context.profile.structure.all_required && context.options.keep_optional) return std::nullopt;
    std::vector<std::string> before;
    if (const rapidjson::Value* list = member(object, "required"); list && list->IsArray()) {
        for (const auto& name : list->GetArray()) {
            if (name.IsString()) before.emplace_back(string_of(name));
        }
    }
    StringIndex listed;  // `required` as it was, each name's slot
    for (const std::string& name : before) listed.insert(name);
    std::vector<bool> has_property(listed.size(), false);
    rapidjson::Value required(rapidjson::kArrayType);
    for (auto m = properties->value.MemberBegin(); m != properties->value.MemberEnd(); ++m) {
        const std::string name(string_of(m->name));
        required.PushBack(string_value(name, context.allocator), context.allocator);
        if (const std::uint32_t slot = listed.find(name); slot != StringIndex::kMissing && !has_property[slot]) {
            has_property[slot] = true;
            continue;
        }
        std::string at = child_pointer(pointer, "properties");
        append_pointer_token(at, name);
        if (m->value.IsFalse() && context.profile.null_style == NullStyle::NullableKeyword) {
            return cannot_convert("unsupported-value", at,
                                  context.say(StrictMessage::FalseProperty, {name, context.profile.title}));
        }
        const bool nulled = make_nullable(m->value, context.profile.null_style, context.allocator);
        context.change(at, "require-property",
                       context.say(nulled ? StrictMessage::NowRequiredNullable : StrictMessage::NowRequired, {name}));
    }
    for (const std::string& name : before) {
        if (has_property[listed.find(name)]) continue;
        if (context.profile.structure.closed_objects) {
            return cannot_convert("required-without-property", child_pointer(pointer, "required"),
                                  context.say(StrictMessage::RequiredWithoutProperty, {name}));
        }
        required.PushBack(string_value(name, context.allocator), context.allocator);
    }
    set_member(object, "required", std::move(required), context.allocator);
    return std::nullopt;
}

void add_property_ordering(rapidjson::Value& object, const std::string& pointer, StrictContext& context) {
    const Provider provider = context.profile.provider;
    if (provider != Provider::Gemini && provider != Provider::GeminiLegacy) return;
    const rapidjson::Value* properties = member(object, "properties");
    if (properties == nullptr || !properties->IsObject() || properties->MemberCount() < 2) return;
    if (member(object, "propertyOrdering") != nullptr) return;
    rapidjson::Value order(rapidjson::kArrayType);
    for (auto m = properties->MemberBegin(); m != properties->MemberEnd(); ++m) {
        order.PushBack(rapidjson::Value(m->name, context.allocator), context.allocator);
    }
    set_member(object, "propertyOrdering", std::move(order), context.allocator);
    context.change(pointer, "add-property-ordering", context.say(StrictMessage::OrderingAdded));
}

}  // namespace sg::providers
