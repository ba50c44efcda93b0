// Default limits (ARCHITECTURE principle 6). Each is overridden by the option named beside it.
#pragma once

#include <cstddef>

namespace sg::limits {

constexpr std::size_t kMaxInputBytes = 4 * 1024 * 1024;  // option maxInputBytes
constexpr std::size_t kMaxFenceBytes = 32 * 1024;        // option maxFenceBytes (X4)
constexpr std::size_t kMaxDepth = 512;                   // option maxDepth

}  // namespace sg::limits
