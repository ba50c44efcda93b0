// The Japanese wording of validation messages (検証メッセージ): the same rows as
// validation_messages_en.cpp, said as a Japanese reader expects ("'basis' は goal、prev のいずれか
// でなければなりません（実際: 'start'）"). Keywords, type names and option names stay as written
// in the schema and the API, since that is what the reader looks up.
#include "schema/validation_messages.h"

namespace sg::schema {

std::string_view japanese_validation_text(ValidationMessage message) {
    using M = ValidationMessage;
    switch (message) {
        case M::ValueSubject: return "値";
        case M::Got: return "（実際: {0}）";
        case M::ListSeparator: return "、";
        case M::TypeSeparator: return " または ";
        case M::CharacterOne: return "{0} 文字";
        case M::CharacterMany: return "{0} 文字";
        case M::ItemOne: return "{0} 個";
        case M::ItemMany: return "{0} 個";
        case M::PropertyOne: return "{0} 個";
        case M::PropertyMany: return "{0} 個";
        case M::SchemaFalse: return "ここには値を置けません（スキーマが false です）";
        case M::NotAllowedHere: return "{0} はここでは許可されていません（スキーマが false です）";
        case M::PropertyNotAllowed: return "プロパティ '{0}' は許可されていません";
        case M::PropertyMustBeAbsent: return "プロパティ '{0}' があってはなりません";
        case M::PropertyUnevaluated: return "プロパティ '{0}' は許可されていません（unevaluatedProperties）";
        case M::ItemTooMany: return "要素 {0} は許可されていません（要素が多すぎます）";
        case M::ItemUnevaluated: return "要素 {0} は許可されていません（unevaluatedItems）";
        case M::DependentFalse: return "{0} にプロパティ '{1}' があってはなりません";
        case M::Minimum: return "{0} は {1} 以上でなければなりません";
        case M::Maximum: return "{0} は {1} 以下でなければなりません";
        case M::ExclusiveMinimum: return "{0} は {1} より大きくなければなりません";
        case M::ExclusiveMaximum: return "{0} は {1} より小さくなければなりません";
        case M::MultipleOf: return "{0} は {1} の倍数でなければなりません";
        case M::EnumEmpty: return "{0} に当てはまる値はありません（enum が空です）";
        case M::EnumOneOf: return "{0} は {1} のいずれかでなければなりません";
        case M::EnumMore: return "…（全 {0} 個）";
        case M::MustBe: return "{0} は {1} でなければなりません";
        case M::MinLength: return "{0} は {1}以上でなければなりません";
        case M::MaxLength: return "{0} は {1}以下でなければなりません";
        case M::Pattern: return "{0} はパターン {1} に一致しなければなりません";
        case M::Format: return "{0} は正しい {1} 形式でなければなりません";
        case M::Base64: return "{0} は正しい base64 でなければなりません";
        case M::Base64Json: return "{0} は base64 でエンコードされた JSON でなければなりません";
        case M::JsonText: return "{0} は JSON テキストでなければなりません";
        case M::MinItems: return "{0} には要素が {1}以上必要です";
        case M::MaxItems: return "{0} の要素は {1}以下でなければなりません";
        case M::UniqueItems: return "{0} に重複があってはなりません（要素 {1} と {2} が同じです）";
        case M::ContainsAtLeast: return "{0} には contains のスキーマに一致する要素が {1}以上必要です";
        case M::ContainsAtMost: return "{0} の contains のスキーマに一致する要素は {1}以下でなければなりません";
        case M::MinProperties: return "{0} にはプロパティが {1}以上必要です";
        case M::MaxProperties: return "{0} のプロパティは {1}以下でなければなりません";
        case M::Required: return "必須プロパティ '{0}' がありません";
        case M::Within: return "（{0} 内）";
        case M::DependentRequired: return "'{1}' があるときに必要なプロパティ '{0}' がありません";
        case M::PropertyNames: return "プロパティ名 '{0}' は propertyNames のスキーマに一致しません";
        case M::Not: return "{0} は not のスキーマに一致してはなりません";
        case M::AnyOf: return "{0} は anyOf のスキーマのいずれかに一致しなければなりません";
        case M::OneOfNone: return "{0} は oneOf のスキーマのちょうど 1 つに一致しなければなりません（どれにも一致しません）";
        case M::OneOfMany: return "{0} は oneOf のスキーマのちょうど 1 つに一致しなければなりません（{1} 番と {2} 番に一致します）";
        case M::Invalid: return "{0} は不正です（{1}）";
        case M::DepthLimit:
            return "検証の入れ子が maxDepth（{0}）を超えました。値が深すぎるか、スキーマが循環しています";
        case M::StepLimit:
            return "検証が maxSteps（{0}）回のサブスキーマ評価を超えました。スキーマの計算量が指数的に増えています";
        case M::PatternStepLimit:
            return "パターン照合が maxPatternSteps（{0}）ステップを超えました。これらのパターンには文字列が長すぎます";
        case M::EnumListed: return "{0} はスキーマが挙げる値のいずれかでなければなりません";
        case M::OneOfType: return "{0} は oneOf のスキーマのちょうど 1 つに一致しなければなりません";
        case M::CannotBe: return "{0} は {1} にはなれません";
        case M::GrownPast: return "（すでに超えています）";
        case M::NoTextStartsWith: return "（\"{0}\" で始まるテキストは一致しません）";
        case M::NoValueStartsWith: return "（\"{0}\" で始まる値はありません）";
        case M::OneMoreProperty: return "（プロパティ '{0}' で 1 つ超えます）";
        case M::ItemBegun: return "（要素 {0} が始まっています）";
    }
    return "";
}

}  // namespace sg::schema
