#include "schema/format_checks.h"

#include "core/ascii_class.h"
#include "schema/pattern.h"

namespace sg::schema {

bool check_format(FormatKind kind, std::string_view text) {
    switch (kind) {
        case FormatKind::DateTime: return is_date_time(text);
        case FormatKind::Date: return is_date(text);
        case FormatKind::Time: return is_time(text);
        case FormatKind::Duration: return is_duration(text);
        case FormatKind::Email: return is_email(text);
        case FormatKind::Hostname: return is_hostname(text);
        case FormatKind::Ipv4: return is_ipv4(text);
        case FormatKind::Ipv6: return is_ipv6(text);
        case FormatKind::Uri: return is_uri(text);
        case FormatKind::UriReference: return is_uri_reference(text);
        case FormatKind::Uuid: return is_uuid(text);
        case FormatKind::Regex: return is_ecma262_regex(text);
        case FormatKind::JsonPointer: return is_json_pointer(text);
        case FormatKind::RelativeJsonPointer: return is_relative_json_pointer(text);
        case FormatKind::Iri: return is_iri(text);
        case FormatKind::IriReference: return is_iri_reference(text);
        case FormatKind::UriTemplate: return is_uri_template(text);
        case FormatKind::IdnEmail: return is_idn_email(text);
        case FormatKind::IdnHostname: return is_idn_hostname(text);
    }
    return true;
}

bool is_uuid(std::string_view text) {
    if (text.size() != 36) return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? text[i] != '-' : !is_ascii_hex(text[i])) return false;
    }
    return true;
}

bool is_json_pointer(std::string_view text) {
    if (text.empty()) return true;
    if (text.front() != '/') return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '~') continue;
        if (i + 1 >= text.size() || (text[i + 1] != '0' && text[i + 1] != '1')) return false;
    }
    return true;
}

bool is_relative_json_pointer(std::string_view text) {
    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits == 0 || (digits > 1 && text.front() == '0')) return false;
    const std::string_view rest = text.substr(digits);
    return rest == "#" || is_json_pointer(rest);
}

}  // namespace sg::schema
