// Finding the JSON in a model's reply (rules X1-X7): direct parse, then the last code fence
// (a `json` label preferred), then braces; typed errors with positions; the human-readable
// answer is returned whatever happens.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "core/error.h"
#include "core/language.h"
#include "core/limits.h"
#include "extract/brace_scanner.h"

namespace sg {

class Tape;

#define SG_STRATEGIES(X) X(Direct, "direct") X(Fence, "fence") X(Brace, "brace")
SG_NAMED_ENUM(Strategy, SG_STRATEGIES)

inline std::string_view strategy_name(Strategy strategy) { return name_of(strategy); }

struct ExtractOptions {
    std::size_t max_input_bytes = limits::kMaxInputBytes;
    std::size_t max_fence_bytes = limits::kMaxFenceBytes;
    std::size_t max_depth = limits::kMaxDepth;
    Language language = Language::English;  // option locale: of the errors' messages
    // X7's answer joined as text (Extraction::answer_text) besides its ranges (answer_parts).
    // The wasm boundary sends the ranges alone: JavaScript slices the string it holds.
    bool with_answer_text = true;
};

// The candidate the chain settled on, kept even when it then failed to parse, so that the
// caller can show the raw text (docs/architecture.md, "Values, not exceptions").
struct Candidate {
    Strategy strategy;
    std::size_t start;  // byte range of the JSON text in the reply
    std::size_t end;
};

struct Extraction {
    std::optional<Candidate> candidate;
    std::optional<Error> error;  // absent on success
    std::string answer_text;     // X7: the reply without the JSON and without reasoning blocks (with_answer_text)
    std::vector<Span> answer_parts;  // the ranges of the reply answer_text joins by blank lines

    bool ok() const { return !error.has_value(); }
};

// Decides whether a candidate slice of `reply` is acceptable JSON; the default is
// strict reading into a tape (tape_reader.h). A caller that needs the value passes a check that keeps it.
class CandidateCheck {
public:
    // Why `json` is not acceptable; none: it is.
    virtual std::optional<Error> check(std::string_view json) const = 0;

protected:
    ~CandidateCheck() = default;
};

Extraction extract_json(std::string_view reply, const ExtractOptions& options = {});
// The same, reading candidates into `tape`, whose memory a caller of many replies keeps.
Extraction extract_json(std::string_view reply, const ExtractOptions& options, Tape& tape);
Extraction extract_json(std::string_view reply, const ExtractOptions& options,
                        const CandidateCheck& check);

}  // namespace sg
