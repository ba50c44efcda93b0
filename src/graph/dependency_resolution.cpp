#include "graph/dependency_resolution.h"

#include <cmath>
#include <cstring>
#include <string>
#include <string_view>

#include "core/string_index.h"
#include "graph/dependency_check.h"
#include "graph/graph_messages.h"
#include "json/value_description.h"

namespace sg {
namespace {

// A seq written as JavaScript writes a number key: decimal digits, no sign, no leading zero.
std::int64_t seq_key(std::string_view key) {
    if (key.empty() || key.size() > 16 || key[0] == '0') return 0;
    std::int64_t seq = 0;
    for (const char c : key) {
        if (c < '0' || c > '9') return 0;
        seq = seq * 10 + (c - '0');
    }
    return seq <= kMaxSeq ? seq : 0;
}

// Equal ids give equal keys: 3 and 3.0 are one id (JavaScript cannot tell them apart); the
// string "3" is another.
std::string id_key(const rapidjson::Value& id) {
    if (id.IsString()) return "s" + std::string(id.GetString(), id.GetStringLength());
    if (id.IsInt64()) return "i" + std::to_string(id.GetInt64());
    if (id.IsUint64()) return "i" + std::to_string(id.GetUint64());
    const double d = id.GetDouble();
    if (std::fabs(d) < 9.0e18 && d == std::floor(d)) return "i" + std::to_string(static_cast<std::int64_t>(d));
    char bits[sizeof d];
    std::memcpy(bits, &d, sizeof d);
    return "d" + std::string(bits, sizeof d);
}

class Resolver {
public:
    Resolver(const rapidjson::Value& steps, const DependencyOptions& options)
        : steps_(steps), options_(options), errors_(options.max_errors), analysed_(analyse_plan(read_plan(steps, options, errors_), options, errors_)),
          at_(options), ids_(analysed_.plan.steps.size(), nullptr) {}

    DependencyResolution run(const rapidjson::Value& ids_by_seq) {
        collect_ids(ids_by_seq);
        check_ids();
        DependencyResolution result;
        if (errors_.count() == 0) result.steps = rewritten();
        result.error_count = errors_.count();
        result.errors = errors_.take();
        return result;
    }

private:
    void collect_ids(const rapidjson::Value& ids_by_seq) {
        if (!ids_by_seq.IsObject()) return;
        for (const auto& member : ids_by_seq.GetObject()) {
            const std::int64_t seq = seq_key(std::string_view(member.name.GetString(), member.name.GetStringLength()));
            const std::uint32_t step = seq == 0 ? kNoStep : analysed_.plan.step_of(seq);
            if (step != kNoStep) ids_[step] = &member.value;
        }
    }

    void check_ids() {
        StringMap<std::uint32_t> step_by_id;
        const Plan& plan = analysed_.plan;
        for (std::uint32_t step = 0; step < plan.steps.size(); ++step) {
            const std::int64_t seq = plan.steps[step].seq;
            if (seq == 0 || plan.step_of(seq) != step) continue;  // already an invalid or duplicate seq
            const rapidjson::Value* id = ids_[step];
            if (id == nullptr || !(id->IsString() || id->IsNumber())) {
                report_unmapped(step, seq, id);
                continue;
            }
            const auto [first, added] = step_by_id.try_emplace(id_key(*id), step);
            if (!added) report_shared(step, seq, first, *id);
        }
    }

    void report_unmapped(std::uint32_t step, std::int64_t seq, const rapidjson::Value* id) {
        errors_.report([&] {
            const Language language = options_.language;
            const std::string number = std::to_string(seq);
            std::string message = id == nullptr ? graph_message(language, GraphMessage::NoId, {number})
                                                : graph_message(language, GraphMessage::IdNotStringOrNumber,
                                                                {number, describe_json_value(*id, language)});
            return dependency_error(DependencyCategory::Unmapped, std::move(message), {seq}, at_.seq(step));
        });
    }

    void report_shared(std::uint32_t step, std::int64_t seq, std::uint32_t first, const rapidjson::Value& id) {
        const std::int64_t first_seq = analysed_.plan.steps[first].seq;
        errors_.report([&] {
            return dependency_error(DependencyCategory::Duplicate,
                                    graph_message(options_.language, GraphMessage::SameId,
                                                  {std::to_string(first_seq), std::to_string(seq),
                                                   describe_json_value(id, options_.language)}),
                                    {first_seq, seq}, at_.seq(step));
        });
    }

    rapidjson::Document rewritten() const {
        rapidjson::Document out(rapidjson::kArrayType);
        auto& allocator = out.GetAllocator();
        const Plan& plan = analysed_.plan;
        const rapidjson::Value depends_on_key(rapidjson::StringRef(options_.depends_on_field.data(),
                                                                   options_.depends_on_field.size()));
        for (const std::int64_t seq : analysed_.order) {
            const std::uint32_t step = plan.step_of(seq);
            rapidjson::Value copy(steps_[step], allocator);
            const auto depends_on = copy.FindMember(depends_on_key);
            if (depends_on != copy.MemberEnd()) {
                rapidjson::Value ids(rapidjson::kArrayType);
                const PlanStep& s = plan.steps[step];
                for (std::uint32_t r = s.first_reference; r < s.first_reference + s.reference_count; ++r) {
                    ids.PushBack(rapidjson::Value(*ids_[plan.step_of(plan.references[r].seq)], allocator), allocator);
                }
                depends_on->value = std::move(ids);
            }
            out.PushBack(std::move(copy), allocator);
        }
        return out;
    }

    const rapidjson::Value& steps_;
    const DependencyOptions& options_;
    DependencyErrors errors_;
    AnalysedPlan analysed_;
    PlanLocations at_;
    std::vector<const rapidjson::Value*> ids_;
};

}  // namespace

DependencyResolution resolve_dependencies(const rapidjson::Value& steps, const rapidjson::Value& ids_by_seq,
                                          const DependencyOptions& options) {
    return Resolver(steps, options).run(ids_by_seq);
}

}  // namespace sg
