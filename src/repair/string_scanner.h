// The inside of one string, read leniently (SPEC L1): raw control characters are escaped,
// escapes JSON does not know are made literal, bytes that are not UTF-8 become U+FFFD, and a
// quote that does not end the string (He said "hi") is escaped. Whether a quote ends a value
// string is decided from what follows it, within kLookaheadBytes: a `,` `}` `]` (or a
// comment, another string, the end of the reply) means it does; a word means it does not.
// A `"` ends a key at once.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "repair/quote_marks.h"
#include "repair/repair_log.h"
#include "repair/scan_input.h"

namespace sg {

class StringScanner {
public:
    enum class Role { Key, Value };
    enum class Container { Object, Array };

    // A string whose opening mark (at `offset`) has been read; the caller wrote its `"`.
    void open(QuoteMark quote, Role role, Container container);

    // Appends the content to `out` as JSON text until the closing mark, which is consumed and
    // written as `"` (true). Returns false when the input ran out first; what was appended is
    // then whole characters, so the string can be closed at that point.
    bool scan(ScanInput& in, std::string& out, std::vector<Repair>& repairs);

private:
    enum class Step { Continue, NeedMore, Closed };

    Step quote(ScanInput& in, const QuoteAt& mark, std::string& out, std::vector<Repair>& repairs);
    Step escape(ScanInput& in, std::string& out, std::vector<Repair>& repairs);
    Step unicode_escape(ScanInput& in, std::string& out, std::vector<Repair>& repairs);
    Step multibyte(ScanInput& in, std::string& out, std::vector<Repair>& repairs);
    Peek ends_key(const ScanInput& in, std::size_t after) const;
    Peek ends_value(const ScanInput& in, std::size_t after) const;
    bool is_plain(unsigned char c) const;

    QuoteMark quote_ = QuoteMark::Double;
    Role role_ = Role::Value;
    Container container_ = Container::Object;
};

}  // namespace sg
