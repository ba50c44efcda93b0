#include "providers/pointer_places.h"

#include <string>
#include <string_view>

#include "core/string_index.h"
#include "core/text_trim.h"
#include "json/strict_parser.h"
#include "schema/schema_pointer.h"

namespace sg {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// The pointers asked for as a tree of reference tokens, so that the walk looks up one token
// per member or element instead of comparing whole pointers.
class PointerTree {
public:
    explicit PointerTree(const std::vector<std::string_view>& pointers) : nodes_(1) {
        for (std::size_t p = 0; p < pointers.size(); ++p) {
            std::size_t node = 0;
            const bool well_formed = schema::for_each_pointer_token(pointers[p], [&](std::string_view token) {
                node = child_or_add(node, token);
            });
            if (well_formed) nodes_[node].ends.push_back(p);
        }
    }

    // The node below `node` for `token`; kNone when nothing asked for lies there.
    std::size_t child(std::size_t node, const std::string& token) const {
        if (node == kNone || nodes_[node].children.empty()) return kNone;
        const std::size_t* found = nodes_[node].children.find(token);
        return found == nullptr ? kNone : *found;
    }

    bool has_children(std::size_t node) const { return node != kNone && !nodes_[node].children.empty(); }

    // The pointers that end at `node`, the first time it is reached (a duplicated name: the first).
    const std::vector<std::size_t>& take_ends(std::size_t node) {
        static const std::vector<std::size_t> none;
        if (node == kNone || nodes_[node].reached) return none;
        nodes_[node].reached = true;
        return nodes_[node].ends;
    }

private:
    struct Node {
        StringMap<std::size_t> children;
        std::vector<std::size_t> ends;
        bool reached = false;
    };

    std::size_t child_or_add(std::size_t node, std::string_view token) {
        const auto [child, added] = nodes_[node].children.try_emplace(token, nodes_.size());
        if (!added) return child;
        nodes_.emplace_back();
        return nodes_.size() - 1;
    }

    std::vector<Node> nodes_;
};

// Index just past the string or scalar that starts at `i`.
std::size_t scalar_end(std::string_view json, std::size_t i) {
    if (json[i] != '"') {
        while (i < json.size() && !is_space(json[i]) && json[i] != ',' && json[i] != '}' && json[i] != ']') ++i;
        return i;
    }
    for (++i; i < json.size() && json[i] != '"'; ++i) i += json[i] == '\\' ? 1 : 0;
    return i + 1;
}

// A member name as the parser decoded it (escapes included: the parser is the one reading).
std::string member_name(std::string_view quoted) {
    if (quoted.find('\\') == std::string_view::npos) return std::string(quoted.substr(1, quoted.size() - 2));
    const Result<rapidjson::Document> name = parse_strict(quoted, quoted);
    return std::string(name.value().GetString(), name.value().GetStringLength());
}

// Byte offsets met in increasing order, given their line and column with one running count.
class LineCounter {
public:
    explicit LineCounter(std::string_view text) : text_(text) {}

    TextPosition at(std::size_t offset) {
        for (; scanned_ < offset; ++scanned_) {
            if (text_[scanned_] != '\n') continue;
            ++line_;
            line_start_ = scanned_ + 1;
        }
        return TextPosition{offset, line_, offset - line_start_ + 1};
    }

private:
    std::string_view text_;
    std::size_t scanned_ = 0;
    std::size_t line_ = 1;
    std::size_t line_start_ = 0;
};

struct Open {
    std::size_t node;
    bool array;
    std::size_t next_index = 0;
};

}  // namespace

std::vector<PointerPlace> locate_pointers(std::string_view json, const std::vector<std::string_view>& pointers) {
    PointerTree tree(pointers);
    LineCounter lines(json);
    std::vector<PointerPlace> places;
    std::vector<Open> open;
    std::size_t i = skip_space(json, 0);
    std::size_t node = 0;  // the tree node of the value at `i`
    while (i < json.size()) {
        for (const std::size_t p : tree.take_ends(node)) places.push_back(PointerPlace{p, lines.at(i)});
        if (json[i] == '{' || json[i] == '[') {
            open.push_back(Open{node, json[i] == '['});
            ++i;
        } else {
            i = scalar_end(json, i);
        }
        // Past closing brackets and commas to the next value (after its member name), or the end.
        for (i = skip_space(json, i); !open.empty(); i = skip_space(json, i + 1)) {
            if (json[i] == '}' || json[i] == ']') {
                open.pop_back();
                continue;
            }
            if (json[i] == ',') i = skip_space(json, i + 1);
            Open& container = open.back();
            if (container.array) {
                const std::size_t index = container.next_index++;
                node = tree.has_children(container.node) ? tree.child(container.node, std::to_string(index)) : kNone;
                break;
            }
            const std::size_t name_end = scalar_end(json, i);
            node = tree.has_children(container.node) ? tree.child(container.node, member_name(json.substr(i, name_end - i)))
                                                     : kNone;
            i = skip_space(json, skip_space(json, name_end) + 1);
            break;
        }
        if (open.empty()) break;
    }
    return places;
}

}  // namespace sg
