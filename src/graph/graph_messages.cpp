#include "graph/graph_messages.h"

namespace sg {

std::string_view graph_text(GraphMessage message, Language language) {
    return language == Language::Japanese ? japanese_graph_text(message) : english_graph_text(message);
}

}  // namespace sg
