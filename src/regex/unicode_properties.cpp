#include "regex/unicode_properties.h"

#include <cstdint>

#include "regex/unicode_tables.h"

namespace sg {
namespace {

using namespace unicode_data;

constexpr std::uint32_t bit(GeneralCategory category) { return std::uint32_t{1} << category; }

struct CategoryName {
    const char* names[3];
    std::uint32_t mask;
};

// PropertyValueAliases.txt for gc, with the groups (L, LC, M, …) as unions of categories.
const CategoryName kCategoryNames[] = {
    {{"L", "Letter", nullptr}, bit(Lu) | bit(Ll) | bit(Lt) | bit(Lm) | bit(Lo)},
    {{"LC", "Cased_Letter", nullptr}, bit(Lu) | bit(Ll) | bit(Lt)},
    {{"Lu", "Uppercase_Letter", nullptr}, bit(Lu)},
    {{"Ll", "Lowercase_Letter", nullptr}, bit(Ll)},
    {{"Lt", "Titlecase_Letter", nullptr}, bit(Lt)},
    {{"Lm", "Modifier_Letter", nullptr}, bit(Lm)},
    {{"Lo", "Other_Letter", nullptr}, bit(Lo)},
    {{"M", "Mark", "Combining_Mark"}, bit(Mn) | bit(Mc) | bit(Me)},
    {{"Mn", "Nonspacing_Mark", nullptr}, bit(Mn)},
    {{"Mc", "Spacing_Mark", nullptr}, bit(Mc)},
    {{"Me", "Enclosing_Mark", nullptr}, bit(Me)},
    {{"N", "Number", nullptr}, bit(Nd) | bit(Nl) | bit(No)},
    {{"Nd", "Decimal_Number", "digit"}, bit(Nd)},
    {{"Nl", "Letter_Number", nullptr}, bit(Nl)},
    {{"No", "Other_Number", nullptr}, bit(No)},
    {{"P", "Punctuation", "punct"},
     bit(Pc) | bit(Pd) | bit(Ps) | bit(Pe) | bit(Pi) | bit(Pf) | bit(Po)},
    {{"Pc", "Connector_Punctuation", nullptr}, bit(Pc)},
    {{"Pd", "Dash_Punctuation", nullptr}, bit(Pd)},
    {{"Ps", "Open_Punctuation", nullptr}, bit(Ps)},
    {{"Pe", "Close_Punctuation", nullptr}, bit(Pe)},
    {{"Pi", "Initial_Punctuation", nullptr}, bit(Pi)},
    {{"Pf", "Final_Punctuation", nullptr}, bit(Pf)},
    {{"Po", "Other_Punctuation", nullptr}, bit(Po)},
    {{"S", "Symbol", nullptr}, bit(Sm) | bit(Sc) | bit(Sk) | bit(So)},
    {{"Sm", "Math_Symbol", nullptr}, bit(Sm)},
    {{"Sc", "Currency_Symbol", nullptr}, bit(Sc)},
    {{"Sk", "Modifier_Symbol", nullptr}, bit(Sk)},
    {{"So", "Other_Symbol", nullptr}, bit(So)},
    {{"Z", "Separator", nullptr}, bit(Zs) | bit(Zl) | bit(Zp)},
    {{"Zs", "Space_Separator", nullptr}, bit(Zs)},
    {{"Zl", "Line_Separator", nullptr}, bit(Zl)},
    {{"Zp", "Paragraph_Separator", nullptr}, bit(Zp)},
    {{"C", "Other", nullptr}, bit(Cc) | bit(Cf) | bit(Cs) | bit(Co) | bit(Cn)},
    {{"Cc", "Control", "cntrl"}, bit(Cc)},
    {{"Cf", "Format", nullptr}, bit(Cf)},
    {{"Cs", "Surrogate", nullptr}, bit(Cs)},
    {{"Co", "Private_Use", nullptr}, bit(Co)},
    {{"Cn", "Unassigned", nullptr}, bit(Cn)},
};

bool is_named(const char* const (&names)[3], std::string_view wanted) {
    for (const char* name : names) {
        if (name != nullptr && wanted == name) return true;
    }
    return false;
}

// Calls visit(first, length, value) for each run of a stream (see unicode_tables.h).
template <typename Visit>
void for_each_run(const RunStream& stream, unsigned value_bits, Visit visit) {
    char32_t next = 0;
    std::uint64_t number = 0;
    unsigned shift = 0;
    for (std::size_t i = 0; i < stream.size; ++i) {
        number |= std::uint64_t{stream.bytes[i] & 0x7Fu} << shift;
        shift += 7;
        if (stream.bytes[i] & 0x80) continue;
        const auto length = static_cast<char32_t>(number >> value_bits);
        visit(next, length, static_cast<std::uint32_t>(number & ((1u << value_bits) - 1)));
        next += length;
        number = 0;
        shift = 0;
    }
}

// The code points whose value in a (length << bits | value) stream satisfies `wanted`.
template <typename Wanted>
CodeSet value_set(const RunStream& stream, unsigned value_bits, Wanted wanted) {
    CodeSet set;
    for_each_run(stream, value_bits, [&](char32_t first, char32_t length, std::uint32_t value) {
        if (wanted(value)) set.add(first, first + length - 1);
    });
    set.normalize();
    return set;
}

// The code points of a stream of alternating outside / inside run lengths.
CodeSet binary_set(const RunStream& stream) {
    CodeSet set;
    bool inside = false;
    for_each_run(stream, 0, [&](char32_t first, char32_t length, std::uint32_t) {
        if (inside && length > 0) set.add(first, first + length - 1);
        inside = !inside;
    });
    set.normalize();
    return set;
}

CodeSet categories(std::uint32_t mask) {
    return value_set(kGeneralCategoryRuns, 5,
                     [&](std::uint32_t category) { return ((mask >> category) & 1) != 0; });
}

// A property that exists; its set is built only when asked for (a syntax check needs none).
template <typename MakeSet>
PropertyLookup found(bool with_set, MakeSet make_set) {
    return {PropertyStatus::Found, with_set ? make_set() : CodeSet{}};
}

PropertyLookup general_category(std::string_view value, bool with_set) {
    for (const CategoryName& category : kCategoryNames) {
        if (is_named(category.names, value)) {
            return found(with_set, [&] { return categories(category.mask); });
        }
    }
    return {PropertyStatus::Unknown, {}};
}

PropertyLookup script(std::string_view value, bool with_set) {
    for (std::uint32_t index = 0; index < kScriptCount; ++index) {
        if (!is_named(kScripts[index].names, value)) continue;
        return found(with_set, [&] {
            return value_set(kScriptRuns, 8, [&](std::uint32_t script) { return script == index; });
        });
    }
    return {PropertyStatus::Unknown, {}};
}

PropertyLookup binary_property(std::string_view name, bool with_set) {
    if (name == "Assigned") {
        return found(with_set, [] { return categories(bit(Cn)).complement(); });
    }
    for (std::size_t i = 0; i < kBinaryPropertyCount; ++i) {
        if (is_named(kBinaryProperties[i].name.names, name)) {
            return found(with_set, [&] { return binary_set(kBinaryProperties[i].runs); });
        }
    }
    for (std::size_t i = 0; i < kOmittedBinaryPropertyCount; ++i) {
        if (is_named(kOmittedBinaryProperties[i].names, name)) {
            return {PropertyStatus::Unsupported, {}};
        }
    }
    return {PropertyStatus::Unknown, {}};
}

PropertyLookup lookup(std::string_view body, bool with_set) {
    const std::size_t equals = body.find('=');
    if (equals == std::string_view::npos) {
        PropertyLookup category = general_category(body, with_set);
        return category.status == PropertyStatus::Unknown ? binary_property(body, with_set)
                                                          : category;
    }
    const std::string_view name = body.substr(0, equals);
    const std::string_view value = body.substr(equals + 1);
    if (name == "General_Category" || name == "gc") return general_category(value, with_set);
    if (name == "Script" || name == "sc") return script(value, with_set);
    if (name == "Script_Extensions" || name == "scx") {
        // No table: answering with Script's sets would be wrong for shared characters (U+30FC
        // KATAKANA-HIRAGANA PROLONGED SOUND MARK is Common by Script, Hira and Kana by scx).
        return {script(value, false).status == PropertyStatus::Found ? PropertyStatus::Unsupported
                                                                      : PropertyStatus::Unknown,
                {}};
    }
    return {PropertyStatus::Unknown, {}};
}

}  // namespace

PropertyLookup unicode_property(std::string_view body) { return lookup(body, true); }

PropertyStatus unicode_property_status(std::string_view body) {
    return lookup(body, false).status;
}

}  // namespace sg
