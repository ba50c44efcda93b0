// The Japanese wording of reply_messages.h (返答の読み取りに関する文面): the same rows as
// reply_messages_en.cpp. Option names, repair kinds and the ```json fence stay as written,
// since that is what the reader (or the model) has to type.
#include "reply/reply_messages.h"

namespace sg {

std::string_view japanese_reply_text(ReplyMessage message) {
    using M = ReplyMessage;
    switch (message) {
        case M::ReaskHeading: return "前回の回答は、指定された JSON スキーマに合っていませんでした：";
        case M::ReaskUnreadable: return "- JSON を読み取れませんでした: {0}";
        case M::ReaskAt: return "- {0}: {1}";
        case M::ReaskTopLevel: return "最上位";
        case M::ReaskMore: return "- ほか {0} 件";
        case M::ReaskRequest:
            return "修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。";
        case M::NoMatch: return "値がスキーマに一致しません";
        case M::LossyAdvice:
            return "{0}（修復 '{1}'）。部分的な値を受け入れるには allowLossy: true を渡すか、モデルにもう一度尋ねてください";
        case M::LossyTruncated: return "回答が JSON の値の途中で終わっているため、値が途中で切れています";
        case M::LossyUnclosed: return "JSON の値がここで意味をなさなくなり、残りは読み飛ばされています";
        case M::LossyUnterminatedString:
            return "閉じられていない文字列を、回答末尾の括弧の前で終わらせました。回答が文字列の途中で切れた可能性があります";
        case M::LossyUnpairedQuote: return "対になる引用符のない内側の引用符で、文字列がここで終わった可能性があります";
        case M::LossyLoneSign: return "符号だけの値です。ダッシュか、数字が失われた数値です";
        case M::LossyAmbiguousValue:
            return "2 通りに読める値です（テキストかタプルか、リテラルかスキーマが受け付ける文字列か）。モデルの意図は分かりません";
        case M::LossyGluedValues: return "区切りのない 2 つの値です。値の連続か、値とその後のごみです";
        case M::LossyStrayBracket: return "別の閉じ括弧で終わる空のコンテナです。空の値か、誤って書かれた括弧です";
        case M::LossyBrokenEscape:
            return "JSON にないエスケープです。意図した文字が分からないため、バックスラッシュを文字として残しました";
        case M::LossyContentRemoved: return "値の隣のテキストを読み飛ばしました。回答の一部かもしれません";
        case M::ReaskUnusable: return "前回の回答は使えませんでした：";
        case M::ReaskJsonOnly: return "スキーマに正確に従った JSON オブジェクトだけで、もう一度回答してください。";
        case M::RejectedByCheck: return "回答はチェックで不合格になりました";
        case M::RedactedFails:
            return "値にこのクライアントの認証情報が含まれていたため {0} に置き換えたところ、スキーマに合格しなくなりました: {1}";
        case M::LibraryRejected: return "{0} のスキーマが値を受け付けませんでした: {1}";
        case M::WholeValue: return "（値全体）";
        case M::RuleNumber: return "{0} はルールの番号（1 から {1}）でなければなりません";
        case M::RuleNumberReask: return "\"{0}\" に当てはまるルールの番号（1 から {1}）を入れ、JSON オブジェクトだけで回答してください。";
        case M::RuleTagMissing: return "{0} のような、1 から {1} のルール番号を持つルールタグがありません";
        case M::RuleTagReask: return "回答にルールタグがありません。当てはまるルールのタグだけを、{0} のように 1 行で出力してください。";
        case M::NoRuleMatched: return "状況判定のどの段階でも、当てはまるルールが見つかりませんでした";
        case M::StopReason: return "（停止理由 \"{0}\"）";
        case M::StopLength: return "出力トークンの上限で回答が途中で切れました";
        case M::StopFilter: return "プロバイダーのコンテンツフィルターが回答を止めました";
        case M::StopRefusal: return "モデルが回答を拒否しました";
        case M::StopMissing: return "回答に停止理由がありません";
        case M::StopOther: return "モデルが想定外の理由で止まりました";
        case M::StopToolNotOffered: return "モデルが、提供していないツールを呼び出しました";
        case M::Refused: return "モデルが回答を拒否しました: {0}";
        case M::StoppedEarly: return "回答は {0} バイトの時点で、もうスキーマに合格できなくなったため止めました: {1}";
    }
    return "";
}

}  // namespace sg
