// What stopping early reports (rule L4): the first place where a streamed value can no longer
// become valid, and the keyword that makes it certain.
#pragma once

#include <cstddef>
#include <string>

namespace sg {

struct CertainViolation {
    std::size_t offset = 0;         // bytes of the payload read when the violation became certain
    std::string instance_location;  // JSON Pointer of the value at fault
    std::string keyword;            // the keyword that refuses it ("type", "maxItems", ...)
    std::string message;            // as the validator words it
    bool at_null = false;           // the value at fault is a null
};

}  // namespace sg
