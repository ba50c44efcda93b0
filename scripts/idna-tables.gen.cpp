// Writes src/schema/idna_tables.cpp: what IDNA2008 needs to know of each code point, from the
// ICU installed on the machine that runs it (Debian: libicu-dev). The core cannot link ICU (it
// runs as wasm), so the answers are computed once here and committed:
//   c++ -std=c++17 scripts/idna-tables.gen.cpp $(pkg-config --cflags --libs icu-uc) -o /tmp/idna-gen
//   /tmp/idna-gen > src/schema/idna_tables.cpp
// The derived property follows RFC 5892 §3 (its §2 categories, computed from ICU's data); the
// other fields are what RFC 5892 appendix A and RFC 5893 ask of the code points around a
// CONTEXTJ / CONTEXTO one or in a right-to-left label. Fields of DISALLOWED and UNASSIGNED code
// points are left zero: such a label fails before they are read, and equal runs merge.
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

#include "../src/schema/idna_tables.h"

namespace {

using namespace sg::idna_data;

bool is_exception_pvalid(UChar32 cp) {
    return cp == 0x00DF || cp == 0x03C2 || cp == 0x06FD || cp == 0x06FE || cp == 0x0F0B || cp == 0x3007;
}

bool is_exception_contexto(UChar32 cp) {
    return cp == 0x00B7 || cp == 0x0375 || cp == 0x05F3 || cp == 0x05F4 || cp == 0x30FB ||
           (cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06F0 && cp <= 0x06F9);
}

bool is_exception_disallowed(UChar32 cp) {
    return cp == 0x0640 || cp == 0x07FA || cp == 0x302E || cp == 0x302F || (cp >= 0x3031 && cp <= 0x3035) ||
           cp == 0x303B;
}

// RFC 5892 §2.2: toNFKC(toCaseFold(toNFKC(cp))) != cp.
bool is_unstable(UChar32 cp) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
    const icu::UnicodeString original(cp);
    icu::UnicodeString once = nfkc->normalize(original, status);
    once.foldCase(U_FOLD_CASE_DEFAULT);
    const icu::UnicodeString stable = nfkc->normalize(once, status);
    if (U_FAILURE(status)) std::abort();
    return stable != original;
}

bool is_ignorable_block(UChar32 cp) {
    const UBlockCode block = ublock_getCode(cp);
    return block == UBLOCK_COMBINING_MARKS_FOR_SYMBOLS || block == UBLOCK_MUSICAL_SYMBOLS ||
           block == UBLOCK_ANCIENT_GREEK_MUSICAL_NOTATION;
}

bool is_old_hangul_jamo(UChar32 cp) {
    const auto type = u_getIntPropertyValue(cp, UCHAR_HANGUL_SYLLABLE_TYPE);
    return type == U_HST_LEADING_JAMO || type == U_HST_VOWEL_JAMO || type == U_HST_TRAILING_JAMO;
}

bool is_letter_digit(UChar32 cp) {
    switch (u_charType(cp)) {
        case U_LOWERCASE_LETTER:
        case U_UPPERCASE_LETTER:
        case U_OTHER_LETTER:
        case U_DECIMAL_DIGIT_NUMBER:
        case U_MODIFIER_LETTER:
        case U_NON_SPACING_MARK:
        case U_COMBINING_SPACING_MARK: return true;
        default: return false;
    }
}

