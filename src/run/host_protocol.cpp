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

}  // namespace sg
