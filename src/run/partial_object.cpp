#include "run/partial_object.h"

namespace sg {

void PartialObject::follow(std::string_view payload) {
    const std::size_t read = parser_.input().size();
    // A payload only grows while a stream is read (text and tool input are appended to).
    if (payload.size() <= read) return;
    parser_.push(payload.substr(read));
}

}  // namespace sg
