#include "option_slots.h"

#include <cmath>
#include <limits>

#include "core/language.h"
#include "core/limits.h"

namespace sg::boundary {

OptionSlots::OptionSlots() {
    for (double& value : values_) value = std::numeric_limits<double>::quiet_NaN();
}

bool OptionSlots::given(Option option) const { return !std::isnan(at(option)); }

std::size_t OptionSlots::size(Option option, std::size_t fallback) const {
    return given(option) ? clamped_size(at(option)) : fallback;
}

std::size_t clamped_size(double value) {
    if (!(value > 0)) return 0;
    const double largest = static_cast<double>(std::numeric_limits<std::size_t>::max());
    return value >= largest ? std::numeric_limits<std::size_t>::max() : static_cast<std::size_t>(value);
}

bool OptionSlots::flag(Option option, bool fallback) const { return given(option) ? at(option) != 0 : fallback; }

std::size_t OptionSlots::choice(Option option, std::size_t fallback) const { return size(option, fallback); }

Language options_language(const OptionSlots& options) {
    return options.choice(Option::locale, 0) == static_cast<std::size_t>(Language::Japanese) ? Language::Japanese
                                                                                            : Language::English;
}

OptionSlots& option_slots() {
    static OptionSlots slots;
    return slots;
}

std::string option_layout() {
    std::string layout = "{\"slots\":[";
#define SG_OPTION_NAME(name) "\"" #name "\","
    layout += SG_OPTION_SLOTS(SG_OPTION_NAME);
#undef SG_OPTION_NAME
    layout.pop_back();
    layout += "],\"choices\":{\"errors\":[\"first\",\"all\",\"none\"],\"mode\":[\"strict\",\"lenient\"],\"locale\":[\"" +
              std::string(language_code(Language::English)) + "\",\"" + std::string(language_code(Language::Japanese)) + "\"]}";
    // The default limits, which JavaScript checks before it writes a text into memory (and
    // before it lets JSON.parse read a reply that is JSON as it stands).
    layout += ",\"defaults\":{\"maxInputBytes\":" + std::to_string(limits::kMaxInputBytes) +
              ",\"maxSchemaBytes\":" + std::to_string(limits::kMaxSchemaBytes) +
              ",\"maxDepth\":" + std::to_string(limits::kMaxDepth) + "},\"address\":";
    layout += std::to_string(option_slots().address());
    return layout + "}";
}

}  // namespace sg::boundary
