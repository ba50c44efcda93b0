// `$ref` and `$dynamicRef` resolved at compile time: the reference is resolved against the
// base URI of the resource it sits in, the resource is found (scanning a registered or bundled
// document on first use), then the fragment: empty, a JSON Pointer, or a plain-name anchor.
#include <vector>

#include "schema/schema_compiler.h"
#include "schema/schema_pointer.h"
#include "schema/subschema_keywords.h"
#include "schema/uri.h"

namespace sg::schema {
namespace {

// Walks `pointer` from `root`, remembering the last value that the scan located, so that a
// target inside a non-schema keyword can be located relative to it.
struct PointerWalk {
    TapeValue target;
    const Location* ancestor = nullptr;
    std::vector<std::string> tokens_after_ancestor;
};

bool walk_pointer(const SchemaIndex& index, MemberIndex& members, TapeValue root, std::string_view pointer,
                  PointerWalk& walk) {
    walk.target = root;
    walk.ancestor = index.location_of(root);
    bool found = true;
    const bool well_formed = for_each_pointer_token(pointer, [&](std::string_view token) {
        if (!found) return;
        walk.target = members.child(walk.target, token);
        if (!walk.target) {
            found = false;
            return;
        }
        if (const Location* located = index.location_of(walk.target)) {
            walk.ancestor = located;
            walk.tokens_after_ancestor.clear();
        } else {
            walk.tokens_after_ancestor.emplace_back(token);
        }
    });
    return well_formed && found && walk.ancestor != nullptr;
}

}  // namespace

CompileStep SchemaCompiler::resolve(const NodeDraft& node, const char* keyword, std::string_view reference,
                                    ResolvedReference& out) {
    const std::string absolute = resolve_uri(index_.resource(node.location.resource).uri, reference);
    const std::string_view uri = uri_without_fragment(absolute);
    const auto fragment = percent_decode(uri_fragment(absolute));
    auto unresolved = [&](SchemaErrorMessage why, std::initializer_list<std::string_view> values = {}) {
        return invalid(node, keyword, SchemaErrorMessage::Unresolved, {keyword, reference, say(why, values)},
                       SchemaErrorKind::UnresolvedReference);
    };
    if (!fragment) return unresolved(SchemaErrorMessage::MalformedEscape);
    std::optional<SchemaError> scan_error;
    const auto resource = index_.find_resource(uri, node.spec, scan_error);
    if (scan_error) return scan_error;
    if (!resource) return unresolved(SchemaErrorMessage::UnknownUri, {uri});
    const ScannedResource& found = index_.resource(*resource);
    out.dynamic_anchor.clear();
    if (fragment->empty()) {
        out.target = found.root;
    } else if (fragment->front() == '/') {
        PointerWalk walk;
        if (!walk_pointer(index_, members_, found.root, *fragment, walk)) return unresolved(SchemaErrorMessage::PointerNamesNothing);
        if (!is_schema_value(walk.target)) return unresolved(SchemaErrorMessage::PointerNotSchema);
        if (index_.location_of(walk.target) == nullptr) {
            if (auto error = index_.adopt(walk.target, *walk.ancestor, walk.tokens_after_ancestor)) return error;
        }
        out.target = walk.target;
    } else {
        const Anchor* anchor = index_.find_anchor(*resource, *fragment);
        out.target = anchor != nullptr ? anchor->schema : TapeValue();
        if (anchor != nullptr && anchor->dynamic) out.dynamic_anchor = anchor->name;
        if (!out.target) return unresolved(SchemaErrorMessage::NoAnchor, {found.uri, *fragment});
    }
    return std::nullopt;
}

}  // namespace sg::schema
