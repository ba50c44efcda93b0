// A result's JSON text handed to JavaScript as a view of wasm memory, from one buffer the module
// keeps for the next call (npm/src/text_call.js decodes the view before it calls again). The
// prompt calls' results hold the caller's own texts: returned as a std::string, a 100 MB prompt
// was copied twice more to cross, and the memory, once grown, stays with the instance.
#pragma once

#include <cstddef>

#include <emscripten/val.h>

#include "json_boundary.h"

namespace sg::boundary {

// The kept buffer, emptied, with room for `expected` bytes (grown once, not by halves).
OutputBuffer& reused_result_buffer(std::size_t expected);

emscripten::val view_of(const OutputBuffer& buffer);

// `write(out)` writes the value; `expected` is about how long its JSON will be.
template <class Write>
emscripten::val result_view(std::size_t expected, Write&& write) {
    OutputBuffer& buffer = reused_result_buffer(expected);
    Writer out(buffer);
    write(out);
    return view_of(buffer);
}

}  // namespace sg::boundary
