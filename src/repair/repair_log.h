// The repair log (rule L2): every change lenient parsing makes, as data. A repair is one edit
// of the reply: the bytes `removed` at `offset` were replaced by `inserted`. Edits inside the
// span of the chosen JSON apply to that span and give exactly the repaired JSON text; edits
// outside it (prose, reasoning, fence lines) say what was left out.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

enum class RepairKind {
    TrailingComma,      // `,` before `]` or `}` removed
    LeadingComma,       // `,` right after `[` or `{` removed
    ExtraComma,         // a second `,` in a row removed
    MissingComma,       // `,` inserted between two elements or members
    MissingColon,       // `:` inserted between a key and its value (or written for `=`, `=>`)
    SingleQuotes,       // a 'string' delimiter turned into `"` (or a `"` inside it escaped)
    SmartQuotes,        // a “typographic” string delimiter turned into `"`
    UnquotedKey,        // a bare key put in double quotes
    UnquotedString,     // a bare value (`New York`, `12px`, a URL) put in double quotes
    MissingQuote,       // a string's missing opening or closing quote inserted
    BacktickQuotes,     // a `string` delimiter turned into `"`
    TripleQuotes,       // a Python """string""" / '''string''' delimiter turned into `"`
    EscapedQuotes,      // JSON escaped once (`{\"a\": \"b\"}`): `\"` read as `"`, its own escapes once
    DoubledQuote,       // the second mark of a doubled delimiter (`""value""`) removed
    Concatenation,      // "a" + "b" joined into one string
    SpecialWhitespace,  // NBSP, zero-width or ideographic space between tokens removed
    WrongBracket,       // a closer of the wrong kind (`["a"}, ...`) replaced by the right one
    ExtraBracket,       // a closer that no open container needs (`[1, 2]]`) removed
    InnerQuote,         // an unescaped `"` inside a string escaped (heuristic)
    UnpairedQuote,      // an inner quote without a partner: it may have ended the string (lossy)
    Comment,            // a `//` or `/* */` comment removed
    PythonLiteral,      // True / False / None
    LiteralCase,        // TRUE / False / Null: a literal in other letter case
    NonFiniteNumber,    // NaN / Infinity / -Infinity turned into null
    LoneSign,           // a value that is only a sign (`{"a": -}`): a dash, or a number whose digits
                        // are lost; read as the string "-" (lossy)
    UndefinedValue,     // undefined turned into null
    NumberFormat,       // +1, .5, 1., 007, 1_000, 2,000.50 written as JSON numbers
    ControlCharacter,   // a raw control character (newline, tab, ...) inside a string escaped
    InvalidEscape,      // `\'` (and `\`` in a `string`) read as the mark, or a lone surrogate as U+FFFD
    BrokenEscape,       // an escape whose character is unknown, kept as text: `\u` without four hex
                        // digits, or one JSON lacks (`\d`: `d` in JavaScript, `\d` in Python) (lossy)
    InvalidUtf8,        // bytes that are not UTF-8 inside a string replaced by U+FFFD
    Ellipsis,           // a `...` / `…` placeholder element removed
    MissingBracket,     // `]` or `}` inserted where a closer skipped an open container
    StrayBracket,       // `]` or `}` inserted for an empty container a closer skipped (`[{]`): an
                        // empty value, or a bracket written by mistake (lossy)
    Truncated,          // the input ended inside the value: what was open is closed (lossy)
    Unclosed,           // the value stopped at text that cannot continue it: closed there (lossy)
    UnterminatedString, // a string the reply never closed, ended before the closers that end the
                        // reply (`{"a": "b}`): the reply may have been cut inside it (lossy)
    WrappedInArray,     // several values in a row (NDJSON) made into one array
    GluedValues,        // `,` inserted between two values with nothing between them (`{…}{…}`,
                        // `"a"2`): a stream of values, or a value and debris (lossy)
    ProseRemoved,       // text before or after the JSON left out
    ContentRemoved,     // JSON text next to the value left out (`, "b": 2}`): it is a fragment (lossy)
    ThinkBlockRemoved,  // a <think>…</think> reasoning block left out
    FenceRemoved,       // the code-fence line around the JSON left out
    BomRemoved,         // a byte-order mark left out
};

// The stable lowercase identifier users see: "trailing_comma", "think_block_removed", ...
std::string_view repair_kind_name(RepairKind kind);

// True for the repairs that may lose content (rule L2): the value was closed where the reply
// stopped making sense or ended, so what the model meant after that point is not in it, or a
// character cannot be known. Every other repair removes or changes syntax only.
bool loses_content(RepairKind kind);

struct Repair {
    RepairKind kind;
    std::size_t offset;    // byte offset in the reply
    std::string removed;   // the bytes taken out (may be empty: an insertion)
    std::string inserted;  // what took their place (may be empty: a removal)
};

// Orders repairs by offset so that they apply in order: at one offset, insertions first,
// otherwise in the order they were made.
void sort_repairs(std::vector<Repair>& repairs);

}  // namespace sg
