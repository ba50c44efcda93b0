// The Japanese wording of graph_messages.h (依存関係のメッセージ): the same rows as
// graph_messages_en.cpp. Field names, seqs, JSON Pointers and the values shown stay as
// written, since that is what the reader looks for in the plan.
#include "graph/graph_messages.h"

namespace sg {

std::string_view japanese_graph_text(GraphMessage message) {
    using M = GraphMessage;
    switch (message) {
        case M::StepsNotArray: return "ステップはステップのオブジェクトの配列でなければなりません（実際: {0}）";
        case M::CompactCutShort: return "コンパクト形式の計画が途中で切れています";
        case M::StepNotObject: return "ステップは \"{0}\" を持つオブジェクトでなければなりません（実際: {1}）";
        case M::NoSeq: return "ステップに \"{0}\" がありません。ステップはこれで 1、2、3、… と番号付けします";
        case M::SeqNotNumber: return "\"{0}\" は 1 以上の整数でなければなりません（実際: {1}）";
        case M::SeqUsedAgain: return "seq {0} が重複しています。{1} のステップがすでに使っています";
        case M::DependsOnNotArray: return "\"{0}\" は seq の配列でなければなりません（実際: {1}）";
        case M::DependsOnEntry: return "\"{0}\" には seq（1 以上の整数）を並べます（実際: {1}）";
        case M::SeqMissing: return "seq {0} がありません";
        case M::SeqsMissing: return "seq {0} から {1} がありません";
        case M::SingleStep: return "。ステップが 1 つなら、その seq は 1 でなければなりません";
        case M::StepsNumbered: return "。{0} 個のステップには 1 から {0} までの番号を付けなければなりません";
        case M::NumberingStarts: return "。番号が {0} から始まっています";
        case M::NumberingJumps: return "。番号が {0} から {1} に飛んでいます";
        case M::DependsOnItself: return "seq {0} が自分自身に依存しています";
        case M::StepDependsOnUnknown: return "ステップが seq {0} に依存していますが、その seq のステップはありません";
        case M::SeqDependsOnUnknown: return "seq {0} が seq {1} に依存していますが、その seq のステップはありません";
        case M::DependsOnLater:
            return "seq {0} が後のステップの seq {1} に依存しています。ステップは前のステップにだけ依存できます";
        case M::Cycle: return "ステップが循環して依存しています: {0}（各ステップは 1 つ前のステップに依存しています）";
        case M::NoId: return "seq {0} の id が idsBySeq にありません";
        case M::IdNotStringOrNumber: return "seq {0} の id が文字列でも数値でもありません: {1}";
        case M::SameId: return "seq {0} と {1} の idsBySeq での id が同じ {2} です";
    }
    return {};
}

}  // namespace sg
