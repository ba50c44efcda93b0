#include "graph/plan_reader.h"

#include <cmath>

#include "core/json_pointer.h"
#include "graph/graph_messages.h"
#include "json/value_description.h"

namespace sg {
namespace {

// A whole number from 1 to kMaxSeq, or 0. `2.0` counts as 2, as JSON Schema's integer does
// (and as JavaScript, which cannot tell them apart, must).
std::int64_t seq_number(const rapidjson::Value& value) {
    if (value.IsInt64()) {
        const std::int64_t n = value.GetInt64();
        return n >= 1 && n <= kMaxSeq ? n : 0;
    }
    if (value.IsDouble()) {
        const double d = value.GetDouble();
        if (d >= 1 && d <= static_cast<double>(kMaxSeq) && d == std::floor(d)) return static_cast<std::int64_t>(d);
    }
    return 0;
}

rapidjson::Value::ConstMemberIterator find_field(const rapidjson::Value& object, const std::string& name) {
    const rapidjson::Value key(rapidjson::StringRef(name.data(), name.size()));
    return object.FindMember(key);
}

class PlanReader {
public:
    PlanReader(const DependencyOptions& options, DependencyErrors& errors)
        : options_(options), errors_(errors), at_(options) {}

    Plan read(const rapidjson::Value& steps) {
        if (!steps.IsArray()) {
            errors_.report([&] {
                return dependency_error(DependencyCategory::Invalid,
                                        message(GraphMessage::StepsNotArray, {describe(steps)}), {}, "");
            });
            return std::move(plan_);
        }
        plan_.reset(steps.Size());
        for (rapidjson::SizeType i = 0; i < steps.Size(); ++i) {
            start_step(i);
            read_step(i, steps[i]);
            end_step(i);
        }
        return std::move(plan_);
    }

    // The compact form holds numbers only, so only the number checks apply; they are the same
    // functions as for JSON, so both forms give the same errors.
    Plan read_compact(const std::int32_t* words, std::size_t count) {
        std::size_t at = 0;
        const auto next = [&](std::int32_t& word) {
            if (at == count) return false;
            word = words[at++];
            return true;
        };
        std::int32_t steps = 0;
        // Each step takes at least two words: a count beyond that is a broken form, and must
        // not size the arrays.
        if (!next(steps) || steps < 0 || static_cast<std::size_t>(steps) > (count - 1) / 2) return cut_short();
        plan_.reset(static_cast<std::uint32_t>(steps));
        plan_.references.reserve(count - 1 - 2 * static_cast<std::size_t>(steps));
        for (std::uint32_t i = 0; i < plan_.steps.size(); ++i) {
            std::int32_t seq = 0;
            std::int32_t entries = 0;
            if (!next(seq) || !next(entries) || entries < 0) return cut_short();
            start_step(i);
            take_seq(i, rapidjson::Value(seq));
            for (std::int32_t entry = 0; entry < entries; ++entry) {
                std::int32_t named = 0;
                if (!next(named)) return cut_short();
                take_reference(i, static_cast<std::uint32_t>(entry), rapidjson::Value(named));
            }
            end_step(i);
        }
        return std::move(plan_);
    }

private:
    Plan cut_short() {
        errors_.report([&] {
            return dependency_error(DependencyCategory::Invalid, message(GraphMessage::CompactCutShort), {}, "");
        });
        plan_.reset(0);
        return std::move(plan_);
    }

    void start_step(std::uint32_t i) {
        plan_.steps[i].first_reference = static_cast<std::uint32_t>(plan_.references.size());
    }

    void end_step(std::uint32_t i) {
        PlanStep& step = plan_.steps[i];
        step.reference_count = static_cast<std::uint32_t>(plan_.references.size()) - step.first_reference;
    }

    void read_step(std::uint32_t i, const rapidjson::Value& step) {
        if (!step.IsObject()) {
            errors_.report([&] {
                return dependency_error(DependencyCategory::Invalid,
                                        message(GraphMessage::StepNotObject, {options_.seq_field, describe(step)}),
                                        {}, at_.step(i));
            });
            return;
        }
        read_seq(i, step);
        read_depends_on(i, step);
    }

    void read_seq(std::uint32_t i, const rapidjson::Value& step) {
        const auto found = find_field(step, options_.seq_field);
        if (found != step.MemberEnd()) return take_seq(i, found->value);
        errors_.report([&] {
            return dependency_error(DependencyCategory::Invalid,
                                    message(GraphMessage::NoSeq, {options_.seq_field}),
                                    {}, at_.step(i));
        });
    }

