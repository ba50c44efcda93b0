// The `format` values that can assert (SchemaOptions::format_assertion, or the 2020-12
// format-assertion vocabulary). The others — idn-email and idn-hostname (their IDNA2008
// tables are not bundled) and unknown names — stay annotations: they never fail a value.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace sg::schema {

enum class FormatKind : std::uint8_t {
    DateTime, Date, Time, Duration, Email, Hostname, Ipv4, Ipv6, Uri, UriReference, Uuid, Regex,
    JsonPointer, RelativeJsonPointer, Iri, IriReference, UriTemplate,
};

std::optional<FormatKind> format_kind(std::string_view name);
std::string_view format_name(FormatKind kind);

// Whether `text` (a JSON string, UTF-8) is a valid `kind`.
bool check_format(FormatKind kind, std::string_view text);

// The individual checks, by RFC.
bool is_date_time(std::string_view text);   // RFC 3339 date-time
bool is_date(std::string_view text);        // RFC 3339 full-date
bool is_time(std::string_view text);        // RFC 3339 full-time
bool is_duration(std::string_view text);    // RFC 3339 appendix A (ISO 8601)
bool is_email(std::string_view text);       // RFC 5321 Mailbox
bool is_hostname(std::string_view text);    // RFC 1123
bool is_ipv4(std::string_view text);        // RFC 2673 dotted-quad
bool is_ipv6(std::string_view text);        // RFC 4291
bool is_uri(std::string_view text);         // RFC 3986 URI
bool is_uri_reference(std::string_view text);
bool is_iri(std::string_view text);            // RFC 3987 IRI
bool is_iri_reference(std::string_view text);
bool is_uri_template(std::string_view text);   // RFC 6570, any level
bool is_uuid(std::string_view text);        // RFC 4122
bool is_json_pointer(std::string_view text);           // RFC 6901
bool is_relative_json_pointer(std::string_view text);  // draft-bhutton-relative-json-pointer

}  // namespace sg::schema
