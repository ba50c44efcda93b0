// What a compile knows about the schema documents it touches: every schema resource (its
// URI, dialect, vocabularies, anchors) and, for every subschema, where it sits (resource and
// JSON Pointer). Documents are scanned once, iteratively, when first needed: the root schema
// first, registered and bundled ones when a reference reaches them.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/language.h"
#include "core/string_index.h"
#include "schema/dialect.h"
#include "schema/schema.h"
#include "schema/schema_error_messages.h"
#include "schema/schema_registry.h"
#include "tape/tape_value.h"

namespace sg::schema {

struct Anchor {
    std::string name;
    TapeValue schema;
    bool dynamic;  // made by $dynamicAnchor (also reachable as a plain-name fragment)
};

struct ScannedResource {
    std::string uri;                   // canonical URI without fragment ("" for an anonymous root)
    TapeValue root;
    DialectSpec spec;
    std::string document_uri;          // "" for the schema being compiled
    std::vector<Anchor> anchors;
};

// Where a value sits: one or two reference tokens below its parent's location ("properties",
// "name"). Locations form a tree, so a document of n subschemas costs O(n) whatever its
// depth; JSON Pointer text is written out only for an error or a compiled node.
struct Location {
    std::uint32_t resource;
    const Location* parent = nullptr;  // null at a document root
    std::string tokens[2];
    std::uint8_t token_count = 0;
    bool resource_root = false;  // its pointer within `resource` is ""
};

class SchemaIndex {
public:
    // `language`: of the errors the scan reports.
    SchemaIndex(const SchemaRegistry* registry, Language language) : registry_(registry), language_(language) {}

    // Scans the schema being compiled, known by `base_uri` ("" for none).
    std::optional<SchemaError> scan_root(TapeValue root, std::string_view base_uri, DialectSpec spec);

    // The resource with this URI (no fragment), scanning a registered or bundled document
    // that holds it on first use; `spec` is the dialect assumed when that document names none.
    std::optional<std::uint32_t> find_resource(std::string_view uri, DialectSpec spec, std::optional<SchemaError>& error);

    // Where `schema` sits, or null when it is not at a subschema position of a scanned document.
    const Location* location_of(TapeValue schema) const;

    // Records a value reached by a JSON Pointer into a non-schema position (an unknown keyword,
    // `examples`), relative to the nearest scanned ancestor, and scans it as a schema.
    std::optional<SchemaError> adopt(TapeValue schema, const Location& ancestor,
                                     const std::vector<std::string>& tokens);

    // JSON Pointer text of `at` from its resource root, or from its document root.
    static std::string resource_pointer(const Location& at);
    static std::string document_pointer(const Location& at);

    const ScannedResource& resource(std::uint32_t i) const { return resources_[i]; }
    // The first anchor of `resource` named `name`, or null; by hash, so that 100,000 `$ref`s to
    // anchors resolve in linear time. Valid until the next scan.
    const Anchor* find_anchor(std::uint32_t resource, std::string_view name);
    std::size_t resource_count() const { return resources_.size(); }

    // The error at `keyword` of `at`, its message the row `message` with `values` put in.
    SchemaError error_at(const Location& at, std::string_view keyword, SchemaErrorMessage message,
                         std::initializer_list<std::string_view> values = {},
                         SchemaErrorKind kind = SchemaErrorKind::InvalidSchema) const;
    Language language() const { return language_; }

private:
    struct Pending {
        TapeValue schema;
        Location* location;
        DialectSpec spec;
        bool document_root;
    };

    Location* add_location(std::uint32_t resource, const Location* parent);

    std::optional<SchemaError> scan(std::vector<Pending> pending);
    std::optional<SchemaError> scan_one(Pending& item, std::vector<Pending>& pending);
    std::optional<SchemaError> enter_dialect(Pending& item);
    std::optional<SchemaError> enter_identifier(Pending& item);
    std::optional<SchemaError> record_anchors(const Pending& item);
    std::optional<SchemaError> scan_document(const SchemaRegistry::Document& document, DialectSpec spec);
    std::optional<DialectSpec> spec_of_metaschema(std::string_view uri, const Location& at, std::optional<SchemaError>& error);
    std::uint32_t add_resource(std::string uri, TapeValue root, DialectSpec spec, std::string document_uri);

    const SchemaRegistry* registry_;
    Language language_;
    std::vector<ScannedResource> resources_;
    StringMap<std::uint32_t> by_uri_;
    std::deque<Location> locations_;  // a deque: Location pointers stay valid as it grows
    StringMap<const Location*> located_;  // by schema entry (bytes_of)
    std::vector<const SchemaRegistry::Document*> scanned_documents_;
    // Per resource: how many of its anchors are indexed, and each name's first anchor.
    struct AnchorNames {
        std::size_t indexed = 0;
        StringMap<std::size_t> first;
    };
    StringMap<AnchorNames> anchor_names_;  // by resource (bytes_of)
};

}  // namespace sg::schema
