#include "run/wire/http_message.h"

#include "core/ascii_case.h"

namespace sg {

const std::string* find_header(const Headers& headers, std::string_view name) {
    for (const Header& header : headers) {
        if (equals_ignoring_case(header.name, name)) return &header.value;
    }
    return nullptr;
}

}  // namespace sg
