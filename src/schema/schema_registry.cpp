#include "schema/schema_registry.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "schema/dialect.h"
#include "schema/json_depth.h"
#include "schema/metaschemas.h"
#include "schema/schema_error_messages.h"
#include "schema/subschema_keywords.h"
#include "schema/uri.h"
#include "tape/tape_dom.h"
#include "tape/tape_value.h"

namespace sg {
namespace {

using schema::Dialect;

// A string member's value ("" when there is none), decoded into `scratch` if escaped.
std::string_view string_member(TapeValue object, std::string_view name, std::string& scratch) {
    const TapeValue found = object.member(name);
    return found.is_string() ? found.string(scratch) : std::string_view();
}

Dialect declared_dialect(TapeValue root) {
    std::string scratch;
    return schema::dialect_of_metaschema(string_member(root, "$schema", scratch)).value_or(Dialect::Draft2020_12);
}

SchemaError registry_error(Language language, std::string_view uri, std::string pointer, schema::SchemaErrorMessage message,
                           std::initializer_list<std::string_view> values = {},
                           SchemaErrorKind kind = SchemaErrorKind::InvalidSchema) {
    return SchemaError{kind, std::move(pointer), std::string(uri), schema::schema_error_message(language, message, values)};
}

}  // namespace

SchemaRegistry::SchemaRegistry() = default;
SchemaRegistry::SchemaRegistry(SchemaRegistry&&) noexcept = default;
SchemaRegistry& SchemaRegistry::operator=(SchemaRegistry&&) noexcept = default;
SchemaRegistry::~SchemaRegistry() = default;

std::optional<SchemaError> SchemaRegistry::add(std::string_view uri, const rapidjson::Value& schema,
                                               std::size_t max_depth, Language language) {
    Tape tape;
    tape_from_value(schema, tape);
    return add(uri, std::move(tape), max_depth, language);
}

std::optional<SchemaError> SchemaRegistry::add(std::string_view uri, Tape schema, std::size_t max_depth,
                                               Language language) {
    if (!uri.empty() && uri.back() == '#') uri.remove_suffix(1);
    if (uri.empty() || uri.find('#') != std::string_view::npos) {
        return registry_error(language, uri, "", schema::SchemaErrorMessage::RegisteredWithFragment, {uri});
    }
    if (!schema::is_schema_value(tape_root(schema))) {
        return registry_error(language, uri, "", schema::SchemaErrorMessage::NotASchema);
    }
    if (const auto deep = schema::find_excess_depth(tape_root(schema), max_depth)) {
        return registry_error(language, uri, *deep, schema::SchemaErrorMessage::NestingTooDeep, {std::to_string(max_depth)},
                              SchemaErrorKind::LimitExceeded);
    }
    remove(uri);
    auto document = std::make_unique<Document>();
    document->uri = std::string(uri);
    document->value = std::move(schema);
    const Document* stored = document.get();
    documents_.push_back(std::move(document));
    index(*stored);
    return std::nullopt;
}

// Its URI names it, over any earlier document's embedded `$id`; its own `$id`s name it where
// no document already has that URI.
void SchemaRegistry::index(const Document& document) {
    by_uri_[document.uri] = &document;
    index_embedded_ids(document);
}

// A URI registered again replaces its document, with the `$id`s indexed from it: kept, every
// addSchema of the same URI would hold one more copy (a 64 KiB allocator chunk at least) for
// the life of the module. Compiled schemas do not point into the registry, so none dangles.
void SchemaRegistry::remove(std::string_view uri) {
    const auto old = std::find_if(documents_.begin(), documents_.end(),
                                  [&](const std::unique_ptr<Document>& document) { return document->uri == uri; });
    if (old == documents_.end()) return;
    documents_.erase(old);
    // The index takes no key out: it is built again from the documents left, in their order.
    by_uri_.clear();
    for (const std::unique_ptr<Document>& document : documents_) index(*document);
}

// Only absolute identifiers are indexed: plain-name fragments belong to their document and
// are found when that document is scanned for a compile.
void SchemaRegistry::index_embedded_ids(const Document& document) {
    const Dialect dialect = declared_dialect(tape_root(document.value));
    struct Pending {
        TapeValue schema;
        std::string base;
    };
    std::vector<Pending> pending{{tape_root(document.value), document.uri}};
    std::string scratch;
    while (!pending.empty()) {
        Pending item = std::move(pending.back());
        pending.pop_back();
        const TapeValue schema = item.schema;
        if (!schema.is_object()) continue;
        if (dialect == Dialect::Draft7 && schema.member("$ref")) continue;  // siblings ignored
        const std::string_view id = string_member(schema, "$id", scratch);
        if (!id.empty() && id.front() != '#') {
            item.base = std::string(schema::uri_without_fragment(schema::resolve_uri(item.base, id)));
            by_uri_.try_emplace(item.base, &document);
        }
        schema::for_each_subschema(schema, dialect, [&](TapeValue child, std::string_view, TapeValue, long) {
            pending.push_back(Pending{child, item.base});
        });
    }
}

const SchemaRegistry::Document* SchemaRegistry::find(std::string_view uri) const {
    if (const Document* const* found = by_uri_.find(uri)) return *found;
    return schema::bundled_metaschema(uri);
}

}  // namespace sg
