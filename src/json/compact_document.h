// A DOM kept as long as what owns it (a compiled schema's constants, the schema a Validator
// keeps for coercion). RapidJSON's pool allocator takes memory in chunks of 64 KiB, the first
// on the first value: right for a reply parsed and dropped, but two such documents made every
// compiled schema cost ~134 KB however small (measured by tests/load). This one takes 1 KiB
// chunks. The allocator lives on the heap, so moving the holder keeps the document valid.
#pragma once

#include <memory>

#include <rapidjson/document.h>

namespace sg {

class CompactDocument {
public:
    static constexpr std::size_t kChunkBytes = 1024;

    explicit CompactDocument(rapidjson::Type type = rapidjson::kNullType)
        : allocator_(std::make_unique<rapidjson::MemoryPoolAllocator<>>(kChunkBytes)),
          document_(type, allocator_.get()) {}

    // A deep copy of `value`.
    explicit CompactDocument(const rapidjson::Value& value) : CompactDocument() {
        document_.CopyFrom(value, *allocator_);
    }

    rapidjson::Document& get() { return document_; }
    const rapidjson::Document& get() const { return document_; }

private:
    std::unique_ptr<rapidjson::MemoryPoolAllocator<>> allocator_;  // declared first: outlives document_
    rapidjson::Document document_;
};

}  // namespace sg
