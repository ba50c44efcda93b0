// The format functions a validator was compiled with (compileSchema's options.formats), which
// live in JavaScript: the core calls them while it validates through two imports that
// user_format.js gives the module, by the id npm/src/user_formats.js registered them under.
// They may call structguard again (ARCHITECTURE principle 8): the name and text they are
// given are decoded before the caller's function runs.
#pragma once

#include <string_view>

#include "schema/user_format_check.h"

namespace sg::boundary {

// SchemaOptions::user_format calling the registered functions. Holds the registration for as
// long as the program that calls it lives, and ends it when destroyed (the program freed, or
// its compile refused), so that JavaScript lets go of the functions. The program points at it:
// it does not move.
class RegisteredFormats final : public UserFormatCheck {
public:
    explicit RegisteredFormats(int id) : id_(id) {}
    ~RegisteredFormats();
    RegisteredFormats(const RegisteredFormats&) = delete;
    RegisteredFormats& operator=(const RegisteredFormats&) = delete;

    bool holds(std::string_view format, std::string_view text) const override;

private:
    int id_;
};

}  // namespace sg::boundary
