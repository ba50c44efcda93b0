// The arguments of one Gemini function call streamed in pieces (Vertex AI's
// toolConfig.functionCallingConfig.streamFunctionCallArguments, which our requests do not set
// but a body may still carry). Each PartialArg sets the value at its jsonPath (RFC 9535, the
// steps `.name`, `['name']` and `[index]` after `$`) to its stringValue, numberValue, boolValue
// or nullValue; a string whose piece says willContinue goes on in the next piece for the same
// path. The pieces build one object, written out as JSON text when the call ends.
//
// Bounded and linear: a path has at most kMaxPathBytes and kMaxPathSteps; an array grows one
// element at a time (index = its size), so no piece can allocate more than it carries; every
// step is one hash lookup.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/language.h"
#include "core/result.h"
#include "core/string_index.h"

namespace sg {

class PartialArgs {
public:
    static constexpr std::size_t kMaxPathBytes = 1024;
    static constexpr std::size_t kMaxPathSteps = 64;

    // `language`: of what add() says is wrong with a piece.
    explicit PartialArgs(Language language = Language::English) : language_(language) { object_.SetObject(); }

    // Adds one PartialArg object. Returns the bytes of value it carried (a string's length, 0
    // for a number, bool or null), or what is wrong with the piece and where.
    Result<std::size_t, std::string> add(const rapidjson::Value& piece);

    // True while a string value waits for its next piece.
    bool string_open() const { return open_; }

    // The object as JSON text; a string still open ends with what came ("{}" without pieces).
    std::string text();

    struct Step {
        std::string name;
        std::size_t index = 0;
        bool is_index = false;
        bool operator==(const Step& other) const {
            return is_index == other.is_index && (is_index ? index == other.index : name == other.name);
        }
    };

private:
    // The value at `steps`, created (null) with the objects and arrays that lead to it.
    Result<rapidjson::Value*, std::string> slot(const std::vector<Step>& steps, std::string_view path);
    std::optional<std::string> close_string();

    struct Child {
        std::size_t position;  // member or element index in its parent
        std::size_t id;
    };
    rapidjson::Document object_;
    // Each value's place, keyed by its parent's id and its step: members and elements are only
    // appended, so a position stays right.
    StringMap<Child> children_;
    std::size_t next_id_ = 1;  // 0 is the object itself

    bool open_ = false;
    std::vector<Step> open_steps_;
    std::string open_path_;
    std::string open_text_;  // joined here, not in the document: each piece is copied once
    Language language_;
};

// Reads a jsonPath of the RFC 9535 subset PartialArg uses: `$` then `.name`, `['name']` /
// `["name"]` (JSON escapes) or `[index]` steps; an error says, in `language`, what is wrong and
// at which byte.
Result<std::vector<PartialArgs::Step>, std::string> parse_partial_path(std::string_view path,
                                                                      Language language = Language::English);

}  // namespace sg