// RFC 5892 §3, in its order (BackwardCompatible is empty).
Derived derived_property(UChar32 cp) {
    if (is_exception_pvalid(cp)) return Derived::Pvalid;
    if (is_exception_contexto(cp)) return Derived::ContextO;
    if (is_exception_disallowed(cp)) return Derived::Invalid;
    const bool noncharacter = u_hasBinaryProperty(cp, UCHAR_NONCHARACTER_CODE_POINT);
    if (u_charType(cp) == U_UNASSIGNED && !noncharacter) return Derived::Invalid;
    if (cp == '-' || (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z')) return Derived::Pvalid;
    if (u_hasBinaryProperty(cp, UCHAR_JOIN_CONTROL)) return Derived::ContextJ;
    if (is_unstable(cp)) return Derived::Invalid;
    if (noncharacter || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
        u_hasBinaryProperty(cp, UCHAR_WHITE_SPACE)) {
        return Derived::Invalid;
    }
    if (is_ignorable_block(cp) || is_old_hangul_jamo(cp)) return Derived::Invalid;
    return is_letter_digit(cp) ? Derived::Pvalid : Derived::Invalid;
}

Bidi bidi_class(UChar32 cp) {
    switch (u_charDirection(cp)) {
        case U_LEFT_TO_RIGHT: return Bidi::L;
        case U_RIGHT_TO_LEFT: return Bidi::R;
        case U_RIGHT_TO_LEFT_ARABIC: return Bidi::AL;
        case U_ARABIC_NUMBER: return Bidi::AN;
        case U_EUROPEAN_NUMBER: return Bidi::EN;
        case U_EUROPEAN_NUMBER_SEPARATOR: return Bidi::ES;
        case U_COMMON_NUMBER_SEPARATOR: return Bidi::CS;
        case U_EUROPEAN_NUMBER_TERMINATOR: return Bidi::ET;
        case U_OTHER_NEUTRAL: return Bidi::ON;
        case U_BOUNDARY_NEUTRAL: return Bidi::BN;
        case U_DIR_NON_SPACING_MARK: return Bidi::NSM;
        default: return Bidi::Other;
    }
}

// Join_Causing (U+200D, U+0640, U+07FA, …) is not in RFC 5892 A.1's pattern: Other.
Joining joining_type(UChar32 cp) {
    switch (u_getIntPropertyValue(cp, UCHAR_JOINING_TYPE)) {
        case U_JT_DUAL_JOINING: return Joining::D;
        case U_JT_LEFT_JOINING: return Joining::L;
        case U_JT_RIGHT_JOINING: return Joining::R;
        case U_JT_TRANSPARENT: return Joining::T;
        default: return Joining::Other;
    }
}

Script script_of(UChar32 cp) {
    UErrorCode status = U_ZERO_ERROR;
    switch (uscript_getScript(cp, &status)) {
        case USCRIPT_GREEK: return Script::Greek;
        case USCRIPT_HEBREW: return Script::Hebrew;
        case USCRIPT_HIRAGANA:
        case USCRIPT_KATAKANA:
        case USCRIPT_HAN: return Script::KanaHan;
        default: return Script::Other;
    }
}

bool is_mark(UChar32 cp) { return (U_GET_GC_MASK(cp) & U_GC_M_MASK) != 0; }

std::uint16_t class_of(UChar32 cp) {
    const Derived derived = derived_property(cp);
    if (derived == Derived::Invalid) return 0;
    return pack({derived, bidi_class(cp), joining_type(cp), script_of(cp), is_mark(cp), u_getCombiningClass(cp) == 9});
}

void print_numbers(const char* type, const char* name, const std::vector<std::uint32_t>& numbers) {
    std::printf("const %s %s[] = {", type, name);
    for (std::size_t i = 0; i < numbers.size(); ++i) std::printf("%s%u,", i % 12 == 0 ? "\n   " : " ", numbers[i]);
    std::printf("\n};\n\n");
}

// Appends `n` as unsigned LEB128: seven bits a byte, low bits first, the high bit set on all
// but the last.
void append_leb128(std::vector<std::uint32_t>& bytes, std::uint32_t n) {
    for (; n >= 0x80; n >>= 7) bytes.push_back((n & 0x7F) | 0x80);
    bytes.push_back(n);
}

}  // namespace

int main() {
    std::vector<std::uint32_t> classes;  // distinct classes, in order of first use
    std::map<std::uint16_t, std::uint32_t> index_of;
    std::vector<std::uint32_t> starts;  // where each run begins, and its class index
    std::vector<std::uint32_t> run_classes;
    std::uint16_t previous = 0xFFFF;
    for (UChar32 cp = 0; cp <= 0x10FFFF; ++cp) {
        const std::uint16_t value = class_of(cp);
        if (value == previous) continue;
        previous = value;
        if (index_of.count(value) == 0) {
            index_of[value] = static_cast<std::uint32_t>(classes.size());
            classes.push_back(value);
        }
        starts.push_back(static_cast<std::uint32_t>(cp));
        run_classes.push_back(index_of[value]);
    }
    if (classes.size() > (1u << kRunClassBits)) return 1;
    std::vector<std::uint32_t> run_bytes;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::uint32_t end = i + 1 < starts.size() ? starts[i + 1] : 0x110000;
        append_leb128(run_bytes, (end - starts[i]) << kRunClassBits | run_classes[i]);
    }
    UVersionInfo icu;
    u_getVersion(icu);
    char version[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(icu, version);
    std::printf("// GENERATED by scripts/idna-tables.gen.cpp from ICU %s (Unicode %s); do not edit.\n", version,
                U_UNICODE_VERSION);
    std::printf("// Data, not code: %zu runs over %zu distinct code point classes (idna_tables.h).\n",
                starts.size(), classes.size());
    std::printf("#include \"schema/idna_tables.h\"\n\nnamespace sg::idna_data {\n\n");
    print_numbers("std::uint16_t", "kClasses", classes);
    print_numbers("std::uint8_t", "kRunBytes", run_bytes);
    std::printf("const std::size_t kRunBytesSize = sizeof kRunBytes;\n");
    std::printf("const std::size_t kRunCount = %zu;\n\n}  // namespace sg::idna_data\n", starts.size());
    return 0;
}
