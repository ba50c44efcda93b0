#include "run/wire/tool_declarations.h"

namespace sg {

std::vector<ToolDeclaration> declared_tools(const ModelRequest& request, std::string_view output_description) {
    std::vector<ToolDeclaration> tools;
    if (request.mode == OutputMode::Tool) {
        tools.push_back(ToolDeclaration{request.schema_name, output_description, request.schema, true});
    }
    for (const ToolSpec& tool : request.tools) tools.push_back(ToolDeclaration{tool.name, tool.description, tool.parameters});
    return tools;
}

void write_tool_members(JsonWriter& out, const ToolDeclaration& tool, std::string_view schema_key) {
    write_member(out, "name", tool.name);
    if (!tool.description.empty()) write_member(out, "description", tool.description);
    write_key(out, schema_key);
    write_raw_object(out, tool.parameters);
}

}  // namespace sg
