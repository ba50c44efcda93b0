#include "schema/json_equality.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "core/fnv1a.h"
#include "schema/number_compare.h"

namespace sg::schema {
namespace {

using Member = rapidjson::Value::ConstMemberIterator;

// Objects up to this size are matched member by member; larger ones through a sorted index,
// so that two equal objects of n members cost n log n, not n².
constexpr rapidjson::SizeType kLinearObjectSize = 16;

std::string_view name_of(const rapidjson::Value& name) {
    return std::string_view(name.GetString(), name.GetStringLength());
}

bool same_scalar(const rapidjson::Value& a, const rapidjson::Value& b) {
    if (a.IsNumber() && b.IsNumber()) return compare_numbers(a, b) == 0;
    if (a.GetType() != b.GetType()) return false;
    if (a.IsString()) return name_of(a) == name_of(b);
    return true;  // null, true, false: the type says it all
}

const rapidjson::Value* find_linear(const rapidjson::Value& object, std::string_view name) {
    const auto found = object.FindMember(rapidjson::StringRef(name.data(), name.size()));
    return found == object.MemberEnd() ? nullptr : &found->value;
}

const rapidjson::Value* find_sorted(const std::vector<Member>& sorted, std::string_view name) {
    const auto at = std::lower_bound(sorted.begin(), sorted.end(), name,
                                     [](const Member& m, std::string_view n) { return name_of(m->name) < n; });
    return at != sorted.end() && name_of((*at)->name) == name ? &(*at)->value : nullptr;
}

// Pushes the member pairs of two objects of equal size; false when a name is missing.
bool pair_members(const rapidjson::Value& a, const rapidjson::Value& b,
                  std::vector<std::pair<const rapidjson::Value*, const rapidjson::Value*>>& pending) {
    std::vector<Member> sorted;
    if (b.MemberCount() > kLinearObjectSize) {
        for (Member m = b.MemberBegin(); m != b.MemberEnd(); ++m) sorted.push_back(m);
        std::sort(sorted.begin(), sorted.end(), [](const Member& x, const Member& y) { return name_of(x->name) < name_of(y->name); });
    }
    for (Member m = a.MemberBegin(); m != a.MemberEnd(); ++m) {
        const rapidjson::Value* other = sorted.empty() ? find_linear(b, name_of(m->name)) : find_sorted(sorted, name_of(m->name));
        if (other == nullptr) return false;
        pending.emplace_back(&m->value, other);
    }
    return true;
}

std::uint64_t mix(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

// Equal numbers get the same key whatever their representation.
std::uint64_t hash_number(const rapidjson::Value& v) {
    if (v.IsUint64()) return mix(v.GetUint64());
    if (v.IsInt64()) return mix(static_cast<std::uint64_t>(v.GetInt64()) ^ 0x5bd1e995ULL);
    const double d = v.GetDouble();
    if (std::trunc(d) == d && d >= 0 && d < 18446744073709551616.0) return mix(static_cast<std::uint64_t>(d));
    if (std::trunc(d) == d && d < 0 && d >= -9223372036854775808.0) {
        return mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(d)) ^ 0x5bd1e995ULL);
    }
    std::uint64_t bits = 0;
    std::memcpy(&bits, &d, sizeof bits);
    return mix(bits ^ 0x9e3779b97f4a7c15ULL);
}

std::uint64_t hash_scalar(const rapidjson::Value& v) {
    switch (v.GetType()) {
        case rapidjson::kNullType: return 0x1001;
        case rapidjson::kFalseType: return 0x2002;
        case rapidjson::kTrueType: return 0x3003;
        case rapidjson::kStringType: return mix(fnv1a_64(name_of(v)) ^ 0x4004);
        case rapidjson::kNumberType: return hash_number(v);
        default: return 0;
    }
}

struct HashFrame {
    const rapidjson::Value* value;
    rapidjson::SizeType next;
    std::uint64_t accumulated;
};

}  // namespace

bool json_equal(const rapidjson::Value& a, const rapidjson::Value& b) {
    const bool a_container = a.IsObject() || a.IsArray();
    const bool b_container = b.IsObject() || b.IsArray();
    if (!a_container || !b_container) return !a_container && !b_container && same_scalar(a, b);
    std::vector<std::pair<const rapidjson::Value*, const rapidjson::Value*>> pending{{&a, &b}};
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (x->IsObject() && y->IsObject()) {
            if (x->MemberCount() != y->MemberCount() || !pair_members(*x, *y, pending)) return false;
        } else if (x->IsArray() && y->IsArray()) {
            if (x->Size() != y->Size()) return false;
            for (rapidjson::SizeType i = 0; i < x->Size(); ++i) pending.emplace_back(&(*x)[i], &(*y)[i]);
        } else if (x->IsObject() || x->IsArray() || y->IsObject() || y->IsArray() || !same_scalar(*x, *y)) {
            return false;
        }
    }
    return true;
}

std::uint64_t json_hash(const rapidjson::Value& value) {
    std::vector<HashFrame> stack{{&value, 0, value.IsObject() ? 0x5005u : 0x6006u}};
    std::uint64_t finished = 0;
    while (!stack.empty()) {
        HashFrame& top = stack.back();
        const rapidjson::Value& v = *top.value;
        const bool container = v.IsObject() || v.IsArray();
        const rapidjson::SizeType size = v.IsObject() ? v.MemberCount() : (v.IsArray() ? v.Size() : 0);
        if (!container || top.next == size) {
            finished = container ? mix(top.accumulated + size) : hash_scalar(v);
            stack.pop_back();
            if (stack.empty()) break;
            HashFrame& parent = stack.back();
            if (parent.value->IsObject()) {
                const auto& name = (parent.value->MemberBegin() + (parent.next - 1))->name;
                parent.accumulated += mix(fnv1a_64(name_of(name)) ^ finished);  // order-free
            } else {
                parent.accumulated = parent.accumulated * 0x100000001b3ULL + finished;
            }
            continue;
        }
        const rapidjson::Value& child = v.IsObject() ? (v.MemberBegin() + top.next)->value : v[top.next];
        ++top.next;
        stack.push_back(HashFrame{&child, 0, child.IsObject() ? 0x5005u : 0x6006u});
    }
    return finished;
}

EqualElements find_equal_elements(const rapidjson::Value& array) {
    const std::size_t n = array.Size();
    EqualElements result;
    const auto equal = [&](std::size_t i, std::size_t j) {
        ++result.compared;
        return json_equal(array[static_cast<rapidjson::SizeType>(i)], array[static_cast<rapidjson::SizeType>(j)]);
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
    std::vector<std::pair<std::uint64_t, std::size_t>> hashed;
    hashed.reserve(n);
    for (std::size_t i = 0; i < n; ++i) hashed.emplace_back(json_hash(array[static_cast<rapidjson::SizeType>(i)]), i);
    std::sort(hashed.begin(), hashed.end());
    for (std::size_t start = 0; start < n;) {
        std::size_t end = start + 1;
        while (end < n && hashed[end].first == hashed[start].first) ++end;
        for (std::size_t i = start; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
                if (!equal(hashed[i].second, hashed[j].second)) continue;
                result.pair = std::make_pair(hashed[i].second, hashed[j].second);
                return result;
            }
        }
        start = end;
    }
    return result;
}

}  // namespace sg::schema
