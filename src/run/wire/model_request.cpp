#include "run/wire/model_request.h"

namespace sg {

std::string system_text(const std::vector<Message>& messages) {
    std::string system;
    for (const Message& message : messages) {
        if (message.role != Role::System) continue;
        if (!system.empty()) system += "\n\n";
        system += message.content;
    }
    return system;
}

}  // namespace sg
