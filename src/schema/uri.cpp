#include "schema/uri.h"

namespace sg::schema {
namespace {

bool is_scheme_char(char c, bool first) {
    const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (first) return alpha;
    return alpha || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

// RFC 3986 §5.2.4.
std::string remove_dot_segments(std::string_view input) {
    std::string out;
    while (!input.empty()) {
        if (input.substr(0, 3) == "../") {
            input.remove_prefix(3);
        } else if (input.substr(0, 2) == "./") {
            input.remove_prefix(2);
        } else if (input.substr(0, 3) == "/./") {
            input.remove_prefix(2);
        } else if (input == "/.") {
            input = "/";
        } else if (input.substr(0, 4) == "/../" || input == "/..") {
            input = input.size() == 3 ? std::string_view("/") : input.substr(3);
            const std::size_t cut = out.rfind('/');
            out.erase(cut == std::string::npos ? 0 : cut);
        } else if (input == "." || input == "..") {
            input = {};
        } else {
            const std::size_t next = input.find('/', 1);
            const std::size_t take = next == std::string_view::npos ? input.size() : next;
            out.append(input.substr(0, take));
            input.remove_prefix(take);
        }
    }
    return out;
}

std::string merge_paths(const UriParts& base, std::string_view path) {
    if (base.has_authority && base.path.empty()) return "/" + std::string(path);
    const std::size_t slash = base.path.rfind('/');
    if (slash == std::string_view::npos) return std::string(path);
    return std::string(base.path.substr(0, slash + 1)) + std::string(path);
}

}  // namespace

UriParts split_uri(std::string_view ref) {
    UriParts parts;
    const std::size_t hash = ref.find('#');
    if (hash != std::string_view::npos) {
        parts.has_fragment = true;
        parts.fragment = ref.substr(hash + 1);
        ref = ref.substr(0, hash);
    }
    const std::size_t question = ref.find('?');
    if (question != std::string_view::npos) {
        parts.has_query = true;
        parts.query = ref.substr(question + 1);
        ref = ref.substr(0, question);
    }
    std::size_t i = 0;
    while (i < ref.size() && is_scheme_char(ref[i], i == 0)) ++i;
    if (i > 0 && i < ref.size() && ref[i] == ':') {
        parts.has_scheme = true;
        parts.scheme = ref.substr(0, i);
        ref.remove_prefix(i + 1);
    }
    if (ref.substr(0, 2) == "//") {
        const std::size_t end = ref.find('/', 2);
        parts.has_authority = true;
        parts.authority = ref.substr(2, end == std::string_view::npos ? std::string_view::npos : end - 2);
        ref = end == std::string_view::npos ? std::string_view() : ref.substr(end);
    }
    parts.path = ref;
    return parts;
}

std::string resolve_uri(std::string_view base_text, std::string_view reference) {
    const UriParts ref = split_uri(reference);
    const UriParts base = split_uri(base_text);
    UriParts target;
    std::string path;
    if (ref.has_scheme) {
        target = ref;
        path = remove_dot_segments(ref.path);
    } else {
        if (ref.has_authority) {
            target.has_authority = true;
            target.authority = ref.authority;
            path = remove_dot_segments(ref.path);
            target.has_query = ref.has_query;
            target.query = ref.query;
        } else {
            if (ref.path.empty()) {
                path = std::string(base.path);
                target.has_query = ref.has_query || base.has_query;
                target.query = ref.has_query ? ref.query : base.query;
            } else {
                path = remove_dot_segments(ref.path.front() == '/' ? std::string(ref.path) : merge_paths(base, ref.path));
                target.has_query = ref.has_query;
                target.query = ref.query;
            }
            target.has_authority = base.has_authority;
            target.authority = base.authority;
        }
        target.has_scheme = base.has_scheme;
        target.scheme = base.scheme;
    }
    std::string out;
    if (target.has_scheme) {
        out.append(target.scheme);
        out += ':';
    }
    if (target.has_authority) {
        out += "//";
        out.append(target.authority);
    }
    out += path;
    if (target.has_query) {
        out += '?';
        out.append(target.query);
    }
    if (ref.has_fragment) {
        out += '#';
        out.append(ref.fragment);
    }
    return out;
}

std::string_view uri_without_fragment(std::string_view uri) {
    return uri.substr(0, uri.find('#'));
}

std::string_view uri_fragment(std::string_view uri) {
    const std::size_t hash = uri.find('#');
    return hash == std::string_view::npos ? std::string_view() : uri.substr(hash + 1);
}

}  // namespace sg::schema
