// The answer a reply gives besides its JSON (rule X7): the reply without the spans left out
// (the JSON or the fence that carried it, reasoning blocks, a byte-order mark), the parts in
// between trimmed and joined by one blank line. Strict extraction and lenient reading both
// take it from here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "extract/brace_scanner.h"

namespace sg {

// The text, and the same text as the reply's ranges it joins: the wasm boundary sends the
// ranges, and JavaScript slices the caller's own string (issue 15).
struct AnswerText {
    std::string text;
    std::vector<Span> parts;
};

// `with_text`: join the parts as text too (ExtractOptions::with_answer_text); otherwise the
// text is left empty.
AnswerText answer_text(std::string_view reply, std::vector<Span> left_out, bool with_text = true);

}  // namespace sg
