// A fuzz input read from the front, one choice at a time, so that seed files can be written
// by a script (scripts/fuzz-corpus.mjs) and read by a person: flag bytes first, then texts
// separated by NUL bytes. An exhausted input reads as zeros and empty texts, never fails.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sg::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size)
        : text_(reinterpret_cast<const char*>(data), size) {}

    bool empty() const { return at_ == text_.size(); }

    std::uint8_t byte() { return empty() ? 0 : static_cast<std::uint8_t>(text_[at_++]); }

    // The text up to the next NUL (which is consumed), or the rest when there is none.
    std::string_view text() {
        const std::string_view rest = text_.substr(at_);
        const std::size_t nul = rest.find('\0');
        const std::string_view taken = rest.substr(0, nul);
        at_ += nul == std::string_view::npos ? rest.size() : nul + 1;
        return taken;
    }

    std::string_view rest() {
        const std::string_view taken = text_.substr(at_);
        at_ = text_.size();
        return taken;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace sg::fuzz
