// JSON scalars written as text, one spelling for each value, the one RapidJSON's Writer gives
// (so that a value the reply path writes reads the same as one the full module writes): a
// string with only `"`, `\` and control characters escaped (\b \t \n \f \r, else \u00XX in
// uppercase hex; other bytes as they are), an integer in its digits, a double in the digits
// Grisu2 finds (double_digits.h) laid out as the Writer lays them out (`1000.0`, `1e21`, `0.2`,
// `1e-7`, `-0.0`).
#pragma once

#include <string>
#include <string_view>

#include "json/number_token.h"

namespace sg {

// Appends `text` as a JSON string.
void append_json_string(std::string& out, std::string_view text);
std::string json_string(std::string_view text);

// Appends a double (finite) as a JSON number.
void append_json_double(std::string& out, double value);
std::string json_double(double value);

// Appends a decoded number token as a JSON number (an OutOfRange one as `token` itself).
void append_json_number(std::string& out, const NumberToken& number, std::string_view token);

}  // namespace sg
