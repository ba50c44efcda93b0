// Schemas that `$ref` may name by URI (rule S7): registered by the caller, never fetched.
// Each document is kept as a tape that owns its text (tape/tape.h), and the absolute `$id`s inside it are indexed so that a
// reference to an embedded resource finds its document. The official meta-schemas
// (2020-12 and its vocabularies, draft-07) are always available without registering them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/limits.h"
#include "core/string_index.h"
#include "schema/schema.h"
#include "tape/tape.h"

namespace sg {

class SchemaRegistry {
public:
    struct Document {
        std::string uri;               // the URI it was registered under (no fragment)
        Tape value;                    // owns its text
    };

    SchemaRegistry();
    SchemaRegistry(SchemaRegistry&&) noexcept;
    SchemaRegistry& operator=(SchemaRegistry&&) noexcept;
    ~SchemaRegistry();

    // Registers `schema` (a tape that owns its text: Tape::reset_owned) under `uri` (absolute; an empty trailing fragment "#" is dropped),
    // replacing an earlier document of that URI. Fails for a URI with a fragment, a value that
    // is not a schema, or nesting deeper than `max_depth`; the error said in `language`.
    std::optional<SchemaError> add(std::string_view uri, Tape schema, std::size_t max_depth = limits::kMaxDepth,
                                   Language language = Language::English);
    // The same for a DOM value, written out into a tape.
    std::optional<SchemaError> add(std::string_view uri, const rapidjson::Value& schema,
                                   std::size_t max_depth = limits::kMaxDepth, Language language = Language::English);

    // The registered document that holds resource `uri` (no fragment), either as its root or
    // as an embedded `$id`; else a bundled meta-schema; else null.
    const Document* find(std::string_view uri) const;

    std::size_t size() const { return documents_.size(); }

private:
    void index(const Document& document);
    void index_embedded_ids(const Document& document);
    void remove(std::string_view uri);

    std::vector<std::unique_ptr<Document>> documents_;
    StringMap<const Document*> by_uri_;
};

}  // namespace sg
