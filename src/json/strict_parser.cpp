#include "json/strict_parser.h"

#include <string>

// RapidJSON scans strings and whitespace 16 bytes at a time with SSE2, which every x86-64 has
// and which the wasm build maps onto SIMD128 (bindings/wasm.cmake).
#if defined(__SSE2__) && !defined(RAPIDJSON_SSE2)
#define RAPIDJSON_SSE2
#endif
#include <rapidjson/reader.h>

#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "core/utf8_decoder.h"
#include "json/exact_decimal.h"
#include "json/lone_surrogates.h"
#include "json/number_token.h"

namespace sg {
namespace {

// Without kParseValidateEncodingFlag: RapidJSON's check of every string byte cost a sixth of
// the parse in wasm. The text is checked beforehand instead (see encoding_checked).
constexpr unsigned kStrictFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseNumbersAsStringsFlag;

// Forwards SAX events to `Inner`, decoding number tokens itself (number_token.h), and stops the
// parse when nesting passes the limit or a number is beyond the range of a double.
template <typename Inner>
class GuardedEvents {
public:
    GuardedEvents(Inner& inner, std::size_t max_depth, ExactNumbers* exact_numbers)
        : inner_(inner), max_depth_(max_depth), exact_numbers_(exact_numbers) {}

    bool Null() { return inner_.Null(); }
    bool Bool(bool b) { return inner_.Bool(b); }
    bool Int(int i) { return inner_.Int(i); }
    bool Uint(unsigned u) { return inner_.Uint(u); }
    bool Int64(int64_t i) { return inner_.Int64(i); }
    bool Uint64(uint64_t u) { return inner_.Uint64(u); }
    bool Double(double d) { return inner_.Double(d); }
    bool RawNumber(const char* s, rapidjson::SizeType n, bool) {
        const std::string_view token(s, n);
        const NumberToken number = decode_number(token);
        out_of_range_ = number.kind == NumberToken::Kind::OutOfRange;
        if (exact_numbers_ != nullptr && number.kind == NumberToken::Kind::Double &&
            double_differs_from_token(token, number.as_double)) {
            exact_numbers_->note(numbers_, token);
        }
        ++numbers_;
        return emit_number(number, inner_);
    }
    bool String(const char* s, rapidjson::SizeType n, bool copy) { return inner_.String(s, n, copy); }
    bool Key(const char* s, rapidjson::SizeType n, bool copy) { return inner_.Key(s, n, copy); }
    bool StartObject() { return enter() && inner_.StartObject(); }
    bool EndObject(rapidjson::SizeType n) { --depth_; return inner_.EndObject(n); }
    bool StartArray() { return enter() && inner_.StartArray(); }
    bool EndArray(rapidjson::SizeType n) { --depth_; return inner_.EndArray(n); }

    bool exceeded() const { return exceeded_; }
    bool out_of_range() const { return out_of_range_; }

private:
    bool enter() {
        if (++depth_ > max_depth_) exceeded_ = true;
        return !exceeded_;
    }

