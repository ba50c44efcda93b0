// A schema that reaches itself through in-place applicators only ($ref, allOf, anyOf, oneOf,
// not, if/then/else, dependentSchemas) would evaluate the same value forever, e.g.
// {"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}. Such a cycle is a compile
// error. $dynamicRef is left to the validator's depth limit: its target depends on the path.
#include <vector>

#include "schema/schema_compiler.h"

namespace sg::schema {
namespace {

void in_place_edges(const Program& program, std::uint32_t id, std::vector<std::uint32_t>& edges) {
    edges.clear();
    const Node& node = program.nodes[id];
    auto add = [&](std::uint32_t target) {
        if (target != kNone) edges.push_back(target);
    };
    for (std::uint32_t i = node.begin[kAnyGroup]; i < node.begin[kAnyGroup + 1]; ++i) {
        const Instr& instr = program.instrs[i];
        switch (instr.op) {
            case Op::Ref:
            case Op::Not: add(instr.a); break;
            case Op::AllOf:
            case Op::AnyOf:
            case Op::OneOf:
                for (std::uint32_t k = 0; k < instr.b; ++k) add(program.lists[instr.a + k]);
                break;
            case Op::IfThenElse:
                add(instr.a);
                add(instr.b);
                add(instr.c);
                break;
            default: break;
        }
    }
    for (std::uint32_t i = node.begin[kObjectGroup]; i < node.begin[kObjectGroup + 1]; ++i) {
        const Instr& instr = program.instrs[i];
        if (instr.op != Op::DependentSchemas) continue;
        const NameTable& table = program.tables[instr.a];
        for (std::size_t k = 0; k < table.size(); ++k) add(table.value(k));
    }
}

}  // namespace

CompileStep SchemaCompiler::check_in_place_cycles() const {
    const Program& program = *program_;
    enum : std::uint8_t { kUnseen, kOnPath, kDone };
    std::vector<std::uint8_t> state(program.nodes.size(), kUnseen);
    struct Visit {
        std::uint32_t node;
        std::vector<std::uint32_t> edges;
        std::size_t next;
    };
    std::vector<Visit> path;
    for (std::uint32_t start = 0; start < program.nodes.size(); ++start) {
        if (state[start] != kUnseen) continue;
        path.push_back(Visit{start, {}, 0});
        in_place_edges(program, start, path.back().edges);
        state[start] = kOnPath;
        while (!path.empty()) {
            Visit& top = path.back();
            if (top.next == top.edges.size()) {
                state[top.node] = kDone;
                path.pop_back();
                continue;
            }
            const std::uint32_t target = top.edges[top.next++];
            if (state[target] == kOnPath) {
                const Location* at = index_.location_of(node_schemas_[top.node]);
                return index_.error_at(*at, "", SchemaErrorMessage::InPlaceCycle);
            }
            if (state[target] == kUnseen) {
                state[target] = kOnPath;
                path.push_back(Visit{target, {}, 0});
                in_place_edges(program, target, path.back().edges);
            }
        }
    }
    return std::nullopt;
}

}  // namespace sg::schema
