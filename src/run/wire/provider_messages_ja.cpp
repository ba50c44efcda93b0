// The Japanese wording of provider_messages.h (プロバイダーのエラー): the same rows as
// provider_messages_en.cpp. HTTP statuses, wire field names, jsonPaths and what the provider
// said stay as they came, since that is what the reader searches the provider's docs for.
#include "run/wire/provider_messages.h"

namespace sg {

std::string_view japanese_provider_text(ProviderMessage message) {
    using M = ProviderMessage;
    switch (message) {
        case M::HttpStatus: return "HTTP {0} エラー";
        case M::HttpStatusSaid: return "HTTP {0} エラー: {1}";
        case M::StreamError: return "ストリームでエラーイベントを受け取りました: {0}";
        case M::ErrorEventWithoutDetails: return "詳細のないエラーイベントです";
        case M::NotJson: return "応答が JSON ではありません: {0}";
        case M::NoChoices: return "応答に choices[0] がありません";
        case M::NoContentArray: return "応答に content の配列がありません";
        case M::NoOutput: return "応答に output がありません";
        case M::NoCandidates: return "応答に candidates[0] もプロンプトのブロックもありません";
        case M::MalformedResponse: return "応答の形式が正しくありません: {0}";
        case M::MalformedEvent: return "ストリームのイベントの形式が正しくありません: {0}";
        case M::DataNotJson: return "JSON ではない data 行です（{0}）";
        case M::EndedBeforeStop: return "モデルの停止理由が届く前にイベントストリームが終わりました";
        case M::BlockNotStarted: return "開始されていないコンテンツブロックのイベントです";
        case M::BlockStartUnusable: return "content_block_start に使える index とブロックがありません";
        case M::ToolCallWithoutIndex: return "ツール呼び出しの断片に使える index がありません";
        case M::ArgumentsNotAnnounced: return "告知されていない関数呼び出しの引数です";
        case M::CallItemWithoutIndex: return "関数呼び出しの項目に使える output_index がありません";
        case M::PiecesWithoutCall:
            return "partialArgs のある functionCall パートですが、開いている呼び出しがありません（名前を付けたパートがありません）";
        case M::PiecesNotArray: return "関数呼び出し `{0}`: partialArgs が配列ではありません";
        case M::InCall: return "関数呼び出し `{0}`: {1}";
        case M::PieceWithoutPath: return "jsonPath のない partialArgs の断片です";
        case M::PieceValue:
            return "\"{0}\" の断片には、文字列の stringValue、数値の numberValue、真偽値の boolValue、nullValue の"
                   "ちょうど 1 つがなければなりません";
        case M::PathTooLong: return "jsonPath \"{0}\" が 1024 バイトより長くなっています（バイト {1}）";
        case M::PathNoRoot: return "jsonPath \"{0}\" が $ で始まっていません（バイト {1}）";
        case M::PathTooManySteps: return "jsonPath \"{0}\" のステップが 64 を超えています（バイト {1}）";
        case M::PathWhole: return "jsonPath \"{0}\" が引数のオブジェクトの中の値ではなく、その全体を指しています（バイト {1}）";
        case M::PathIndexesArguments: return "jsonPath \"{0}\" がオブジェクトである引数にインデックスを付けています（バイト {1}）";
        case M::PathBadEscape: return "jsonPath \"{0}\" のエスケープが正しくありません（バイト {1}）";
        case M::PathUnclosedName: return "jsonPath \"{0}\" の引用符で囲んだ名前が閉じられていません（バイト {1}）";
        case M::PathBadIndex: return "jsonPath \"{0}\" のインデックスが 9 桁までの整数ではありません（バイト {1}）";
        case M::PathUnclosedIndex: return "jsonPath \"{0}\" のインデックスが閉じられていません（バイト {1}）";
        case M::PathEmptyName: return "jsonPath \"{0}\" の名前が空です（バイト {1}）";
        case M::PathWildcard: return "jsonPath \"{0}\" にワイルドカードがあります（バイト {1}）";
        case M::PathOtherStep:
            return "jsonPath \"{0}\" に .name、['name']、[index] 以外のステップがあります（バイト {1}）";
        case M::PathSkipsIndex: return "jsonPath \"{0}\" が要素数 {2} の配列のインデックス {1} に飛んでいます";
        case M::PathIndexIntoOther: return "jsonPath \"{0}\" がインデックスで{1}の中に進んでいます";
        case M::PathNameIntoOther: return "jsonPath \"{0}\" が名前で{1}の中に進んでいます";
        case M::PathSetsContainer: return "jsonPath \"{0}\" が{1}のある場所に値を設定しています";
        case M::HoldsObject: return "オブジェクト";
        case M::HoldsArray: return "配列";
        case M::HoldsString: return "文字列";
        case M::HoldsNumber: return "数値";
        case M::HoldsBoolean: return "真偽値";
    }
    return {};
}

}  // namespace sg
