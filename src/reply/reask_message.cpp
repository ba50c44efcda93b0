#include "reply/reask_message.h"

#include "core/message_fill.h"
#include "reply/reply_messages.h"

namespace sg {
namespace {

std::string line_for(const ReplyError& failure, Language language) {
    if (!failure.validation) return fill_message(reply_text(ReplyMessage::ReaskUnreadable, language), {failure.error.message});
    const std::string& where = failure.validation->instance_location;
    const std::string_view place = where.empty() ? reply_text(ReplyMessage::ReaskTopLevel, language) : std::string_view(where);
    return fill_message(reply_text(ReplyMessage::ReaskAt, language), {place, failure.error.message});
}

}  // namespace

std::string reask_message(const std::vector<ReplyError>& errors, Language language, std::size_t max_items) {
    std::string message(reply_text(ReplyMessage::ReaskHeading, language));
    std::size_t listed = 0;
    for (const ReplyError& failure : errors) {
        if (listed == max_items) break;
        message += "\n" + line_for(failure, language);
        ++listed;
    }
    if (errors.size() > listed) {
        message += "\n" + fill_message(reply_text(ReplyMessage::ReaskMore, language), {std::to_string(errors.size() - listed)});
    }
    message += "\n";
    message += reply_text(ReplyMessage::ReaskRequest, language);
    return message;
}

}  // namespace sg
