// The Japanese wording of call_messages.h (呼び出しの拒否と取り消し): the same rows as
// call_messages_en.cpp. Model names, modes, header names, option values and the protocol's
// input names stay as written, since that is what the reader changes in the call.
#include "run/call_messages.h"

namespace sg {

std::string_view japanese_call_text(CallMessage message) {
    using M = CallMessage;
    switch (message) {
        case M::NoModel: return "モデルが指定されていません";
        case M::GeminiModelInPath:
            return "Gemini のモデル \"{0}\" は URL のパスに入るため、? # : や空白を含んではなりません。"
                   "gemini-2.5-flash のような名前を指定してください";
        case M::NoMessage: return "会話にメッセージがありません";
        case M::CredentialHeader:
            return "ヘッダー \"{0}\" は認証情報を運びます。認証情報はホストの fetch が付けるもので、コアは付けません";
        case M::ModeNeedsSchema: return "出力モード {0} にはスキーマが必要です";
        case M::ToolModeOnOpenAiChat:
            return "出力モード tool は Anthropic、Gemini、openai-responses 用です。OpenAI chat ではモード native で"
                   "スキーマを強制します";
        case M::SchemaName: return "スキーマ名 \"{0}\" は A-Z a-z 0-9 _ - の 1〜64 文字でなければなりません";
        case M::ToolName: return "ツール名 \"{0}\" は A-Z a-z 0-9 _ - の 1〜64 文字でなければなりません";
        case M::SchemaNotJson: return "スキーマが正しい JSON ではありません: {0}";
        case M::SchemaNotObject: return "スキーマは JSON オブジェクトでなければなりません";
        case M::ToolParametersNotJson: return "ツール {0} の parameters が正しい JSON ではありません: {1}";
        case M::ToolParametersNotObject: return "ツール {0} の parameters は JSON オブジェクトでなければなりません";
        case M::PromptOnlyNeedsUser: return "プロンプトのみの呼び出しには、JSON の指示を付けるユーザーメッセージが必要です";
        case M::InstructionNotBuilt: return "JSON の指示を作れませんでした: {0}";
        case M::SchemaNotCompiled: return "スキーマをコンパイルできません: {0}";
        case M::SchemaNotCompiledAt: return "スキーマを {0} でコンパイルできません: {1}";
        case M::ProviderRejects:
            return "{0} はこのスキーマを受け付けません（{1}）。strict な形にもできません（{2}: {3}）。スキーマを"
                   "変えるか、mode: 'prompt' で送ってください";
        case M::FindingsMore: return "。ほかに {0} 件あります（lintSchema ですべて確認できます）";
        case M::NoRules: return "ステータス判定には少なくとも 1 つのルールが必要です";
        case M::UnknownStage: return "判定の段階が不明です";
        case M::OutOfOrder: return "ホストのプロトコル: この状態では {0} は想定されていません";
        case M::ToolResultsNotAsked: return "ホストのプロトコル: ツールの結果は求められていません";
        case M::Cancelled: return "ホストが取り消しました";
    }
    return {};
}

}  // namespace sg
