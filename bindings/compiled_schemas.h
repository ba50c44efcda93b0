// The compiled schemas that JavaScript holds by handle, and the registry their references
// resolve in: shared by the compile side (schema_compile.cpp) and the reply side (schema.cpp).
#pragma once

#include <memory>
#include <string>

#include "handle_table.h"
#include "user_format.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"
#include "tape/tape.h"

namespace sg::boundary {

// A compiled schema with the document it came from (a tape that owns its text): coercion
// (rule L5) reads the keywords of the errors it fixes from the document, which the compiled
// form does not keep. `formats`: the JavaScript functions its program calls, held while it lives
// (null: none).
struct CompiledSlot {
    CompiledSchema schema;
    Tape document;
    std::string base_uri;
    std::unique_ptr<RegisteredFormats> formats;
};

// The registry of addSchema's documents, consulted by every compile and by coercion.
SchemaRegistry& schema_registry();

HandleTable<CompiledSlot>& compiled_schemas();

}  // namespace sg::boundary
