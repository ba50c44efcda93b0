// The English wording of graph_messages.h: each message names the seqs and says what a valid
// plan has instead, since the reader is usually the model that wrote the plan, or its caller.
#include "graph/graph_messages.h"

namespace sg {

std::string_view english_graph_text(GraphMessage message) {
    using M = GraphMessage;
    switch (message) {
        case M::StepsNotArray: return "the steps must be an array of step objects, got {0}";
        case M::CompactCutShort: return "the compact plan is cut short";
        case M::StepNotObject: return "a step must be an object with a \"{0}\", got {1}";
        case M::NoSeq: return "the step has no \"{0}\"; steps are numbered 1, 2, 3, … by it";
        case M::SeqNotNumber: return "\"{0}\" must be a whole number from 1, got {1}";
        case M::SeqUsedAgain: return "seq {0} is used again: the step at {1} has it already";
        case M::DependsOnNotArray: return "\"{0}\" must be an array of seqs, got {1}";
        case M::DependsOnEntry: return "\"{0}\" lists seqs (whole numbers from 1), got {1}";
        case M::SeqMissing: return "seq {0} is missing";
        case M::SeqsMissing: return "seqs {0} to {1} are missing";
        case M::SingleStep: return ": a single step must have seq 1";
        case M::StepsNumbered: return ": {0} steps must be numbered 1 to {0}";
        case M::NumberingStarts: return "; the numbering starts at {0}";
        case M::NumberingJumps: return "; the numbering jumps from {0} to {1}";
        case M::DependsOnItself: return "seq {0} depends on itself";
        case M::StepDependsOnUnknown: return "the step depends on seq {0}, which no step has";
        case M::SeqDependsOnUnknown: return "seq {0} depends on seq {1}, which no step has";
        case M::DependsOnLater: return "seq {0} depends on seq {1}, which comes later; a step may depend only on earlier steps";
        case M::Cycle: return "steps depend on each other in a circle: {0} (each step depends on the one before it)";
        case M::NoId: return "seq {0} has no id in idsBySeq";
        case M::IdNotStringOrNumber: return "seq {0} has an id that is neither a string nor a number: {1}";
        case M::SameId: return "seqs {0} and {1} have the same id {2} in idsBySeq";
    }
    return {};
}

}  // namespace sg
