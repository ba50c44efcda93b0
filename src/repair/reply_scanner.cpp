#include "repair/reply_scanner.h"

#include <algorithm>
#include <iterator>

#include "core/byte_runs.h"
#include "core/limits.h"
#include "core/message_fill.h"
#include "extract/fence_scanner.h"
#include "extract/reasoning_blocks.h"
#include "json/lone_surrogates.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

// Whether `literal` is at `at`; NeedMore while the bytes so far match but fall short (at the
// end of the reply too: a cut tag or marker is no prose worth reading on).
Peek literal_at(const ScanInput& in, std::size_t at, std::string_view literal) {
    for (std::size_t i = 0; i < literal.size(); ++i) {
        if (at + i == in.text.size()) return Peek::NeedMore;
        if (in.text[at + i] != literal[i]) return Peek::No;
    }
    return Peek::Yes;
}

bool is_blank(unsigned char c) { return c == ' ' || c == '\t'; }

bool has_lone_surrogate_escape(const Tape& tape) {
    for (Tape::Index i = 0; i < tape.size(); ++i) {
        const bool escaped = tape.kind(i) == TapeKind::String && (tape[i].flags & tape_flag::kEscaped) != 0;
        if (escaped && replace_lone_surrogate_escapes(tape.raw(i))) return true;
    }
    return false;
}

}  // namespace

void ReplyScanner::scan(ScanInput& in) {
    for (;;) {
        Progress progress = Progress::NeedMore;
        switch (state_) {
            case State::Start: progress = start(in); break;
            case State::LineStart: progress = line_start(in); break;
            case State::FenceLine: progress = marker_line(in); break;
            case State::Prose: progress = prose(in); break;
            case State::Think: progress = think(in); break;
            case State::Comment: progress = comment(in); break;
            case State::StrictValue: progress = strict_value(in); break;
            case State::Candidate: progress = candidate(in, value_->resume(in)); break;
            case State::Stopped: return;
        }
        if (progress == Progress::NeedMore) return;
    }
}

void ReplyScanner::finish(const ScanInput& in, OpenValue open_value) {
    if (state_ == State::Candidate) {
        current_.incomplete = value_->close_truncated(in);
        current_.bare_text = value_->bare_text();
        current_.ok = true;
        current_.truncated = true;
        current_.end = in.text.size();
        if (open_value == OpenValue::KeptInScanner) {
            current_.json.assign(1, value_->json()[0]);
            reply_.candidates.push_back(current_);
        } else {
            take_value_text();
            reply_.candidates.push_back(std::move(current_));
            value_.reset();
        }
    } else if (state_ == State::Think) {
        reply_.unterminated_think = think_start_;
    }
    if (open_fence_ >= 0) {
        Fence& fence = reply_.fences[static_cast<std::size_t>(open_fence_)];
        fence.content_end = fence.close_end = in.text.size();
    }
    state_ = State::Stopped;
}

ReplyScanner::Progress ReplyScanner::start(ScanInput& in) {
    const Peek bom = literal_at(in, in.pos, kByteOrderMark);
    if (bom == Peek::NeedMore) return Progress::NeedMore;
    if (bom == Peek::Yes) {
        reply_.bom = true;
        in.pos += kByteOrderMark.size();
    }
    state_ = State::LineStart;
    return Progress::Continue;
}

// A line that starts (after some indentation: models indent fences in lists) with ``` or ~~~
// is read whole, then judged by the fence rules of fence_scanner.h; any other line is prose.
ReplyScanner::Progress ReplyScanner::line_start(ScanInput& in) {
    std::size_t at = in.pos;
    while (at < in.text.size() && at - in.pos < kLookaheadBytes && is_blank(in.at(at))) ++at;
    if (at == in.text.size() && !in.ended) return Progress::NeedMore;
    if (at < in.text.size() && (in.text[at] == '`' || in.text[at] == '~')) {
        line_start_ = in.pos;
        line_searched_ = at;
        state_ = State::FenceLine;
        return Progress::Continue;
    }
    state_ = State::Prose;
    return Progress::Continue;
}

