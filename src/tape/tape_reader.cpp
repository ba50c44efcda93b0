#include "tape/tape_reader.h"

#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>  // 16 bytes at a time; the wasm build maps these onto SIMD128
#endif

#include "core/byte_runs.h"
#include "core/text_trim.h"
#include "core/utf8_decoder.h"
#include "json/said_too_big.h"
#include "json/strict_error.h"

namespace sg {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

class TapeReader {
public:
    // `Whole`: `json` is one value and nothing else; `Leading`: one value, then anything.
    enum class Extent { Whole, Leading };
    // `Double`: a number is refused when it is beyond a double's range; `AsChecked`: also
    // where the checking parser said so (said_too_big.h), for the read that says why.
    enum class Range { Double, AsChecked };

    TapeReader(std::string_view source, std::string_view json, std::size_t max_depth, Tape& tape,
               Extent extent = Extent::Whole, Range range = Range::Double)
        : base_(source.data()), at_(json.data()), end_(json.data() + json.size()), max_depth_(max_depth), tape_(tape),
          open_(tape.open_containers()), extent_(extent), range_(range) {
        open_.clear();
    }

    // Where reading stopped: just past the value after a successful read, at the fault after
    // a failed one.
    const char* at() const { return at_; }
    // Why a failed read stopped, as the checking parser says it (strict_error.h).
    ReadingMessage reason() const { return reason_; }

    bool read() {
        for (;;) {
            skip_space();
            // A value is due: at the start (where RapidJSON said the text was empty), after
            // '[', ':' or ','.
            if (at_ == end_) return fail(open_.empty() ? ReadingMessage::EndsEarly : ReadingMessage::ParseValueInvalid, at_);
            const char c = *at_;
            if (c == '{' || c == '[') {
                if (!open(c)) return false;
                skip_space();
                if (at_ == end_) return fail(c == '{' ? ReadingMessage::ParseMissName : ReadingMessage::ParseValueInvalid, at_);
                if (*at_ == (c == '{' ? '}' : ']')) {
                    ++at_;
                    close();
                } else {
                    if (c == '{' && !key()) return false;
                    continue;
                }
            } else if (!scalar(c)) {
                return false;
            }
            // A value is complete: count it in its container, then go on after it.
            switch (after_value()) {
                case After::Done: return true;
                case After::Failed: return false;
                case After::Next: break;
            }
        }
    }

private:
    enum class After { Next, Done, Failed };

    std::uint32_t offset(const char* p) const { return static_cast<std::uint32_t>(p - base_); }

    bool fail(ReadingMessage reason, const char* at) {
        reason_ = reason;
        at_ = at;
        return false;
    }
    After failed(ReadingMessage reason) {
        fail(reason, at_);
        return After::Failed;
    }

    // Pretty-printed JSON has a run of indentation after most newlines: 16 bytes at a time.
    void skip_space() {
        if (at_ == end_ || !is_space(*at_)) return;
        at_ += skip_json_space(std::string_view(at_, static_cast<std::size_t>(end_ - at_)), 0);
    }

    bool open(char c) {
        if (open_.size() >= max_depth_) return fail(ReadingMessage::DepthLimit, at_);
        open_.push_back(tape_.push(c == '{' ? TapeKind::Object : TapeKind::Array, offset(at_), 0));
        ++at_;
        return true;
    }

    void close() {
        tape_.at(open_.back()).next = tape_.size();
        open_.pop_back();
    }

    // Closes every container whose closer comes next; Next when another member or item follows.
    After after_value() {
        for (;;) {
            if (open_.empty() && extent_ == Extent::Leading) return After::Done;
            skip_space();
            if (open_.empty()) return at_ == end_ ? After::Done : failed(ReadingMessage::ParseRootNotSingular);
            TapeEntry& container = tape_.at(open_.back());
            const bool object = container.kind == TapeKind::Object;
            const ReadingMessage unclosed = object ? ReadingMessage::ParseMissCommaOrCurly : ReadingMessage::ParseMissCommaOrSquare;
            if (at_ == end_) return failed(unclosed);
            ++container.size;
            if (*at_ == ',') {
                ++at_;
                skip_space();
                return !object || key() ? After::Next : After::Failed;
            }
            if (*at_ != (object ? '}' : ']')) return failed(unclosed);
            ++at_;
            close();
        }
    }

