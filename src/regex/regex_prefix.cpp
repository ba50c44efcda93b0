#include "regex/regex_prefix.h"

#include "core/utf8.h"
#include "core/utf8_decoder.h"
#include "regex/regex_program.h"

namespace sg {

RegexPrefixRun::RegexPrefixRun(const Regex& regex) : program_(regex.program_.get()) {
    followed_ = program_ != nullptr && program_->dfa.has_value();
    if (followed_) state_ = program_->dfa->start;
}

bool RegexPrefixRun::matched() const { return followed_ && (program_->dfa->flags[state_] & RegexDfa::kMatch) != 0; }

bool RegexPrefixRun::dead() const { return followed_ && (program_->dfa->flags[state_] & RegexDfa::kDead) != 0; }

void RegexPrefixRun::feed(std::string_view utf8) {
    if (!followed_) return;
    for (const char byte : utf8) {
        if (matched() || dead()) return;
        held_ += byte;
        if (held_.size() < utf8_sequence_length(static_cast<unsigned char>(held_[0]))) continue;
        const Utf8Char c = decode_utf8(held_, 0);
        held_.clear();
        // Malformed UTF-8 is read by the reply's parser in its own way: nothing more is known.
        if (!c.valid) {
            followed_ = false;
            return;
        }
        step(c.code_point);
    }
}

void RegexPrefixRun::step(char32_t code_point) {
    const RegexDfa& dfa = *program_->dfa;
    state_ = dfa.next[state_ * dfa.class_count + dfa.class_of(code_point)];
}

}  // namespace sg
