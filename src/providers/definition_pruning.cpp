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

// The definitions the root reaches through references: each target reached for the first time
// is walked in turn, and the definition it lands in is used.
class ReferenceFollower final : public SiteVisitor {
public:
    explicit ReferenceFollower(const rapidjson::Value& root) : root_(root) {}

    // Their pointers ("/$defs/name").
    StringIndex used_definitions(const WalkOptions& walk) {
        pending_ = {{&root_, ""}};
        while (!pending_.empty()) {
            const auto [schema, pointer] = pending_.back();
            pending_.pop_back();
            walk_schema(*schema, pointer, walk, *this);
        }
        return std::move(used_);
    }

    void visit(const SchemaSite& site) override {
        const rapidjson::Value* ref = member(site.schema, "$ref");
        if (ref == nullptr || !ref->IsString()) return;
        const ResolvedRef target = resolve_ref(root_, string_of(*ref), &members_);
        if (target.target != nullptr && reached_.insert(target.target_pointer).added) {
            pending_.emplace_back(target.target, target.target_pointer);
            used_.insert(definition_of(target.target_pointer));
        }
    }

private:
    const rapidjson::Value& root_;
    std::vector<std::pair<const rapidjson::Value*, std::string>> pending_;
    StringIndex reached_, used_;
    schema::MemberIndex members_;  // lives only while `root` is read, not once it is pruned
};

}  // namespace

void prune_unused_definitions(rapidjson::Value& root, StrictContext& context) {
    if (!root.IsObject()) return;
    WalkOptions walk;
    walk.dialect = document_dialect(root);
    walk.max_depth = context.options.max_depth;
    walk.skip_definitions = true;
    const StringIndex used = ReferenceFollower(root).used_definitions(walk);
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
