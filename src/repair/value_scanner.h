// One JSON value read leniently (rule L1) as its bytes arrive, in one pass with no recursion:
// an explicit stack of open containers, bounded by max_depth. It writes the repaired JSON
// text as it goes (append-only, so a prefix of it is never rewritten) and logs every edit.
// Separators are held back until the next token shows whether they were right: a `,` before
// `]` is dropped (trailing comma), a missing `,` or `:` is inserted where it belonged.
//
// It also remembers the last point where the text written so far can be closed (a "mark":
// after a whole element, or after a whole character of a value string). Truncated input and
// streaming snapshots are closed from there, so no half-read key or token is ever shown.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/language.h"
#include "core/reading_messages.h"
#include "repair/repair_log.h"
#include "repair/scan_input.h"
#include "repair/string_scanner.h"
#include "repair/value_repairs.h"
#include "repair/value_tape.h"

namespace sg {

// A key as the scanner wrote it (JSON text), as the pointer token it is.
std::string key_token(std::string_view key_json);

class ValueScanner {
public:
    enum class Status { NeedMore, Done, Failed };

    // A container open now.
    struct Frame {
        bool object;
        std::size_t count = 0;  // elements or members read whole
        std::string key;        // the current member's key, as JSON text
        Tape::Index entry = 0;  // on the tape
    };

    struct Failure {
        std::size_t offset = 0;  // where the reply stops making sense as JSON
        std::string message;
        bool limit = false;      // max_depth was passed: not a syntax failure
    };

    // `max_repairs`: how many more repairs the reply may make (limits::kMaxRepairs in all);
    // `language`: of the failures' messages.
    ValueScanner(std::size_t max_depth, std::size_t max_repairs, Language language)
        : max_depth_(max_depth), max_repairs_(max_repairs), language_(language) {}

    // Reads the `{` or `[` at in.pos, then as far as the input allows.
    Status start(ScanInput& in);
    Status resume(ScanInput& in);

    const Failure& failure() const { return failure_; }
    // The root is an array with a bare value in it (`[see above]`): likely prose, not data.
    bool bare_text() const { return bare_text_; }
    // A number beyond a double's range (json/number_token.h) was written: the text then needs
    // the strict reader's verdict before it is handed out as JSON.
    bool wrote_wide_number() const { return wide_number_; }
    // The closers of the containers open now, outermost first: `{"a": [` gives "}]".
    std::string open_closers() const;
    RepairedText& json() { return out_; }
    const RepairedText& json() const { return out_; }
    // The value's tape, for the text json() holds (value_tape.h).
    Tape take_tape() { return std::move(tape_).take(); }
    // Memory for the tape: a tape taken from a value that failed (a fragment in prose).
    void reuse_tape(Tape memory) { tape_.reuse(std::move(memory)); }
    ValueRepairs& repairs() { return repairs_; }
    // What a stream's changes read off the tape as it grows (tape_changes.h): the containers
    // open now, outermost first; the entries written, over the text written; and where
    // closing the value here would cut it, as close_truncated() would: the bytes of the text it
    // keeps and the scalar still open there. No edge where the end of the input would decide
    // more (a bare value, a comment).
    struct Edge {
        enum class Scalar { None, String, Token };
        std::size_t kept;
        Scalar scalar = Scalar::None;
        std::size_t string_start = 0;  // String: where its characters begin in the text
        std::string token;             // Token: the number or literal so far, as JSON
    };
    const std::vector<Frame>& open_containers() const { return frames_; }
    const Tape& tape_over_text() { return tape_.over(out_.own()); }
    std::optional<Edge> edge() const;
    // The pointers `incomplete` lists for a value with the containers `frames` open (and a
    // scalar, `scalar_open`): every one, outermost first, or the first ones, cut short at
    // limits::kMaxIncompletePointers or kMaxIncompletePointerBytes.
    static std::vector<std::string> open_pointers_of(const std::vector<Frame>& frames, bool scalar_open);
    // From here on, what is taken back or rewritten of the text and the tape is told by
    // json().low_water() and tape_revised_from().
    void watch() {
        out_.watch();
        tape_.watch();
    }
    Tape::Index tape_revised_from() const { return tape_.revised_from(); }

    // The input ended inside the value: closes it at its last mark (kept tokens and strings
    // included) and logs one `truncated` repair. Returns the open pointers.
    std::vector<std::string> close_truncated(const ScanInput& in);

    // After a failure: when at least one element was read whole, closes the value after the
    // last one and logs an `unclosed` repair that removes the rest up to the failure. Returns
    // the end of the value's span in the reply, or 0 when nothing is worth keeping.
    std::size_t close_unclosed(std::string_view text, std::size_t failure_offset);

private:
    enum class Mode { Structure, String, Number, Word, Unquoted, LineComment, BlockComment };
    enum class Expect {
        ArrayFirst, ArrayAfterComma, ArrayAfterValue,
        ObjectFirst, ObjectAfterComma, ObjectAfterMember,
        Colon, MemberValue,
    };
    enum class Progress { Continue, NeedMore, Done, Failed };
    enum class Start { NeedMore, None, Container, Quote, Number, Word, Unquoted, Ellipsis };

    struct Mark {
        std::size_t out = 0;
        std::size_t input = 0;
        std::size_t repairs = 0;
        std::size_t values = 0;
        std::size_t depth = 0;  // containers open at the mark
        bool in_string = false;
    };
    struct Plan;