    void take_seq(std::uint32_t i, const rapidjson::Value& value) {
        const std::int64_t seq = seq_number(value);
        if (seq == 0) {
            errors_.report([&] {
                return dependency_error(DependencyCategory::Invalid,
                                        message(GraphMessage::SeqNotNumber, {options_.seq_field, describe(value)}),
                                        {}, at_.seq(i));
            });
            return;
        }
        plan_.steps[i].seq = seq;
        const std::uint32_t first = plan_.number(i, seq);
        if (first == kNoStep) return;
        errors_.report([&] {
            return dependency_error(DependencyCategory::Duplicate,
                                    message(GraphMessage::SeqUsedAgain, {std::to_string(seq), at_.step(first)}),
                                    {seq}, at_.seq(i));
        });
    }

    void read_depends_on(std::uint32_t i, const rapidjson::Value& step) {
        const auto found = find_field(step, options_.depends_on_field);
        if (found == step.MemberEnd()) return;  // no dependencies
        if (!found->value.IsArray()) {
            errors_.report([&] {
                return dependency_error(DependencyCategory::Invalid,
                                        message(GraphMessage::DependsOnNotArray,
                                                {options_.depends_on_field, describe(found->value)}),
                                        own_seqs(plan_.steps[i].seq), at_.depends_on(i));
            });
            return;
        }
        const rapidjson::Value& entries = found->value;
        for (rapidjson::SizeType entry = 0; entry < entries.Size(); ++entry) take_reference(i, entry, entries[entry]);
    }

    void take_reference(std::uint32_t i, std::uint32_t entry, const rapidjson::Value& value) {
        const std::int64_t seq = seq_number(value);
        if (seq != 0) {
            plan_.references.push_back(PlanReference{seq, entry});
            return;
        }
        errors_.report([&] {
            return dependency_error(DependencyCategory::Invalid,
                                    message(GraphMessage::DependsOnEntry, {options_.depends_on_field, describe(value)}),
                                    own_seqs(plan_.steps[i].seq), at_.reference(i, entry));
        });
    }

    std::string message(GraphMessage row, std::initializer_list<std::string_view> values = {}) const {
        return graph_message(options_.language, row, values);
    }

    std::string describe(const rapidjson::Value& value) const { return describe_json_value(value, options_.language); }

    static std::vector<std::int64_t> own_seqs(std::int64_t own) {
        return own == 0 ? std::vector<std::int64_t>{} : std::vector<std::int64_t>{own};
    }

    const DependencyOptions& options_;
    DependencyErrors& errors_;
    PlanLocations at_;
    Plan plan_;
};

}  // namespace

void Plan::reset(std::uint32_t step_count) {
    steps.assign(step_count, PlanStep{});
    references.clear();
    low_.assign(static_cast<std::size_t>(step_count) + 1, kNoStep);
    high_.clear();
    high_seqs_.clear();
    high_steps_.clear();
}

std::uint32_t Plan::step_of(std::int64_t seq) const {
    if (seq >= 1 && static_cast<std::uint64_t>(seq) < low_.size()) return low_[static_cast<std::size_t>(seq)];
    const std::uint32_t found = high_.find(bytes_of(seq));
    return found == StringIndex::kMissing ? kNoStep : high_steps_[found];
}

std::uint32_t Plan::number(std::uint32_t step, std::int64_t seq) {
    if (static_cast<std::uint64_t>(seq) < low_.size()) {
        std::uint32_t& slot = low_[static_cast<std::size_t>(seq)];
        if (slot != kNoStep) return slot;
        slot = step;
        return kNoStep;
    }
    const StringIndex::Inserted inserted = high_.insert(bytes_of(seq));
    if (!inserted.added) return high_steps_[inserted.slot];
    high_seqs_.push_back(seq);
    high_steps_.push_back(step);
    return kNoStep;
}

std::int64_t Plan::smallest_seq_beyond_count() const {
    std::int64_t smallest = 0;
    for (const std::int64_t seq : high_seqs_) {
        if (smallest == 0 || seq < smallest) smallest = seq;
    }
    return smallest;
}

PlanLocations::PlanLocations(const DependencyOptions& options)
    : seq_field_(options.seq_field), depends_on_field_(options.depends_on_field) {}

std::string PlanLocations::step(std::size_t step) const {
    std::string pointer;
    append_pointer_index(pointer, step);
    return pointer;
}

std::string PlanLocations::seq(std::size_t step) const {
    std::string pointer = this->step(step);
    append_pointer_token(pointer, seq_field_);
    return pointer;
}

std::string PlanLocations::depends_on(std::size_t step) const {
    std::string pointer = this->step(step);
    append_pointer_token(pointer, depends_on_field_);
    return pointer;
}

std::string PlanLocations::reference(std::size_t step, std::size_t entry) const {
    std::string pointer = depends_on(step);
    append_pointer_index(pointer, entry);
    return pointer;
}

Plan read_plan(const rapidjson::Value& steps, const DependencyOptions& options, DependencyErrors& errors) {
    return PlanReader(options, errors).read(steps);
}

Plan read_compact_plan(const std::int32_t* words, std::size_t count, const DependencyOptions& options,
                       DependencyErrors& errors) {
    return PlanReader(options, errors).read_compact(words, count);
}

}  // namespace sg
