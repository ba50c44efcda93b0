// Default limits (docs/architecture.md, "Limits and linear time"). Each is overridden by the
// option named beside it.
#pragma once

#include <cstddef>

namespace sg::limits {

constexpr std::size_t kMaxInputBytes = 4 * 1024 * 1024;  // option maxInputBytes
constexpr std::size_t kMaxFenceBytes = 32 * 1024;        // option maxFenceBytes (X4)
constexpr std::size_t kMaxDepth = 512;                   // option maxDepth
// Here, not with the schema options, because every module's option layout hands it to JavaScript.
constexpr std::size_t kMaxSchemaBytes = 16 * 1024 * 1024;  // option SchemaOptions::max_bytes

// Lenient reading keeps a record of every repair and of every `{` or `[` it reads from;
// these bound them (no option), so that its memory is a small multiple of the reply however
// dense the damage: a reply with more is not JSON with a few mistakes.
constexpr std::size_t kMaxRepairs = 100000;
constexpr std::size_t kMaxCandidates = 10000;

// The `incomplete` list of a truncated value names every open container, outermost first;
// it stops at this many pointers or once they hold this many bytes (no option: the deeper
// values are open whenever the last one listed is).
constexpr std::size_t kMaxIncompletePointers = 64;
constexpr std::size_t kMaxIncompletePointerBytes = 64 * 1024;

}  // namespace sg::limits
