// The Japanese wording of a refused pattern (正規表現のエラー): the same rows as
// regex_messages_en.cpp. The pattern's own syntax (\k, \p{...}, (?<=...)) stays as written.
#include "regex/regex_messages.h"

namespace sg {

std::string_view japanese_regex_text(RegexMessage message) {
    using M = RegexMessage;
    switch (message) {
        case M::TrailingBackslash: return "パターンが '\\' で終わっています";
        case M::KNeedsName: return "\\k の後には <name> が必要です";
        case M::NamedBackreference: return "名前付き後方参照 {0} には対応していません";
        case M::Backreference: return "後方参照 {0} には対応していません";
        case M::MissingGroup: return "存在しないグループへの後方参照です";
        case M::CNeedsLetter: return "\\c の後には英字が必要です";
        case M::OctalEscape: return "8 進エスケープは使えません（\\0 の後に数字）";
        case M::XNeedsHex: return "\\x の後には 16 進数字 2 桁が必要です";
        case M::InvalidEscape: return "不正なエスケープ \\{0} です";
        case M::InvalidBracedEscape: return "不正な \\u{...} エスケープです";
        case M::BracedEscapeTooHigh: return "\\u{...} エスケープが 10FFFF を超えています";
        case M::UNeedsHex: return "\\u の後には 16 進数字 4 桁または {16 進数字} が必要です";
        case M::PNeedsProperty: return "\\p の後には {プロパティ} が必要です";
        case M::UnterminatedProperty: return "\\p{...} が閉じていません";
        case M::UnknownProperty: return "不明な Unicode プロパティ {0} です";
        case M::UnsupportedProperty: return "Unicode プロパティ {0} には対応していません";
        case M::InvalidUtf8: return "パターンに不正な UTF-8 があります";
        case M::UnterminatedClass: return "文字クラスが閉じていません";
        case M::ClassEscapeBound: return "\\d のようなクラスエスケープは範囲の端にできません";
        case M::RangeOutOfOrder: return "文字クラスの範囲の順序が逆です";
        case M::BInClass: return "\\B は文字クラスの中では使えません";
        case M::DigitInClass: return "\\{0} は文字クラスの中では使えません";
        case M::AssertionQuantifier: return "繰り返す対象がありません: アサーション {0} には量指定子を付けられません";
        case M::LookaroundQuantifier: return "繰り返す対象がありません: 先読み・後読みには量指定子を付けられません";
        case M::NothingToRepeat: return "'{0}' の前に繰り返す対象がありません";
        case M::IncompleteQuantifier: return "量指定子 '{' が不完全です";
        case M::QuantifierOrder: return "量指定子 {0} の数の順序が逆です";
        case M::LoneOpenBrace: return "単独の '{' です（波括弧は \\{ と書きます）";
        case M::LoneCloseBrace: return "単独の '}' です（波括弧は \\} と書きます）";
        case M::LoneBracket: return "単独の ']' です（角括弧は \\] と書きます）";
        case M::UnmatchedParen: return "対応しない ')' です";
        case M::UnterminatedGroup: return "グループが閉じていません";
        case M::TooManyCaptures: return "キャプチャグループが {0} 個を超えています（RegExp の上限でもあります）";
        case M::NestedTooDeep: return "グループの入れ子が {0} より深すぎます";
        case M::Lookbehind: return "後読み (?<=...) には対応していません";
        case M::NegativeLookbehind: return "否定後読み (?<!...) には対応していません";
        case M::Modifiers: return "修飾子 (?{0}:...) には対応していません";
        case M::InvalidGroup:
            return "不正なグループです: '(?' の後には ':'、'='、'!'、'<='、'<!' または '<name>' が必要です";
        case M::EscapeInGroupName: return "グループ名の中のエスケープには対応していません";
        case M::GroupNameChar: return "グループ名に不正な文字があります";
        case M::UnterminatedGroupName: return "グループ名が閉じていません";
        case M::EmptyGroupName: return "グループ名が空です";
        case M::DuplicateGroupName: return "グループ名 '{0}' が重複しています";
        case M::ProgramTooLarge:
            return "正規表現のプログラムが {0} より大きくなります（命令とクラスの範囲の合計。回数指定の繰り返しは展開されます）";
    }
    return {};
}

}  // namespace sg