// Waits for the marker line's end (searching each byte once), then applies the rules.
ReplyScanner::Progress ReplyScanner::marker_line(ScanInput& in) {
    const std::size_t newline = in.text.find('\n', line_searched_);
    line_searched_ = newline == std::string_view::npos ? in.text.size() : newline;
    if (newline == std::string_view::npos && !in.ended) return Progress::NeedMore;
    std::size_t line_end = line_searched_;
    if (line_end > line_start_ && in.text[line_end - 1] == '\r') --line_end;
    const std::size_t next = newline == std::string_view::npos ? in.text.size() : newline + 1;
    const std::string_view line = in.text.substr(line_start_, line_end - line_start_);
    const std::optional<FenceMarker> marker = fence_marker(line);
    if (!marker) {
        // `` `code` `` or ~ at a line's start: no fence marker; the line is prose.
        in.pos = line_start_;
        state_ = State::Prose;
        return Progress::Continue;
    }
    link_open_ = false;
    enclosing_.clear();
    state_ = State::LineStart;
    if (open_fence_ >= 0) {
        if (closes_fence(line, fence_marker_)) close_fence(line_end);
        in.pos = next;
    } else if (opens_fence(line, *marker)) {
        reply_.fences.push_back(opened_fence(line, *marker, line_start_, next, next));
        open_fence_ = static_cast<int>(reply_.fences.size()) - 1;
        fence_marker_ = *marker;
        in.pos = reply_.fences.back().content_start;
    } else {
        // ``` `code` ``` or ```{"a": 1}```: inline code; what follows the marker is prose.
        in.pos = line_start_ + marker->after;
        state_ = State::Prose;
    }
    return Progress::Continue;
}

void ReplyScanner::close_fence(std::size_t line_end) {
    Fence& fence = reply_.fences[static_cast<std::size_t>(open_fence_)];
    fence.content_end = line_start_;
    fence.close_end = line_end;
    fence.closed = true;
    open_fence_ = -1;
}

ReplyScanner::Progress ReplyScanner::prose(ScanInput& in) {
    while (in.pos < in.text.size()) {
        // Past the link to the last value, only a bracket, a newline or a `<` means anything.
        if (!link_open_) {
            in.pos = skip_prose(in.text, in.pos);
            if (in.pos == in.text.size()) break;
        }
        const unsigned char c = in.at(in.pos);
        if (c == '{' || c == '[') return start_candidate(in);
        if (!enclosing_.empty() && static_cast<char>(c) == enclosing_.back()) enclosing_.pop_back();
        if (c == '\n') {
            ++in.pos;
            state_ = State::LineStart;
            return Progress::Continue;
        }
        if (c == '<' && open_fence_ < 0) {
            const Progress tag = reasoning_tag(in);
            if (tag != Progress::Continue || state_ == State::Think) return tag;
        }
        // NDJSON: values separated by whitespace (and at most one comma) belong together; so do
        // values with comments between them (`/* 1 */`, as MongoDB prints documents).
        if (c == '/' && link_open_) {
            if (in.available() < 2 && !in.ended) return Progress::NeedMore;
            const char next = in.available() < 2 ? '\0' : in.text[in.pos + 1];
            if (next == '*' || next == '/') {
                comment_end_ = next == '*' ? "*/" : "\n";
                in.pos += 2;
                state_ = State::Comment;
                return Progress::Continue;
            }
        }
        if (c == ',' && link_open_ && !link_comma_) {
            link_comma_ = true;
        } else if (!is_json_space(c)) {
            link_open_ = false;
        }
        ++in.pos;
    }
    return Progress::NeedMore;
}

// A reasoning tag of reasoning_blocks.h opening at in.pos: the block is left out whole.
ReplyScanner::Progress ReplyScanner::reasoning_tag(ScanInput& in) {
    for (std::size_t i = 0; i < std::size(kReasoningTags); ++i) {
        const Peek opens = literal_at(in, in.pos, kReasoningTags[i].open);
        if (opens == Peek::NeedMore) return Progress::NeedMore;
        if (opens == Peek::No) continue;
        think_start_ = in.pos;
        think_tag_ = i;
        in.pos += kReasoningTags[i].open.size();
        link_open_ = false;
        state_ = State::Think;
        return Progress::Continue;
    }
    return Progress::Continue;
}

