// The Japanese wording of template_messages.h (テンプレートのメッセージ): the same rows as
// template_messages_en.cpp. Field names, the schema id and the values shown stay as written.
#include "templates/template_messages.h"

namespace sg {

std::string_view japanese_template_text(TemplateMessage message) {
    using M = TemplateMessage;
    switch (message) {
        case M::NoSchemaId: return "JSON に \"schema\" がありません。{0} であるはずです";
        case M::OtherSchemaId: return "\"schema\" が {0} です。{1} であるはずです";
        case M::FirstStepBasis:
            return "seq 1 のステップの basis が \"{0}\" です。最初のステップの basis は \"goal\" でなければなりません";
        case M::BuiltinBroken: return "組み込みのスキーマをコンパイルできません";
    }
    return {};
}

}  // namespace sg
