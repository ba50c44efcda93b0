// After references were inlined (the root `$ref` of a zod-to-json-schema export, every `$ref`
// for responseSchema), some definitions are reached by nothing. They would still count against
// OpenAI's property and character budgets, so they go, each removal reported.

#include "core/json_pointer.h"
#include "core/string_index.h"
#include "providers/ref_graph.h"
#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

// "/$defs/name/properties/x" -> "/$defs/name": the root definition a reference lands in.
std::string definition_of(const std::string& target) {
    for (std::string_view keyword : {"/$defs/", "/definitions/"}) {
        if (target.rfind(keyword, 0) != 0) continue;
        const std::size_t end = target.find('/', keyword.size());
        return target.substr(0, end == std::string::npos ? target.size() : end);
    }
    return "";
}

}  // namespace

void prune_unused_definitions(rapidjson::Value& root, StrictContext& context) {
    if (!root.IsObject()) return;
    WalkOptions walk;
    walk.dialect = document_dialect(root);
    walk.max_depth = context.options.max_depth;
    walk.skip_definitions = true;
    StringIndex reached, used;
    schema::MemberIndex members;  // lives only while `root` is read, not once it is pruned
    std::vector<std::pair<const rapidjson::Value*, std::string>> pending = {{&root, ""}};
    while (!pending.empty()) {
        const auto [schema, pointer] = pending.back();
        pending.pop_back();
        walk_schema(*schema, pointer, walk, [&](const SchemaSite& site) {
            const rapidjson::Value* ref = member(site.schema, "$ref");
            if (ref == nullptr || !ref->IsString()) return;
            const ResolvedRef target = resolve_ref(root, string_of(*ref), &members);
            if (target.target != nullptr && reached.insert(target.target_pointer).added) {
                pending.emplace_back(target.target, target.target_pointer);
                used.insert(definition_of(target.target_pointer));
            }
        });
    }
    for (std::string_view keyword : {"$defs", "definitions"}) {
        const auto defs = root.FindMember(rapidjson::StringRef(keyword.data(), keyword.size()));
        if (defs == root.MemberEnd() || !defs->value.IsObject()) continue;
        std::vector<std::string> unused;
        for (auto m = defs->value.MemberBegin(); m != defs->value.MemberEnd(); ++m) {
            std::string pointer = "/" + std::string(keyword);
            append_pointer_token(pointer, string_of(m->name));
            if (!used.contains(pointer)) unused.emplace_back(string_of(m->name));
        }
        for (const std::string& name : unused) {
            erase_member(defs->value, name);
            std::string pointer = "/" + std::string(keyword);
            append_pointer_token(pointer, name);
            context.change(pointer, "drop-keyword", context.say(StrictMessage::UnusedDefinition));
        }
        if (defs->value.ObjectEmpty()) erase_member(root, keyword);
    }
}

}  // namespace sg::providers