    Inner& inner_;
    std::size_t max_depth_;
    ExactNumbers* exact_numbers_;
    std::size_t numbers_ = 0;
    std::size_t depth_ = 0;
    bool exceeded_ = false;
    bool out_of_range_ = false;
};

// RapidJSON's reason for `code`, as a row of our table, so that it is said in every language.
ReadingMessage parse_error_row(rapidjson::ParseErrorCode code) {
    using M = ReadingMessage;
    switch (code) {
        case rapidjson::kParseErrorDocumentRootNotSingular: return M::ParseRootNotSingular;
        case rapidjson::kParseErrorValueInvalid: return M::ParseValueInvalid;
        case rapidjson::kParseErrorObjectMissName: return M::ParseMissName;
        case rapidjson::kParseErrorObjectMissColon: return M::ParseMissColon;
        case rapidjson::kParseErrorObjectMissCommaOrCurlyBracket: return M::ParseMissCommaOrCurly;
        case rapidjson::kParseErrorArrayMissCommaOrSquareBracket: return M::ParseMissCommaOrSquare;
        case rapidjson::kParseErrorStringUnicodeEscapeInvalidHex: return M::ParseEscapeHex;
        case rapidjson::kParseErrorStringUnicodeSurrogateInvalid: return M::ParseSurrogate;
        case rapidjson::kParseErrorStringEscapeInvalid: return M::ParseEscapeInvalid;
        case rapidjson::kParseErrorStringMissQuotationMark: return M::ParseMissQuote;
        case rapidjson::kParseErrorStringInvalidEncoding: return M::ParseEncoding;
        case rapidjson::kParseErrorNumberMissFraction: return M::ParseMissFraction;
        case rapidjson::kParseErrorNumberMissExponent: return M::ParseMissExponent;
        case rapidjson::kParseErrorTermination: return M::ParseTermination;
        case rapidjson::kParseErrorUnspecificSyntaxError: return M::ParseSyntax;
        // Said by describe_failure in the user's terms before it asks for a row.
        case rapidjson::kParseErrorDocumentEmpty: return M::EndsEarly;
        case rapidjson::kParseErrorNumberTooBig: return M::NumberOutOfRange;
        case rapidjson::kParseErrorNone: break;
    }
    return M::ParseUnknown;
}

// What models most often get wrong, said in the user's terms rather than the parser's.
std::string describe_failure(std::string_view json, std::size_t at, rapidjson::ParseErrorCode code, Language language) {
    const auto said = [language](ReadingMessage row) { return std::string(reading_text(row, language)); };
    if (code == rapidjson::kParseErrorNumberTooBig) return said(ReadingMessage::NumberOutOfRange);
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
    if (code == rapidjson::kParseErrorDocumentEmpty || at >= json.size()) return said(ReadingMessage::EndsEarly);
    return said(parse_error_row(code));
}

// The parse's result as RapidJSON reports it with kParseValidateEncodingFlag. A malformed
// byte outside a string already stops the parse there; one inside a string is passed over
// without the flag, so the parse ends later or not at all, and the error is set at the byte.
rapidjson::ParseResult encoding_checked(std::string_view json, rapidjson::ParseResult parsed) {
    const std::size_t malformed = first_malformed_utf8(json);
    if (malformed != std::string_view::npos && (parsed || parsed.Offset() > malformed)) {
        parsed.Set(rapidjson::kParseErrorStringInvalidEncoding, malformed);
    }
    return parsed;
}

// A NUL byte is a byte like any other, where RapidJSON's streams take it as the end of the
// text: a value followed by one (`{"a":1}\0garbage`) is followed by more than whitespace.
rapidjson::ParseResult nul_checked(std::string_view json, rapidjson::ParseResult parsed) {
    const std::size_t nul = json.find('\0');
    if (parsed && nul != std::string_view::npos) parsed.Set(rapidjson::kParseErrorDocumentRootNotSingular, nul);
    return parsed;
}

// The text for RapidJSON's StringStream, which reads to a NUL, where MemoryStream checks for
// the end at every byte and has no 16-byte string scan: 16 NULs, so that the aligned 16-byte
// loads of that scan never read past the copy (nul_checked reads a NUL of the text's own).
std::string nul_terminated(std::string_view json) {
    std::string copy;
    copy.reserve(json.size() + 16);
    copy.append(json);
    copy.append(16, '\0');
    return copy;
}

std::size_t slice_start(std::string_view source, std::string_view json) {
    return static_cast<std::size_t>(json.data() - source.data());
}

// Runs the reader over `json` with `handler` and turns a failure into an Error in `source`.
template <typename Handler>
std::optional<Error> run_reader(std::string_view source, std::string_view json,
                                const StrictParseOptions& options, Handler& handler) {
    GuardedEvents<Handler> limited(handler, options.max_depth, options.exact_numbers);
    // Lone surrogates read as U+FFFD (lone_surrogates.h); the copy keeps every offset.
    const std::optional<std::string> replaced =
        options.lone_surrogates_as_bytes ? lone_surrogate_escapes_as_bytes(json) : replace_lone_surrogate_escapes(json);
    const std::string terminated = nul_terminated(replaced ? std::string_view(*replaced) : json);
    rapidjson::StringStream bytes(terminated.c_str());
    rapidjson::Reader reader;
    const rapidjson::ParseResult read = reader.Parse<kStrictFlags>(bytes, limited);
    rapidjson::ParseResult parsed = nul_checked(json, encoding_checked(json, read));
    if (parsed) return std::nullopt;
    // A malformed byte before the place where the reader stopped is the error, as with
    // RapidJSON's own check: the depth limit or the number range was met only after it.
    const bool malformed_first = parsed.Code() != read.Code();
    const std::size_t offset = slice_start(source, json) + parsed.Offset();
    if (limited.exceeded() && !malformed_first) {
        return error_at(ErrorCode::LimitExceeded,
                        fill_message(reading_text(ReadingMessage::DepthLimit, options.language),
                                     {std::to_string(options.max_depth)}),
                        source, offset);
    }
    if (limited.out_of_range() && !malformed_first) parsed.Set(rapidjson::kParseErrorNumberTooBig, parsed.Offset());
    Error error = error_at(ErrorCode::JsonParseError, "", source, offset);
    // The line is the same in every unit; the column is left to the structured fields, which
    // the boundary converts to the caller's units.
    error.message = fill_message(reading_text(ReadingMessage::InvalidJsonOnLine, options.language),
                                 {std::to_string(error.position->line),
                                  describe_failure(json, parsed.Offset(), parsed.Code(), options.language)});
    return error;
}

}  // namespace

Result<rapidjson::Document> parse_strict(std::string_view source, std::string_view json,
                                         const StrictParseOptions& options) {
    rapidjson::Document document;
    std::optional<Error> failure;
    if (options.exact_numbers != nullptr) *options.exact_numbers = ExactNumbers();  // this parse's only
    auto generate = [&](rapidjson::Document& handler) {
        failure = run_reader(source, json, options, handler);
        return !failure.has_value();
    };
    document.Populate(generate);
    if (failure) {
        if (options.exact_numbers != nullptr) *options.exact_numbers = ExactNumbers();
        return *failure;
    }
    if (options.exact_numbers != nullptr) options.exact_numbers->bind(document);
    return document;
}

std::optional<Error> check_strict(std::string_view source, std::string_view json,
                                  const StrictParseOptions& options) {
    rapidjson::BaseReaderHandler<> ignore;
    StrictParseOptions checking = options;
    checking.exact_numbers = nullptr;  // no document to tie them to
    return run_reader(source, json, checking, ignore);
}

}  // namespace sg