    Status run(ScanInput& in);
    Progress structure(ScanInput& in);
    Progress in_array(ScanInput& in, unsigned char c);
    Progress in_object(ScanInput& in, unsigned char c);
    Progress colon(ScanInput& in, unsigned char c);
    Progress key_ends_at_colon(ScanInput& in);
    std::optional<Progress> quote_after_bare_key(ScanInput& in);
    Progress comma(ScanInput& in);
    void drop_comma(RepairKind kind, std::size_t at);
    Progress comment_start(ScanInput& in);
    std::optional<Progress> html_comment_start(ScanInput& in);
    Progress line_comment(ScanInput& in);
    Progress block_comment(ScanInput& in);
    Progress string(ScanInput& in);
    Progress token(ScanInput& in);
    Progress finish_number(ScanInput& in);
    Progress finish_word(ScanInput& in);
    Peek number_ends(const ScanInput& in) const;
    Peek closing_quote_after(const ScanInput& in) const;
    // Each of these returns nothing when what is at in.pos is not what it reads.
    std::optional<Progress> special_space(ScanInput& in);
    std::optional<Progress> concatenation(ScanInput& in);
    std::optional<Progress> digit_group(ScanInput& in);
    void begin_unquoted(std::size_t start, std::string_view read);
    Progress unquoted(ScanInput& in);
    Progress unquoted_char(ScanInput& in);
    void write_held_blanks(std::size_t at, std::size_t repairs_before);
    Progress end_unquoted();

    Start classify(const ScanInput& in) const;
    Progress begin_value(ScanInput& in, Start kind);
    Progress begin_key(ScanInput& in, Start kind);
    Progress open_container(ScanInput& in);
    Progress close_container(ScanInput& in);
    Progress close_container(ScanInput& in, char closer);
    Progress mismatched_closer(ScanInput& in, unsigned char c);
    Progress insert_closer(ScanInput& in);
    Progress skip_ellipsis(ScanInput& in);
    Progress begin_string(ScanInput& in, StringScanner::Role role);
    // Stretches that are strict JSON, read at once (strict_stretches.cpp); nothing, with
    // nothing read, where the lenient rules may read the bytes at in.pos otherwise.
    std::optional<Progress> plain_key(ScanInput& in);
    std::optional<Progress> plain_integer(ScanInput& in);
    void space(std::string_view blanks);
    void separate(std::size_t next);
    void drop_separators();
    bool after_element() const;
    bool after_comma() const;
    void value_done(std::size_t end);
    void set_mark(std::size_t input, bool in_string);
    // The string just closed, a key or a value: its entry on the tape.
    void string_read();
    Progress fail(std::size_t offset, std::string message, bool limit = false);
    // A syntax failure at `offset`: `row` with the byte found there put in.
    Progress fail_at_byte(std::size_t offset, ReadingMessage row, unsigned char found);

    static constexpr std::size_t kFramesRoom = 8;
    static constexpr std::size_t kRepairsRoom = 16;

    // `closers`: with the closers written (else only what is kept, and the token).
    Plan plan(bool closers = true) const;
    std::vector<std::string> open_pointers(bool scalar_open) const;

    std::size_t max_depth_;
    std::size_t max_repairs_;
    Language language_;
    std::vector<Frame> frames_;
    std::size_t open_objects_ = 0;
    std::size_t open_arrays_ = 0;
    Mode mode_ = Mode::Structure;
    Expect expect_ = Expect::ArrayFirst;
    RepairedText out_;
    ValueTape tape_;
    ValueRepairs repairs_;

    // Whitespace after an element (before a `,` or closer) and after a `,`, held back.
    std::string pre_space_;
    std::string post_space_;
    std::size_t comma_at_ = 0;
    std::size_t last_end_ = 0;  // just past the last key or value: where a missing `,` or `:` goes
    std::size_t values_ = 0;    // values read whole
    bool wide_number_ = false;
    Mark mark_;
    Mark value_mark_;  // the mark after the last whole value: where a failed value is cut

    StringScanner string_;
    bool string_is_key_ = false;
    std::size_t key_out_start_ = 0;
    std::string token_;
    std::size_t token_start_ = 0;
    bool token_is_key_ = false;
    bool unquoted_key_ = false;
    std::size_t comment_start_ = 0;
    bool star_ = false;
    bool html_comment_ = false;
    std::size_t dashes_ = 0;
    Failure failure_;

    // Unquoted values: blanks held until more text shows they are inside the value, the
    // repair that opened it, and where in `out_` the last `"` of its text was escaped.
    std::string held_blanks_;
    std::size_t unquoted_repair_ = 0;
    std::size_t unquoted_out_ = 0;  // where the bare value's text starts in out_
    std::size_t unquoted_end_ = 0;  // input just past the value's last non-blank byte
    std::size_t escaped_quote_out_ = 0;
    std::size_t bare_depth_ = 0;  // brackets opened inside the value's text and not yet closed
    // Where the last value string closed with a plain `"` (0: the last value was no such
    // string): `"a" + "b"` continues it. Likewise the end of the last plain integer, which
    // `,000` right after it continues (a thousands separator).
    std::size_t string_close_at_ = 0;
    Mark before_string_;  // value_mark_ as it was before the last value string opened
    std::size_t integer_end_ = 0;
    bool bare_text_ = false;  // a bare value is an element of the root array
};

}  // namespace sg
