#include "prompt/indented_json.h"

#include <vector>

#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include "json/strict_parser.h"

namespace sg {
namespace {

// SAX handler writing the layout as events arrive: no DOM and no recursion, so depth costs
// nothing but the stack of "has this container had a member yet" flags.
class IndentedWriter {
public:
    explicit IndentedWriter(std::string& out) : out_(out) {}

    bool Null() { return scalar("null"); }
    bool Bool(bool b) { return scalar(b ? "true" : "false"); }
    bool RawNumber(const char* s, rapidjson::SizeType n, bool) { return scalar(std::string_view(s, n)); }
    bool String(const char* s, rapidjson::SizeType n, bool) {
        before_value();
        quote(std::string_view(s, n));
        return true;
    }
    bool Key(const char* s, rapidjson::SizeType n, bool) {
        next_member();
        quote(std::string_view(s, n));
        out_ += ": ";
        after_key_ = true;
        return true;
    }
    bool StartObject() { return open('{'); }
    bool EndObject(rapidjson::SizeType) { return close('}'); }
    bool StartArray() { return open('['); }
    bool EndArray(rapidjson::SizeType) { return close(']'); }

    // Numbers arrive as RawNumber (kParseNumbersAsStringsFlag); these are never called.
    bool Int(int) { return false; }
    bool Uint(unsigned) { return false; }
    bool Int64(int64_t) { return false; }
    bool Uint64(uint64_t) { return false; }
    bool Double(double) { return false; }

private:
    bool scalar(std::string_view text) {
        before_value();
        out_ += text;
        return true;
    }

    bool open(char bracket) {
        before_value();
        out_ += bracket;
        has_members_.push_back(false);
        return true;
    }

    bool close(char bracket) {
        const bool had_members = has_members_.back();
        has_members_.pop_back();
        if (had_members) newline();
        out_ += bracket;
        return true;
    }

    // A value inside an array starts a new line; after a key it follows on the same line.
    void before_value() {
        if (after_key_) {
            after_key_ = false;
            return;
        }
        if (!has_members_.empty()) next_member();
    }

    void next_member() {
        if (has_members_.back()) out_ += ',';
        has_members_.back() = true;
        newline();
    }

    void newline() {
        out_ += '\n';
        out_.append(2 * has_members_.size(), ' ');
    }

    void quote(std::string_view text) {
        static const char kHex[] = "0123456789abcdef";
        out_ += '"';
        for (char c : text) {
            switch (c) {
                case '"': out_ += "\\\""; break;
                case '\\': out_ += "\\\\"; break;
                case '\b': out_ += "\\b"; break;
                case '\f': out_ += "\\f"; break;
                case '\n': out_ += "\\n"; break;
                case '\r': out_ += "\\r"; break;
                case '\t': out_ += "\\t"; break;
                default:
                    if (static_cast<unsigned char>(c) < 0x20) {
                        out_ += "\\u00";
                        out_ += kHex[(c >> 4) & 0xF];
                        out_ += kHex[c & 0xF];
                    } else {
                        out_ += c;
                    }
            }
        }
        out_ += '"';
    }

    std::string& out_;
    std::vector<bool> has_members_;
    bool after_key_ = false;
};

constexpr unsigned kLayoutFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseNumbersAsStringsFlag;

}  // namespace

Result<std::string> indent_json(std::string_view json) {
    // The strict check gives the positioned error and the depth limit; the layout pass then
    // cannot fail.
    if (std::optional<Error> error = check_strict(json, json)) return *error;
    std::string out;
    IndentedWriter writer(out);
    rapidjson::MemoryStream bytes(json.data(), json.size());
    rapidjson::Reader reader;
    reader.Parse<kLayoutFlags>(bytes, writer);
    return out;
}

}  // namespace sg
