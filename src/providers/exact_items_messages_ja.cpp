// The Japanese wording of exact_items_messages.h (要素数を固定する withExactItems のエラー): the
// same rows as exact_items_messages_en.cpp. Keywords, `$ref`, type names and pointers stay as
// written, since that is what the schema's author finds in the schema.
#include "providers/exact_items_messages.h"

namespace sg::providers {

std::string_view japanese_exact_items_text(ExactItemsMessage message) {
    using M = ExactItemsMessage;
    switch (message) {
        case M::MalformedEscape: return "フラグメントの %-エスケープが不正です";
        case M::NotAPointer: return "JSON Pointer ではありません: 空にするか、'/' で始めてください";
        case M::NamesNothing: return "ポインターはこのスキーマの何も指していません";
        case M::NamesBoolean:
            return "ポインターは配列のスキーマを指さなければなりませんが、真偽値のスキーマを指しています";
        case M::NamesNoSchema: return "ポインターは配列のスキーマを指さなければなりませんが、スキーマでないものを指しています";
        case M::NamesRef:
            return "ポインターは配列のスキーマを指さなければなりませんが、$ref を指しています。参照先の配列のスキーマを"
                   "指す（それを使うすべての箇所が変わります）か、展開してください";
        case M::NamesUnion:
            return "ポインターは配列のスキーマを指さなければなりませんが、ユニオン（anyOf か oneOf）を指しています。その"
                   "配列の分岐を指してください（例: .../anyOf/0）";
        case M::NamesType:
            return "ポインターは配列のスキーマを指さなければなりませんが、type が {0} のスキーマを指しています";
        case M::NamesUntyped:
            return "ポインターは配列のスキーマを指さなければなりませんが、type \"array\" のないスキーマを指しています";
        case M::ClosedTuple: return "タプルは {0} 個の要素で閉じていて、{1} 個に足りません";
    }
    return {};
}

}  // namespace sg::providers
