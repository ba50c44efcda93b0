// The schema documents a validator was compiled from, kept beside it so that coercion (rule
// L5) can read again the keyword a validation error names: its `type`, `enum`, `const`,
// `required`. An error carries absoluteKeywordLocation, "<resource URI>#<JSON Pointer>";
// this finds the value there, on the documents' tapes. A compiled schema keeps no copy of its
// source (it needs none to validate), so the caller keeps the document alive while it coerces.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/string_index.h"
#include "schema/member_index.h"
#include "schema/schema_registry.h"
#include "tape/tape_value.h"

namespace sg {

class SchemaSource {
public:
    // `root`, `base_uri` and `registry` as given to compile_schema (SchemaOptions::base_uri;
    // the registry may be null). They must outlive this object.
    explicit SchemaSource(TapeValue root, std::string_view base_uri = {}, const SchemaRegistry* registry = nullptr);

    // The schema value at `absolute_location`, or none when it names nothing known. Registered
    // documents (and the bundled meta-schemas) are indexed on first use.
    TapeValue find(std::string_view absolute_location);

    // The schema the validator was compiled from.
    TapeValue root() const { return root_; }

private:
    void index(TapeValue document, const std::string& uri);

    StringMap<TapeValue> resources_;  // URI -> resource root
    std::vector<std::string> indexed_documents_;
    TapeValue root_;
    const SchemaRegistry* registry_;
    // Large objects on the way (a `properties` of 1,000 names, each error's keyword under it)
    // are indexed once instead of scanned per error; schema documents never change.
    schema::MemberIndex members_;
};

}  // namespace sg
