#include "schema/schema_index.h"

#include <algorithm>

#include "core/json_pointer.h"
#include "schema/metaschemas.h"
#include "schema/subschema_keywords.h"
#include "schema/uri.h"

namespace sg::schema {
namespace {

// The anchor syntax of 2019-09 and 2020-12: ^[A-Za-z_][-A-Za-z0-9._]*$ (an XML NCName subset).
bool is_anchor_name(std::string_view name) {
    if (name.empty()) return false;
    auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; };
    if (!letter(name.front())) return false;
    return std::all_of(name.begin() + 1, name.end(), [&](char c) {
        return letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
    });
}

std::string pointer_to(const Location& at, bool stop_at_resource) {
    std::vector<const Location*> path;
    for (const Location* l = &at; l != nullptr && !(stop_at_resource && l->resource_root); l = l->parent) path.push_back(l);
    std::string pointer;
    for (auto l = path.rbegin(); l != path.rend(); ++l) {
        for (std::uint8_t t = 0; t < (*l)->token_count; ++t) append_pointer_token(pointer, (*l)->tokens[t]);
    }
    return pointer;
}

}  // namespace

std::string SchemaIndex::resource_pointer(const Location& at) { return pointer_to(at, true); }

std::string SchemaIndex::document_pointer(const Location& at) { return pointer_to(at, false); }

Location* SchemaIndex::add_location(std::uint32_t resource, const Location* parent) {
    locations_.push_back(Location{resource, parent, {}, 0, parent == nullptr});
    return &locations_.back();
}

SchemaError SchemaIndex::error_at(const Location& at, std::string_view keyword, SchemaErrorMessage message,
                                  std::initializer_list<std::string_view> values, SchemaErrorKind kind) const {
    std::string pointer = document_pointer(at);
    if (!keyword.empty()) append_pointer_token(pointer, keyword);
    return SchemaError{kind, std::move(pointer), resources_[at.resource].document_uri,
                       schema_error_message(language_, message, values)};
}

std::uint32_t SchemaIndex::add_resource(std::string uri, TapeValue root, DialectSpec spec,
                                        std::string document_uri) {
    const auto index = static_cast<std::uint32_t>(resources_.size());
    by_uri_.try_emplace(uri, index);
    resources_.push_back(ScannedResource{std::move(uri), root, spec, std::move(document_uri), {}});
    return index;
}

std::optional<SchemaError> SchemaIndex::scan_root(TapeValue root, std::string_view base_uri, DialectSpec spec) {
    const std::uint32_t r = add_resource(std::string(base_uri), root, spec, "");
    return scan({Pending{root, add_location(r, nullptr), spec, true}});
}

std::optional<SchemaError> SchemaIndex::scan_document(const SchemaRegistry::Document& document, DialectSpec spec) {
    scanned_documents_.push_back(&document);
    const TapeValue root = tape_root(document.value);
    const std::uint32_t r = add_resource(document.uri, root, spec, document.uri);
    return scan({Pending{root, add_location(r, nullptr), spec, true}});
}

std::optional<std::uint32_t> SchemaIndex::find_resource(std::string_view uri, DialectSpec spec,
                                                        std::optional<SchemaError>& error) {
    if (const std::uint32_t* known = by_uri_.find(uri)) return *known;
    const SchemaRegistry::Document* document = registry_ != nullptr ? registry_->find(uri) : bundled_metaschema(uri);
    if (document == nullptr) return std::nullopt;
    if (std::find(scanned_documents_.begin(), scanned_documents_.end(), document) != scanned_documents_.end()) {
        return std::nullopt;
    }
    error = scan_document(*document, spec);
    if (error) return std::nullopt;
    const std::uint32_t* found = by_uri_.find(uri);
    return found == nullptr ? std::nullopt : std::optional<std::uint32_t>(*found);
}

const Location* SchemaIndex::location_of(TapeValue schema) const {
    const Location* const* found = located_.find(bytes_of(schema.id()));
    return found == nullptr ? nullptr : *found;
}

