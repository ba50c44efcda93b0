// The Japanese wording of reading_messages.h (読み取りのメッセージ): the same rows as
// reading_messages_en.cpp. Option names, fence markers and the bytes quoted from the reply stay
// as written, since that is what the reader types or looks for.
#include "core/reading_messages.h"

namespace sg {

std::string_view japanese_reading_text(ReadingMessage message) {
    using M = ReadingMessage;
    switch (message) {
        case M::InputTooLarge:
            return "回答は {0} バイトで、maxInputBytes（{1}）を超えています。読み取るには maxInputBytes を引き上げてください";
        case M::FenceTooLarge:
            return "{0}の中身は {1} バイトで、maxFenceBytes（{2}）を超えています。読み取るには maxFenceBytes を引き上げてください";
        case M::UnlabelledBlock: return "ラベルのないコードブロック";
        case M::LabelledFence: return "```{0} フェンス";
        case M::UnterminatedReasoning:
            return "ここで始まる推論ブロックが閉じられないまま回答が終わっています。モデルが考えている途中で止まりました。"
                   "モデルの出力トークン上限を引き上げてください";
        case M::NoJson:
            return "回答に JSON がありません（コードフェンスも {…} もありません）。最後に ```json フェンスで答えるようモデルに指示してください";
        case M::FenceEmpty: return "{0}が空です。JSON のオブジェクトか配列が入っているはずです";
        case M::FenceNotJson: return "{0}が { か [ で始まっていません。JSON のオブジェクトか配列が入っているはずです";
        case M::LastBlockNotJson:
            return "最後のコードブロック（{0}）に JSON オブジェクトがなく、その外にも {…} がありません。"
                   "最後に ```json フェンスで答えるようモデルに指示してください";
        case M::PartOfLargerValue:
            return "見つかった {…} は、読み取れないより大きな JSON の値の一部です。JSON のテキストがここに続いています";
        case M::DepthLimit:
            return "JSON の入れ子が maxDepth（{0}）より深くなっています。この深さが想定どおりなら maxDepth を引き上げてください";
        case M::InvalidJsonOnLine: return "{0} 行目の JSON が正しくありません: {1}";
        case M::NumberOutOfRange: return "数値が double の範囲（約 1.8e308）を超えています";
        case M::TrailingComma: return "厳密な JSON では '{0}' の前の末尾のカンマは使えません";
        case M::Comment: return "厳密な JSON ではコメントは使えません";
        case M::NulByte: return "JSON では NUL バイトは使えません（文字列の中では \\u0000 と書いてください）";
        case M::SingleQuotes: return "厳密な JSON では文字列と名前を二重引用符で囲まなければなりません";
        case M::EndsEarly: return "JSON が途中で終わっています（出力が切れた可能性があります）";
        case M::ParseRootNotSingular: return "最上位の値の後に別の値が続いています。";
        case M::ParseValueInvalid: return "値が正しくありません。";
        case M::ParseMissName: return "オブジェクトのメンバーの名前がありません。";
        case M::ParseMissColon: return "オブジェクトのメンバー名の後にコロンがありません。";
        case M::ParseMissCommaOrCurly: return "オブジェクトのメンバーの後にカンマか '}' がありません。";
        case M::ParseMissCommaOrSquare: return "配列の要素の後にカンマか ']' がありません。";
        case M::ParseEscapeHex: return "文字列の \\u エスケープの後の 16 進数字が正しくありません。";
        case M::ParseSurrogate: return "文字列のサロゲートペアが正しくありません。";
        case M::ParseEscapeInvalid: return "文字列のエスケープ文字が正しくありません。";
        case M::ParseMissQuote: return "文字列を閉じる引用符がありません。";
        case M::ParseEncoding: return "文字列のエンコーディングが正しくありません。";
        case M::ParseMissFraction: return "数値の小数部がありません。";
        case M::ParseMissExponent: return "数値の指数部がありません。";
        case M::ParseTermination: return "読み取りが途中で打ち切られました。";
        case M::ParseSyntax: return "構文エラーです。";
        case M::ParseUnknown: return "不明なエラーです。";
        case M::RepairedNotJson: return "修復した JSON を読み取れません: {0}";
        case M::RepairFault: return "修復の不具合です";
        case M::NothingRecovered: return "JSON を復元できませんでした: {0}";
        case M::TooManyCandidates:
            return "回答には JSON が始まりうる箇所（'{' か '['）が {0} を超えてあります。減らすか、テキストを分けて送ってください";
        case M::TooManyRepairs:
            return "回答には {0} を超える修復が必要です。少し誤りのある JSON ではありません。モデルにもう一度尋ねてください";
        case M::ExpectedValueAfterColon: return "':' の後に値があるはずですが、{0} がありました";
        case M::ExpectedItem: return "配列の中に値か ']' があるはずですが、{0} がありました";
        case M::ExpectedKey: return "オブジェクトの中にキーか '}' があるはずですが、{0} がありました";
        case M::ExpectedColon: return "キーの後に ':' があるはずですが、{0} がありました";
        case M::Unexpected: return "予期しない {0} です";
        case M::Byte: return "バイト 0x{0}";
        case M::ResponseTooLarge:
            return "応答が maxResponseBytes（{0}）より大きくなっています。読み取るには maxResponseBytes を引き上げてください";
        case M::NoResponseWithin: return "{0} ミリ秒以内に応答がありませんでした";
        case M::RequestFailed: return "応答がないまま、リクエストが失敗しました";
        case M::AnObject: return "オブジェクト";
        case M::AnArray: return "配列";
        case M::StreamReleased:
            return "このストリームパーサーはメモリを返しました。使用中のストリームパーサーの入力が合わせて {0} MiB を超えたとき、"
                   "最も長く使われていなかったためです。ストリームが終わったパーサーでは end() か free() を呼んでください";
    }
    return "";
}

}  // namespace sg
