// The English wording of example_messages.h.
#include "providers/example_messages.h"

namespace sg::providers {

std::string_view english_example_text(ExampleMessage message) {
    using M = ExampleMessage;
    switch (message) {
        case M::DoesNotCompile: return "the schema does not compile: {0}";
        case M::UnsupportedRef:
            return "cannot follow `$ref` \"{0}\" (only references within this schema are followed); give this value in "
                   "the template";
        case M::FalseAcceptsNothing: return "`false` accepts no value";
        case M::EmptyEnum: return "an empty enum accepts no value";
        case M::NoBranch: return "no branch can be built";
        case M::NestedTooDeep:
            return "the schema requires values nested deeper than {0} levels (an endless required recursion?)";
        case M::NoInteger: return "no integer satisfies minimum/maximum/multipleOf here";
        case M::NoNumber: return "no number satisfies minimum/maximum/multipleOf here";
        case M::NoString: return "no string satisfies minLength/maxLength here";
        case M::TooManySteps: return "building the value took more than maxSteps ({0}) steps";
        case M::MinLengthOverLimit: return "minLength is above maxStringLength ({0})";
        case M::MinItemsOverLimit: return "minItems is above maxSteps ({0})";
        case M::MinContainsOverLimit: return "minContains is above maxSteps ({0})";
        case M::TemplateDoesNotValidate:
            return "the value built does not validate at \"{0}\" ({1}): {2}; check the template's value there";
        case M::BuiltDoesNotValidate:
            return "the value built does not validate at \"{0}\" ({1}): {2}; give a value for it in the template";
    }
    return {};
}

}  // namespace sg::providers
