// IDNA2008 labels, as the hostname and idn-hostname formats check them: A-labels ("xn--"
// and Punycode, RFC 5890 §2.3.2.1), U-labels (RFC 5891 §4.2.3 and §5.4: RFC 5892's derived
// property and contextual rules) and the Bidi rule over a whole name (RFC 5893). A U-label is
// not required to be in NFC: the core carries no normalization tables, and the
// JSON-Schema-Test-Suite accepts a label that is not.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg::schema {

// Longest label, in octets of its ASCII form (RFC 1035 §2.3.4).
constexpr std::size_t kMaxLabelOctets = 63;

// True when `label` (ASCII) starts with "xn--", in any case: it must then be an A-label.
bool has_a_label_prefix(std::string_view label);

// The U-label an A-label stands for, when `label` is one: its Punycode decodes, holds a code
// point beyond ASCII, encodes back to the same text (case aside) and is a U-label.
std::optional<std::u32string> read_a_label(std::string_view label);

// RFC 5891 §4.2.3 and §5.4: not empty; no "--" in positions 3 and 4; no hyphen first or
// last; no combining mark first; every code point PVALID, or CONTEXTJ / CONTEXTO with its
// RFC 5892 appendix A rule holding where it stands.
bool is_u_label(const std::u32string& label);

// Octets of the A-label `u_label` stands for ("xn--" and its Punycode), nullopt on overflow.
std::optional<std::size_t> a_label_octets(const std::u32string& u_label);

// RFC 5893 §2: when a label of the name holds a right-to-left character (bidi class R, AL or
// AN), every label must satisfy the Bidi rule. ASCII labels are given in lowercase.
bool satisfies_bidi_rule(const std::vector<std::u32string>& labels);

}  // namespace sg::schema
