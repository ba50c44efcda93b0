#include "schema/enum_index.h"

#include <algorithm>
#include <deque>
#include <string>
#include <string_view>

#include "core/key_sort.h"
#include "schema/constants.h"
#include "schema/json_equality.h"

namespace sg::schema {

EnumIndex::EnumIndex(const Constants& constants, std::uint32_t first, std::uint32_t count) {
    members_.reserve(count);
    std::string scratch;
    std::deque<std::string> decoded;  // the escaped strings' values, where their keys point
    std::vector<TextKey> texts;
    for (std::uint32_t i = first; i < first + count; ++i) {
        members_.push_back({json_hash(constants.at(i)), i});
        if (!constants.at(i).is_string()) continue;
        std::string_view text = constants.at(i).string(scratch);
        if (text.data() == scratch.data()) text = decoded.emplace_back(scratch);
        texts.push_back({text, i});
    }
    sort_keys(members_);
    sort_keys(texts);
    strings_.reserve(texts.size());
    for (const TextKey& text : texts) strings_.push_back(text.item);
}

EnumIndex::Membership EnumIndex::membership(TapeValue value, const Constants& constants) const {
    const std::uint64_t hash = json_hash(value);
    Membership result;
    auto candidate = std::lower_bound(members_.begin(), members_.end(), hash,
                                      [](const NumberKey& member, std::uint64_t h) { return member.key < h; });
    for (; candidate != members_.end() && candidate->key == hash; ++candidate) {
        ++result.compared;
        if (json_equal(value, constants.at(candidate->item))) {
            result.member = true;
            break;
        }
    }
    return result;
}

// Strings that share a prefix are sorted by their next byte, those that end there first: the
// key below is monotonic over the run, so the wanted strings are the run of key c + 1.
EnumIndex::Run EnumIndex::narrow(Run run, std::size_t at, char c, const Constants& constants) const {
    std::string scratch;
    const auto key = [&](std::uint32_t constant) {
        const std::string_view text = constants.at(constant).string(scratch);
        return text.size() > at ? static_cast<unsigned>(static_cast<unsigned char>(text[at])) + 1 : 0u;
    };
    const unsigned wanted = static_cast<unsigned char>(c) + 1u;
    const auto begin = strings_.begin() + static_cast<std::ptrdiff_t>(run.first);
    const auto end = strings_.begin() + static_cast<std::ptrdiff_t>(run.second);
    const auto low = std::partition_point(begin, end, [&](std::uint32_t s) { return key(s) < wanted; });
    const auto high = std::partition_point(low, end, [&](std::uint32_t s) { return key(s) == wanted; });
    return {static_cast<std::size_t>(low - strings_.begin()), static_cast<std::size_t>(high - strings_.begin())};
}

}  // namespace sg::schema
