// Result<T>: a value or an Error, never both. Used by every module in place of exceptions.
#pragma once

#include <utility>
#include <variant>

#include "core/error.h"

namespace sg {

template <typename T>
class Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(Error error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    const T& value() const { return std::get<0>(state_); }
    T& value() { return std::get<0>(state_); }
    const Error& error() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

}  // namespace sg