std::optional<SchemaError> SchemaIndex::adopt(TapeValue schema, const Location& ancestor,
                                              const std::vector<std::string>& tokens) {
    if (tokens.empty()) return std::nullopt;  // the ancestor itself: already scanned
    const Location* parent = &ancestor;
    Location* location = nullptr;
    for (const std::string& token : tokens) {
        location = add_location(ancestor.resource, parent);
        location->tokens[0] = token;
        location->token_count = 1;
        parent = location;
    }
    return scan({Pending{schema, location, resources_[ancestor.resource].spec, false}});
}

std::optional<SchemaError> SchemaIndex::scan(std::vector<Pending> pending) {
    while (!pending.empty()) {
        Pending item = std::move(pending.back());
        pending.pop_back();
        if (auto error = scan_one(item, pending)) return error;
    }
    return std::nullopt;
}

std::optional<SchemaError> SchemaIndex::scan_one(Pending& item, std::vector<Pending>& pending) {
    const TapeValue schema = item.schema;
    if (!located_.try_emplace(bytes_of(schema.id()), item.location).second) return std::nullopt;
    if (!schema.is_object()) return std::nullopt;
    if (auto error = enter_dialect(item)) return error;
    if (item.spec.dialect == Dialect::Draft7 && schema.member("$ref")) return std::nullopt;  // siblings ignored
    if (auto error = enter_identifier(item)) return error;
    if (auto error = record_anchors(item)) return error;
    std::string scratch;
    for_each_subschema(schema, item.spec.dialect, [&](TapeValue child, std::string_view keyword, TapeValue key, long index) {
        Location* location = add_location(item.location->resource, item.location);
        location->tokens[0] = std::string(keyword);
        location->token_count = 1;
        if (key) location->tokens[location->token_count++] = std::string(key.string(scratch));
        if (index >= 0) location->tokens[location->token_count++] = std::to_string(index);
        pending.push_back(Pending{child, location, item.spec, false});
    });
    return std::nullopt;
}

// `$schema` counts where a resource starts: a document root, or (2019-09 on) beside `$id`.
std::optional<SchemaError> SchemaIndex::enter_dialect(Pending& item) {
    const TapeValue value = item.schema.member("$schema");
    if (!value) return std::nullopt;
    const bool starts_resource = item.document_root ||
                                 (item.spec.dialect != Dialect::Draft7 && item.schema.member("$id"));
    if (!starts_resource) return std::nullopt;
    if (!value.is_string()) return error_at(*item.location, "$schema", SchemaErrorMessage::MustBeUri, {"$schema"});
    std::optional<SchemaError> error;
    std::string scratch;
    const auto spec = spec_of_metaschema(value.string(scratch), *item.location, error);
    if (error) return error;
    item.spec = *spec;
    ScannedResource& resource = resources_[item.location->resource];
    if (resource.root.id() == item.schema.id()) resource.spec = item.spec;
    return std::nullopt;
}

std::optional<DialectSpec> SchemaIndex::spec_of_metaschema(std::string_view uri, const Location& at,
                                                           std::optional<SchemaError>& error) {
    if (const auto dialect = dialect_of_metaschema(uri)) return DialectSpec{*dialect, vocab::kDefault};
    const std::string_view key = uri_without_fragment(uri);
    const SchemaRegistry::Document* meta = registry_ != nullptr ? registry_->find(key) : nullptr;
    const TapeValue root = meta != nullptr ? tape_root(meta->value) : TapeValue();
    if (!root.is_object()) {
        error = error_at(at, "$schema", SchemaErrorMessage::UnknownDialect, {uri}, SchemaErrorKind::UnresolvedReference);
        return std::nullopt;
    }
    std::string scratch;
    const TapeValue parent = root.member("$schema");
    const auto dialect = parent.is_string() ? dialect_of_metaschema(parent.string(scratch)) : std::nullopt;
    if (!dialect) {
        error = error_at(at, "$schema", SchemaErrorMessage::MetaSchemaDialect, {uri}, SchemaErrorKind::Unsupported);
        return std::nullopt;
    }
    const TapeValue vocabularies = root.member("$vocabulary");
    if (!vocabularies.is_object()) return DialectSpec{*dialect, vocab::kDefault};
    std::uint32_t bits = vocab::kCore;
    for (const TapeValue::Member m : vocabularies.members()) {
        const std::string_view name = m.name.string(scratch);
        const std::uint32_t bit = vocabulary_bit(name);
        if (bit == 0 && m.value.is_true()) {
            error = error_at(at, "$schema", SchemaErrorMessage::MetaSchemaVocabulary, {uri, name},
                             SchemaErrorKind::Unsupported);
            return std::nullopt;
        }
        bits |= bit;
    }
    return DialectSpec{*dialect, bits};
}

