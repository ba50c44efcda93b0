// The elements of a JavaScript typed array (a Uint8Array for unsigned char, an Int32Array for
// std::int32_t), copied into the core's memory with TypedArray.set: one native copy, where
// passing the bytes as a std::string costs a JavaScript loop over every byte (milliseconds a
// megabyte). For binary inputs only; text still crosses as std::string.
#pragma once

#include <cstddef>
#include <memory>

#include <emscripten/val.h>

namespace sg::boundary {

template <typename T>
struct TypedArrayCopy {
    std::unique_ptr<T[]> data;  // left uninitialised before the copy: it is overwritten whole
    std::size_t size = 0;
};

template <typename T>
TypedArrayCopy<T> copy_typed_array(const emscripten::val& array) {
    TypedArrayCopy<T> copy;
    copy.size = array["length"].as<std::size_t>();
    copy.data.reset(new T[copy.size]);
    if (copy.size > 0) emscripten::val(emscripten::typed_memory_view(copy.size, copy.data.get())).call<void>("set", array);
    return copy;
}

}  // namespace sg::boundary
