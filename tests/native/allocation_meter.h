// Heap bytes a piece of code holds at its peak, for tests that bound memory per input byte
// (rule L7). The test binary replaces the global operator new and delete with ones that count
// (allocation_meter.cpp); a meter reads the highest count reached while it lives.
#pragma once

#include <cstddef>

class AllocationMeter {
public:
    AllocationMeter();
    // The most bytes held at once since the meter was made, beyond what was held then.
    std::size_t peak_bytes() const;

private:
    std::size_t held_at_start_;
};
