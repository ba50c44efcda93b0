// RFC 3986 references as JSON Schema uses them: `$id` and `$ref` resolved against the base URI
// of the schema resource they sit in. No normalisation beyond dot-segment removal: schemas
// name their resources consistently, and the test suite expects exact matches.
#pragma once

#include <string>
#include <string_view>

namespace sg::schema {

struct UriParts {
    std::string_view scheme, authority, path, query, fragment;
    bool has_scheme = false, has_authority = false, has_query = false, has_fragment = false;
};

UriParts split_uri(std::string_view reference);

// RFC 3986 §5.2.2; a base without a scheme (a schema with no absolute `$id`) still resolves,
// giving a relative result that serves as a key.
std::string resolve_uri(std::string_view base, std::string_view reference);

// `uri` up to (not including) its '#'.
std::string_view uri_without_fragment(std::string_view uri);

// The text after the first '#', or "" when there is none.
std::string_view uri_fragment(std::string_view uri);

}  // namespace sg::schema
