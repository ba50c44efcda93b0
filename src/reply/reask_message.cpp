#include "reply/reask_message.h"

namespace sg {
namespace {

std::string line_for(const ReplyError& failure) {
    if (!failure.validation) return "- the JSON could not be read: " + failure.error.message;
    const std::string& where = failure.validation->instance_location;
    return "- at " + (where.empty() ? std::string("the top level") : where) + ": " + failure.error.message;
}

}  // namespace

std::string reask_message(const std::vector<ReplyError>& errors, std::size_t max_items) {
    std::string message = "Your previous reply did not match the required JSON schema:";
    std::size_t listed = 0;
    for (const ReplyError& failure : errors) {
        if (listed == max_items) break;
        message += "\n" + line_for(failure);
        ++listed;
    }
    if (errors.size() > listed) message += "\n- and " + std::to_string(errors.size() - listed) + " more";
    message += "\nReply again with the corrected JSON only, as one ```json fence, with no other text.";
    return message;
}

}  // namespace sg
