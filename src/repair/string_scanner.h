// The inside of one string, read leniently (rule L1): raw control characters are escaped,
// escapes JSON does not know are made literal, bytes that are not UTF-8 become U+FFFD, and a
// quote that does not end the string (He said "hi") is escaped. Whether a quote ends a value
// string is decided from what follows it, within kLookaheadBytes: a `,` `}` `]` (or a
// comment, another string, the end of the reply) means it does; a word means it does not.
// A `"` ends a key at once. A value string that a quote never closes ends where a missing
// closing quote shows: before a `,` that another element or member follows (`"a, "b": 1`).
// Python's triple-quoted strings close only at their triple mark; a string opened by a doubled
// quote (`""value""`, CSV's escaping) closes at a doubled or a single one.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "repair/quote_marks.h"
#include "repair/repair_log.h"
#include "repair/repaired_text.h"
#include "repair/scan_input.h"
#include "repair/value_repairs.h"

namespace sg {

class StringScanner {
public:
    enum class Role { Key, Value };
    enum class Container { Object, Array };

    // The first `:` read inside a key: where the key ends when no colon follows its closing
    // quote (`{"name: "Ann"}` lost the key's closing quote, and the value's opening quote
    // closed the key). Offsets: in the input, in the text written, and repairs logged then.
    struct KeyColon {
        std::size_t input;
        std::size_t out;
        std::size_t repairs;
    };
    const std::optional<KeyColon>& key_colon() const { return key_colon_; }

    // How many times the opening mark was written: Thrice ("""…"""): only the same triple mark
    // closes the string; Twice (`""value""`): a doubled mark closes it as one.
    enum class Marks { Once, Twice, Thrice };

    // A string whose opening mark has been read; the caller wrote its `"`.
    void open(QuoteMark quote, Role role, Container container, Marks marks = Marks::Once);

    // Appends the content to `out` as JSON text until the closing mark, which is consumed and
    // written as `"` (true). Returns false when the input ran out first; what was appended is
    // then whole characters, so the string can be closed at that point.
    bool scan(ScanInput& in, RepairedText& out, ValueRepairs& repairs);

    // The rules scan() reads by, for a caller that reads a strict stretch at once (a key and its
    // colon: strict_stretches.cpp) as scan() would: whether byte `c` is copied as it is, and
    // whether a quote mark just before `after` ends the string being read as a key.
    bool is_plain(unsigned char c) const;
    Peek ends_key(const ScanInput& in, std::size_t after) const;

private:
    enum class Step { Continue, NeedMore, Closed };

    bool read(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Step quote(ScanInput& in, const QuoteAt& mark, RepairedText& out, ValueRepairs& repairs);
    Step doubled_close(ScanInput& in, const QuoteAt& mark, RepairedText& out, ValueRepairs& repairs);
    std::size_t closing_layout(const ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Step triple_quote(ScanInput& in, const QuoteAt& mark, RepairedText& out, ValueRepairs& repairs);
    Step comma(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Peek next_element_follows(const ScanInput& in, std::size_t after) const;
    Peek line_ends_string(const ScanInput& in, std::size_t at) const;
    Peek closer_ends_string(const ScanInput& in, std::size_t at) const;
    static RepairKind end_kind(const ScanInput& in);
    void close_missing(const ScanInput& in, RepairedText& out, ValueRepairs& repairs, RepairKind kind) const;
    Step escape(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    std::optional<Step> escaped_escape(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Step unicode_escape(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Step multibyte(ScanInput& in, RepairedText& out, ValueRepairs& repairs);
    Peek ends_value(const ScanInput& in, std::size_t after) const;

    QuoteMark quote_ = QuoteMark::Double;
    Role role_ = Role::Value;
    Container container_ = Container::Object;
    bool triple_ = false;
    bool doubled_ = false;
    bool leading_line_ = false;  // a """ string whose first byte has not been read
    std::size_t inner_quotes_ = 0;
    std::size_t last_inner_quote_ = 0;  // index in the repairs of the last inner_quote
    std::optional<KeyColon> key_colon_;
};

// At `at`, a whole string that ends an element: followed by `:` in an object (a key), by
// `,` or `]` in an array; within the look-ahead.
Peek element_starts(const ScanInput& in, std::size_t at, bool object);

// Copies the character at in.pos (a byte of 0x80 or more) to `out`; bytes that are not UTF-8
// become U+FFFD, logged as invalid_utf8. False, with nothing read, while the rest of its
// sequence has not arrived. `Text`: std::string or RepairedText.
template <typename Text>
bool copy_character(ScanInput& in, Text& out, ValueRepairs& repairs);

}  // namespace sg
