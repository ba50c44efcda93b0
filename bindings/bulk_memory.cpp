// libc's memcpy, memmove and memset as the bulk memory instructions. Emscripten 3.1.6's libc
// (which the libc++ it ships calls for every std::string append) has no bulk-memory variant,
// and the one an -Oz link takes (libc-optz) copies and fills a byte per loop turn. Every token
// a repaired text is written with is such a copy (bench/README.md).
// Linked ahead of libc, these definitions are the module's: the compiler writes each body as
// the one instruction (-mbulk-memory), never as a call back to itself.
#include <cstddef>

extern "C" {

void* memcpy(void* __restrict destination, const void* __restrict source, std::size_t bytes) {
    __builtin_memcpy(destination, source, bytes);
    return destination;
}

void* memmove(void* destination, const void* source, std::size_t bytes) {
    __builtin_memmove(destination, source, bytes);
    return destination;
}

void* memset(void* destination, int byte, std::size_t bytes) {
    __builtin_memset(destination, byte, bytes);
    return destination;
}

}  // extern "C"
