#include "schema/metaschemas.h"

#include <memory>
#include <vector>

#include "schema/uri.h"
#include "tape/tape_reader.h"
#include "tape/tape_value.h"

namespace sg::schema {
namespace {

class BundledStore {
public:
    BundledStore() {
        for (std::size_t i = 0; i < kMetaSchemaTextsCount; ++i) parse(kMetaSchemaTexts[i]);
    }

    const SchemaRegistry::Document* find(std::string_view uri) const {
        for (const auto& document : documents_) {
            if (document->uri == uri) return document.get();
        }
        return nullptr;
    }

private:
    // The texts are constants of this library: one that does not parse or has no `$id` is a
    // build defect, which the meta-schema tests catch; such a document is simply not offered.
    void parse(const char* text) {
        auto document = std::make_unique<SchemaRegistry::Document>();
        const std::string_view json(text);
        if (!read_tape(json, json, limits::kMaxDepth, document->value)) return;
        const TapeValue id = tape_root(document->value).member("$id");
        if (!id.is_string()) return;
        std::string scratch;
        document->uri = std::string(uri_without_fragment(id.string(scratch)));
        documents_.push_back(std::move(document));
    }

    std::vector<std::unique_ptr<SchemaRegistry::Document>> documents_;
};

}  // namespace

const SchemaRegistry::Document* bundled_metaschema(std::string_view uri) {
    if (!uri.empty() && uri.back() == '#') uri.remove_suffix(1);
    static const BundledStore store;
    return store.find(uri);
}

}  // namespace sg::schema
