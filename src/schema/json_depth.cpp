#include "schema/json_depth.h"

#include <string_view>
#include <vector>

#include "core/json_pointer.h"

namespace sg::schema {
namespace {

struct Level {
    const rapidjson::Value* container;
    rapidjson::SizeType next;
};

bool is_container(const rapidjson::Value& v) { return v.IsObject() || v.IsArray(); }

std::string pointer_of(const std::vector<Level>& stack) {
    std::string pointer;
    for (const Level& level : stack) {
        const rapidjson::SizeType at = level.next - 1;
        if (level.container->IsObject()) {
            const auto& name = (level.container->MemberBegin() + at)->name;
            append_pointer_token(pointer, std::string_view(name.GetString(), name.GetStringLength()));
        } else {
            append_pointer_index(pointer, at);
        }
    }
    return pointer;
}

}  // namespace

std::optional<std::string> find_excess_depth(const rapidjson::Value& value, std::size_t max_depth) {
    if (!is_container(value)) return std::nullopt;
    if (max_depth == 0) return std::string();
    std::vector<Level> stack{{&value, 0}};
    while (!stack.empty()) {
        Level& top = stack.back();
        const rapidjson::Value& v = *top.container;
        const rapidjson::SizeType size = v.IsObject() ? v.MemberCount() : v.Size();
        if (top.next == size) {
            stack.pop_back();
            continue;
        }
        const rapidjson::Value& child = v.IsObject() ? (v.MemberBegin() + top.next)->value : v[top.next];
        ++top.next;
        if (!is_container(child)) continue;
        if (stack.size() >= max_depth) return pointer_of(stack);
        stack.push_back(Level{&child, 0});
    }
    return std::nullopt;
}

}  // namespace sg::schema
