// The Japanese wording of a schema's refusal (スキーマのエラー): the same rows as
// schema_error_messages_en.cpp. Keywords, type names, URIs and option names stay as written,
// since that is what the author looks up and edits.
#include "schema/schema_error_messages.h"

namespace sg::schema {

std::string_view japanese_schema_error_text(SchemaErrorMessage message) {
    using M = SchemaErrorMessage;
    switch (message) {
        case M::NotASchema: return "スキーマはオブジェクトまたは真偽値でなければなりません";
        case M::NestingTooDeep: return "スキーマの入れ子が maxDepth（{0}）より深すぎます";
        case M::NotAtSchemaPosition: return "参照された値はスキーマの位置にありません";
        case M::NonEmptySchemaList: return "{0} はスキーマの空でない配列でなければなりません";
        case M::HoldsSchemas: return "{0} の要素はスキーマ（オブジェクトまたは真偽値）でなければなりません";
        case M::NonNegativeInteger: return "{0} は 0 以上の整数でなければなりません";
        case M::SchemaOrBoolean: return "{0} はスキーマ（オブジェクトまたは真偽値）でなければなりません";
        case M::MustBeSchema: return "{0} はスキーマでなければなりません";
        case M::MustBeBoolean: return "{0} は真偽値でなければなりません";
        case M::MustBeObject: return "{0} はオブジェクトでなければなりません";
        case M::MustBeNumber: return "{0} は数値でなければなりません";
        case M::MustBeString: return "{0} は文字列でなければなりません";
        case M::MustBeArray: return "{0} は配列でなければなりません";
        case M::MustBeUri: return "{0} は文字列（URI）でなければなりません";
        case M::MustBeUriReference: return "{0} は文字列（URI 参照）でなければなりません";
        case M::RecursiveRef:
            return "$recursiveRef（draft 2019-09）には対応していません。draft 2020-12 の $dynamicRef を使ってください";
        case M::NamesToNameArrays: return "{0} はプロパティ名をプロパティ名の配列に対応付けなければなりません";
        case M::NamesToNameArraysOrSchemas:
            return "{0} はプロパティ名をプロパティ名の配列またはスキーマに対応付けなければなりません";
        case M::PropertyNamesToSchemas: return "{0} はプロパティ名をスキーマに対応付けなければなりません";
        case M::PatternsToSchemas: return "{0} はパターンをスキーマに対応付けなければなりません";
        case M::NamesToSchemas: return "{0} は名前をスキーマに対応付けなければなりません";
        case M::NameArray: return "{0} はプロパティ名の配列でなければなりません";
        case M::TypeNames:
            return "type は null、boolean、object、array、number、string、integer のいずれか、またはそれらの配列でなければなりません";
        case M::GreaterThanZero: return "{0} は 0 より大きくなければなりません";
        case M::PatternString: return "pattern は文字列（ECMA-262 の正規表現）でなければなりません";
        case M::Pattern: return "パターン /{0}/ のオフセット {1}: {2}";
        case M::InPlaceCycle:
            return "このサブスキーマは同じ値に自分自身を際限なく適用します（インスタンスの中へ進まない $ref と"
                   "その場で適用するキーワードの循環）";
        case M::Unresolved: return "{0} '{1}' を解決できません: {2}";
        case M::MalformedEscape: return "フラグメントの %-エスケープが不正です";
        case M::UnknownUri: return "URI '{0}' のスキーマは知られていません（先に登録してください）";
        case M::PointerNamesNothing: return "JSON Pointer の指す値がありません";
        case M::PointerNotSchema: return "JSON Pointer の指す値はスキーマではありません";
        case M::NoAnchor: return "リソース '{0}' にアンカー '{1}' がありません";
        case M::UnknownDialect:
            return "$schema '{0}' は対応している方言（2020-12、draft-07）でも登録されたメタスキーマでもありません";
        case M::MetaSchemaDialect: return "メタスキーマ '{0}' 自身が対応している $schema を宣言しなければなりません";
        case M::MetaSchemaVocabulary: return "メタスキーマ '{0}' は語彙 '{1}' を必須としていますが、これには対応していません";
        case M::IdFragment: return "$id にフラグメントがあってはなりません（実際: '{0}'）（$anchor を使ってください）";
        case M::AnchorName: return "{0} は ^[A-Za-z_][-A-Za-z0-9._]*$ に一致する名前でなければなりません";
        case M::RegisteredWithFragment: return "スキーマはフラグメントのない URI で登録します（実際: '{0}'）";
        case M::UnknownKeyword: return "\"{0}\" は JSON Schema {1} のキーワードではありません{2}{3}";
        case M::DidYouMean: return "。\"{0}\" のことですか？";
        case M::ValueIsSchema: return "。値がスキーマです。プロパティのスキーマは \"properties\" の下に書きます";
        case M::StrictHow:
            return "（strict モード: 独自の注釈は x-… と名付けるか、strict: false でコンパイルしてください）";
        case M::ThenWithoutIf: return "\"if\" のない \"{0}\" は無視されます。対応する \"if\" を加えるか、削除してください{1}";
        case M::AdditionalItemsIgnored:
            return "\"items\" がスキーマの配列でないとき \"additionalItems\" は無視されます。すべての要素のスキーマを "
                   "\"items\" に書いてください{0}";
        case M::UnknownFormat:
            return "format \"{0}\" は structguard の知らないフォーマットです。検査するには formats: { \"{0}\": (text) => … } "
                   "を渡し、注釈のままにするには strict: false でコンパイルしてください";
        case M::TextTooLarge:
            return "スキーマのテキストは {0} バイトで、maxInputBytes（{1}）を超えています。このようなスキーマを想定するなら "
                   "maxInputBytes を上げてください";
        case M::TextTooDeep:
            return "スキーマの入れ子が maxDepth（{0}）より深すぎます。このような深さを想定するなら maxDepth を上げてください";
        case M::NotJson: return "スキーマが JSON ではありません: {0}";
        case M::Located: return "{0}（場所: {1}）";
    }
    return {};
}

}  // namespace sg::schema