    bool key() {
        if (at_ == end_ || *at_ != '"') return fail(ReadingMessage::ParseMissName, at_);
        if (!string()) return false;
        skip_space();
        if (at_ == end_ || *at_ != ':') return fail(ReadingMessage::ParseMissColon, at_);
        ++at_;
        return true;
    }

    bool scalar(char c) {
        switch (c) {
            case '"': return string();
            case 't': return literal("true", TapeKind::True);
            case 'f': return literal("false", TapeKind::False);
            case 'n': return literal("null", TapeKind::Null);
            default: return number();
        }
    }

    bool literal(std::string_view word, TapeKind kind) {
        if (static_cast<std::size_t>(end_ - at_) < word.size() || std::string_view(at_, word.size()) != word) {
            std::size_t same = 0;
            while (at_ + same != end_ && at_[same] == word[same]) ++same;
            return fail(ReadingMessage::ParseValueInvalid, at_ + same);
        }
        tape_.push(kind, offset(at_), static_cast<std::uint32_t>(word.size()));
        at_ += word.size();
        return true;
    }

    // Moves to the first quote, backslash or control character at or after the cursor.
    void to_string_special() {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i control = _mm_set1_epi8(0x1F);
        while (end_ - at_ >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at_));
            const __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)),
                                                 _mm_cmpeq_epi8(_mm_max_epu8(bytes, control), control));
            const int mask = _mm_movemask_epi8(special);
            if (mask != 0) {
                at_ += __builtin_ctz(static_cast<unsigned>(mask));
                return;
            }
            at_ += 16;
        }
#endif
        while (at_ != end_ && *at_ != '"' && *at_ != '\\' && static_cast<unsigned char>(*at_) >= 0x20) ++at_;
    }

    bool string() {
        const char* begin = ++at_;
        std::uint8_t flags = 0;
        for (;;) {
            to_string_special();
            if (at_ == end_) return fail(ReadingMessage::ParseMissQuote, at_);
            if (static_cast<unsigned char>(*at_) < 0x20) return fail(ReadingMessage::ParseEscapeInvalid, at_);
            if (*at_ == '"') break;
            flags = tape_flag::kEscaped;
            if (!escape()) return false;
        }
        tape_.push(TapeKind::String, offset(begin), static_cast<std::uint32_t>(at_ - begin), flags);
        ++at_;
        return true;
    }

    // A fault in an escape is said at its backslash.
    bool escape() {
        if (end_ - at_ < 2) return fail(ReadingMessage::ParseEscapeInvalid, at_);
        switch (at_[1]) {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
                at_ += 2;
                return true;
            case 'u':
                if (end_ - at_ < 6 || !is_hex(at_[2]) || !is_hex(at_[3]) || !is_hex(at_[4]) || !is_hex(at_[5])) {
                    return fail(ReadingMessage::ParseEscapeHex, at_);
                }
                at_ += 6;
                return true;
            default: return fail(ReadingMessage::ParseEscapeInvalid, at_);
        }
    }

    bool digits() {
        const char* first = at_;
        while (at_ != end_ && is_digit(*at_)) ++at_;
        return at_ != first;
    }

    // Where a value is due and none starts at `begin`: RapidJSON called a ',' ':' ']' or '}'
    // at the start of the text an empty document.
    bool no_value(const char* begin) {
        const char c = *begin;
        const bool structural = c == ',' || c == ':' || c == ']' || c == '}';
        return fail(structural && open_.empty() ? ReadingMessage::EndsEarly : ReadingMessage::ParseValueInvalid, at_);
    }

    bool too_big(const char* begin, const char* end) const {
        return range_ == Range::AsChecked && said_too_big(std::string_view(begin, static_cast<std::size_t>(end - begin)));
    }

    // A fraction or an exponent without digits, unless the integer part before it was too big
    // for the checking parser, which said so first.
    bool unfinished(ReadingMessage reason, const char* begin, const char* integer_end) {
        if (too_big(begin, integer_end)) return fail(ReadingMessage::NumberOutOfRange, begin);
        return fail(reason, at_);
    }

    bool number() {
        const char* begin = at_;
        if (*at_ == '-') ++at_;
        if (at_ == end_) return fail(ReadingMessage::ParseValueInvalid, at_);
        if (*at_ == '0') {
            ++at_;
        } else if (!digits()) {
            return no_value(begin);
        }
        const char* integer_end = at_;
        std::uint8_t flags = 0;
        bool exponent = false;
        if (at_ != end_ && *at_ == '.') {
            ++at_;
            flags = tape_flag::kFraction;
            if (!digits()) return unfinished(ReadingMessage::ParseMissFraction, begin, integer_end);
        }
        if (at_ != end_ && (*at_ == 'e' || *at_ == 'E')) {
            ++at_;
            flags = tape_flag::kFraction;
            exponent = true;
            if (at_ != end_ && (*at_ == '+' || *at_ == '-')) ++at_;
            if (!digits()) return unfinished(ReadingMessage::ParseMissExponent, begin, integer_end);
        }
        const auto size = static_cast<std::uint32_t>(at_ - begin);
        const Tape::Index index = tape_.push(TapeKind::Number, offset(begin), size, flags);
        // Out of range is a parse error; only an exponent or a long token can get there.
        if (!(exponent || size >= kShortestOutOfRange)) return true;
        if (tape_.number(index).kind == NumberToken::Kind::OutOfRange || too_big(begin, at_)) {
            return fail(ReadingMessage::NumberOutOfRange, begin);
        }
        return true;
    }

    const char* base_;
    const char* at_;
    const char* end_;
    std::size_t max_depth_;
    Tape& tape_;
    std::vector<Tape::Index>& open_;
    Extent extent_;
    Range range_;
    ReadingMessage reason_ = ReadingMessage::ParseUnknown;
};

}  // namespace