ReplyScanner::Progress ReplyScanner::think(ScanInput& in) {
    const std::string_view close = kReasoningTags[think_tag_].close;
    for (;;) {
        const std::size_t tag = in.text.find('<', in.pos);
        if (tag == std::string_view::npos) {
            in.pos = in.text.size();
            return Progress::NeedMore;
        }
        in.pos = tag;
        const Peek closes = literal_at(in, tag, close);
        if (closes == Peek::NeedMore) return Progress::NeedMore;
        if (closes == Peek::Yes) {
            in.pos += close.size();
            reply_.think_blocks.push_back(Span{think_start_, in.pos});
            state_ = State::Prose;
            return Progress::Continue;
        }
        ++in.pos;
    }
}

// A comment between linked values: skipped whole, the link kept.
ReplyScanner::Progress ReplyScanner::comment(ScanInput& in) {
    const std::size_t end = in.text.find(comment_end_, in.pos);
    if (end == std::string_view::npos) {
        // Keep a last `*` that the next chunk may complete as `*/`.
        in.pos = std::max(in.pos, in.text.size() - std::min(in.text.size(), comment_end_.size() - 1));
        if (!in.ended) return Progress::NeedMore;
        in.pos = in.text.size();
        state_ = State::Prose;
        return Progress::NeedMore;
    }
    in.pos = comment_end_ == "\n" ? end : end + comment_end_.size();
    state_ = State::Prose;
    return Progress::Continue;
}

ReplyScanner::Progress ReplyScanner::start_candidate(ScanInput& in) {
    if (reply_.candidates.size() == limits::kMaxCandidates) {
        reply_.limit = ValueScanner::Failure{
            in.pos, fill_message(reading_text(ReadingMessage::TooManyCandidates, language_), {std::to_string(limits::kMaxCandidates)}),
            true};
        state_ = State::Stopped;
        return Progress::NeedMore;
    }
    current_ = ScannedCandidate{};
    current_.start = in.pos;
    current_.fence = open_fence_;
    current_.linked = link_open_;
    current_.enclosed = !enclosing_.empty();
    if (const std::optional<std::size_t> end = strict_value_end(in)) return read_strict_value(in, *end);
    if (!in.ended) {
        strict_prefix_.start(in.pos, max_depth_);
        if (strict_prefix_.read(in.text) == StrictPrefix::Verdict::Open) {
            state_ = State::StrictValue;
            return Progress::NeedMore;
        }
    }
    return lenient_value(in);
}

// A stream's value that has been strict JSON so far (in.pos at its start): waits until it
// ends, to be read by the strict reader as a whole reply's would be, or until a byte (or the
// end of the reply) shows it is not, to be read leniently from its start. Each byte is
// followed once here, and read once more by one of the two.
ReplyScanner::Progress ReplyScanner::strict_value(ScanInput& in) {
    const StrictPrefix::Verdict verdict = strict_prefix_.read(in.text);
    if (verdict == StrictPrefix::Verdict::Open && !in.ended) return Progress::NeedMore;
    if (verdict == StrictPrefix::Verdict::Whole) {
        if (const std::optional<std::size_t> end = strict_value_end(in)) return read_strict_value(in, *end);
    }
    return lenient_value(in);
}

void ReplyScanner::read_open_value(ScanInput& in) {
    if (state_ == State::StrictValue && lenient_value(in) == Progress::Continue) scan(in);
}

ReplyScanner::Progress ReplyScanner::read_strict_value(ScanInput& in, std::size_t end) {
    current_.json.assign(in.text.substr(in.pos, end - in.pos));
    current_.tape = std::move(strict_);
    for (Tape::Index i = 0; i < current_.tape.size(); ++i) current_.tape.at(i).start -= static_cast<std::uint32_t>(in.pos);
    strict_ = Tape();
    current_.strict = true;
    in.pos = end;
    value_read_whole(in.pos);
    return Progress::Continue;
}

