// Keywords that look at one value without applying subschemas: type, const, enum, the
// number bounds and the string keywords (lengths, pattern, format, draft-07's content).
#include <algorithm>

#include "schema/content_checks.h"
#include "schema/format_checks.h"
#include "schema/number_compare.h"
#include "schema/schema_compiler.h"
#include "tape/written_number.h"

namespace sg::schema {
namespace {

std::uint32_t type_bit_of(std::string_view name) {
    if (name == "null") return type_bit::kNull;
    if (name == "boolean") return type_bit::kBoolean;
    if (name == "object") return type_bit::kObject;
    if (name == "array") return type_bit::kArray;
    if (name == "number") return type_bit::kNumber;
    if (name == "string") return type_bit::kString;
    if (name == "integer") return type_bit::kInteger;
    return 0;
}

CompileStep compile_type(SchemaCompiler& compiler, NodeDraft& node, TapeValue type) {
    auto bad = [&] {
        return compiler.invalid(node, "type", SchemaErrorMessage::TypeNames);
    };
    std::uint32_t mask = 0;
    std::string scratch;
    if (type.is_string()) {
        mask = type_bit_of(type.string(scratch));
        if (mask == 0) return bad();
    } else if (type.is_array()) {
        for (const TapeValue name : type.items()) {
            const std::uint32_t bit = name.is_string() ? type_bit_of(name.string(scratch)) : 0;
            if (bit == 0) return bad();
            mask |= bit;
        }
    } else {
        return bad();
    }
    node.groups[kAnyGroup].push_back(Instr{Op::Type, compiler.keyword_id("type"), mask});
    return std::nullopt;
}

CompileStep compile_bound(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op) {
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    if (!value.is_number()) return compiler.invalid(node, keyword, SchemaErrorMessage::MustBeNumber, {keyword});
    WrittenNumber number = written_number(value.tape(), value.index());
    if (op == Op::MultipleOf) {
        const NumberToken zero{NumberToken::Kind::Unsigned};
        if (compare_numbers(number.value, zero) <= 0) return compiler.invalid(node, keyword, SchemaErrorMessage::GreaterThanZero, {keyword});
    }
    const std::uint32_t constant = compiler.add_constant(value);
    // The decimal written, where no double is it (a schema read from its text; one written
    // out from a DOM holds each number's shortest decimal, which is its double's).
    if (number.exact) compiler.program().exact_constants.try_emplace(bytes_of(constant), std::move(*number.exact));
    node.groups[kNumberGroup].push_back(Instr{op, compiler.keyword_id(keyword), constant});
    return std::nullopt;
}

CompileStep compile_pattern_keyword(SchemaCompiler& compiler, NodeDraft& node) {
    const TapeValue value = node.keyword("pattern");
    if (!value) return std::nullopt;
    if (!value.is_string()) return compiler.invalid(node, "pattern", SchemaErrorMessage::PatternString);
    std::string scratch;
    const std::string_view source = value.string(scratch);
    std::uint32_t index = 0;
    if (auto error = compiler.add_pattern(node, "pattern", "", source, index)) return error;
    node.groups[kStringGroup].push_back(Instr{Op::Pattern, compiler.keyword_id("pattern"), index});
    return std::nullopt;
}

// format asserts only where asked to (option or format-assertion vocabulary) and only for the
// formats this library checks; otherwise it is an annotation and compiles to nothing. A format
// the caller checks (SchemaOptions::user_formats) always asserts: checking is why it was given.
CompileStep compile_format(SchemaCompiler& compiler, NodeDraft& node) {
    const TapeValue value = node.keyword("format");
    if (!value) return std::nullopt;
    if (!value.is_string()) return compiler.invalid(node, "format", SchemaErrorMessage::MustBeString, {"format"});
    const bool vocabulary = node.has(vocab::kFormatAnnotation | vocab::kFormatAssertion);
    std::string scratch;
    const std::string_view name = value.string(scratch);
    const std::vector<std::string>& users = compiler.options().user_formats;
    if (vocabulary && std::find(users.begin(), users.end(), name) != users.end()) {
        node.groups[kStringGroup].push_back(Instr{Op::Format, compiler.keyword_id("format"), compiler.intern(name), 1});
        return std::nullopt;
    }
    const bool asserts = compiler.options().format_assertion || node.has(vocab::kFormatAssertion);
    const auto kind = format_kind(name);
    if (vocabulary && asserts && kind) {
        node.groups[kStringGroup].push_back(Instr{Op::Format, compiler.keyword_id("format"), static_cast<std::uint32_t>(*kind)});
    }
    return std::nullopt;
}

std::string_view string_of(TapeValue value, std::string& scratch) {
    return value.is_string() ? value.string(scratch) : "";
}

// draft-07's contentEncoding and contentMediaType assert where format does, for the values
// content_checks.h knows; elsewhere, and in later dialects, they are annotations.
void compile_content(SchemaCompiler& compiler, NodeDraft& node) {
    if (node.spec.dialect != Dialect::Draft7 || !compiler.options().format_assertion) return;
    std::string scratch;
    const bool base64 = is_base64_encoding(string_of(node.keyword("contentEncoding"), scratch));
    if (base64) node.groups[kStringGroup].push_back(Instr{Op::ContentEncoding, compiler.keyword_id("contentEncoding")});
    if (is_json_media_type(string_of(node.keyword("contentMediaType"), scratch))) {
        node.groups[kStringGroup].push_back(Instr{Op::ContentMediaType, compiler.keyword_id("contentMediaType"), 0, base64 ? 1u : 0u});
    }
}

}  // namespace

CompileStep compile_type_and_values(SchemaCompiler& compiler, NodeDraft& node) {
    if (!node.has(vocab::kValidation)) return std::nullopt;
    if (const TapeValue type = node.keyword("type")) {
        if (auto error = compile_type(compiler, node, type)) return error;
    }
    if (const TapeValue value = node.keyword("const")) {
        Instr instr{Op::Const, compiler.keyword_id("const"), compiler.add_constant(value)};
        instr.c = compiler.add_enum_index(instr.a, 1);
        node.groups[kAnyGroup].push_back(instr);
    }
    if (const TapeValue values = node.keyword("enum")) {
        if (!values.is_array()) return compiler.invalid(node, "enum", SchemaErrorMessage::MustBeArray, {"enum"});
        Instr instr{Op::Enum, compiler.keyword_id("enum"), 0, values.size()};
        bool first = true;
        for (const TapeValue item : values.items()) {
            const std::uint32_t index = compiler.add_constant(item);
            if (first) instr.a = index;
            first = false;
        }
        instr.c = compiler.add_enum_index(instr.a, instr.b);
        node.groups[kAnyGroup].push_back(instr);
    }
    return std::nullopt;
}

CompileStep compile_number_keywords(SchemaCompiler& compiler, NodeDraft& node) {
    if (!node.has(vocab::kValidation)) return std::nullopt;
    const std::pair<const char*, Op> bounds[] = {{"minimum", Op::Minimum}, {"maximum", Op::Maximum},
                                                 {"exclusiveMinimum", Op::ExclusiveMinimum},
                                                 {"exclusiveMaximum", Op::ExclusiveMaximum}, {"multipleOf", Op::MultipleOf}};
    for (const auto& [keyword, op] : bounds) {
        if (auto error = compile_bound(compiler, node, keyword, op)) return error;
    }
    return std::nullopt;
}

CompileStep compile_string_keywords(SchemaCompiler& compiler, NodeDraft& node) {
    if (node.has(vocab::kValidation)) {
        if (auto error = compile_count(compiler, node, "minLength", Op::MinLength, kStringGroup)) return error;
        if (auto error = compile_count(compiler, node, "maxLength", Op::MaxLength, kStringGroup)) return error;
        if (auto error = compile_pattern_keyword(compiler, node)) return error;
    }
    compile_content(compiler, node);
    return compile_format(compiler, node);
}

}  // namespace sg::schema
