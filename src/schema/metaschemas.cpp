#include "schema/metaschemas.h"

#include <memory>
#include <vector>

namespace sg::schema {
namespace {

class BundledStore {
public:
    BundledStore() {
        for (std::size_t i = 0; i < k2020MetaSchemaCount; ++i) parse(k2020MetaSchemas[i]);
        parse(kDraft7MetaSchema);
    }

    const SchemaRegistry::Document* find(std::string_view uri) const {
        for (const auto& document : documents_) {
            if (document->uri == uri) return document.get();
        }
        return nullptr;
    }

private:
    // The texts are constants of this library: a parse failure is a build defect, which the
    // meta-schema tests catch; such a document is simply not offered.
    void parse(const BundledText& text) {
        auto document = std::make_unique<SchemaRegistry::Document>();
        document->uri = text.uri;
        document->value.Parse(text.json);
        if (!document->value.HasParseError()) documents_.push_back(std::move(document));
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
