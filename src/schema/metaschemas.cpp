#include "schema/metaschemas.h"

#include <memory>
#include <vector>

#include "schema/uri.h"

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
        document->value.Parse(text);
        if (document->value.HasParseError() || !document->value.IsObject()) return;
        const auto id = document->value.FindMember("$id");
        if (id == document->value.MemberEnd() || !id->value.IsString()) return;
        document->uri = std::string(uri_without_fragment(id->value.GetString()));
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
