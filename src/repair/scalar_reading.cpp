#include "repair/scalar_reading.h"

#include <cctype>

#include "core/limits.h"

#include "repair/quote_marks.h"
#include "repair/value_scanner.h"

namespace sg {
namespace {

// The bytes of an escape the reply ended in (`\`, `\u`, `\u26`): half a character, cut.
std::size_t partial_escape_length(std::string_view region) {
    std::size_t digits = 0;
    const auto at_end = [&](std::size_t back) { return static_cast<unsigned char>(region[region.size() - 1 - back]); };
    while (digits < 3 && digits < region.size() && is_hex_digit(at_end(digits))) ++digits;
    const bool unicode = region.size() > digits + 1 && region[region.size() - 1 - digits] == 'u';
    const std::size_t escape_end = unicode ? region.size() - digits - 1 : region.size();
    std::size_t backslashes = 0;
    while (backslashes < escape_end && region[escape_end - 1 - backslashes] == '\\') ++backslashes;
    if (backslashes % 2 == 0) return 0;
    return region.size() - escape_end + 1;
}

std::optional<ScalarReading> read_whole(std::string_view region, std::size_t offset, std::size_t max_depth,
                                        std::string_view cut_tail) {
    // `[` + region + `]`: the region at offset 1. The brackets are ours; no edit touches them.
    const std::string wrapped = "[" + std::string(region) + "]";
    // A failure only says the region is no scalar: its message is never shown.
    ValueScanner scanner(max_depth, limits::kMaxRepairs, Language::English);
    ScanInput in{wrapped, 0, true};
    if (scanner.start(in) != ValueScanner::Status::Done || in.pos != wrapped.size()) return std::nullopt;
    ScalarReading reading;
    const std::size_t end_of_region = wrapped.size() - 1;
    std::size_t blanks = 0;  // at the end of a cut string: its text, not space after it
    for (const Repair& repair : std::move(scanner.repairs()).take()) {
        // The closing quote of a string the reply ended in: the reply was cut there.
        const bool cut = repair.kind == RepairKind::UnterminatedString &&
                         wrapped.find_first_not_of(" \t", repair.offset) == end_of_region;
        const bool bare_word = repair.kind == RepairKind::UnquotedString || repair.kind == RepairKind::MissingQuote;
        const bool more_than_one = repair.kind == RepairKind::MissingComma || repair.kind == RepairKind::GluedValues ||
                                   repair.kind == RepairKind::Ellipsis;
        if (bare_word || more_than_one || (loses_content(repair.kind) && !cut)) return std::nullopt;
        Repair moved = repair;
        moved.offset = offset + repair.offset - 1;
        if (cut) {
            blanks = end_of_region - repair.offset;
            moved = Repair{RepairKind::Truncated, offset + end_of_region - 1, std::string(cut_tail), "\""};
        }
        reading.cut = reading.cut || cut;
        reading.repairs.push_back(std::move(moved));
    }
    const std::string json = std::move(scanner.json()).take();
    reading.json = json.substr(1, json.size() - 2);
    if (blanks > 0) {  // `"text" ` becomes `"text "`
        reading.json.resize(reading.json.size() - blanks - 1);
        reading.json.append(wrapped, end_of_region - blanks, blanks);
        reading.json += '"';
    }
    if (reading.json.empty()) return std::nullopt;
    return reading;
}

// A scalar that is no string (a number, a literal) is one token, perhaps with a comma or a
// comment after it (`4 ,`, `true // yes`): a blank, then a letter or digit, means another
// word (`Thanks for the details`), which is known there without reading the rest. A stream
// asking for its value at every chunk would otherwise read all the prose again each time.
bool one_token_or_quoted(std::string_view region) {
    const unsigned char first = static_cast<unsigned char>(region.front());
    const bool quoted = may_open_quote(first) || first == '\\';  // `\"a b\"`: JSON escaped once
    if (quoted) return true;
    for (std::size_t at = region.find_first_of(" \t\n\r"); at != std::string_view::npos && at + 1 < region.size();
         at = region.find_first_of(" \t\n\r", at + 1)) {
        if (std::isalnum(static_cast<unsigned char>(region[at + 1]))) return false;
    }
    return true;
}

}  // namespace

std::optional<ScalarReading> read_scalar(std::string_view region, std::size_t offset, std::size_t max_depth) {
    if (region.empty() || region.front() == '{' || region.front() == '[' || !one_token_or_quoted(region)) {
        return std::nullopt;
    }
    // A string the reply ended in loses the half escape it ended with, as a cut value does.
    if (const std::size_t tail = partial_escape_length(region)) {
        const std::string_view kept = region.substr(0, region.size() - tail);
        std::optional<ScalarReading> reading = read_whole(kept, offset, max_depth, region.substr(kept.size()));
        if (reading && reading->cut) return reading;
    }
    return read_whole(region, offset, max_depth, "");
}

}  // namespace sg
