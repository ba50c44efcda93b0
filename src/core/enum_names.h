// Enums with the names users see, declared once: one list makes both the enumerators and the
// table of their names, so no enumerator can lack its name, and one pair of functions reads every
// such table (name_of, enum_from_name) where each enum had a switch of its own.
//
//   #define SG_STRATEGIES(X) X(Direct, "direct") X(Fence, "fence") X(Brace, "brace")
//   SG_NAMED_ENUM(Strategy, SG_STRATEGIES)
//
// declares `enum class Strategy { Direct, Fence, Brace }`; name_of(Strategy::Fence) is "fence" and
// enum_from_name<Strategy>("fence") is Strategy::Fence.
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <string_view>

namespace sg {

struct EnumNameTable {
    const std::string_view* names;  // indexed by the enumerator's value
    std::size_t count;
};

#define SG_ENUMERATOR(id, name) id,
#define SG_ENUMERATOR_NAME(id, name) name,

// The table is found by argument-dependent lookup, so an enum in any namespace declares its own.
#define SG_NAMED_ENUM(E, LIST)                                                         \
    enum class E { LIST(SG_ENUMERATOR) };                                              \
    inline constexpr std::string_view k##E##Names[] = {LIST(SG_ENUMERATOR_NAME)};      \
    constexpr EnumNameTable enum_name_table(E) { return {k##E##Names, std::size(k##E##Names)}; }

// "" only for a value cast from a number no enumerator has.
template <typename E>
constexpr std::string_view name_of(E value) {
    const EnumNameTable table = enum_name_table(value);
    const auto index = static_cast<std::size_t>(value);
    return index < table.count ? table.names[index] : std::string_view();
}

template <typename E>
constexpr std::optional<E> enum_from_name(std::string_view name) {
    const EnumNameTable table = enum_name_table(E{});
    for (std::size_t i = 0; i < table.count; ++i) {
        if (table.names[i] == name) return static_cast<E>(i);
    }
    return std::nullopt;
}

}  // namespace sg
