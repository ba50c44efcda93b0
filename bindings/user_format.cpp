#include "user_format.h"

#include <cstddef>

// Defined in JavaScript by user_format.js (linked with --js-library).
extern "C" {
int sg_check_user_format(int id, const char* name, std::size_t name_length, const char* text, std::size_t text_length);
void sg_release_user_format(int id);
}

namespace sg::boundary {

RegisteredFormats::~RegisteredFormats() { sg_release_user_format(id_); }

bool RegisteredFormats::holds(std::string_view format, std::string_view text) const {
    return sg_check_user_format(id_, format.data(), format.size(), text.data(), text.size()) != 0;
}

}  // namespace sg::boundary
