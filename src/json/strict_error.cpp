#include "json/strict_error.h"

#include <string>

#include "core/message_fill.h"
#include "core/utf8_decoder.h"

namespace sg {
namespace {

// What models most often get wrong, said in the user's terms rather than the parser's.
std::string describe_failure(std::string_view json, std::size_t at, ReadingMessage reason, Language language) {
    const auto said = [language](ReadingMessage row) { return std::string(reading_text(row, language)); };
    if (reason == ReadingMessage::NumberOutOfRange) return said(reason);
    const char found = at < json.size() ? json[at] : '\0';
    std::size_t before = at;
    while (before > 0 && (json[before - 1] == ' ' || json[before - 1] == '\n' ||
                          json[before - 1] == '\r' || json[before - 1] == '\t')) {
        --before;
    }
    if ((found == '}' || found == ']') && before > 0 && json[before - 1] == ',') {
        return fill_message(reading_text(ReadingMessage::TrailingComma, language), {std::string_view(&found, 1)});
    }
    if (found == '/') return said(ReadingMessage::Comment);
    if (at < json.size() && found == '\0') return said(ReadingMessage::NulByte);
    if (found == '\'') return said(ReadingMessage::SingleQuotes);
    if (at >= json.size()) return said(ReadingMessage::EndsEarly);
    return said(reason);
}

// The stop with the text's encoding and NUL bytes counted. A malformed byte outside a string
// already stops a read there; one inside a string is passed over, so the read stops later or
// not at all, and the error is the byte. A NUL byte after a whole value is more than whitespace.
StrictStop checked(std::string_view json, StrictStop stop) {
    const std::size_t malformed = first_malformed_utf8(json);
    if (malformed != std::string_view::npos && (!stop.reason || stop.at > malformed)) {
        return {ReadingMessage::ParseEncoding, malformed};
    }
    const std::size_t nul = json.find('\0');
    if (!stop.reason && nul != std::string_view::npos) return {ReadingMessage::ParseRootNotSingular, nul};
    return stop;
}

}  // namespace

std::optional<Error> strict_read_error(std::string_view source, std::string_view json, const StrictStop& stop,
                                       std::size_t max_depth, Language language) {
    const StrictStop error = checked(json, stop);
    if (!error.reason) return std::nullopt;
    const std::size_t offset = static_cast<std::size_t>(json.data() - source.data()) + error.at;
    if (*error.reason == ReadingMessage::DepthLimit) {
        return error_at(ErrorCode::LimitExceeded,
                        fill_message(reading_text(ReadingMessage::DepthLimit, language), {std::to_string(max_depth)}),
                        source, offset);
    }
    Error said = error_at(ErrorCode::JsonParseError, "", source, offset);
    // The line is the same in every unit; the column is left to the structured fields, which
    // the boundary converts to the caller's units.
    said.message = fill_message(reading_text(ReadingMessage::InvalidJsonOnLine, language),
                                {std::to_string(said.position->line),
                                 describe_failure(json, error.at, *error.reason, language)});
    return said;
}

}  // namespace sg