std::optional<SchemaError> SchemaIndex::enter_identifier(Pending& item) {
    const TapeValue value = item.schema.member("$id");
    if (!value) return std::nullopt;
    if (!value.is_string()) return error_at(*item.location, "$id", SchemaErrorMessage::MustBeUriReference, {"$id"});
    std::string scratch;
    const std::string_view id = value.string(scratch);
    const bool draft7 = item.spec.dialect == Dialect::Draft7;
    ScannedResource* current = &resources_[item.location->resource];
    if (draft7 && !id.empty() && id.front() == '#') {
        if (id.size() > 1) current->anchors.push_back(Anchor{std::string(id.substr(1)), item.schema, false});
        return std::nullopt;
    }
    const std::string resolved = resolve_uri(current->uri, id);
    const std::string_view fragment = uri_fragment(resolved);
    if (!draft7 && !fragment.empty()) {
        return error_at(*item.location, "$id", SchemaErrorMessage::IdFragment, {id});
    }
    std::string uri(uri_without_fragment(resolved));
    if (current->root.id() == item.schema.id()) {
        by_uri_.try_emplace(uri, item.location->resource);
        current->uri = std::move(uri);
    } else {
        const std::uint32_t r = add_resource(std::move(uri), item.schema, item.spec, current->document_uri);
        item.location->resource = r;
        item.location->resource_root = true;
        current = &resources_[r];
    }
    if (draft7 && !fragment.empty()) current->anchors.push_back(Anchor{std::string(fragment), item.schema, false});
    return std::nullopt;
}

const Anchor* SchemaIndex::find_anchor(std::uint32_t resource, std::string_view name) {
    const std::vector<Anchor>& anchors = resources_[resource].anchors;
    AnchorNames& names = anchor_names_[bytes_of(resource)];
    // Anchors recorded since the last lookup (a later scan can add some) join the index.
    for (; names.indexed < anchors.size(); ++names.indexed) names.first.try_emplace(anchors[names.indexed].name, names.indexed);
    const std::size_t* found = names.first.find(name);
    return found == nullptr ? nullptr : &anchors[*found];
}

std::optional<SchemaError> SchemaIndex::record_anchors(const Pending& item) {
    if (item.spec.dialect == Dialect::Draft7) return std::nullopt;
    const char* keywords[] = {"$anchor", "$dynamicAnchor"};
    for (const char* keyword : keywords) {
        const bool dynamic = keyword[1] == 'd';
        if (dynamic && item.spec.dialect != Dialect::Draft2020_12) continue;
        const TapeValue value = item.schema.member(keyword);
        if (!value) continue;
        std::string scratch;
        const std::string_view name = value.is_string() ? value.string(scratch) : std::string_view();
        if (!value.is_string() || !is_anchor_name(name)) {
            return error_at(*item.location, keyword, SchemaErrorMessage::AnchorName, {keyword});
        }
        resources_[item.location->resource].anchors.push_back(Anchor{std::string(name), item.schema, dynamic});
    }
    return std::nullopt;
}

}  // namespace sg::schema
