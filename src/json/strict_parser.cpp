#include "json/strict_parser.h"

#include <string>

// RapidJSON scans strings and whitespace 16 bytes at a time with SSE2, which every x86-64 has
// and which the wasm build maps onto SIMD128 (bindings/wasm.cmake).
#if defined(__SSE2__) && !defined(RAPIDJSON_SSE2)
#define RAPIDJSON_SSE2
#endif
#include <rapidjson/reader.h>

#include "core/reading_messages.h"
#include "json/exact_decimal.h"
#include "json/lone_surrogates.h"
#include "json/number_token.h"
#include "json/strict_error.h"

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
    GuardedEvents(Inner& inner, std::size_t max_depth) : inner_(inner), max_depth_(max_depth) {}

    bool Null() { return inner_.Null(); }
    bool Bool(bool b) { return inner_.Bool(b); }
    bool Int(int i) { return inner_.Int(i); }
    bool Uint(unsigned u) { return inner_.Uint(u); }
    bool Int64(int64_t i) { return inner_.Int64(i); }
    bool Uint64(uint64_t u) { return inner_.Uint64(u); }
    bool Double(double d) { return inner_.Double(d); }
    bool RawNumber(const char* s, rapidjson::SizeType n, bool) {
        const NumberToken number = decode_number(std::string_view(s, n));
        out_of_range_ = number.kind == NumberToken::Kind::OutOfRange;
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
        // Said in the user's terms (strict_error.h).
        case rapidjson::kParseErrorDocumentEmpty: return M::EndsEarly;
        case rapidjson::kParseErrorNumberTooBig: return M::NumberOutOfRange;
        case rapidjson::kParseErrorNone: break;
    }
    return M::ParseUnknown;
}

// The text for RapidJSON's StringStream, which reads to a NUL, where MemoryStream checks for
// the end at every byte and has no 16-byte string scan: 16 NULs, so that the aligned 16-byte
// loads of that scan never read past the copy (strict_error.h counts a NUL of the text's own).
std::string nul_terminated(std::string_view json) {
    std::string copy;
    copy.reserve(json.size() + 16);
    copy.append(json);
    copy.append(16, '\0');
    return copy;
}

// Runs the reader over `json` with `handler` and turns a failure into an Error in `source`.
template <typename Handler>
std::optional<Error> run_reader(std::string_view source, std::string_view json,
                                const StrictParseOptions& options, Handler& handler) {
    GuardedEvents<Handler> limited(handler, options.max_depth);
    // Lone surrogates read as U+FFFD (lone_surrogates.h); the copy keeps every offset.
    const std::optional<std::string> replaced =
        options.lone_surrogates_as_bytes ? lone_surrogate_escapes_as_bytes(json) : replace_lone_surrogate_escapes(json);
    const std::string terminated = nul_terminated(replaced ? std::string_view(*replaced) : json);
    rapidjson::StringStream bytes(terminated.c_str());
    rapidjson::Reader reader;
    const rapidjson::ParseResult read = reader.Parse<kStrictFlags>(bytes, limited);
    StrictStop stop;
    if (!read) {
        stop.reason = limited.exceeded()       ? ReadingMessage::DepthLimit
                      : limited.out_of_range() ? ReadingMessage::NumberOutOfRange
                                               : parse_error_row(read.Code());
        stop.at = read.Offset();
    }
    return strict_read_error(source, json, stop, options.max_depth, options.language);
}

}  // namespace

Result<rapidjson::Document> parse_strict(std::string_view source, std::string_view json,
                                         const StrictParseOptions& options) {
    rapidjson::Document document;
    std::optional<Error> failure;
    auto generate = [&](rapidjson::Document& handler) {
        failure = run_reader(source, json, options, handler);
        return !failure.has_value();
    };
    document.Populate(generate);
    if (failure) return *failure;
    return document;
}

std::optional<Error> check_strict(std::string_view source, std::string_view json,
                                  const StrictParseOptions& options) {
    rapidjson::BaseReaderHandler<> ignore;
    return run_reader(source, json, options, ignore);
}

}  // namespace sg
