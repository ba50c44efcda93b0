// Lenient parsing of a whole model reply (rules L1-L3): find the JSON in it, repair what a
// model typically breaks, and say exactly what was changed. Strict JSON comes back with no
// repairs and the value strict parsing gives. Linear time, bounded depth, typed errors (L7).
//
//   RepairResult r = repair_json("Sure! {'a': True, 'b': [1, 2,]}");
//   // r.json == R"({"a": true, "b": [1, 2]})", r.repairs: prose_removed, single_quotes ×4,
//   // python_literal, trailing_comma
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "core/result.h"
#include "repair/repair_result.h"
#include "tape/tape.h"

namespace sg {

// The answer the default rule picks (candidate_selection.h), repaired.
RepairResult repair_json(std::string_view reply, const RepairOptions& options = {});

// The fence a candidate stood in, named as users see it; None has no name (null in results).
#define SG_CANDIDATE_FENCES(X) X(None, "") X(Json, "json") X(Other, "other")
SG_NAMED_ENUM(CandidateFence, SG_CANDIDATE_FENCES)

// One JSON value found in a reply (L3), whether or not it is the answer.
struct JsonCandidate {
    std::size_t start;     // byte range in the reply
    std::size_t end;
    CandidateFence fence;  // the kind of code fence it is in
    bool ok;               // it reads as JSON (possibly repaired)
    bool truncated;        // the reply ended inside it
    bool lossless;         // ok, whole, not a fragment of a broken value, no repair lost content
    std::string json;      // the repaired text (ok only)
    std::vector<Repair> repairs;  // by offset
    std::optional<Error> error;   // why it is not JSON (not ok only)
};

// Every `{…}` / `[…]` in the reply outside reasoning blocks, in reply order.
Result<std::vector<JsonCandidate>> find_candidates(std::string_view reply, const RepairOptions& options = {});

// L3, opt-in: the default answer when `accept` takes its value; otherwise the first single
// candidate (in reply order) whose value `accept` takes, with chosen_by_predicate set;
// otherwise the default answer as it is. The other values are the alternatives weighed, so
// passing them over loses nothing. `accept` is typically "validates against the schema".
class ValuePredicate {
public:
    virtual bool accepts(const Tape& value) const = 0;

protected:
    ~ValuePredicate() = default;
};
RepairResult repair_json_matching(std::string_view reply, const RepairOptions& options, const ValuePredicate& accept);

}  // namespace sg
