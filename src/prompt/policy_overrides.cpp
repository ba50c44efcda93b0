#include "prompt/policy_overrides.h"

#include "core/json_type_name.h"
#include "core/text_trim.h"
#include "json/strict_parser.h"

namespace sg {
namespace {

std::string quoted(std::string_view key) { return "\"" + std::string(key) + "\""; }

// Where a known key's value goes: one of the blocks, or the extra policy.
std::optional<std::string>* slot_for(PolicyOverrides& overrides, std::string_view key) {
    if (key == kExtraPolicyKey) return &overrides.extra_policy;
    const std::optional<PolicyBlock> block = policy_block_for_key(key);
    if (!block) return nullptr;
    return &overrides.blocks[static_cast<std::size_t>(*block)];
}

class JsonOverrideReader {
public:
    explicit JsonOverrideReader(PolicyOverrides& out) : out_(out) {}

    std::optional<Error> read(const rapidjson::Value& object) {
        for (auto member = object.MemberBegin(); member != object.MemberEnd(); ++member) {
            const std::string_view key(member->name.GetString(), member->name.GetStringLength());
            if (std::optional<Error> error = read_member(key, member->value)) return error;
        }
        return std::nullopt;
    }

private:
    std::optional<Error> read_member(std::string_view key, const rapidjson::Value& value) {
        std::optional<std::string>* slot = slot_for(out_, key);
        if (!slot) {
            warn("UnknownKey", key, quoted(key) + " is not a policy key and was ignored; the keys are "
                                    "persistence_policy, context_gathering_policy, uncertainty_policy, "
                                    "tool_preamble_policy and extra_policy");
            return std::nullopt;
        }
        // Matches JSON.parse and Python's json.loads: with a key given twice, the last one counts.
        if (seen_key(key)) warn("DuplicateKey", key, quoted(key) + " is given more than once; the last one counts");
        if (value.IsNull()) {
            slot->reset();
            return std::nullopt;
        }
        if (!value.IsString()) {
            return error_without_position(
                ErrorCode::SchemaMismatch,
                "policy overrides: " + quoted(key) + " must be a string (or null to keep the default), got " +
                    std::string(json_type_phrase(value)));
        }
        const std::string_view text = trim_space(std::string_view(value.GetString(), value.GetStringLength()));
        if (text.empty()) {
            slot->reset();
            warn("BlankValue", key, quoted(key) + " is blank; the default is kept");
            return std::nullopt;
        }
        *slot = std::string(text);
        return std::nullopt;
    }

    bool seen_key(std::string_view key) {
        for (std::string_view seen : seen_) {
            if (seen == key) return true;
        }
        seen_.push_back(key);
        return false;
    }

    void warn(std::string code, std::string_view key, std::string message) {
        out_.warnings.push_back(OverrideWarning{std::move(code), std::string(key), std::move(message)});
    }

    PolicyOverrides& out_;
    std::vector<std::string_view> seen_;
};

}  // namespace

Result<PolicyOverrides> read_policy_overrides(std::string_view overrides) {
    PolicyOverrides out;
    const std::string_view text = trim_space(overrides);
    if (text.empty()) return out;
    if (text.front() != '{') {
        out.form = OverrideForm::Text;
        out.extra_policy = std::string(text);
        return out;
    }
    out.form = OverrideForm::Json;
    Result<rapidjson::Document> parsed = parse_strict(overrides, text);
    if (!parsed.ok()) {
        Error error = parsed.error();
        error.message = "policy overrides start with { but are not valid JSON: " + error.message;
        return error;
    }
    if (std::optional<Error> error = JsonOverrideReader(out).read(parsed.value())) return *error;
    return out;
}

}  // namespace sg
