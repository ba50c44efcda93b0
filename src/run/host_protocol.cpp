#include "run/host_protocol.h"

namespace sg {

Action HostProtocol::response(int status, const Headers& headers, std::string_view body, const HostInput& host) {
    response_head(status, headers);
    response_chunk(body);
    return response_end(host);
}

}  // namespace sg
