#include "run/host_protocol.h"

namespace sg {
namespace {

char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower_ascii(a[i]) != lower_ascii(b[i])) return false;
    }
    return true;
}

const std::string* find_header(const Headers& headers, std::string_view name) {
    for (const Header& header : headers) {
        if (equals_ignoring_case(header.name, name)) return &header.value;
    }
    return nullptr;
}

std::string_view action_kind_name(ActionKind kind) {
    switch (kind) {
        case ActionKind::Http: return "http";
        case ActionKind::Sleep: return "sleep";
        case ActionKind::Tools: return "tools";
        case ActionKind::Done: return "done";
    }
    return "done";
}

}  // namespace sg
