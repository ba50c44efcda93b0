// The Japanese wording of example_messages.h (exampleInstance のエラー): the same rows as
// example_messages_en.cpp. Keywords, `$ref`s, option names and instance locations stay as
// written, since that is what the schema's author finds in the schema and the options.
#include "providers/example_messages.h"

namespace sg::providers {

std::string_view japanese_example_text(ExampleMessage message) {
    using M = ExampleMessage;
    switch (message) {
        case M::DoesNotCompile: return "スキーマをコンパイルできません: {0}";
        case M::UnsupportedRef:
            return "`$ref` \"{0}\" はたどれません（たどるのはこのスキーマの中の参照だけです）。この値をテンプレートで"
                   "与えてください";
        case M::FalseAcceptsNothing: return "`false` はどんな値も受け付けません";
        case M::EmptyEnum: return "空の enum はどんな値も受け付けません";
        case M::NoBranch: return "どの分岐からも値を作れません";
        case M::NestedTooDeep:
            return "スキーマが {0} 段より深く入れ子になった値を求めています（必須の再帰が終わらないのではありませんか）";
        case M::NoInteger: return "ここでは minimum/maximum/multipleOf を満たす整数がありません";
        case M::NoNumber: return "ここでは minimum/maximum/multipleOf を満たす数値がありません";
        case M::NoString: return "ここでは minLength/maxLength を満たす文字列がありません";
        case M::TooManySteps: return "値を作るのに maxSteps（{0}）ステップを超えました";
        case M::MinLengthOverLimit: return "minLength が maxStringLength（{0}）を超えています";
        case M::MinItemsOverLimit: return "minItems が maxSteps（{0}）を超えています";
        case M::MinContainsOverLimit: return "minContains が maxSteps（{0}）を超えています";
        case M::TemplateDoesNotValidate:
            return "作った値が \"{0}\" で検証に通りません（{1}）: {2}。テンプレートのそこの値を確かめてください";
        case M::BuiltDoesNotValidate:
            return "作った値が \"{0}\" で検証に通りません（{1}）: {2}。そこの値をテンプレートで与えてください";
    }
    return {};
}

}  // namespace sg::providers
