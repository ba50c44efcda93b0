#include "user_format.h"

#include <cstddef>

// Defined in JavaScript by user_format.js (linked with --js-library).
extern "C" {
int sg_check_user_format(int id, const char* name, std::size_t name_length, const char* text, std::size_t text_length);
void sg_release_user_format(int id);
}

namespace sg::boundary {

UserFormatCheck::~UserFormatCheck() {
    if (id_ != 0) sg_release_user_format(id_);
}

std::function<bool(std::string_view, std::string_view)> UserFormatCheck::function() const {
    if (id_ == 0) return {};
    return [id = id_](std::string_view name, std::string_view text) {
        return sg_check_user_format(id, name.data(), name.size(), text.data(), text.size()) != 0;
    };
}

}  // namespace sg::boundary
