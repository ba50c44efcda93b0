#include "run/host_protocol.h"

namespace sg {

std::string_view action_kind_name(ActionKind kind) {
    switch (kind) {
        case ActionKind::Http: return "http";
        case ActionKind::Sleep: return "sleep";
        case ActionKind::Tools: return "tools";
        case ActionKind::Done: return "done";
    }
    return "done";
}

Action HostProtocol::response(int status, const Headers& headers, std::string_view body, const HostInput& host) {
    response_head(status, headers);
    response_chunk(body);
    return response_end(host);
}

}  // namespace sg
