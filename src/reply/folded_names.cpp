#include "reply/folded_names.h"

#include <algorithm>

#include "core/ascii_case.h"
#include "schema/json_equality.h"

namespace sg {
namespace {

bool is_letter_or_digit(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

}  // namespace

std::string folded_name(std::string_view name, NameFold fold) {
    std::string folded;
    folded.reserve(name.size());
    for (const char c : name) {
        if (fold == NameFold::Spelling && !is_letter_or_digit(c)) continue;
        folded += fold == NameFold::Exact ? c : lower_ascii(c);
    }
    return folded;
}

const std::vector<std::size_t>& NameIndex::matching(std::string_view name, NameFold fold) {
    static const std::vector<std::size_t> kNone;
    const auto which = static_cast<std::size_t>(fold);
    Buckets& buckets = buckets_[which];
    if (!built_[which]) {
        built_[which] = true;
        for (std::size_t i = 0; i < names_.size(); ++i) buckets[folded_name(name_at(i), fold)].push_back(i);
    }
    const std::vector<std::size_t>* found = buckets.find(folded_name(name, fold));
    return found == nullptr ? kNone : *found;
}

void NameIndex::renamed(std::size_t position, std::string_view from, std::string_view to) {
    for (const NameFold fold : {NameFold::Exact, NameFold::Case, NameFold::Spelling}) {
        const auto which = static_cast<std::size_t>(fold);
        if (!built_[which]) continue;
        const std::string old_key = folded_name(from, fold);
        std::string new_key = folded_name(to, fold);
        if (old_key == new_key) continue;
        std::vector<std::size_t>& old_bucket = buckets_[which][old_key];
        old_bucket.erase(std::find(old_bucket.begin(), old_bucket.end(), position));
        std::vector<std::size_t>& new_bucket = buckets_[which][new_key];
        new_bucket.insert(std::lower_bound(new_bucket.begin(), new_bucket.end(), position), position);
    }
    names_[position] = std::string(to);
}

NameIndex::NameIndex(TapeValue object) {
    std::string scratch;
    names_.reserve(object.size());
    keys_.reserve(object.size());
    for (const TapeValue::Member m : object.members()) {
        names_.emplace_back(m.name.string(scratch));
        keys_.push_back(m.name.index());
    }
}

// Two or more matches leave no choice, whether one of them is `name` itself or not.
std::optional<std::size_t> member_in_other_spelling(NameIndex& names, std::string_view name, NameFold fold) {
    const std::vector<std::size_t>& matches = names.matching(name, fold);
    if (matches.size() != 1 || names.name_at(matches.front()) == name) return std::nullopt;
    return matches.front();
}

ChoiceIndex::ChoiceIndex(TapeValue choices) {
    std::string scratch;
    const auto add = [&](TapeValue choice) {
        if (!choice.is_string()) {
            others_.push_back(choice);
            return;
        }
        const std::uint32_t slot = exact_.insert(choice.string(scratch)).slot;
        Folded& folded = by_case_[folded_name(exact_.key(slot), NameFold::Case)];
        ++folded.count;
        folded.choice = slot;
    };
    if (choices.is_array()) {
        for (const TapeValue choice : choices.items()) add(choice);
    } else {
        add(choices);
    }
}

std::optional<std::string_view> ChoiceIndex::spelled(std::string_view text) const {
    if (const std::uint32_t exact = exact_.find(text); exact != StringIndex::kMissing) return exact_.key(exact);
    const Folded* folded = by_case_.find(folded_name(text, NameFold::Case));
    if (folded == nullptr || folded->count != 1) return std::nullopt;
    return exact_.key(folded->choice);
}

bool ChoiceIndex::holds(TapeValue value) const {
    std::string scratch;
    if (value.is_string()) return exact_.contains(value.string(scratch));
    return std::any_of(others_.begin(), others_.end(), [&](TapeValue choice) { return schema::json_equal(choice, value); });
}

}  // namespace sg
