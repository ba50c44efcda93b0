// Result<T>: a value or an Error, never both. Used by every module in place of exceptions.
// A module whose failures carry more than an Error (a schema pointer, a reason code) names its
// own error type as E.
#pragma once

#include <utility>
#include <variant>

#include "core/error.h"

namespace sg {

template <typename T, typename E = Error>
class Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(E error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    const T& value() const { return std::get<0>(state_); }
    T& value() { return std::get<0>(state_); }
    const E& error() const { return std::get<1>(state_); }

private:
    std::variant<T, E> state_;
};

}  // namespace sg
