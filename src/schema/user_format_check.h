// The caller's check of the formats it names itself (SchemaOptions::user_formats): an
// interface rather than a std::function, so that no type-erasure machinery is compiled in for
// the one call the evaluator makes.
#pragma once

#include <string_view>

namespace sg {

class UserFormatCheck {
public:
    // Whether `text` is a `format`; never throws.
    virtual bool holds(std::string_view format, std::string_view text) const = 0;

protected:
    ~UserFormatCheck() = default;
};

}  // namespace sg
