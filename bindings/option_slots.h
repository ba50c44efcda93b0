// Options as numbers (issue 15): JavaScript writes each option a call was given into its slot
// of one Float64Array in wasm memory (NaN: not given) and the binding reads the slots it
// knows. The slots and the choices of the options that pick one of a few words are named here
// only: optionLayout() hands them to JavaScript once, at load (npm/src/option_slots.js).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/language.h"

namespace sg::boundary {

#define SG_OPTION_SLOTS(X)                                                                     \
    X(maxInputBytes) X(maxFenceBytes) X(maxDepth) X(errors) X(maxErrors) X(maxSteps)            \
    X(maxPatternSteps) X(mode) X(chooseValid) X(allowLossy) X(coerce) X(locale)

enum class Option : std::size_t {
#define SG_OPTION_ENUM(name) name,
    SG_OPTION_SLOTS(SG_OPTION_ENUM)
#undef SG_OPTION_ENUM
    Count
};

// The words of `errors` and `mode`, in the order of their numbers in the slot; the words of
// `locale` are the codes of the Languages (core/language.h), in their order.
enum class ErrorsChoice { First, All, None };
enum class ModeChoice { Strict, Lenient };

class OptionSlots {
public:
    // Every slot "not given": each call starts from here.
    OptionSlots();

    std::size_t size(Option option, std::size_t fallback) const;
    bool flag(Option option, bool fallback) const;
    // The index of the word chosen, or `fallback` when none was.
    std::size_t choice(Option option, std::size_t fallback) const;

    std::uintptr_t address() { return reinterpret_cast<std::uintptr_t>(values_); }

private:
    bool given(Option option) const;
    double at(Option option) const { return values_[static_cast<std::size_t>(option)]; }

    double values_[static_cast<std::size_t>(Option::Count)];
};

// A count or a limit given as a JavaScript number: 0 for none or less, and clamped before the
// cast (size_t is 32 bits in wasm, and out-of-range casts are undefined). Every option read
// as a size goes through here, from a slot or from options JSON.
std::size_t clamped_size(double value);

// The language the locale slot names; English when none is given.
Language options_language(const OptionSlots& options);

// maxInputBytes, maxFenceBytes, maxDepth and locale, into the options of extraction or of
// repair (ExtractOptions, RepairOptions: the same three limits and the language of their
// messages), each left at its default when not given.
template <typename Reading>
Reading reading_options(const OptionSlots& options) {
    Reading reading;
    reading.max_input_bytes = options.size(Option::maxInputBytes, reading.max_input_bytes);
    reading.max_fence_bytes = options.size(Option::maxFenceBytes, reading.max_fence_bytes);
    reading.max_depth = options.size(Option::maxDepth, reading.max_depth);
    reading.language = options_language(options);
    return reading;
}

// The one set of slots of the module, filled by JavaScript before each call.
OptionSlots& option_slots();

// {"slots": [names…], "choices": {"errors": [...], "mode": [...], "locale": [...]},
//  "defaults": {"maxInputBytes": n, "maxSchemaBytes": n}, "address": n}
std::string option_layout();

}  // namespace sg::boundary
