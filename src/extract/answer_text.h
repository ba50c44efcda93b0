// The answer a reply gives besides its JSON (SPEC X7): the reply without the spans left out
// (the JSON or the fence that carried it, reasoning blocks, a byte-order mark), the parts in
// between trimmed and joined by one blank line. Strict extraction and lenient reading both
// take it from here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "extract/brace_scanner.h"

namespace sg {

std::string answer_text(std::string_view reply, std::vector<Span> left_out);

}  // namespace sg
