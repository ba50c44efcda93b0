#include "templates/create_dto.h"

#include <cstdint>
#include <vector>

#include "core/text_trim.h"

namespace sg {
namespace {

using Allocator = rapidjson::Document::AllocatorType;

std::string_view text_of(const rapidjson::Value& value) {
    return std::string_view(value.GetString(), value.GetStringLength());
}

rapidjson::Value string_value(std::string_view text, Allocator& allocator) {
    return rapidjson::Value(text.data(), static_cast<rapidjson::SizeType>(text.size()), allocator);
}

// The schema's integers may be written `2.0`; the DTO holds them as integers.
rapidjson::Value whole_number(const rapidjson::Value& number) {
    return rapidjson::Value(static_cast<std::int64_t>(number.GetDouble()));
}

void copy_string_member(const rapidjson::Value& from, const char* name, rapidjson::Value& to, Allocator& allocator) {
    const auto found = from.FindMember(name);
    if (found == from.MemberEnd()) return;
    to.AddMember(rapidjson::StringRef(name), string_value(text_of(found->value), allocator), allocator);
}

rapidjson::Value artifacts(const rapidjson::Value& given, Allocator& allocator) {
    rapidjson::Value list(rapidjson::kArrayType);
    for (const rapidjson::Value& artifact : given.GetArray()) {
        rapidjson::Value item(rapidjson::kObjectType);
        copy_string_member(artifact, "kind", item, allocator);
        copy_string_member(artifact, "description", item, allocator);
        list.PushBack(item, allocator);
    }
    return list;
}

rapidjson::Value seq_list(const rapidjson::Value& given, Allocator& allocator) {
    rapidjson::Value list(rapidjson::kArrayType);
    for (const rapidjson::Value& seq : given.GetArray()) list.PushBack(whole_number(seq), allocator);
    return list;
}

rapidjson::Value step_dto(const rapidjson::Value& step, Allocator& allocator) {
    rapidjson::Value dto(rapidjson::kObjectType);
    dto.AddMember("seq", whole_number(step["seq"]), allocator);
    copy_string_member(step, "name", dto, allocator);
    copy_string_member(step, "basis", dto, allocator);
    dto.AddMember("offsetDays", whole_number(step["offsetDays"]), allocator);
    const auto required = step.FindMember("requiredArtifacts");
    if (required != step.MemberEnd()) dto.AddMember("requiredArtifacts", artifacts(required->value, allocator), allocator);
    const auto depends_on = step.FindMember("dependsOn");
    if (depends_on != step.MemberEnd()) dto.AddMember("dependsOn", seq_list(depends_on->value, allocator), allocator);
    return dto;
}

std::string_view template_name(const rapidjson::Value& draft, std::string_view default_name) {
    const auto name = draft.FindMember("name");
    if (name == draft.MemberEnd() || trim_space(text_of(name->value)).empty()) return default_name;
    return text_of(name->value);
}

}  // namespace

rapidjson::Document to_create_dto(const rapidjson::Value& draft, std::string_view default_name) {
    rapidjson::Document dto(rapidjson::kObjectType);
    Allocator& allocator = dto.GetAllocator();
    const rapidjson::Value& steps = draft["stepTemplates"];
    // Seqs are exactly 1..N here, so seq - 1 is each step's place in seq order.
    std::vector<const rapidjson::Value*> by_seq(steps.Size());
    for (const rapidjson::Value& step : steps.GetArray()) {
        by_seq[static_cast<std::size_t>(step["seq"].GetDouble()) - 1] = &step;
    }
    rapidjson::Value step_list(rapidjson::kArrayType);
    for (const rapidjson::Value* step : by_seq) step_list.PushBack(step_dto(*step, allocator), allocator);
    dto.AddMember("name", string_value(template_name(draft, default_name), allocator), allocator);
    dto.AddMember("stepTemplates", step_list, allocator);
    return dto;
}

}  // namespace sg
