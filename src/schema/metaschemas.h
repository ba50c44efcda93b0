// The official meta-schemas bundled with the library (rule S7): draft 2020-12 with each of
// its vocabulary meta-schemas, and draft-07. They are parsed on first use and live for the
// rest of the process; a registry consults them after its own documents.
#pragma once

#include <cstddef>
#include <string_view>

#include "schema/schema_registry.h"

namespace sg::schema {

// The texts of src/schema/metaschemas/*.json, as published; each is known by its `$id`.
// Embedded at build time (cmake/embed_texts.cmake).
extern const char* const kMetaSchemaTexts[];
extern const std::size_t kMetaSchemaTextsCount;

// The bundled meta-schema `uri` (an empty trailing fragment ignored), or null.
const SchemaRegistry::Document* bundled_metaschema(std::string_view uri);

}  // namespace sg::schema
