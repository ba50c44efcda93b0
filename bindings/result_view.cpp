#include "result_view.h"

namespace sg::boundary {

OutputBuffer& reused_result_buffer(std::size_t expected) {
    static OutputBuffer buffer;
    buffer.Clear();
    buffer.Reserve(expected);
    return buffer;
}

emscripten::val view_of(const OutputBuffer& buffer) {
    return emscripten::val(emscripten::typed_memory_view(buffer.GetSize(), reinterpret_cast<const unsigned char*>(buffer.GetString())));
}

}  // namespace sg::boundary
