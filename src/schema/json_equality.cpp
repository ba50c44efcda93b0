#include "schema/json_equality.h"

#include <algorithm>
#include <string>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "core/fnv1a.h"
#include "core/hash_mix.h"
#include "core/key_sort.h"
#include "schema/number_compare.h"
#include "tape/sorted_members.h"
#include "tape/written_number.h"

namespace sg::schema {
namespace {

// Objects up to this size are matched member by member; larger ones through a sorted index,
// so that two equal objects of n members cost n log n, not n².
constexpr std::uint32_t kLinearObjectSize = 16;

// A number's value as the strict reader decodes it (int64, uint64 or double): what
// compare_numbers and the hash take.
NumberToken number_of(TapeValue number) { return number.number(); }

bool same_string(TapeValue a, TapeValue b) {
    std::string a_scratch, b_scratch;
    return a.string(a_scratch) == b.string(b_scratch);
}

bool same_scalar(TapeValue a, TapeValue b) {
    if (a.is_number() && b.is_number()) return compare_numbers(number_of(a), number_of(b)) == 0;
    if (a.kind() != b.kind()) return false;
    if (a.is_string()) return same_string(a, b);
    return true;  // null, true, false: the kind says it all
}

// Pushes the member pairs of two objects of equal size; false when a name is missing.
bool pair_members(TapeValue a, TapeValue b, std::vector<std::pair<TapeValue, TapeValue>>& pending) {
    std::optional<SortedMembers> sorted;
    if (b.size() > kLinearObjectSize) sorted.emplace(b);
    std::string scratch;
    for (const TapeValue::Member m : a.members()) {
        const std::string_view name = m.name.string(scratch);
        const TapeValue other = sorted ? sorted->find(name) : b.member(name);
        if (!other) return false;
        pending.emplace_back(m.value, other);
    }
    return true;
}

// Equal numbers get the same key whatever their representation.
std::uint64_t hash_number(const NumberToken& v) {
    if (fits_uint64(v)) return mix64(uint64_of(v));
    if (fits_int64(v)) return mix64(static_cast<std::uint64_t>(int64_of(v)) ^ 0x5bd1e995ULL);
    const double d = double_of(v);
    if (std::trunc(d) == d && d >= 0 && d < 18446744073709551616.0) return mix64(static_cast<std::uint64_t>(d));
    if (std::trunc(d) == d && d < 0 && d >= -9223372036854775808.0) {
        return mix64(static_cast<std::uint64_t>(static_cast<std::int64_t>(d)) ^ 0x5bd1e995ULL);
    }
    std::uint64_t bits = 0;
    std::memcpy(&bits, &d, sizeof bits);
    return mix64(bits ^ 0x9e3779b97f4a7c15ULL);
}

std::uint64_t hash_scalar(TapeValue v, std::string& scratch) {
    switch (v.kind()) {
        case TapeKind::Null: return 0x1001;
        case TapeKind::False: return 0x2002;
        case TapeKind::True: return 0x3003;
        case TapeKind::String: return mix64(fnv1a_64(v.string(scratch)) ^ 0x4004);
        case TapeKind::Number: return hash_number(number_of(v));
        default: return 0;
    }
}

bool is_container(TapeValue v) { return v.is_object() || v.is_array(); }

// A container being hashed: the entry of its next member's name or item, and the name of the
// member being read.
struct HashFrame {
    TapeValue value;
    Tape::Index next;
    Tape::Index name;
    std::uint64_t accumulated;
};

}  // namespace

bool json_equal(TapeValue a, TapeValue b) {
    if (!is_container(a) || !is_container(b)) return !is_container(a) && !is_container(b) && same_scalar(a, b);
    std::vector<std::pair<TapeValue, TapeValue>> pending{{a, b}};
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (x.is_object() && y.is_object()) {
            if (x.size() != y.size() || !pair_members(x, y, pending)) return false;
        } else if (x.is_array() && y.is_array()) {
            if (x.size() != y.size()) return false;
            auto other = y.items().begin();
            for (const TapeValue item : x.items()) {
                pending.emplace_back(item, *other);
                ++other;
            }
        } else if (is_container(x) || is_container(y) || !same_scalar(x, y)) {
            return false;
        }
    }
    return true;
}

std::uint64_t json_hash(TapeValue value) {
    std::string scratch;
    if (!is_container(value)) return hash_scalar(value, scratch);
    const Tape& tape = value.tape();
    std::vector<HashFrame> stack{{value, value.index() + 1, 0, value.is_object() ? 0x5005u : 0x6006u}};
    std::uint64_t finished = 0;
    while (!stack.empty()) {
        HashFrame& top = stack.back();
        const Tape::Index end = tape.next(top.value.index());
        if (top.next == end) {
            finished = mix64(top.accumulated + top.value.size());
            stack.pop_back();
            if (stack.empty()) break;
        } else {
            const bool object = top.value.is_object();
            top.name = top.next;
            const TapeValue child(tape, object ? top.name + 1 : top.name);
            top.next = tape.next(child.index());
            if (is_container(child)) {
                stack.push_back(HashFrame{child, child.index() + 1, 0, child.is_object() ? 0x5005u : 0x6006u});
                continue;
            }
            finished = hash_scalar(child, scratch);
        }
        // `finished` is the hash of the member or item just read of the container on top.
        HashFrame& parent = stack.back();
        if (parent.value.is_object()) {
            parent.accumulated += mix64(fnv1a_64(TapeValue(tape, parent.name).string(scratch)) ^ finished);  // order-free
        } else {
            parent.accumulated = parent.accumulated * 0x100000001b3ULL + finished;
        }
    }
    return finished;
}

EqualElements find_equal_elements(TapeValue array) {
    std::vector<TapeValue> items;
    items.reserve(array.size());
    for (const TapeValue item : array.items()) items.push_back(item);
    const std::size_t n = items.size();
    EqualElements result;
    const auto equal = [&](std::size_t i, std::size_t j) {
        ++result.compared;
        return json_equal(items[i], items[j]);
    };
    constexpr std::size_t kPairwiseLimit = 16;
    if (n <= kPairwiseLimit) {
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                if (!equal(i, j)) continue;
                result.pair = std::make_pair(i, j);
                return result;
            }
        }
        return result;
    }
    std::vector<NumberKey> hashed(n);
    for (std::size_t i = 0; i < n; ++i) hashed[i] = {json_hash(items[i]), static_cast<std::uint32_t>(i)};
    sort_keys(hashed);
    for (std::size_t start = 0; start < n;) {
        std::size_t end = start + 1;
        while (end < n && hashed[end].key == hashed[start].key) ++end;
        for (std::size_t i = start; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
                if (!equal(hashed[i].item, hashed[j].item)) continue;
                result.pair = std::make_pair(std::size_t{hashed[i].item}, std::size_t{hashed[j].item});
                return result;
            }
        }
        start = end;
    }
    return result;
}

}  // namespace sg::schema
