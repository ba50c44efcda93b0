#include "run/wire/provider_endpoint.h"

#include "core/ascii_case.h"
#include "run/wire/wire_codec.h"

namespace sg {
namespace {

constexpr std::string_view kOpenAIBaseUrl = "https://api.openai.com/v1";
constexpr std::string_view kAnthropicBaseUrl = "https://api.anthropic.com/v1";
constexpr std::string_view kGeminiBaseUrl = "https://generativelanguage.googleapis.com/v1beta";

std::string_view default_base_url(Wire wire) {
    switch (wire) {
        case Wire::OpenAIChat:
        case Wire::OpenAIResponses: return kOpenAIBaseUrl;
        case Wire::AnthropicMessages: return kAnthropicBaseUrl;
        case Wire::Gemini: return kGeminiBaseUrl;
    }
    return kOpenAIBaseUrl;
}

std::string gemini_path(const ProviderSettings& settings) {
    const bool own_path = settings.model.find('/') != std::string::npos;
    return (own_path ? "/" : "/models/") + settings.model +
           (settings.stream ? ":streamGenerateContent?alt=sse" : ":generateContent");
}

std::string endpoint_url(const ProviderSettings& settings) {
    std::string url = settings.base_url.empty() ? std::string(default_base_url(settings.wire)) : settings.base_url;
    while (!url.empty() && url.back() == '/') url.pop_back();
    switch (settings.wire) {
        case Wire::OpenAIChat: return url + "/chat/completions";
        case Wire::AnthropicMessages: return url + "/messages";
        case Wire::Gemini: return url + gemini_path(settings);
        case Wire::OpenAIResponses: return url + "/responses";
    }
    return url;
}

}  // namespace

HttpRequest build_http_request(const ProviderSettings& settings, const ModelRequest& request,
                               std::int64_t timeout_ms) {
    HttpRequest http;
    http.url = endpoint_url(settings);
    http.timeout_ms = timeout_ms;
    http.stream = settings.stream;
    http.headers.push_back(Header{"content-type", "application/json"});
    if (settings.stream) http.headers.push_back(Header{"accept", "text/event-stream"});
    if (settings.wire == Wire::AnthropicMessages) {
        http.headers.push_back(Header{"anthropic-version", settings.anthropic_version});
    }
    http.body = request_body(settings, request);
    for (const Header& header : settings.headers) http.headers.push_back(header);
    return http;
}

std::optional<std::string> credential_header(const Headers& headers) {
    static constexpr std::string_view kCredentials[] = {"authorization", "x-api-key", "x-goog-api-key", "api-key",
                                                        "proxy-authorization", "cookie"};
    for (const Header& header : headers) {
        for (std::string_view name : kCredentials) {
            if (equals_ignoring_case(header.name, name)) return header.name;
        }
    }
    return std::nullopt;
}

}  // namespace sg
