// The counting operator new and delete behind AllocationMeter: each block carries its size
// in a header, so that delete can subtract it whichever form of delete is called. The
// over-aligned forms are left to the library (they pair with their own delete).
#include "allocation_meter.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

constexpr std::size_t kHeader = alignof(std::max_align_t);  // keeps the block aligned

// Atomic, should a test allocate from several threads; the peak is then approximate.
std::atomic<std::size_t> held{0};
std::atomic<std::size_t> peak{0};

void* allocate(std::size_t size) {
    auto* block = static_cast<unsigned char*>(std::malloc(size + kHeader));
    if (block == nullptr) std::abort();  // the suite has no use for bad_alloc
    *reinterpret_cast<std::size_t*>(block) = size;
    const std::size_t now = held += size;
    if (now > peak) peak = now;
    return block + kHeader;
}

void release(void* pointer) {
    if (pointer == nullptr) return;
    auto* block = static_cast<unsigned char*>(pointer) - kHeader;
    held -= *reinterpret_cast<std::size_t*>(block);
    std::free(block);
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void operator delete(void* pointer) noexcept { release(pointer); }
void operator delete[](void* pointer) noexcept { release(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { release(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { release(pointer); }
// The sanitizers' runtime has nothrow forms of its own that would bypass the header.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void operator delete(void* pointer, const std::nothrow_t&) noexcept { release(pointer); }
void operator delete[](void* pointer, const std::nothrow_t&) noexcept { release(pointer); }

AllocationMeter::AllocationMeter() : held_at_start_(held) { peak = held_at_start_; }

std::size_t AllocationMeter::peak_bytes() const { return peak - held_at_start_; }
