// The checks every validation runs most (type, number bounds, string lengths), inline so that
// the evaluator's dispatch compiles them in place: the passing path costs a few compares.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/utf8.h"
#include "schema/number_compare.h"
#include "schema/program.h"

namespace sg::schema {

// Whether a bound holds, given the value's order (-1, 0, 1) against the limit.
inline bool bound_holds(Op op, int order) {
    switch (op) {
        case Op::Minimum: return order >= 0;
        case Op::Maximum: return order <= 0;
        case Op::ExclusiveMinimum: return order > 0;
        default: return order < 0;
    }
}

// minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf.
inline bool number_bound_holds(Op op, const NumberToken& value, const NumberToken& limit) {
    if (op == Op::MultipleOf) return is_multiple_of(value, limit);
    const int order = fits_int64(value) && fits_int64(limit)
                          ? (int64_of(value) < int64_of(limit) ? -1 : (int64_of(value) > int64_of(limit) ? 1 : 0))
                          : compare_numbers(value, limit);
    return bound_holds(op, order);
}

// minLength / maxLength in code points. Bytes bound code points (at most 4 bytes each), so
// most strings are decided without counting; `length` is set when it had to be counted.
inline bool length_holds(Op op, std::string_view string, std::uint32_t limit, std::size_t& length) {
    const std::size_t bytes = string.size();
    if (op == Op::MinLength ? bytes / 4 >= limit : bytes <= limit) return true;
    length = code_points(string);
    return op == Op::MinLength ? length >= limit : length <= limit;
}

}  // namespace sg::schema
