#include "repair/repair_log.h"

#include <algorithm>

namespace sg {

std::string_view repair_kind_name(RepairKind kind) {
    switch (kind) {
        case RepairKind::TrailingComma: return "trailing_comma";
        case RepairKind::LeadingComma: return "leading_comma";
        case RepairKind::ExtraComma: return "extra_comma";
        case RepairKind::MissingComma: return "missing_comma";
        case RepairKind::MissingColon: return "missing_colon";
        case RepairKind::SingleQuotes: return "single_quotes";
        case RepairKind::SmartQuotes: return "smart_quotes";
        case RepairKind::UnquotedKey: return "unquoted_key";
        case RepairKind::UnquotedString: return "unquoted_string";
        case RepairKind::MissingQuote: return "missing_quote";
        case RepairKind::BacktickQuotes: return "backtick_quotes";
        case RepairKind::TripleQuotes: return "triple_quotes";
        case RepairKind::EscapedQuotes: return "escaped_quotes";
        case RepairKind::DoubledQuote: return "doubled_quote";
        case RepairKind::Concatenation: return "concatenation";
        case RepairKind::SpecialWhitespace: return "special_whitespace";
        case RepairKind::WrongBracket: return "wrong_bracket";
        case RepairKind::ExtraBracket: return "extra_bracket";
        case RepairKind::InnerQuote: return "inner_quote";
        case RepairKind::UnpairedQuote: return "unpaired_quote";
        case RepairKind::Comment: return "comment";
        case RepairKind::PythonLiteral: return "python_literal";
        case RepairKind::LiteralCase: return "literal_case";
        case RepairKind::NonFiniteNumber: return "non_finite_number";
        case RepairKind::LoneSign: return "lone_sign";
        case RepairKind::UndefinedValue: return "undefined_value";
        case RepairKind::NumberFormat: return "number_format";
        case RepairKind::ControlCharacter: return "control_character";
        case RepairKind::InvalidEscape: return "invalid_escape";
        case RepairKind::BrokenEscape: return "broken_escape";
        case RepairKind::InvalidUtf8: return "invalid_utf8";
        case RepairKind::Ellipsis: return "ellipsis";
        case RepairKind::MissingBracket: return "missing_bracket";
        case RepairKind::StrayBracket: return "stray_bracket";
        case RepairKind::Truncated: return "truncated";
        case RepairKind::Unclosed: return "unclosed";
        case RepairKind::UnterminatedString: return "unterminated_string";
        case RepairKind::GluedValues: return "glued_values";
        case RepairKind::WrappedInArray: return "wrapped_in_array";
        case RepairKind::ProseRemoved: return "prose_removed";
        case RepairKind::ContentRemoved: return "content_removed";
        case RepairKind::ThinkBlockRemoved: return "think_block_removed";
        case RepairKind::FenceRemoved: return "fence_removed";
        case RepairKind::BomRemoved: return "bom_removed";
    }
    return "unknown";
}

bool loses_content(RepairKind kind) {
    switch (kind) {
        case RepairKind::Truncated:
        case RepairKind::Unclosed:
        case RepairKind::UnterminatedString:
        case RepairKind::BrokenEscape:
        case RepairKind::UnpairedQuote:
        case RepairKind::LoneSign:
        case RepairKind::GluedValues:
        case RepairKind::StrayBracket:
        case RepairKind::ContentRemoved: return true;
        default: return false;
    }
}

// At one offset an insertion goes before a removal that starts there: a `,` inserted after
// a value precedes the comment that followed the value.
void sort_repairs(std::vector<Repair>& repairs) {
    std::stable_sort(repairs.begin(), repairs.end(), [](const Repair& a, const Repair& b) {
        if (a.offset != b.offset) return a.offset < b.offset;
        return a.removed.empty() && !b.removed.empty();
    });
}

}  // namespace sg
