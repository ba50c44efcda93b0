#include "reply/schema_source.h"

#include <algorithm>
#include <utility>

#include "schema/schema_pointer.h"
#include "schema/uri.h"

namespace sg {

SchemaSource::SchemaSource(TapeValue root, std::string_view base_uri, const SchemaRegistry* registry)
    : root_(root), registry_(registry) {
    index(root, std::string(base_uri));
}

// Every `$id` in the document, resolved against the resource around it, as the compiler does
// (schema_index.cpp); `#name` identifiers are draft-07 anchors, not resources. Values in
// non-schema positions (`const`, `examples`) are indexed too: a stray `$id` there can only
// add an entry that no error names. Iterative: document depth never becomes stack depth.
void SchemaSource::index(TapeValue document, const std::string& uri) {
    resources_.try_emplace(uri, document);
    std::vector<std::string> bases{uri};
    std::vector<std::pair<TapeValue, std::size_t>> pending{{document, 0}};
    std::string scratch;
    while (!pending.empty()) {
        const auto [value, base_index] = pending.back();
        pending.pop_back();
        if (value.is_array()) {
            for (const TapeValue item : value.items()) pending.emplace_back(item, base_index);
            continue;
        }
        if (!value.is_object()) continue;
        std::size_t base = base_index;
        const TapeValue id = value.member("$id");
        const std::string_view id_text = id.is_string() ? id.string(scratch) : std::string_view();
        if (!id_text.empty() && id_text.front() != '#') {
            const std::string resolved = schema::resolve_uri(bases[base_index], id_text);
            bases.emplace_back(schema::uri_without_fragment(resolved));
            base = bases.size() - 1;
            resources_.try_emplace(bases.back(), value);
        }
        for (const TapeValue::Member member : value.members()) pending.emplace_back(member.value, base);
    }
}

TapeValue SchemaSource::find(std::string_view absolute_location) {
    const std::size_t hash = absolute_location.find('#');
    if (hash == std::string_view::npos) return {};
    const std::string uri(absolute_location.substr(0, hash));
    const TapeValue* resource = resources_.find(uri);
    if (resource == nullptr && registry_ != nullptr) {
        const SchemaRegistry::Document* document = registry_->find(uri);
        if (document != nullptr &&
            std::find(indexed_documents_.begin(), indexed_documents_.end(), document->uri) == indexed_documents_.end()) {
            indexed_documents_.push_back(document->uri);
            index(tape_root(document->value), document->uri);
            resource = resources_.find(uri);
        }
    }
    if (resource == nullptr) return {};
    TapeValue at = *resource;
    const bool well_formed = schema::for_each_pointer_token(absolute_location.substr(hash + 1), [&](std::string_view token) {
        if (at) at = members_.child(at, token);
    });
    return well_formed ? at : TapeValue();
}

}  // namespace sg
