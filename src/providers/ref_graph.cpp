#include "providers/ref_graph.h"

#include <algorithm>
#include <limits>

#include "core/json_pointer.h"
#include "providers/schema_facts.h"
#include "schema/schema_pointer.h"

namespace sg::providers {
namespace {

constexpr std::size_t kUnset = std::numeric_limits<std::size_t>::max();

}  // namespace

ResolvedRef resolve_ref(const rapidjson::Value& root, std::string_view ref, schema::MemberIndex* members) {
    ResolvedRef resolved;
    if (ref.empty() || ref.front() != '#') {
        resolved.kind = RefKind::External;
        return resolved;
    }
    const std::optional<std::string> fragment = schema::percent_decode(ref.substr(1));
    if (!fragment) return resolved;
    std::vector<std::string> tokens;
    const bool well_formed =
        schema::for_each_pointer_token(*fragment, [&](std::string_view token) { tokens.emplace_back(token); });
    if (!well_formed) return resolved;  // "#name" is an anchor, not a pointer: not followed
    const rapidjson::Value* at = &root;
    for (const std::string& token : tokens) {
        at = members != nullptr ? members->child(*at, token) : schema::pointer_child(*at, token);
        if (at == nullptr) return resolved;
    }
    if (!at->IsObject() && !at->IsBool()) return resolved;
    for (const std::string& token : tokens) append_pointer_token(resolved.target_pointer, token);
    resolved.target = at;
    if (tokens.empty()) {
        resolved.kind = RefKind::Root;
    } else if (tokens.size() == 2 && is_definitions_keyword(tokens[0])) {
        resolved.kind = RefKind::Definition;
    } else {
        resolved.kind = RefKind::Local;
    }
    return resolved;
}

// Each `$ref` of the document as a use, and each schema one resolves to as a node.
class RefGraph::UseCollector final : public SiteVisitor {
public:
    UseCollector(RefGraph& graph, const rapidjson::Value& root) : graph_(graph), root_(root) {}

    void visit(const SchemaSite& site) override {
        const rapidjson::Value* ref = member(site.schema, "$ref");
        if (ref == nullptr || !ref->IsString()) return;
        RefUse use{site.pointer, std::string(string_of(*ref)), resolve_ref(root_, string_of(*ref), &members_), false};
        if (use.resolved.target != nullptr && !graph_.node_by_pointer_.contains(use.resolved.target_pointer)) {
            graph_.node_by_pointer_[use.resolved.target_pointer] = graph_.nodes_.size();
            graph_.nodes_.push_back(Node{use.resolved.target_pointer, use.resolved.target, {}, {}, {}});
        }
        graph_.use_by_site_[site.pointer] = graph_.uses_.size();
        graph_.uses_.push_back(std::move(use));
    }

private:
    RefGraph& graph_;
    const rapidjson::Value& root_;
    schema::MemberIndex members_;
};

// The edges out of one node's tree, and its height without following references.
class RefGraph::TreeEdges final : public SiteVisitor {
public:
    TreeEdges(RefGraph& graph, Node& node) : graph_(graph), node_(node) {}

