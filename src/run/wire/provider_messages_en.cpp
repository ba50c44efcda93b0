// The English wording of provider_messages.h.
#include "run/wire/provider_messages.h"

namespace sg {

std::string_view english_provider_text(ProviderMessage message) {
    using M = ProviderMessage;
    switch (message) {
        case M::HttpStatus: return "HTTP {0}";
        case M::HttpStatusSaid: return "HTTP {0} {1}";
        case M::StreamError: return "error event in the stream: {0}";
        case M::ErrorEventWithoutDetails: return "an error event without details";
        case M::NotJson: return "the response is not JSON: {0}";
        case M::NoChoices: return "the response has no choices[0]";
        case M::NoContentArray: return "the response has no content array";
        case M::NoOutput: return "the response has no output";
        case M::NoCandidates: return "the response has neither candidates[0] nor a prompt block";
        case M::MalformedResponse: return "malformed response: {0}";
        case M::MalformedEvent: return "malformed event in the stream: {0}";
        case M::DataNotJson: return "a data line that is not JSON ({0})";
        case M::EndedBeforeStop: return "the event stream ended before the model's stop reason arrived";
        case M::BlockNotStarted: return "an event for a content block that was not started";
        case M::BlockStartUnusable: return "content_block_start without a usable index and block";
        case M::ToolCallWithoutIndex: return "a tool call fragment without a usable index";
        case M::ArgumentsNotAnnounced: return "arguments for a function call that was not announced";
        case M::CallItemWithoutIndex: return "a function call item without a usable output_index";
        case M::PiecesWithoutCall: return "a functionCall part with partialArgs but no call open (no part named it)";
        case M::PiecesNotArray: return "function call `{0}`: partialArgs is not an array";
        case M::InCall: return "function call `{0}`: {1}";
        case M::PieceWithoutPath: return "a partialArgs piece without a jsonPath";
        case M::PieceValue:
            return "the piece for \"{0}\" does not hold exactly one of a string stringValue, number numberValue, bool "
                   "boolValue or nullValue";
        case M::PathTooLong: return "the jsonPath \"{0}\" is longer than 1024 bytes (byte {1})";
        case M::PathNoRoot: return "the jsonPath \"{0}\" does not start with $ (byte {1})";
        case M::PathTooManySteps: return "the jsonPath \"{0}\" has more than 64 steps (byte {1})";
        case M::PathWhole: return "the jsonPath \"{0}\" names the whole arguments object, not a value in it (byte {1})";
        case M::PathIndexesArguments: return "the jsonPath \"{0}\" indexes the arguments, which are an object (byte {1})";
        case M::PathBadEscape: return "the jsonPath \"{0}\" has a bad escape (byte {1})";
        case M::PathUnclosedName: return "the jsonPath \"{0}\" has an unclosed quoted name (byte {1})";
        case M::PathBadIndex: return "the jsonPath \"{0}\" has an index that is not a whole number up to 9 digits (byte {1})";
        case M::PathUnclosedIndex: return "the jsonPath \"{0}\" has an unclosed index (byte {1})";
        case M::PathEmptyName: return "the jsonPath \"{0}\" has an empty name (byte {1})";
        case M::PathWildcard: return "the jsonPath \"{0}\" has a wildcard (byte {1})";
        case M::PathOtherStep: return "the jsonPath \"{0}\" has a step other than .name, ['name'] or [index] (byte {1})";
        case M::PathSkipsIndex: return "the jsonPath \"{0}\" skips to index {1} of an array of {2}";
        case M::PathIndexIntoOther: return "the jsonPath \"{0}\" steps into {1} with an index";
        case M::PathNameIntoOther: return "the jsonPath \"{0}\" steps into {1} with a name";
        case M::PathSetsContainer: return "the jsonPath \"{0}\" sets a value where {1} is";
        case M::HoldsObject: return "an object";
        case M::HoldsArray: return "an array";
        case M::HoldsString: return "a string";
        case M::HoldsNumber: return "a number";
        case M::HoldsBoolean: return "a boolean";
    }
    return {};
}

}  // namespace sg
