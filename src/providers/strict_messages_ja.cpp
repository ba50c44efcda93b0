// The Japanese wording of strict_messages.h (strict な形への変換): the same rows as
// strict_messages_en.cpp. Keywords, `$ref`s, property names, option names and a provider's
// title stay as written, since that is what the schema's author finds in the schema.
#include "providers/strict_messages.h"

namespace sg::providers {

std::string_view japanese_strict_text(StrictMessage message) {
    using M = StrictMessage;
    switch (message) {
        case M::TooDeepToConvert: return "スキーマの入れ子が maxDepth（{0}）より深すぎます";
        case M::TrueAcceptsAny: return "`true` はどんな値も受け付けますが、{0} ではそれを表せません";
        case M::NotObjectOrBoolean: return "スキーマはオブジェクトまたは真偽値でなければなりません";
        case M::NoType:
            return "このスキーマは（型がないため）どんな値も受け付けますが、{0} ではそれを表せません。型を付けてください";
        case M::RefNotString: return "`$ref` は文字列でなければなりません";
        case M::ExternalRef: return "`$ref` \"{0}\" はこのスキーマの外を指しています。外部のスキーマは取得しません";
        case M::UnresolvedRef: return "`$ref` \"{0}\" はこのスキーマの何も指していません";
        case M::RecursiveRef: return "`$ref` \"{0}\" は再帰しています。{1} は再帰するスキーマに対応していません";
        case M::RecursiveInside:
            return "`$ref` \"{0}\" は再帰していて、スキーマの内側を指しています。OpenAI が受け付けるのは \"#\" か "
                   "\"#/$defs/name\" だけです: 参照先を $defs に移してください";
        case M::ChainTooLong: return "ここで参照が {0} 個を超えるスキーマを連鎖しています";
        case M::RefNamesFalse: return "`$ref` \"{0}\" は `false` を指しています。これはどんな値も受け付けません";
        case M::InlinedTooLarge:
            return "ここで `$ref` \"{0}\" を展開すると、変換後のスキーマに maxInlinedValues（{1}）を超える JSON の値を写す"
                   "ことになります: `$ref` はそれぞれ参照先の写しになるため、前の定義を 2 回以上使う定義は段ごとに倍に"
                   "なります。スキーマが参照する写しを減らすか、maxInlinedValues を上げてください";
        case M::InlinedTooLargeLegacy:
            return "ここで `$ref` \"{0}\" を展開すると、変換後のスキーマに maxInlinedValues（{1}）を超える JSON の値を写す"
                   "ことになります: `$ref` はそれぞれ参照先の写しになるため、前の定義を 2 回以上使う定義は段ごとに倍に"
                   "なります。`$ref` を保つ responseJsonSchema（プロバイダー 'gemini'）として送るか、スキーマが参照する"
                   "写しを減らすか、maxInlinedValues を上げてください";
        case M::NoTuples:
            return "{0} にはタプル（prefixItems）がありません。位置ごとに 1 つのプロパティを持つオブジェクトを使ってください";
        case M::ArrayWithoutItems: return "`items` のない配列はどんな要素も受け付けますが、{0} ではそれを表せません";
        case M::RootNotObject:
            return "{0} ではルートが 1 つのオブジェクトのスキーマでなければなりません。値をオブジェクトのプロパティに"
                   "入れてください";
        case M::NotAJsonObject: return "スキーマは JSON オブジェクトでなければなりません";
        case M::StillBreaks:
            return "変換後のスキーマがまだ {0} の規則に反しています: {1}（ポインターは変換後のスキーマの中を指します）";
        case M::OneOfBesideAnyOf: return "anyOf の横の oneOf は 1 つの anyOf に書けません。どちらかを入れ子にしてください";
        case M::OnlyNull: return "型が null だけのスキーマは {0} 向けに書けません";
        case M::TypeArrayBesideAnyOf:
            return "anyOf の横の type の配列は 1 つの anyOf に書けません。どちらかを入れ子にしてください";
        case M::MapObject:
            return "マップ（キーが前もって分からないもの）は {0} 向けに表せません。プロパティを列挙してください（マップは"
                   " {key, value} オブジェクトの配列にできます）";
        case M::FreeFormObject:
            return "プロパティのないオブジェクトは {0} 向けに表せません。プロパティを列挙してください（マップは"
                   " {key, value} オブジェクトの配列にできます）";
        case M::FalseProperty:
            return "省略できるプロパティ `{0}` のスキーマが false です。{1} ではこれを null として書けません（null は型の"
                   "あるスキーマの \"nullable\": true です）。プロパティを削除してください";
        case M::RequiredWithoutProperty:
            return "`{0}` は required にありますがプロパティにないため、余分なプロパティを閉じるとどのオブジェクトも"
                   "一致しなくなります";
        case M::AllOfConflict: return "allOf を 1 つのスキーマにまとめられません: `{0}` — {1}";
        case M::AllOfTooDeep: return "allOf の入れ子や参照が深すぎてまとめられません";
        case M::AllOfFalse: return "allOf の分岐が `false` です: どの値も一致しません";
        case M::AllOfRefMissing: return "allOf の分岐が \"{0}\" を参照していますが、このスキーマにはありません";
        case M::AllOfRefFalse: return "allOf の分岐が `false` を参照しています: どの値も一致しません";
        case M::ClosedBranch: return "ある分岐がオブジェクトを閉じているため、別の分岐のプロパティ `{0}` は許されません";
        case M::DifferentValues: return "分岐ごとに値が異なります";
        case M::SameDefinitionName: return "異なる 2 つの定義が同じ名前 `{0}` です";
        case M::NoCommonType: return "分岐に共通する型がありません";
        case M::NoCommonValue: return "分岐に共通する値がありません";
        case M::InlineRef: return "`$ref` \"{0}\" を参照先の写しに置き換えました";
        case M::TupleItems: return "draft-07 のタプルの `items` を prefixItems として書きました";
        case M::DefinitionsRemoved: return "`{0}` を削除しました: 参照はすべて展開しました";
        case M::AdditionalItemsRemoved: return "タプルのない `additionalItems` を削除しました（効果がありません）";
        case M::AddType: return "値とキーワードから分かる type {0} を加えました";
        case M::OneOfToAnyOf: return "oneOf を anyOf にしました: 複数の分岐に一致する値も受け付けるようになります";
        case M::NullableWritten: return "\"nullable\": true を、このプロバイダーで null を許す書き方にしました";
        case M::NullableRemoved: return "`nullable` を削除しました（JSON Schema ではなく OpenAPI のキーワードです）";
        case M::NullBranchFolded: return "anyOf の {\"type\": \"null\"} の分岐を \"nullable\": true として書きました";
        case M::DefaultNullRemoved: return "OpenAI の SDK と同じく \"default\": null を削除しました";
        case M::ConstToEnum: return "const を値が 1 つの enum として書きました";
        case M::AnnotationRemoved: return "`{0}` を削除しました（{1} にはこの注釈のフィールドがありません）";
        case M::MovedToDescription: return "`{0}` を description に移しました: {1} はここでこれを受け付けません";
        case M::OneType: return "type の配列を 1 つの型として書きました";
        case M::OneTypeNullable: return "type の配列を \"nullable\": true 付きの 1 つの型として書きました";
        case M::TypeArrayToAnyOf: return "type の配列を、型ごとに 1 つの分岐を持つ anyOf として書きました";
        case M::MovedIntoDescription: return "`{0}` を description に移しました";
        case M::ExtraKeysRemoved: return "`{0}` を削除しました。列挙したプロパティだけを受け付けます";
        case M::LegacyExtraRemoved:
            return "`additionalProperties` を削除しました: responseSchema にはこのフィールドがありません";
        case M::ClosedAdded: return "\"additionalProperties\": false を加えました";
        case M::ClosedSet: return "\"additionalProperties\" を false にしました。列挙したプロパティだけを受け付けます";
        case M::NowRequiredNullable:
            return "省略できるプロパティ `{0}` を必須にし、null になりうるようにしました。null は「ない」ことを表します";
        case M::NowRequired:
            return "省略できるプロパティ `{0}` を必須にしました（もともと null になりえます）。null は「ない」ことを"
                   "表します";
        case M::OrderingAdded: return "宣言の順に propertyOrdering を加えました";
        case M::MergedAllOf: return "{0} 個の分岐を持つ allOf をスキーマにまとめました";
        case M::UnusedDefinition: return "使われていない定義を削除しました（参照するものがなくなりました）";
    }
    return {};
}

}  // namespace sg::providers