    void visit(const SchemaSite& site) override {
        if (site.schema.IsObject() && is_object_schema(site.schema) && site.object_level > node_.local.levels) {
            node_.local = Height{site.object_level, site.pointer};
        }
        const std::size_t* use = graph_.use_by_site_.find(site.pointer);
        if (use == nullptr) return;
        const ResolvedRef& resolved = graph_.uses_[*use].resolved;
        if (resolved.target == nullptr) return;
        node_.edges.push_back(Edge{*graph_.node_by_pointer_.find(resolved.target_pointer), *use, site.object_level});
    }

private:
    RefGraph& graph_;
    Node& node_;
};

Result<RefGraph> RefGraph::build(const rapidjson::Value& root, const WalkOptions& options) {
    RefGraph graph;
    graph.nodes_.push_back(Node{"", &root, {}, {}, {}});
    graph.node_by_pointer_[""] = 0;
    WalkOptions everything = options;
    everything.skip_definitions = false;
    UseCollector uses(graph, root);
    if (std::optional<Error> failure = walk_schema(root, "", everything, uses)) return *failure;
    for (std::size_t node = 0; node < graph.nodes_.size(); ++node) {
        if (std::optional<Error> deep = graph.add_tree_edges(node, options)) return *deep;
    }
    graph.settle(graph.components());
    return graph;
}

std::optional<Error> RefGraph::add_tree_edges(std::size_t index, const WalkOptions& options) {
    WalkOptions tree = options;
    tree.skip_definitions = true;
    tree.start_level = 0;
    Node& node = nodes_[index];
    TreeEdges edges(*this, node);
    return walk_schema(*node.schema, node.pointer, tree, edges);
}

// Tarjan's algorithm with an explicit stack (a long chain of definitions must not exhaust the
// C++ stack). Components come out sinks first: every component a component reaches is
// emitted before it.
std::vector<std::vector<std::size_t>> RefGraph::components() const {
    const std::size_t n = nodes_.size();
    std::vector<std::size_t> index(n, kUnset), low(n, 0);
    std::vector<bool> on_stack(n, false);
    std::vector<std::size_t> stack;
    std::vector<std::pair<std::size_t, std::size_t>> frames;  // node, next edge
    std::vector<std::vector<std::size_t>> result;
    std::size_t counter = 0;
    auto open = [&](std::size_t v) {
        index[v] = low[v] = counter++;
        stack.push_back(v);
        on_stack[v] = true;
        frames.emplace_back(v, 0);
    };
    for (std::size_t start = 0; start < n; ++start) {
        if (index[start] != kUnset) continue;
        open(start);
        while (!frames.empty()) {
            auto& [v, next] = frames.back();
            if (next < nodes_[v].edges.size()) {
                const std::size_t w = nodes_[v].edges[next++].target;
                if (index[w] == kUnset) {
                    open(w);
                } else if (on_stack[w]) {
                    low[v] = std::min(low[v], index[w]);
                }
                continue;
            }
            const std::size_t done = v;
            frames.pop_back();
            if (!frames.empty()) low[frames.back().first] = std::min(low[frames.back().first], low[done]);
            if (low[done] != index[done]) continue;
            std::vector<std::size_t> component;
            std::size_t member;
            do {
                member = stack.back();
                stack.pop_back();
                on_stack[member] = false;
                component.push_back(member);
            } while (member != done);
            result.push_back(std::move(component));
        }
    }
    return result;
}

// A reference inside a component leads back to itself: it is recursive and adds no levels,
// since a recursive schema's nesting is unbounded by design.
void RefGraph::settle(const std::vector<std::vector<std::size_t>>& components) {
    component_.assign(nodes_.size(), 0);
    for (std::size_t c = 0; c < components.size(); ++c) {
        for (const std::size_t node : components[c]) component_[node] = c;
    }
    for (const auto& component : components) {
        for (const std::size_t x : component) {
            Node& node = nodes_[x];
            node.height = node.local;
            for (const Edge& edge : node.edges) {
                if (component_[edge.target] == component_[x]) {
                    uses_[edge.use].recursive = true;
                    continue;
                }
                const Height& below = nodes_[edge.target].height;
                if (edge.level + below.levels > node.height.levels) {
                    node.height = Height{edge.level + below.levels, below.deepest};
                }
            }
        }
    }
}

const RefUse* RefGraph::use_at(const std::string& site) const {
    const std::size_t* found = use_by_site_.find(site);
    return found == nullptr ? nullptr : &uses_[*found];
}

std::optional<Height> RefGraph::height_of(const std::string& target_pointer) const {
    const std::size_t* found = node_by_pointer_.find(target_pointer);
    if (found == nullptr) return std::nullopt;
    return nodes_[*found].height;
}

}  // namespace sg::providers
