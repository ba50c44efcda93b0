// ValueScanner, continued: closing a value that stopped early (truncated input, a streaming
// snapshot, text that cannot continue it) and naming what was left open.
#include <optional>

#include "core/json_pointer.h"
#include "core/limits.h"
#include "json/number_token.h"
#include "repair/scalar_token.h"
#include "repair/value_scanner.h"
#include "tape/tape.h"

namespace sg {

std::string key_token(std::string_view key_json) {
    if (key_json.size() < 2 || key_json.front() != '"' || key_json.back() != '"') return std::string(key_json);
    const std::string_view raw = key_json.substr(1, key_json.size() - 2);
    if (raw.find('\\') == std::string_view::npos) return std::string(raw);
    // A key of the repaired text is strict JSON, its escapes whole, as the tape's decoder needs.
    std::string key;
    decode_json_string(raw, key);
    return key;
}

// How to close the value where it stands: keep `keep_out` bytes of the text written (the last
// mark, or all of it when a whole token is pending), then the token, then the closers.
struct ValueScanner::Plan {
    std::size_t keep_out;
    std::size_t keep_repairs;
    std::size_t cut_at;  // input from here on is dropped
    std::string token_json;
    std::optional<Repair> token_repair;
    std::string closers;  // `"` of an open string, then `]` / `}` innermost first
    bool scalar_open = false;
};

ValueScanner::Plan ValueScanner::plan(bool closers) const {
    Plan plan{mark_.out, mark_.repairs, mark_.input, "", std::nullopt, "", false};
    if ((mode_ == Mode::String && !string_is_key_) || mode_ == Mode::Unquoted) {
        plan.closers = "\"";
        plan.scalar_open = true;
    } else if ((mode_ == Mode::Number || mode_ == Mode::Word) && !token_is_key_) {
        // A token cut by the end of the input is kept when it reads as a value so far (`12`,
        // `true`), and reported open: more digits may have followed.
        const ScalarJson scalar = mode_ == Mode::Number ? number_json(token_) : word_json(token_);
        if (scalar.valid) {
            plan.keep_out = out_.size();
            plan.keep_repairs = repairs_.size();
            plan.cut_at = token_start_ + token_.size();
            plan.token_json = scalar.json;
            if (scalar.repair) plan.token_repair = Repair{*scalar.repair, token_start_, token_, scalar.json};
            plan.scalar_open = true;
        }
    }
    if (!closers) return plan;
    for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame) plan.closers += frame->object ? '}' : ']';
    return plan;
}

// At most kMaxIncompletePointers pointers, outermost first, and no more once they hold
// kMaxIncompletePointerBytes: every prefix of the innermost pointer is open too, so a reply
// cut inside deep nesting or long keys would otherwise list a quadratic amount of text.
std::vector<std::string> ValueScanner::open_pointers(bool scalar_open) const { return open_pointers_of(frames_, scalar_open); }

std::vector<std::string> ValueScanner::open_pointers_of(const std::vector<Frame>& frames, bool scalar_open) {
    std::vector<std::string> pointers{""};
    pointers.reserve(frames.size() + 1);
    std::string pointer;
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (i + 1 == frames.size() && !scalar_open) break;
        if (pointers.size() == limits::kMaxIncompletePointers || bytes > limits::kMaxIncompletePointerBytes) break;
        const Frame& frame = frames[i];
        if (frame.object) {
            append_pointer_token(pointer, key_token(frame.key));
        } else {
            append_pointer_index(pointer, frame.count);
        }
        bytes += pointer.size();
        pointers.push_back(pointer);
    }
    return pointers;
}

std::vector<std::string> ValueScanner::close_truncated(const ScanInput& in) {
    const Plan plan = this->plan();
    out_.resize(plan.keep_out);
    tape_.cut(plan.keep_out);
    repairs_.resize(plan.keep_repairs);
    if (plan.token_repair) repairs_.push_back(*plan.token_repair);
    out_ += plan.token_json;
    out_ += plan.closers;
    if (!plan.token_json.empty()) {
        tape_.scalar(plan.token_json, plan.keep_out);
    } else if (plan.scalar_open) {
        tape_.string(out_.own(), mode_ == Mode::Unquoted ? unquoted_out_ : key_out_start_ + 1, plan.keep_out);
    }
    for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame) tape_.close(frame->entry);
    if (mode_ == Mode::Number) wide_number_ = wide_number_ || beyond_double_range(plan.token_json);
    repairs_.push_back({RepairKind::Truncated, plan.cut_at, std::string(in.text.substr(plan.cut_at)), plan.closers});
    return open_pointers(plan.scalar_open);
}

std::size_t ValueScanner::close_unclosed(std::string_view text, std::size_t failure_offset) {
    // Nothing read whole ("{name}" in prose) is nothing worth keeping. Containers opened
    // after the last whole value are part of what failed: they are cut, not closed empty.
    const Mark& mark = value_mark_;
    if (mark.values == 0) return 0;
    std::size_t end = failure_offset < mark.input ? mark.input : failure_offset;
    while (end > mark.input && is_json_space(static_cast<unsigned char>(text[end - 1]))) --end;
    std::string closers;
    for (std::size_t depth = mark.depth; depth > 0; --depth) closers += frames_[depth - 1].object ? '}' : ']';
    out_.resize(mark.out);
    tape_.cut(mark.out);
    repairs_.resize(mark.repairs);
    out_ += closers;
    for (std::size_t depth = mark.depth; depth > 0; --depth) tape_.close(frames_[depth - 1].entry);
    repairs_.push_back({RepairKind::Unclosed, mark.input, std::string(text.substr(mark.input, end - mark.input)), closers});
    return end;
}

std::optional<ValueScanner::Edge> ValueScanner::edge() const {
    // A word where the first key belongs is what the end of the input makes of it, which a
    // trial close reads (`{name}` in prose fails as a value, and the stream then tells the next
    // answer by comparing it with this one). A literal or a word that reads as none so far
    // closes here; unquoted text being read is a string of the characters written so far (the
    // blanks it holds are not yet in it); a word where a later key belongs, and a comment,
    // ended or not, leave the value as it stood before them.
    if (mode_ == Mode::Word && token_is_key_ && frames_.back().count == 0) return std::nullopt;
    Plan plan = this->plan(false);
    Edge edge{plan.keep_out, Edge::Scalar::None, 0, {}};
    if ((mode_ == Mode::String || mode_ == Mode::Unquoted) && plan.scalar_open) {
        edge.scalar = Edge::Scalar::String;
        edge.string_start = mode_ == Mode::Unquoted ? unquoted_out_ : key_out_start_ + 1;
    } else if (plan.scalar_open) {
        edge.scalar = Edge::Scalar::Token;
        edge.token = std::move(plan.token_json);
    }
    return edge;
}

std::string ValueScanner::open_closers() const {
    std::string closers;
    for (const Frame& frame : frames_) closers += frame.object ? '}' : ']';
    return closers;
}

}  // namespace sg
