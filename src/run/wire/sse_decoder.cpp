#include "run/wire/sse_decoder.h"

namespace sg {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

}  // namespace

bool SseDecoder::push(std::string_view chunk, std::vector<SseEvent>& out) {
    if (overflowed_) return false;
    std::size_t i = 0;
    if (after_cr_ && !chunk.empty()) {
        if (chunk[0] == '\n') i = 1;
        after_cr_ = false;
    }
    while (i < chunk.size()) {
        const std::size_t end = chunk.find_first_of("\r\n", i);
        if (end == std::string_view::npos) {
            line_.append(chunk.substr(i));
            break;
        }
        if (line_.empty()) {
            take_line(chunk.substr(i, end - i), out);
        } else {
            line_.append(chunk.substr(i, end - i));
            const std::string line = std::move(line_);
            line_.clear();
            take_line(line, out);
        }
        i = end + 1;
        if (chunk[end] == '\r') {
            if (i == chunk.size()) after_cr_ = true;
            else if (chunk[i] == '\n') ++i;
        }
    }
    if (line_.size() + data_.size() + bare_.size() > max_event_bytes_) {
        overflowed_ = true;
        line_.clear();
        data_.clear();
        bare_.clear();
    }
    return !overflowed_;
}

void SseDecoder::finish(std::vector<SseEvent>& out) {
    if (overflowed_ || line_.empty()) return;
    const std::string line = std::move(line_);
    line_.clear();
    take_line(line, out);
}

void SseDecoder::take_line(std::string_view line, std::vector<SseEvent>& out) {
    if (first_line_) {
        first_line_ = false;
        if (line.substr(0, kBom.size()) == kBom) line.remove_prefix(kBom.size());
    }
    if (line.empty()) return dispatch(out);
    if (line.front() == ':') return;  // a comment, used as a keep-alive
    const std::size_t colon = line.find(':');
    const std::string_view field = line.substr(0, colon);
    std::string_view value = colon == std::string_view::npos ? std::string_view() : line.substr(colon + 1);
    if (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    if (field == "data") {
        data_.append(value);
        data_ += '\n';
        if (data_.size() > max_event_bytes_) overflowed_ = true;
    } else if (field == "event") {
        event_.assign(value);
    } else if (field == "id") {
        if (value.find('\0') == std::string_view::npos) id_.assign(value);
    } else if (field != "retry" && (!bare_.empty() || line.front() == '{')) {
        take_bare_line(line, out);
    }
}

// Braces are counted outside JSON strings, so a message that quotes one (`"at {x"`) does not
// end the text early or keep it open.
void SseDecoder::take_bare_line(std::string_view line, std::vector<SseEvent>& out) {
    bare_.append(line);
    bare_ += '\n';
    for (const char c : line) {
        if (bare_in_string_) {
            if (bare_escape_) bare_escape_ = false;
            else if (c == '\\') bare_escape_ = true;
            else if (c == '"') bare_in_string_ = false;
        } else if (c == '"') {
            bare_in_string_ = true;
        } else if (c == '{') {
            ++bare_depth_;
        } else if (c == '}' && bare_depth_ > 0) {
            --bare_depth_;
        }
    }
    if (bare_depth_ > 0) return;
    bare_.pop_back();
    out.push_back(SseEvent{"", std::move(bare_), id_, true});
    bare_.clear();
    bare_in_string_ = bare_escape_ = false;
}

void SseDecoder::dispatch(std::vector<SseEvent>& out) {
    if (data_.empty() || overflowed_) {
        event_.clear();
        return;
    }
    data_.pop_back();
    out.push_back(SseEvent{std::move(event_), std::move(data_), id_});
    event_.clear();
    data_.clear();
}

}  // namespace sg
