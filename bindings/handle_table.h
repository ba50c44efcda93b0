// The one table of objects that outlive a call and that JavaScript holds by an integer handle:
// compiled schemas (schema.cpp), model calls in progress (run.cpp) and stream parsers
// (repair.cpp). Issue 18.
//
// Handles are not reused: each insert takes the next number of a counter, so a freed handle
// finds nothing however many objects were made after it, and a call with one (a wrapper freed
// twice, a finalizer that runs late) reaches no live object. Only when the counter has passed
// 2^31 - 1 does it start again from 1, and then it skips every number still live. The storage is
// reused: handle h lives in slot h mod the capacity (a power of two), the counter passes over
// numbers whose slot is taken, and the capacity doubles only when the table would be more than
// half full, so memory follows the most objects alive at once, never how many were made.
#pragma once

#include <climits>
#include <cstddef>
#include <memory>
#include <vector>

namespace sg::boundary {

template <typename T>
class HandleTable {
public:
    // Takes the object; its handle, 1 or more.
    int insert(std::unique_ptr<T> object) {
        if (2 * (live_ + 1) > slots_.size()) grow();
        do {
            next_ = next_ == INT_MAX ? 1 : next_ + 1;
        } while (slot(next_).object);
        slot(next_) = Slot{next_, std::move(object)};
        ++live_;
        return next_;
    }

    // The object behind `handle`, or null for a handle that was freed or never given.
    T* find(int handle) {
        if (handle <= 0 || slots_.empty()) return nullptr;
        Slot& found = slot(handle);
        return found.handle == handle ? found.object.get() : nullptr;
    }

    // Calls `visit(handle, object)` for each live object, in no particular order.
    template <typename Visit>
    void for_each(Visit&& visit) {
        for (Slot& live : slots_) {
            if (live.object) visit(live.handle, *live.object);
        }
    }

    // Destroys the object behind `handle`; a handle that is not live is left alone.
    void erase(int handle) {
        if (!find(handle)) return;
        slot(handle) = Slot{};
        --live_;
    }

private:
    struct Slot {
        int handle = 0;  // 0 while the slot is empty
        std::unique_ptr<T> object;
    };

    Slot& slot(int handle) { return slots_[static_cast<std::size_t>(handle) & (slots_.size() - 1)]; }

    // Live handles differ in their low bits, so they still differ with one bit more.
    void grow() {
        std::vector<Slot> larger(slots_.empty() ? 8 : 2 * slots_.size());
        slots_.swap(larger);
        for (Slot& old : larger) {
            if (old.object) slot(old.handle) = std::move(old);
        }
    }

    std::vector<Slot> slots_;
    std::size_t live_ = 0;
    int next_ = 0;
};

}  // namespace sg::boundary
