// Names found again in another spelling, for coercion (rule L5): the key `Seq` for the property
// `seq` (ASCII case ignored), `First Name` for `first_name` (case and everything but letters
// and digits ignored), the enum value `GOAL ` for `goal`. Each object, `properties` and `enum`
// is indexed by its folded names once, so that matching n names against m costs about n + m
// lookups, not n × m comparisons (issue 26: 1,000 keys in other case took minutes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/string_index.h"
#include "tape/tape_value.h"

namespace sg {

enum class NameFold {
    Exact,     // the name as written
    Case,      // ASCII letters in lowercase
    Spelling,  // only ASCII letters (lowercase) and digits
};

// What two names have in common exactly when they match under `fold`.
std::string folded_name(std::string_view name, NameFold fold);

// The member names of one object on a tape (a value's, or a schema's `properties`) by their
// folded forms, each fold indexed when first asked for, and kept right as members are renamed
// (the tape itself is not changed: coercion records a rename as an edit of it).
class NameIndex {
public:
    explicit NameIndex(TapeValue object);

    // Positions of the members whose names match `name` under `fold`, in member order.
    const std::vector<std::size_t>& matching(std::string_view name, NameFold fold);

    // The member at `position` was renamed `from` -> `to`.
    void renamed(std::size_t position, std::string_view from, std::string_view to);

    std::string_view name_at(std::size_t position) const { return names_[position]; }
    // The tape entry of the name of the member at `position`.
    Tape::Index key_at(std::size_t position) const { return keys_[position]; }

private:
    using Buckets = StringMap<std::vector<std::size_t>>;

    std::vector<std::string> names_;  // as renamed
    std::vector<Tape::Index> keys_;
    Buckets buckets_[3];  // by NameFold
    bool built_[3] = {false, false, false};
};

// The member that is `name` in another case (NameFold::Case) or spelling (NameFold::Spelling),
// when the object has no member `name` and exactly one such member: its position.
std::optional<std::size_t> member_in_other_spelling(NameIndex& names, std::string_view name, NameFold fold);

// The choices of an `enum` array (or a single `const` value) of a schema: its strings by exact
// text and by ASCII case, the other values apart.
class ChoiceIndex {
public:
    explicit ChoiceIndex(TapeValue choices);

    // The string choice `text` is (after nothing is trimmed: the caller trims), else the one
    // choice equal to it ignoring ASCII case; none when there is none or several.
    std::optional<std::string_view> spelled(std::string_view text) const;

    // Whether `value` equals one of the choices (as `enum` compares).
    bool holds(TapeValue value) const;

private:
    struct Folded {
        std::size_t count = 0;
        std::uint32_t choice = 0;  // its slot in exact_
    };
    StringIndex exact_;          // the string choices, by their text
    StringMap<Folded> by_case_;
    std::vector<TapeValue> others_;  // choices that are not strings
};

}  // namespace sg
