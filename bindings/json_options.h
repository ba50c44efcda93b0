// Options that cross as JSON text because they hold strings and lists (compileSchema's: a base
// URI, format names), read with the core's strict reader into a tape of their own, so the
// reply module needs no DOM for them (ARCHITECTURE principle 4). The options that are numbers
// and words cross in their slots instead (option_slots.h).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "tape/tape.h"
#include "tape/tape_value.h"

namespace sg::boundary {

class JsonOptions {
public:
    // Anything but a JSON object reads as no options given.
    explicit JsonOptions(std::string_view json);

    // The member `name`, or none (TapeValue's false) when it is absent.
    TapeValue member(std::string_view name) const;
    // A number member as a size (clamped_size), a boolean or a string; `fallback` when the
    // member is absent or of another type.
    std::size_t size(std::string_view name, std::size_t fallback) const;
    bool flag(std::string_view name, bool fallback) const;
    std::string string(std::string_view name, std::string_view fallback = {}) const;

private:
    Tape tape_;
    bool object_ = false;
};

// A string item or member's value, decoded.
std::string string_value(const TapeValue& value);

}  // namespace sg::boundary
