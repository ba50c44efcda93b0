#include "providers/schema_walker.h"

#include "core/json_pointer.h"
#include "providers/lint_messages.h"
#include "providers/schema_facts.h"
#include "schema/subschema_keywords.h"

namespace sg::providers {
namespace {

class Walker {
public:
    Walker(const WalkOptions& options, SiteVisitor& visitor) : options_(options), visitor_(visitor) {}

    std::optional<Error> run(const rapidjson::Value& schema, const std::string& pointer) {
        const SchemaSite start{schema, pointer, "", nullptr, -1, level_of(schema, options_.start_level),
                               false,  nullptr};
        visit(start, 0);
        return failure_;
    }

private:
    static std::size_t level_of(const rapidjson::Value& schema, std::size_t enclosing) {
        return enclosing + (schema.IsObject() && is_object_schema(schema) ? 1 : 0);
    }

    void visit(const SchemaSite& site, std::size_t depth) {
        if (failure_) return;
        if (depth > options_.max_depth) {
            failure_ = error_without_position(
                ErrorCode::LimitExceeded, lint_message(options_.language, LintMessage::SubschemasTooDeep,
                                                       {std::to_string(options_.max_depth), site.pointer}));
            return;
        }
        visitor_.visit(site);
        if (!site.schema.IsObject()) return;
        // Members in document order, so that findings read top to bottom like the schema.
        for (auto m = site.schema.MemberBegin(); m != site.schema.MemberEnd(); ++m) {
            const schema::SubschemaKeyword* keyword = subschema_keyword(string_of(m->name));
            if (keyword == nullptr) continue;
            if (is_definitions_keyword(keyword->name) && options_.skip_definitions) continue;
            const rapidjson::Value& value = m->value;
            const bool list = keyword->shape == schema::SubschemaShape::List ||
                              (keyword->shape == schema::SubschemaShape::SingleOrList && value.IsArray());
            const bool map =
                keyword->shape == schema::SubschemaShape::Map || keyword->shape == schema::SubschemaShape::MapOrStrings;
            if (list && value.IsArray()) {
                for (rapidjson::SizeType i = 0; i < value.Size(); ++i) {
                    if (schema::is_schema_value(value[i]))
                        visit_child(site, value[i], keyword->name, nullptr, i, depth);
                }
            } else if (map && value.IsObject()) {
                for (auto c = value.MemberBegin(); c != value.MemberEnd(); ++c) {
                    if (schema::is_schema_value(c->value))
                        visit_child(site, c->value, keyword->name, &c->name, -1, depth);
                }
            } else if (!list && !map && schema::is_schema_value(value)) {
                visit_child(site, value, keyword->name, nullptr, -1, depth);
            }
        }
    }

    const schema::SubschemaKeyword* subschema_keyword(std::string_view name) const {
        for (const schema::SubschemaKeyword* k = schema::kSubschemaKeywords; !k->name.empty(); ++k) {
            if (k->name == name && k->in(options_.dialect)) return k;
        }
        return nullptr;
    }

    void visit_child(const SchemaSite& site, const rapidjson::Value& child, std::string_view keyword,
                     const rapidjson::Value* name, long index, std::size_t depth) {
        const bool definitions = is_definitions_keyword(keyword);
        std::string pointer = site.pointer;
        append_pointer_token(pointer, keyword);
        if (name != nullptr) append_pointer_token(pointer, string_of(*name));
        if (index >= 0) append_pointer_index(pointer, static_cast<std::size_t>(index));
        const std::size_t enclosing = definitions ? 0 : site.object_level;
        const SchemaSite child_site{
            child, pointer, keyword, name, index, level_of(child, enclosing), definitions || site.in_definitions,
            &site};
        visit(child_site, depth + 1);
    }

    const WalkOptions& options_;
    SiteVisitor& visitor_;
    std::optional<Error> failure_;
};

}  // namespace

bool is_definitions_keyword(std::string_view keyword) {
    return keyword == "$defs" || keyword == "definitions";
}

std::optional<Error> walk_schema(const rapidjson::Value& schema, const std::string& pointer, const WalkOptions& options,
                                 SiteVisitor& visitor) {
    return Walker(options, visitor).run(schema, pointer);
}

}  // namespace sg::providers
