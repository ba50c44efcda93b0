#include "reply/schema_source.h"

#include <algorithm>
#include <utility>

#include "schema/schema_pointer.h"
#include "schema/uri.h"
#include "tape/tape_dom.h"

namespace sg {

SchemaSource::SchemaSource(const rapidjson::Value& root, std::string_view base_uri, const SchemaRegistry* registry)
    : root_(root), registry_(registry) {
    index(root, std::string(base_uri));
}

// Every `$id` in the document, resolved against the resource around it, as the compiler does
// (schema_index.cpp); `#name` identifiers are draft-07 anchors, not resources. Values in
// non-schema positions (`const`, `examples`) are indexed too: a stray `$id` there can only
// add an entry that no error names. Iterative: document depth never becomes stack depth.
void SchemaSource::index(const rapidjson::Value& document, const std::string& uri) {
    resources_.emplace(uri, &document);
    std::vector<std::string> bases{uri};
    std::vector<std::pair<const rapidjson::Value*, std::size_t>> pending{{&document, 0}};
    while (!pending.empty()) {
        const auto [value, base_index] = pending.back();
        pending.pop_back();
        if (value->IsArray()) {
            for (const rapidjson::Value& item : value->GetArray()) pending.emplace_back(&item, base_index);
            continue;
        }
        if (!value->IsObject()) continue;
        std::size_t base = base_index;
        const auto id = value->FindMember("$id");
        if (id != value->MemberEnd() && id->value.IsString() && id->value.GetStringLength() > 0 &&
            id->value.GetString()[0] != '#') {
            const std::string resolved = schema::resolve_uri(
                bases[base_index], std::string_view(id->value.GetString(), id->value.GetStringLength()));
            bases.emplace_back(schema::uri_without_fragment(resolved));
            base = bases.size() - 1;
            resources_.emplace(bases.back(), value);
        }
        for (const auto& member : value->GetObject()) pending.emplace_back(&member.value, base);
    }
}

const rapidjson::Value* SchemaSource::find(std::string_view absolute_location) {
    const std::size_t hash = absolute_location.find('#');
    if (hash == std::string_view::npos) return nullptr;
    const std::string uri(absolute_location.substr(0, hash));
    auto resource = resources_.find(uri);
    if (resource == resources_.end() && registry_ != nullptr) {
        const SchemaRegistry::Document* document = registry_->find(uri);
        if (document != nullptr &&
            std::find(indexed_documents_.begin(), indexed_documents_.end(), document->uri) == indexed_documents_.end()) {
            indexed_documents_.push_back(document->uri);
            registered_.emplace_back();
            value_from_tape(document->value, 0, registered_.back().get());
            index(registered_.back().get(), document->uri);
            resource = resources_.find(uri);
        }
    }
    if (resource == resources_.end()) return nullptr;
    const rapidjson::Value* at = resource->second;
    const bool well_formed = schema::for_each_pointer_token(absolute_location.substr(hash + 1), [&](std::string_view token) {
        if (at != nullptr) at = members_.child(*at, token);
    });
    return well_formed ? at : nullptr;
}

}  // namespace sg
