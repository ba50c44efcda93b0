#include "run/wire/wire_codec.h"

#include "json/strict_parser.h"
#include "run/wire/provider_messages.h"

namespace sg {

const WireCodec& wire_codec(Wire wire) {
    switch (wire) {
        case Wire::AnthropicMessages: return kAnthropicCodec;
        case Wire::Gemini: return kGeminiCodec;
        case Wire::OpenAIResponses: return kResponsesCodec;
        case Wire::OpenAIChat: break;
    }
    return kOpenAIChatCodec;
}

std::string request_body(const ProviderSettings& settings, const ModelRequest& request) {
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    wire_codec(settings.wire).write_request(out, settings, request);
    out.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::optional<RunError> decode_response(Wire wire, std::string_view body, ModelReply& reply, Language language) {
    StrictParseOptions options;
    options.language = language;
    Result<rapidjson::Document> parsed = parse_strict(body, body, options);
    if (!parsed.ok()) {
        return run_error(RunErrorKind::ProtocolError,
                         provider_message(language, ProviderMessage::NotJson, {parsed.error().message}), true);
    }
    return wire_codec(wire).read_response(parsed.value(), reply, language);
}

}  // namespace sg