ReplyScanner::Progress ReplyScanner::lenient_value(ScanInput& in) {
    value_.emplace(max_depth_, limits::kMaxRepairs - std::min(repairs_kept_, limits::kMaxRepairs), language_);
    value_->reuse_tape(std::move(spare_));
    state_ = State::Candidate;
    return candidate(in, value_->start(in));
}

// A value that is strict JSON and has arrived whole is read by the strict reader: a valid
// reply costs a strict read, and there is nothing to repair. One with an escaped lone
// surrogate is left to lenient reading, which reads it as U+FFFD and says so. A value the
// strict reader refuses costs what it read up to the first fault, which lenient reading
// reads past, so the next candidate starts after it: the attempts read each byte once.
std::optional<std::size_t> ReplyScanner::strict_value_end(const ScanInput& in) {
    std::optional<std::size_t> end = read_leading_value(in.text, in.pos, max_depth_, strict_);
    if (end && has_lone_surrogate_escape(strict_)) end.reset();
    // A value read whole takes the entries; a copy of the scanner (a stream's trial) copies none.
    if (!end) strict_.reset({});
    return end;
}

ReplyScanner::Progress ReplyScanner::candidate(ScanInput& in, ValueScanner::Status status) {
    if (status == ValueScanner::Status::NeedMore) return Progress::NeedMore;
    if (status == ValueScanner::Status::Failed) {
        candidate_failed(in);
        return state_ == State::Stopped ? Progress::NeedMore : Progress::Continue;
    }
    current_.bare_text = value_->bare_text();
    take_value_text();
    value_.reset();
    value_read_whole(in.pos);
    return Progress::Continue;
}

void ReplyScanner::value_read_whole(std::size_t end) {
    current_.ok = true;
    current_.end = end;
    reply_.candidates.push_back(std::move(current_));
    ++complete_values_;
    link_open_ = true;
    link_comma_ = false;
    state_ = State::Prose;
}

void ReplyScanner::take_value_text() {
    current_.json_kept = value_->json().low_water();
    current_.json = std::move(value_->json()).take();
    current_.tape_kept = value_->tape_revised_from();
    current_.tape = value_->take_tape();
    current_.wide_number = value_->wrote_wide_number();
    current_.repairs = std::move(value_->repairs()).take();
    repairs_kept_ += current_.repairs.size();
}

void ReplyScanner::candidate_failed(ScanInput& in) {
    const ValueScanner::Failure failure = value_->failure();
    if (failure.limit) {
        reply_.limit = failure;
        value_.reset();
        state_ = State::Stopped;
        return;
    }
    // Values that start before the broken one's closers are fragments of it, not answers.
    if (!current_.enclosed) enclosing_.clear();
    enclosing_ += value_->open_closers();
    const std::size_t end = value_->close_unclosed(in.text, failure.offset);
    if (end > 0) {
        current_.ok = true;
        current_.end = end;
        current_.bare_text = value_->bare_text();
        take_value_text();
    } else {
        current_.end = in.pos;
        current_.failure = failure;
        // Prose may hold many such (`{name}`): the next one writes into this one's memory.
        spare_ = value_->take_tape();
        spare_.reset({});
    }
    reply_.candidates.push_back(std::move(current_));
    value_.reset();
    link_open_ = false;
    // Reading goes on at the byte that did not fit: it may start a line, or the real JSON.
    state_ = in.text[in.pos - 1] == '\n' ? State::LineStart : State::Prose;
}

ReplyScanner TrialScanner::copy_without_values(ReplyScanner& original) {
    std::vector<ScannedCandidate> values = std::move(original.reply_.candidates);
    original.reply_.candidates.clear();
    ReplyScanner copy(original);
    copy.reply_.candidates = std::move(values);
    return copy;
}

TrialScanner::TrialScanner(ReplyScanner& original)
    : original_(original), trial_(copy_without_values(original)), borrowed_(trial_.reply_.candidates.size()) {}

TrialScanner::~TrialScanner() {
    // Reading on only adds values after the borrowed ones.
    auto& values = trial_.reply_.candidates;
    values.erase(values.begin() + static_cast<std::ptrdiff_t>(borrowed_), values.end());
    original_.reply_.candidates = std::move(values);
}

}  // namespace sg
