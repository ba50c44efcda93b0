// The bytes of a value that a stream has received so far, read as the beginning of one strict
// JSON value (RFC 8259), resumed where the last chunk stopped. A value that is strict JSON when
// whole is read by the strict reader (reply_scanner.h); while such a value is still arriving,
// a stream waits on this instead of reading it leniently: a byte here costs a state step, where
// lenient reading writes the repaired text and weighs every quote. Only the first byte that no
// strict value has there, or the value's end, hands the value on (to lenient reading from its
// start, or to the strict reader).
//
// It refuses what lenient reading would read differently from strict JSON before the value's
// end, so that a push reports what lenient reading would (limits and repairs where they arise):
// a container opened past max_depth (lenient reading stops there on the limit), an escaped
// surrogate (read as U+FFFD when lone, a repair), a byte that is not well-formed UTF-8 (a
// repair). The one difference: a strict value is whole at its closing bracket, where lenient
// reading may wait for the bytes after it to weigh a string's last comma or bracket (`"y,"}`).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sg {

class StrictPrefix {
public:
    enum class Verdict {
        Open,       // every byte so far can begin a strict value, which has not ended
        Whole,      // the value's closing bracket has arrived
        NotStrict,  // a byte that no strict value has there (or one lenient reading repairs)
    };

    // The value whose `{` or `[` is at `at`, at most `max_depth` containers deep.
    void start(std::size_t at, std::size_t max_depth);
    // Reads on from where the last call stopped to the end of `text` (the same text, grown).
    Verdict read(std::string_view text);

private:
    enum class State {
        Value, ArrayFirst, ObjectFirst, Key, Colon, AfterValue,
        String, Escape, Unicode,
        Minus, Zero, Integer, Dot, Fraction, Exponent, ExponentSign, ExponentDigits,
        Literal,
    };

    // One step of reading: Go on, Wait for the rest of a character, or the verdict.
    enum class Step { Go, Wait, Whole, NotStrict };
    Step step(std::string_view text);
    Step value(unsigned char c);
    Step open(char closer);
    Step close(unsigned char c);
    Step after_value(unsigned char c);
    Step string(std::string_view text);
    Step escape(unsigned char c);
    Step unicode(unsigned char c);
    Step number(unsigned char c);
    Step end_number();

    std::size_t at_ = 0;
    std::size_t max_depth_ = 0;
    State state_ = State::Value;
    bool in_key_ = false;
    std::string closers_;       // of the containers open, innermost last
    std::string_view literal_;  // true, false or null being read: what is left of it
    unsigned code_unit_ = 0;    // an escape's \u digits so far
    int digits_ = 0;            // ... and how many
};

}  // namespace sg
