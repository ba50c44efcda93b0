// ValueScanner, continued: keys that lost a quote (rule L1). A quoted key that lost its
// closing quote ends at the colon inside it; a bare key may be followed by the closing quote
// of a key that lost its opening one.
#include "repair/value_scanner.h"

namespace sg {

// `{"name: "Ann"}`: no colon after the key, but one inside it. The key lost its closing
// quote there, and the quote that closed it opens the value: reading goes back to the colon.
ValueScanner::Progress ValueScanner::key_ends_at_colon(ScanInput& in) {
    const StringScanner::KeyColon at = *string_.key_colon();
    out_.resize(at.out);
    tape_.cut(at.out);
    repairs_.resize(at.repairs);
    repairs_.push_back({RepairKind::MissingQuote, at.input, "", "\""});
    out_ += '"';
    tape_.string(out_.own(), key_out_start_ + 1, out_.size() - 1);
    frames_.back().key = out_.substr(key_out_start_);
    out_ += ':';
    pre_space_.clear();
    last_end_ = at.input;
    in.pos = at.input + 1;
    expect_ = Expect::MemberValue;
    return Progress::Continue;
}

// `{age": 30}`: a bare key, then the closing quote of a key whose opening quote is missing.
std::optional<ValueScanner::Progress> ValueScanner::quote_after_bare_key(ScanInput& in) {
    if (!pre_space_.empty() || repairs_.empty() || repairs_.back().kind != RepairKind::UnquotedKey) return std::nullopt;
    std::size_t at = in.pos + 1;
    const std::size_t limit = at + kLookaheadBytes;
    while (at < in.text.size() && at < limit && is_json_space(in.at(at))) ++at;
    if (at == in.text.size() && !in.ended) return Progress::NeedMore;
    if (at == in.text.size() || at == limit || in.at(at) != ':') return std::nullopt;
    Repair& key = repairs_.back();
    key.kind = RepairKind::MissingQuote;
    key.removed += '"';
    ++in.pos;
    last_end_ = in.pos;
    unquoted_key_ = false;
    return Progress::Continue;
}

}  // namespace sg
