// `$ref` in provider schemas: what each reference names (only fragments of this document are
// followed; nothing is ever fetched), which references are recursive, and how many object
// levels a referenced schema adds where it is used.
//
// Recursion is decided on the graph whose nodes are the document root and every referenced
// schema, with an edge X -> Y when X's tree (its subschemas, definitions excluded) holds a
// `$ref` to Y: a reference is recursive when its source and target share a strongly connected
// component, i.e. following it can lead back to it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/result.h"
#include "core/string_index.h"
#include "providers/schema_walker.h"
#include "schema/member_index.h"

namespace sg::providers {

enum class RefKind {
    Root,        // "#"
    Definition,  // "#/$defs/name" or "#/definitions/name"
    Local,       // any other JSON Pointer fragment that names a schema in this document
    External,    // not a fragment of this document: another resource, never fetched
    Unresolved,  // a fragment that names nothing here (or a plain-name anchor)
};

struct ResolvedRef {
    RefKind kind = RefKind::Unresolved;
    const rapidjson::Value* target = nullptr;
    std::string target_pointer;  // canonical JSON Pointer of the target; "" for the root
};

// `members`, when given, indexes the large objects the pointer walks through (a `$defs` of
// 100,000 definitions): callers resolving many references share one.
ResolvedRef resolve_ref(const rapidjson::Value& root, std::string_view ref, schema::MemberIndex* members = nullptr);

struct RefUse {
    std::string site;  // JSON Pointer of the schema that holds `$ref`
    std::string ref;   // as written
    ResolvedRef resolved;
    bool recursive = false;
};

// Object levels below a schema, references followed once (recursive ones add nothing).
struct Height {
    std::size_t levels = 0;
    std::string deepest;  // JSON Pointer of the deepest object schema
};

class RefGraph {
public:
    static Result<RefGraph> build(const rapidjson::Value& root, const WalkOptions& options);

    const std::vector<RefUse>& uses() const { return uses_; }
    const RefUse* use_at(const std::string& site) const;
    // The height of a referenced schema (by its target pointer); nothing for a non-target.
    std::optional<Height> height_of(const std::string& target_pointer) const;

private:
    struct Edge {
        std::size_t target;
        std::size_t use;
        std::size_t level;  // object level at the `$ref` site within the source tree
    };
    struct Node {
        std::string pointer;
        const rapidjson::Value* schema;
        std::vector<Edge> edges;
        Height local;   // without following references
        Height height;  // following references
    };

    class UseCollector;
    class TreeEdges;

    std::optional<Error> add_tree_edges(std::size_t node, const WalkOptions& options);
    std::vector<std::vector<std::size_t>> components() const;
    void settle(const std::vector<std::vector<std::size_t>>& components);

    std::vector<RefUse> uses_;
    StringMap<std::size_t> use_by_site_;
    std::vector<Node> nodes_;
    StringMap<std::size_t> node_by_pointer_;
    std::vector<std::size_t> component_;  // strongly connected component of each node
};

}  // namespace sg::providers
