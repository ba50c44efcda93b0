// The `format` values that can assert (SchemaOptions::format_assertion, or the 2020-12
// format-assertion vocabulary): every format the specification names. Unknown names stay
// annotations: they never fail a value.
#pragma once

#include <optional>
#include <string_view>

#include "core/enum_names.h"

namespace sg::schema {

#define SG_FORMAT_KINDS(X)                                                                                    \
    X(DateTime, "date-time") X(Date, "date") X(Time, "time") X(Duration, "duration") X(Email, "email")          \
    X(Hostname, "hostname") X(Ipv4, "ipv4") X(Ipv6, "ipv6") X(Uri, "uri") X(UriReference, "uri-reference")      \
    X(Uuid, "uuid") X(Regex, "regex") X(JsonPointer, "json-pointer") X(RelativeJsonPointer, "relative-json-pointer") \
    X(Iri, "iri") X(IriReference, "iri-reference") X(UriTemplate, "uri-template") X(IdnEmail, "idn-email")      \
    X(IdnHostname, "idn-hostname")
SG_NAMED_ENUM(FormatKind, SG_FORMAT_KINDS)

inline std::optional<FormatKind> format_kind(std::string_view name) { return enum_from_name<FormatKind>(name); }
inline std::string_view format_name(FormatKind kind) { return name_of(kind); }

// Whether `text` (a JSON string, UTF-8) is a valid `kind`.
bool check_format(FormatKind kind, std::string_view text);

// The individual checks, by RFC.
bool is_date_time(std::string_view text);   // RFC 3339 date-time
bool is_date(std::string_view text);        // RFC 3339 full-date
bool is_time(std::string_view text);        // RFC 3339 full-time
bool is_duration(std::string_view text);    // RFC 3339 appendix A (ISO 8601)
bool is_email(std::string_view text);       // RFC 5321 Mailbox
bool is_idn_email(std::string_view text);   // RFC 6531 Mailbox (UTF-8 local part, idn-hostname domain)
bool is_hostname(std::string_view text);    // RFC 1123, A-labels per IDNA2008
bool is_idn_hostname(std::string_view text);  // RFC 5890 §2.3.2.3: U-labels too (IDNA2008)
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
