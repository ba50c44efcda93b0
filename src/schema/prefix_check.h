// Rule L4, stopping early: a structured reply judged while it streams, for whether any
// continuation can still make it valid. A violation is reported only when it is certain, from
// what has arrived alone:
//   - a value of a type the schema forbids has begun (its first byte says its type);
//   - a member has been named that additionalProperties: false (or properties: {name: false},
//     or propertyNames) refuses, or one past maxProperties;
//   - an item has begun past maxItems, or where items: false allows none;
//   - a string has grown past maxLength, or no enum/const member starts with what it holds;
//   - a scalar (string, number, literal) has ended and its subschemas reject it (any keyword:
//     the validator judges it whole, as it would in the final value);
//   - an object or array has closed without a required member, or under minProperties/minItems.
// Only subschemas that certainly apply at a place are used: properties, patternProperties,
// additionalProperties, prefixItems, items, allOf and $ref, and an anyOf/oneOf whose other
// branches the value's type has already ruled out. Everything else (not, if, dependentSchemas,
// unevaluated*, contains, uniqueItems) is left to the final validation: it can only make a
// reply fail later, never stop it falsely. A text that leaves strict JSON, a schema with
// $dynamicRef, or a limit reached ends the judging: nothing is stopped then.
//
// The work is linear in the payload: each byte is read once, a scalar is validated once when
// it ends, and a string's enum candidates are compared on the bytes that are new.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "regex/regex_prefix.h"
#include "schema/certain_violation.h"
#include "schema/enum_index.h"
#include "schema/place_subschemas.h"
#include "schema/schema.h"
#include "schema/validation_messages.h"
#include "tape/tape.h"

namespace sg {

class PrefixCheck {
public:
    // `schema` must outlive the check; `language`: of the violation's message.
    explicit PrefixCheck(const CompiledSchema& schema, Language language = Language::English);

    // Reads the next bytes of the payload. Once a violation is certain, later bytes are ignored.
    const std::optional<CertainViolation>& push(std::string_view chunk);

    const std::optional<CertainViolation>& violation() const { return violation_; }
    // The payload left strict JSON, the top value ended, or a limit was reached: nothing more
    // is judged (a violation found before stays).
    bool judging() const { return !done_; }

private:
    // Where the reader is in the JSON grammar.
    enum class Lex : std::uint8_t { Value, ItemOrClose, KeyOrClose, Key, Colon, CommaOrClose, InString, InNumber, InLiteral };
    // An open object or array.
    struct Level {
        bool object = false;
        std::vector<std::uint32_t> nodes;         // the subschemas that apply to it
        std::size_t count = 0;                    // members or items begun
        std::string key;                          // the member being read
        std::vector<std::uint32_t> member_nodes;  // and the subschemas that apply to its value
        bool keep_names = false;                  // a required list will need the names
        std::vector<std::string> names;
    };
    // The scalar being read (a value or a member name).
    struct Scalar {
        std::vector<std::uint32_t> roots;  // the subschemas that apply to it, as given
        bool key = false;
        bool escaped = false;              // holds an escape: judged only when it ends
        std::size_t code_points = 0;
        std::size_t max_length = SIZE_MAX;
        // The string constants (enum, const) it may still become, per keyword that lists some:
        // a run of the keyword's strings sorted by text, narrowed byte by byte.
        std::vector<std::pair<const schema::EnumIndex*, schema::EnumIndex::Run>> candidates;
        // Its patterns not yet matched, searched as it grows (those the DFA runs), by index.
        std::vector<std::pair<RegexPrefixRun, std::uint32_t>> patterns;
    };

    void read(char c);
    void read_value(char c);
    void read_string(char c);
    void read_number(char c);
    void read_literal(char c);
    void after_value();
    void close_container(char c);

    void begin_value(char first, std::vector<std::uint32_t> roots);
    void begin_string(std::vector<std::uint32_t> roots, const std::vector<std::uint32_t>& nodes);
    void judge_string_byte(char c);
    std::string shown_so_far() const;
    void end_scalar();
    void end_key();
    bool add_member_nodes(const schema::PropertiesSpec& spec, Level& object, std::size_t depth);
    void begin_item();
    bool rejects(const std::vector<std::uint32_t>& roots, std::size_t depth);
    void judge_close(const Level& level);

    // Reports, for the value at `depth` levels (levels_.size(): the value being read).
    void certain(std::size_t depth, std::string keyword, std::string message);
    std::string subject(std::size_t depth) const;
    std::string pointer(std::size_t depth) const;
    void give_up() { done_ = true; }

    const schema::Program& program_;
    schema::Wording say_;
    ValidateOptions first_error_;            // a scalar's subschemas judge it in the check's language
    schema::PlaceSubschemas places_;
    std::vector<Level> levels_;
    std::vector<std::uint32_t> pending_;     // the subschemas of the value about to begin
    std::string token_;                      // the scalar being read, as written (a string with its quotes)
    Scalar scalar_;
    Lex lex_ = Lex::Value;
    std::string_view literal_;               // the literal being read ("true", ...)
    bool in_escape_ = false;
    int unicode_digits_ = 0;
    int number_state_ = 0;
    std::size_t offset_ = 0;
    bool done_ = false;
    std::optional<CertainViolation> violation_;
    Tape tape_;
};

}  // namespace sg
