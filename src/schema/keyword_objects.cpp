// Object keywords. properties, patternProperties and additionalProperties share one pass
// over the members; members a keyword evaluates are marked for unevaluatedProperties.
#include "schema/evaluator.h"

namespace sg::schema {
namespace {

std::string_view name_of(const rapidjson::Value& name) {
    return std::string_view(name.GetString(), name.GetStringLength());
}

bool has_member(const rapidjson::Value& object, std::string_view name) {
    return object.FindMember(rapidjson::StringRef(name.data(), name.size())) != object.MemberEnd();
}

}  // namespace

bool Evaluator::check_object_size(const Instr& instr, const rapidjson::Value& value) {
    const std::size_t size = value.MemberCount();
    const bool ok = instr.op == Op::MinProperties ? size >= instr.a : size <= instr.a;
    return ok || fail(&instr, value, counted(size));
}

bool Evaluator::check_dependent_required(const Instr& instr, const rapidjson::Value& value) {
    const NameTable& table = program_.tables[instr.a];
    bool ok = true;
    for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
        const std::uint32_t entry = table.find(name_of(m->name));
        if (entry == NameTable::kMissing) continue;
        const std::uint32_t count = program_.lists[entry];
        for (std::uint32_t i = 0; i < count; ++i) {
            const std::string& needed = program_.strings[program_.lists[entry + 1 + i]];
            if (has_member(value, needed)) continue;
            ErrorDetail detail;
            detail.name = needed;
            detail.trigger = name_of(m->name);
            ok = fail(&instr, value, detail);
            if (!keep_going()) return false;
        }
    }
    return ok;
}

bool Evaluator::apply_properties(const Instr& instr, const rapidjson::Value& value, Evaluated* evaluated) {
    const PropertiesSpec& spec = program_.properties[instr.a];
    const NameTable* names = spec.names == kNone ? nullptr : &program_.tables[spec.names];
    // Which required names were seen; beyond 64 of them, a bitset on the heap.
    Evaluated many_required;
    if (spec.required.b > 64) many_required.reset(spec.required.b);
    std::uint64_t required_seen = 0;
    bool ok = true;
    std::uint32_t member = 0;
    for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m, ++member) {
        const std::string_view name = name_of(m->name);
        bool matched = false;
        const std::uint32_t index = names != nullptr ? names->index_of(name) : NameTable::kMissing;
        if (index != NameTable::kMissing) {
            const PropertyEntry& entry = program_.property_entries[names->value(index)];
            if (entry.required != kNone) {
                if (spec.required.b > 64) many_required.mark(entry.required);
                else required_seen |= std::uint64_t{1} << entry.required;
            }
            if (entry.node != kNone) {
                matched = true;
                ok = to_member(entry.node, m->name, m->value, instr, kPropertySlot | index) && ok;
                if (!ok && !keep_going()) return false;
            }
        }
        for (std::uint32_t p = 0; p < spec.pattern_count; ++p) {
            const PatternChild& child = program_.pattern_children[spec.first_pattern + p];
            if (!pattern_matches(child.pattern, name)) {
                if (stopped_) return false;
                continue;
            }
            matched = true;
            ok = to_member(child.node, m->name, m->value, instr, kPatternSlot | p) && ok;
            if (!ok && !keep_going()) return false;
        }
        if (!matched && spec.additional != kNone) {
            matched = true;
            ok = to_member(spec.additional, m->name, m->value, instr, kAdditionalSlot) && ok;
            if (!ok && !keep_going()) return false;
        }
        if (matched && evaluated != nullptr) evaluated->mark(member);
    }
    for (std::uint32_t i = 0; i < spec.required.b; ++i) {
        const bool seen = spec.required.b > 64 ? many_required.has(i) : ((required_seen >> i) & 1) != 0;
        if (seen) continue;
        ErrorDetail detail;
        detail.name = program_.strings[program_.lists[spec.required.a + i]];
        ok = fail(&spec.required, value, detail);
        if (!keep_going()) return false;
    }
    return ok;
}

bool Evaluator::apply_dependent_schemas(const Instr& instr, const rapidjson::Value& value, Evaluated* evaluated) {
    const NameTable& table = program_.tables[instr.a];
    bool ok = true;
    for (std::uint32_t entry = 0; entry < table.size(); ++entry) {
        if (!has_member(value, table.name(entry))) continue;
        if (!in_place(table.value(entry), value, evaluated, instr, entry)) {
            ok = false;
            if (!keep_going()) return false;
        }
    }
    return ok;
}

bool Evaluator::apply_property_names(const Instr& instr, const rapidjson::Value& value) {
    bool ok = true;
    for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
        ++quiet_;
        const bool valid = to_member(instr.a, m->name, m->name, instr, 0);
        --quiet_;
        if (valid || stopped_) {
            if (stopped_) return false;
            continue;
        }
        ErrorDetail detail;
        detail.name = name_of(m->name);
        ok = fail(&instr, value, detail);
        if (!keep_going()) return false;
    }
    return ok;
}

bool Evaluator::apply_unevaluated_properties(const Instr& instr, const rapidjson::Value& value, Evaluated* evaluated) {
    bool ok = true;
    std::uint32_t member = 0;
    for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m, ++member) {
        if (evaluated != nullptr && evaluated->has(member)) continue;
        if (!to_member(instr.a, m->name, m->value, instr, 0)) {
            ok = false;
            if (!keep_going()) return false;
        }
    }
    if (evaluated != nullptr) evaluated->mark_all();
    return ok;
}

}  // namespace sg::schema
