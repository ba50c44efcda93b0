// The format functions a validator was compiled with (compileSchema's options.formats), which
// live in JavaScript: the core calls them while it validates through two imports that
// user_format.js gives the module, by the id npm/src/user_formats.js registered them under.
// They may call structguard again (ARCHITECTURE principle 8): the name and text they are
// given are decoded before the caller's function runs.
#pragma once

#include <functional>
#include <string_view>

namespace sg::boundary {

// Holds the registration for as long as the program that calls it lives, and ends it when
// destroyed (the program freed, or its compile refused), so that JavaScript lets go of the
// functions. Id 0 holds none.
class UserFormatCheck {
public:
    explicit UserFormatCheck(int id = 0) : id_(id) {}
    ~UserFormatCheck();
    UserFormatCheck(UserFormatCheck&& other) noexcept : id_(other.id_) { other.id_ = 0; }
    UserFormatCheck& operator=(UserFormatCheck&&) = delete;
    UserFormatCheck(const UserFormatCheck&) = delete;
    UserFormatCheck& operator=(const UserFormatCheck&) = delete;

    // SchemaOptions::user_format calling the registered functions; empty for id 0.
    std::function<bool(std::string_view format, std::string_view text)> function() const;

private:
    int id_;
};

}  // namespace sg::boundary
