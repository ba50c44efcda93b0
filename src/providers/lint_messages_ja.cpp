// The Japanese wording of lint_messages.h (プロバイダーのスキーマの指摘): the same rows as
// lint_messages_en.cpp. Keywords, type names, pointers, `$ref`s and a provider's title stay as
// written, since that is what the schema's author looks up in the provider's documentation.
#include "providers/lint_messages.h"

namespace sg::providers {

std::string_view japanese_lint_text(LintMessage message) {
    using M = LintMessage;
    switch (message) {
        case M::NotASchema: return "スキーマは JSON オブジェクト（または真偽値）でなければなりません";
        case M::SubschemasTooDeep: return "サブスキーマの入れ子が {1} で maxDepth（{0}）より深くなっています";
        case M::DescribeInstead: return "`description` に書き、解析した後で確かめてください";
        case M::MergeAllOf: return "分岐を 1 つのスキーマにまとめてください（分岐が矛盾しなければ toStrictSchema がまとめます）";
        case M::ListPropertiesMap: return "プロパティを列挙してください（マップは {key, value} オブジェクトの配列にできます）";
        case M::NoTuples: return "位置ごとに 1 つのプロパティを持つオブジェクトを使ってください";
        case M::UseAnyOf: return "anyOf を使ってください";
        case M::UsePrefixItemsAndItems: return "prefixItems と items を使ってください";
        case M::UseClosedObject: return "additionalProperties: false を使ってください";
        case M::ToDescription: return "`description` に書き（SDK はそこへ移します）、解析した後で確かめてください";
        case M::UseAnyOfSdk: return "anyOf を使ってください（SDK は oneOf を anyOf に置き換えます）";
        case M::UseItems: return "items を使ってください";
        case M::UseMinimum: return "minimum を使ってください";
        case M::UseMaximum: return "maximum を使ってください";
        case M::ListProperties: return "プロパティを列挙してください";
        case M::UseAdditionalProperties: return "additionalProperties を使ってください";
        case M::LegacyNoAdditionalProperties:
            return "削除してください: responseSchema はこのフィールドを拒否します（\"Cannot find field\"）。"
                   "responseJsonSchema を使ってください";
        case M::LegacyInlineRef: return "参照先のスキーマをその場に展開するか、responseJsonSchema を使ってください";
        case M::LegacyInlineDefs: return "定義をその場に展開するか、responseJsonSchema を使ってください";
        case M::LegacyConst: return "その 1 つの文字列値だけの enum を使ってください";
        case M::OpenAiComplexRef:
            return "はスキーマの内側を指しています。OpenAI strict mode が受け付けるのはルート（\"#\"）か定義"
                   "（\"#/$defs/name\"）への参照です";
        case M::OpenAiComplexRefFix: return "参照先を $defs に移し、そこを参照してください";
        case M::OpenAiRefSiblings: return "OpenAI strict mode では参照の横に置けるのは description と title だけです";
        case M::OpenAiRefSiblingsFix: return "参照先の定義に移してください（toStrictSchema は参照をその場に展開します）";
        case M::OpenAiTypeUnion: return "OpenAI のドキュメントにある type の配列は [type, \"null\"] の形だけです";
        case M::UseAnyOfPerType: return "型ごとに 1 つの分岐を持つ anyOf を使ってください";
        case M::AnthropicEnum: return "Anthropic が `enum` で受け付けるのは文字列、数値、真偽値、null だけです";
        case M::AnthropicEnumFix: return "値ごとに 1 つの const を持つ anyOf か、文字列の enum を使ってください";
        case M::AnthropicMinItems: return "Anthropic が受け付ける minItems は 0 か 1 だけです";
        case M::AnthropicRecursive:
            return "は再帰しています（たどるとここに戻ります）。Anthropic は再帰するスキーマに対応していません";
        case M::UnrollRecursion: return "必要な深さまで再帰を展開してください";
        case M::AnthropicTypeList:
            return "Anthropic のドキュメントでは、null になりうる値は null の分岐を持つ anyOf で書きます。type の配列は"
                   "ドキュメントにありません";
        case M::AnthropicTypeListFix: return "anyOf: [{…}, {\"type\": \"null\"}] を使ってください（toStrictSchema が書き換えます）";
        case M::GeminiPropertyOrdering:
            return "propertyOrdering がありません: Gemini 2.0 のモデルはプロパティの順序を保つためにこれを必要とします。"
                   "それより後のモデルは宣言の順に従います";
        case M::GeminiPropertyOrderingFix:
            return "プロパティを順に並べた \"propertyOrdering\" を加えてください（toStrictSchema が加えます）";
        case M::GeminiRecursive:
            return "は再帰しています。Gemini は再帰するスキーマについての規則を公開していません（「非常に大きいスキーマや"
                   "深く入れ子になったスキーマは拒否されることがある」としています）";
        case M::LegacyTypeArray: return "Gemini responseSchema の type は配列ではなく 1 つの型名です";
        case M::LegacyTypeArrayFix: return "1 つの型に \"nullable\": true を付けるか、anyOf を使ってください";
        case M::LegacyNullType: return "Gemini responseSchema では null を \"nullable\": true で書きます";
        case M::LegacyNullTypeFix: return "値の型を書き、\"nullable\": true を加えてください";
        case M::LegacyEnum: return "Gemini responseSchema が `enum` で受け付けるのは文字列だけです";
        case M::LegacyEnumFix: return "文字列の値を使ってください（解析した後で変換します）";
        case M::ThisIs: return "{0}（実際: {1}）";
        case M::ThisValueIsObject: return "{0}（この値はオブジェクトです）";
        case M::ThisValueIsArray: return "{0}（この値は配列です）";
        case M::RefFinding: return "`$ref` \"{0}\"{1}";
        case M::BesideRef: return "`$ref` の横にキーワードがあります（{0}）。{1}";
        case M::NamesTypes: return "{0}（この配列は {1} 個の型を挙げています）";
        case M::UnsupportedFormat: return "{0} はここで format `{1}` に対応していません（対応している format: {2}）";
        case M::UnsupportedFormatFix: return "format を削除し、`description` に書いてください";
        case M::UnknownField: return "{0} にフィールド `{1}` はありません: その Schema オブジェクトは未知のフィールドを拒否します";
        case M::RemoveKeyword: return "`{0}` を削除してください";
        case M::UndocumentedKeyword:
            return "`{0}` は {1} のドキュメントにあるキーワードではありません。拒否されるか無視されるかもしれません";
        case M::RemoveUnlessAccepted: return "プロバイダーが受け付けると分かっていなければ `{0}` を削除してください";
        case M::UnsupportedKeyword: return "{0} は `{1}` に対応していません";
        case M::UnsupportedKeywordTuned: return "{0}（ファインチューニングしたモデル）は `{1}` に対応していません";
        case M::IgnoredKeyword: return "{0} は `{1}` を無視します: 出力を制約しません";
        case M::TypeNotName: return "`type` は型名か型名の配列でなければなりません";
        case M::TypeNotNameFix: return "\"string\" のような型名を書いてください";
        case M::UnknownType: return "type `{0}` は JSON Schema の型ではありません";
        case M::UnknownTypeFix: return "string、number、integer、boolean、object、array、null のいずれかを使ってください";
        case M::NoAdditionalProperties:
            return "{0} ではすべてのオブジェクトに \"additionalProperties\": false が必要ですが、このオブジェクトには"
                   "ありません";
        case M::AddAdditionalProperties: return "\"additionalProperties\": false を加えてください";
        case M::OpenAdditionalProperties:
            return "{0} ではすべてのオブジェクトに \"additionalProperties\": false が必要です: マップや形の決まっていない"
                   "オブジェクトは表せません";
        case M::CloseAndList:
            return "false にしてプロパティを列挙してください（マップは {key, value} オブジェクトの配列にできます）";
        case M::NotRequired:
            return "プロパティ `{0}` が `required` にありません。{1} ではすべてのプロパティをそこに挙げる必要があります"
                   "（省略できるプロパティは null になりうるプロパティとして書きます）";
        case M::NotRequiredFix: return "\"{0}\" を required に加え、そのスキーマで null を許してください";
        case M::Untyped:
            return "{0} ではここに型（または anyOf、$ref、enum、const）が必要です: どんな値も受け付けるスキーマは"
                   "表せません";
        case M::UntypedFix: return "スキーマに型を付けてください";
        case M::RefNotString: return "`$ref` は文字列でなければなりません";
        case M::RefNotStringFix: return "\"#/$defs/name\" と書いてください";
        case M::ExternalRef:
            return "`$ref` `{0}` はこのスキーマの外を指しています。{1} がたどるのはスキーマの中の参照だけです"
                   "（structguard も取得しません）";
        case M::ExternalRefFix: return "参照先のスキーマを $defs に写し、\"#/$defs/name\" として参照してください";
        case M::UnresolvedRef:
            return "`$ref` `{0}` はこのスキーマの何も指していません（たどるのは JSON Pointer のフラグメントだけです）";
        case M::UnresolvedRefFix: return "既存の定義を指してください（例: \"#/$defs/name\"）";
        case M::RootNotObjectSchema: return "ルートがオブジェクトのスキーマではありません";
        case M::RootAnyOf: return "ルートが anyOf です";
        case M::RootRef: return "ルートが $ref です";
        case M::RootType: return "ルートの type が {0} です";
        case M::RootNotObject: return "{0}。{1} ではルートが type \"object\" の 1 つのスキーマでなければなりません";
        case M::RootFix:
            return "値をオブジェクトのプロパティに入れてください（例: {\"type\":\"object\",\"properties\":{\"result\":…}}）";
        case M::LargestContributors: return "大きいもの: {0}";
        case M::Root: return "（ルート）";
        case M::LargeStringEnum:
            return "この文字列の enum には {0} 個の値があり、合計 {1} 文字です。OpenAI は {2} 個を超える文字列値の enum を"
                   " {3} 文字までに制限しています";
        case M::LargeStringEnumFix: return "値を短くするか、enum を分けるか、解析した後で値を確かめてください";
        case M::TooDeep:
            return "ここでオブジェクトが {0} 段に入れ子になっています（上限はルートのオブジェクトを 1 段目として {1} 段）。"
                   "スキーマで最も深いオブジェクトは {2} 段目の {3} にあります";
        case M::TooDeepThroughRef:
            return "`$ref` \"{4}\" を通って、ここでオブジェクトが {0} 段に入れ子になっています（上限はルートのオブジェクトを"
                   " 1 段目として {1} 段）。スキーマで最も深いオブジェクトは {2} 段目の {3} にあります";
        case M::TooDeepFix: return "入れ子を浅くしてください（例: 内側のオブジェクトを id で参照する配列に移す）";
        case M::OverBudget: return "{0}（上限 {1}）。{2}";
        case M::PropertiesCounted: return "スキーマにオブジェクトのプロパティが {0} 個あります";
        case M::PropertiesFix: return "リクエストを複数のスキーマに分けるか、プロパティのまとまりを配列に置き換えてください";
        case M::StringCharsCounted: return "プロパティ名、定義名、enum と const の値が合計 {0} 文字あります";
        case M::StringCharsFix: return "名前と enum の値を短くするか、大きな enum は解析した後で確かめてください";
        case M::EnumValuesCounted: return "スキーマに enum の値が {0} 個あります";
        case M::EnumValuesFix: return "大きな enum を、解析した後で確かめる文字列に置き換えてください";
        case M::SchemaCounts:
            return "このスキーマにはプロパティが {0} 個、オブジェクトの段が {1} 段、省略できるプロパティが {2} 個、"
                   "union 型のプロパティが {3} 個あります";
        case M::GeminiNoLimits:
            return "Gemini はサイズの上限を公開していません（「非常に大きいスキーマや深く入れ子になったスキーマは拒否される"
                   "ことがある」としています）。{0}";
        case M::AnthropicNoLimits:
            return "Anthropic はサイズの上限を公開していません。大きすぎるスキーマは \"The compiled grammar is too large\" "
                   "または \"Schema is too complex for compilation\" で失敗します。{0}";
        case M::AnthropicHearsay:
            return "{0}。サードパーティのコードは strict なツールを省略できるプロパティ 24 個、union 型のパラメーター 16 個"
                   "までに制限しています（未確認）";
        case M::AnthropicHearsayFix:
            return "省略できるプロパティを、必須で null になりうるプロパティにしてください（toStrictSchema がそうします）";
    }
    return {};
}

}  // namespace sg::providers