// The UTF-8 check comes after the read, which refuses most texts that are not JSON at once.
bool read_into_tape(std::string_view json, std::size_t max_depth, Tape& tape) {
    return TapeReader(tape.text(), json, max_depth, tape).read() && first_malformed_utf8(json) == std::string_view::npos;
}

std::optional<std::size_t> read_leading_value(std::string_view text, std::size_t from, std::size_t max_depth, Tape& tape) {
    tape.reset(text);
    const std::optional<std::size_t> end = append_leading_value(from, max_depth, tape);
    if (!end || first_malformed_utf8(text.substr(from, *end - from)) != std::string_view::npos) return std::nullopt;
    return end;
}

std::optional<std::size_t> append_leading_value(std::size_t from, std::size_t max_depth, Tape& tape) {
    const std::string_view text = tape.text();
    TapeReader reader(text, text.substr(from), max_depth, tape, TapeReader::Extent::Leading);
    if (!reader.read()) return std::nullopt;
    return static_cast<std::size_t>(reader.at() - text.data());
}

bool read_tape(std::string_view source, std::string_view json, std::size_t max_depth, Tape& tape) {
    tape.reset(source);
    return read_into_tape(json, max_depth, tape);
}

std::optional<Error> strict_json_error(std::string_view source, std::string_view json, std::size_t max_depth,
                                       Language language) {
    Tape scratch;
    scratch.reset(source);
    // RapidJSON read a text to its first NUL byte: strict_error.h says what follows.
    TapeReader reader(source, json.substr(0, json.find('\0')), max_depth, scratch, TapeReader::Extent::Whole,
                      TapeReader::Range::AsChecked);
    StrictStop stop;
    if (!reader.read()) stop = {reader.reason(), static_cast<std::size_t>(reader.at() - json.data())};
    return strict_read_error(source, json, stop, max_depth, language);
}

std::optional<Error> read_strict_candidate(std::string_view source, std::string_view json, std::size_t max_depth,
                                           Language language, Tape& tape) {
    if (read_tape(source, json, max_depth, tape)) return std::nullopt;
    return strict_json_error(source, json, max_depth, language);
}

}  // namespace sg
