// The compiled schemas that JavaScript holds by handle, and the registry their references
// resolve in: shared by the compile side (schema_compile.cpp) and the reply side (schema.cpp).
#pragma once

#include <string>

#include "handle_table.h"
#include "json/compact_document.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"

namespace sg::boundary {

// A compiled schema with the document it came from: coercion (rule L5) reads the keywords of
// the errors it fixes from the document, which the compiled form does not keep.
struct CompiledSlot {
    CompiledSchema schema;
    CompactDocument document;
    std::string base_uri;
};

// The registry of addSchema's documents, consulted by every compile and by coercion.
SchemaRegistry& schema_registry();

HandleTable<CompiledSlot>& compiled_schemas();

}  // namespace sg::boundary
