// The English wording of template_messages.h.
#include "templates/template_messages.h"

namespace sg {

std::string_view english_template_text(TemplateMessage message) {
    using M = TemplateMessage;
    switch (message) {
        case M::NoSchemaId: return "the JSON has no \"schema\"; expected {0}";
        case M::OtherSchemaId: return "\"schema\" is {0}, expected {1}";
        case M::FirstStepBasis: return "the step with seq 1 has basis \"{0}\"; the first step must have basis \"goal\"";
        case M::BuiltinBroken: return "the built-in schema does not compile";
    }
    return {};
}

}  // namespace sg
