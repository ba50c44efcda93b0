// The repair log (rule L2): every change lenient parsing makes, as data. A repair is one edit
// of the reply: the bytes `removed` at `offset` were replaced by `inserted`. Edits inside the
// span of the chosen JSON apply to that span and give exactly the repaired JSON text; edits
// outside it (prose, reasoning, fence lines) say what was left out.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"

namespace sg {

#define SG_REPAIR_KINDS(X)                                                                                                            \
    X(TrailingComma, "trailing_comma")            /* `,` before `]` or `}` removed */                                                 \
    X(LeadingComma, "leading_comma")              /* `,` right after `[` or `{` removed */                                            \
    X(ExtraComma, "extra_comma")                  /* a second `,` in a row removed */                                                 \
    X(MissingComma, "missing_comma")              /* `,` inserted between two elements or members */                                  \
    X(MissingColon, "missing_colon")              /* `:` inserted between a key and its value (or written for `=`, `=>`) */           \
    X(SingleQuotes, "single_quotes")              /* a 'string' delimiter turned into `"` (or a `"` inside it escaped) */             \
    X(SmartQuotes, "smart_quotes")                /* a “typographic” string delimiter turned into `"` */                              \
    X(UnquotedKey, "unquoted_key")                /* a bare key put in double quotes */                                               \
    X(UnquotedString, "unquoted_string")          /* a bare value (`New York`, `12px`, a URL) put in double quotes */                 \
    X(MissingQuote, "missing_quote")              /* a string's missing opening or closing quote inserted */                          \
    X(BacktickQuotes, "backtick_quotes")          /* a `string` delimiter turned into `"` */                                          \
    X(TripleQuotes, "triple_quotes")              /* a Python """string""" / '''string''' delimiter turned into `"` */                \
    X(EscapedQuotes, "escaped_quotes")            /* JSON escaped once (`{\"a\": \"b\"}`): `\"` read as `"`, its own escapes once */  \
    X(DoubledQuote, "doubled_quote")              /* the second mark of a doubled delimiter (`""value""`) removed */                  \
    X(Concatenation, "concatenation")             /* "a" + "b" joined into one string */                                              \
    X(SpecialWhitespace, "special_whitespace")    /* NBSP, zero-width or ideographic space between tokens removed */                  \
    X(WrongBracket, "wrong_bracket")              /* a closer of the wrong kind (`["a"}, ...`) replaced by the right one */           \
    X(ExtraBracket, "extra_bracket")              /* a closer that no open container needs (`[1, 2]]`) removed */                     \
    X(InnerQuote, "inner_quote")                  /* an unescaped `"` inside a string escaped (heuristic) */                          \
    X(UnpairedQuote, "unpaired_quote")            /* an inner quote without a partner: it may have ended the string (lossy) */        \
    X(Comment, "comment")                         /* a line (`//`) or block comment removed */                                        \
    X(PythonLiteral, "python_literal")            /* True / False / None */                                                           \
    X(LiteralCase, "literal_case")                /* TRUE / False / Null: a literal in other letter case */                           \
    X(NonFiniteNumber, "non_finite_number")       /* NaN / Infinity / -Infinity turned into null */                                   \
    X(LoneSign, "lone_sign")                      /* a value that is only a sign (`{"a": -}`): a dash, or a number whose digits */    \
                                                  /* are lost; read as the string "-" (lossy) */                                      \
    X(AmbiguousValue, "ambiguous_value")          /* a value that reads two ways, one reading kept: `(1, 2)` as the text "(1, 2)" */ \
                                                  /* (a tuple?), `None` as null where the schema takes the string "None" too (lossy) */ \
    X(UndefinedValue, "undefined_value")          /* undefined turned into null */                                                    \
    X(NumberFormat, "number_format")              /* +1, .5, 1., 007, 1_000, 2,000.50 written as JSON numbers */                      \
    X(ControlCharacter, "control_character")      /* a raw control character (newline, tab, ...) inside a string escaped */           \
    X(InvalidEscape, "invalid_escape")            /* `\'` (and `\`` in a `string`) read as the mark, or a lone surrogate as U+FFFD */ \
    X(BrokenEscape, "broken_escape")              /* an escape whose character is unknown, kept as text: `\u` without four hex */     \
                                                  /* digits, or one JSON lacks (`\d`: `d` in JavaScript, `\d` in Python) (lossy) */   \
    X(InvalidUtf8, "invalid_utf8")                /* bytes that are not UTF-8 inside a string replaced by U+FFFD */                   \
    X(Ellipsis, "ellipsis")                       /* a `...` / `…` placeholder element removed */                                     \
    X(MissingBracket, "missing_bracket")          /* `]` or `}` inserted where a closer skipped an open container */                  \
    X(StrayBracket, "stray_bracket")              /* `]` or `}` inserted for an empty container a closer skipped (`[{]`): an */       \
                                                  /* empty value, or a bracket written by mistake (lossy) */                          \
    X(Truncated, "truncated")                     /* the input ended inside the value: what was open is closed (lossy) */             \
    X(Unclosed, "unclosed")                       /* the value stopped at text that cannot continue it: closed there (lossy) */       \
    X(UnterminatedString, "unterminated_string")  /* a string the reply never closed, ended before the closers that end the */        \
                                                  /* reply (`{"a": "b}`): the reply may have been cut inside it (lossy) */            \
    X(WrappedInArray, "wrapped_in_array")         /* several values in a row (NDJSON) made into one array */                          \
    X(GluedValues, "glued_values")                /* `,` or `:` inserted between two values with nothing between them (`{…}{…}`, */   \
                                                  /* `"a"2`, `""""`): a stream of values, or a value and debris (lossy) */            \
    X(ProseRemoved, "prose_removed")              /* text before or after the JSON left out */                                        \
    X(ContentRemoved, "content_removed")          /* JSON text next to the value left out (`, "b": 2}`): it is a fragment (lossy) */  \
    X(ThinkBlockRemoved, "think_block_removed")   /* a <think>…</think> reasoning block left out */                                   \
    X(FenceRemoved, "fence_removed")              /* the code-fence line around the JSON left out */                                  \
    X(BomRemoved, "bom_removed")                  /* a byte-order mark left out */
SG_NAMED_ENUM(RepairKind, SG_REPAIR_KINDS)

// The stable lowercase identifier users see: "trailing_comma", "think_block_removed", ...
inline std::string_view repair_kind_name(RepairKind kind) { return name_of(kind); }

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
