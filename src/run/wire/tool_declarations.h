// The tools a request declares, as every wire lists them: the forced output tool of
// OutputMode::Tool (rule R1: the schema is its input) first, then the caller's own tools
// (rule R9). Each wire wraps them in its own shape; the members they share are written here.
#pragma once

#include <string_view>
#include <vector>

#include "run/wire/json_body.h"
#include "run/wire/model_request.h"

namespace sg {

struct ToolDeclaration {
    std::string_view name;
    std::string_view description;
    std::string_view parameters;  // JSON Schema text
    bool is_output = false;       // the forced output tool
};

// `output_description` tells the model what the output tool is for, in the wire's words.
std::vector<ToolDeclaration> declared_tools(const ModelRequest& request, std::string_view output_description);

// name, description (when there is one), and the parameter schema under `schema_key`.
void write_tool_members(JsonWriter& out, const ToolDeclaration& tool, std::string_view schema_key);

}  // namespace sg
