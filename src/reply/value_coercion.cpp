#include "reply/value_coercion.h"

#include <algorithm>
#include <map>

#include "core/json_pointer.h"
#include "core/json_text.h"
#include "json/strict_parser.h"
#include "schema/schema_pointer.h"

namespace sg {
namespace {

constexpr std::string_view kAdditional = "/additionalProperties";

std::string string_json(std::string_view text) {
    return json_text(rapidjson::Value(rapidjson::StringRef(text.data(), text.size())));
}

// Read by the strict parser, as every JSON text is: a lone surrogate is one U+FFFD, not bytes
// that are not UTF-8 (which came out as three U+FFFD) or nothing at all.
std::string string_of_json(const std::string& json) {
    const Result<rapidjson::Document> string = parse_strict(json, json);
    if (!string.ok() || !string.value().IsString()) return std::string();
    return std::string(string.value().GetString(), string.value().GetStringLength());
}

// The name of the one member of an object written as JSON (a ScalarToObject's result).
std::string wrapping_member(const std::string& json) {
    const Result<rapidjson::Document> object = parse_strict(json, json);
    if (!object.ok() || !object.value().IsObject() || object.value().MemberCount() != 1) return std::string();
    const rapidjson::Value& name = object.value().MemberBegin()->name;
    return std::string(name.GetString(), name.GetStringLength());
}

// The unescaped last reference token of a non-empty pointer.
std::string last_token(const std::string& location) {
    std::string token;
    schema::for_each_pointer_token(std::string_view(location).substr(location.rfind('/')),
                                   [&](std::string_view t) { token = t; });
    return token;
}

// One run of coercion over one value: applies the rule each error asks for, at most one change
// per value per round (a later error of the same round may describe the value as it was).
//
// Names are looked up through indexes (folded_names.h), so that a round's work is linear in
// the errors and the names, not their product: each object of the value is indexed once per
// round, when an error first reaches it (within a round nothing under a changed location is
// read again, so an object stays where it was; its renames are applied to its index), and
// each `properties` and `enum` of the schema once for the whole coercion.
class Coercer {
public:
    Coercer(rapidjson::Document& value, SchemaSource& source, std::vector<Coercion>& done)
        : value_(value), source_(source), done_(done) {}

    void next_round() {
        touched_.clear();
        objects_.clear();
        required_settled_.clear();
    }

    bool apply(const ValidationError& error) {
        if (error.code != ErrorCode::ValidationFailed || under_touched(error.instance_location)) return false;
        // Before the member is looked up: its parent's index finds it, the scan would cost the parent's size.
        if (error.keyword == "additionalProperties") return match_property_name(error);
        rapidjson::Value* target = find(error.instance_location);
        if (target == nullptr) return false;
        const TapeValue keyword = source_.find(error.absolute_keyword_location);
        if (!keyword) return false;
        if (error.keyword == "required") return match_required(error.instance_location, *target, keyword);
        // Scalars are written out before they change; a container can only be wrapped or
        // unwrapped, and is written out (once) after the change.
        const bool scalar = !target->IsArray() && !target->IsObject();
        std::string before = scalar ? json_text(*target) : std::string();
        std::optional<CoercionKind> kind;
        if (error.keyword == "type") {
            kind = coerce_to_type(*target, keyword, value_.GetAllocator());
            if (!kind && wrap_in_object(*target, keyword, sibling(error, "required"), sibling(error, "properties"),
                                        value_.GetAllocator())) {
                kind = CoercionKind::ScalarToObject;
            }
        } else if (error.keyword == "enum" || error.keyword == "const") {
            const ChoiceIndex& choices = choices_.try_emplace(keyword.id(), keyword).first->second;
            if (match_spelling(*target, choices, value_.GetAllocator())) {
                kind = CoercionKind::EnumSpelling;
            } else if (target->IsArray()) {
                before = "[" + json_text((*target)[0]) + "]";
                if (unwrap_choice(*target, choices, value_.GetAllocator())) kind = CoercionKind::SingleFromArray;
            } else if (match_named_choice(*target, keyword, value_.GetAllocator())) {
                kind = CoercionKind::EnumFromText;
            }
        }
        if (!kind) return false;
        if (kind == CoercionKind::SingleFromArray && before.empty()) before = "[" + json_text(*target) + "]";
        if (before.empty()) before = json_text((*target)[0]);
        record(Coercion{*kind, error.instance_location, std::move(before), json_text(*target)});
        touched_.insert(error.instance_location);
        return true;
    }

private:
    // The keyword `name` beside the `type` that `error` names, in the same schema object.
    TapeValue sibling(const ValidationError& error, std::string_view name) {
        const std::string& keyword_at = error.absolute_keyword_location;
        const std::size_t slash = keyword_at.rfind('/');
        if (slash == std::string::npos) return {};
        return source_.find(keyword_at.substr(0, slash + 1) + std::string(name));
    }

    // The location, or one of its ancestors, was changed in this round.
    bool under_touched(const std::string& location) const {
        if (touched_.empty()) return false;
        for (std::size_t end = 0; end != std::string::npos; end = location.find('/', end + 1)) {
            if (touched_.count(location.substr(0, end))) return true;
        }
        return touched_.count(location) > 0;
    }

    // The value at `location`, each object on the way found through its index.
    rapidjson::Value* find(const std::string& location) {
        rapidjson::Value* at = &value_;
        std::string here;
        const bool well_formed = schema::for_each_pointer_token(location, [&](std::string_view token) {
            if (at != nullptr && at->IsObject()) {
                const std::vector<std::size_t>& found = names_of(here, *at).matching(token, NameFold::Exact);
                at = found.empty() ? nullptr : &at->MemberBegin()[static_cast<rapidjson::SizeType>(found.front())].value;
            } else if (at != nullptr) {
                // pointer_child only reads; the value it found is ours to change.
                at = const_cast<rapidjson::Value*>(schema::pointer_child(*at, token));
            }
            append_pointer_token(here, token);
        });
        return well_formed ? at : nullptr;
    }

    NameIndex& names_of(const std::string& location, const rapidjson::Value& object) {
        return objects_.try_emplace(location, object).first->second;
    }

    // `required` names a property the object holds under another case (or spelling). All the
    // names of one `required` are matched at its first error; its other errors (one per missing
    // name) find nothing more unless a member of the object was renamed since.
    bool match_required(const std::string& location, rapidjson::Value& object, TapeValue required) {
        if (!required.is_array() || !object.IsObject() || required_settled_[location].count(required.id())) return false;
        NameIndex& names = names_of(location, object);
        bool changed = false;
        std::string scratch;
        for (const TapeValue name : required.items()) {
            if (!name.is_string()) continue;
            const std::string_view wanted = name.string(scratch);
            if (const auto current = member_in_other_spelling(names, wanted, NameFold::Case)) {
                rename(location, object, *current, wanted, CoercionKind::KeyCase);
                changed = true;
            } else if (const auto spelled = member_in_other_spelling(names, wanted, NameFold::Spelling)) {
                rename(location, object, *spelled, wanted, CoercionKind::KeySpelling);
                changed = true;
            }
        }
        if (!changed) required_settled_[location].insert(required.id());
        return changed;
    }

    // `additionalProperties: false` rejected a member that a sibling `properties` names in
    // another case.
    bool match_property_name(const ValidationError& error) {
        const std::string& keyword_at = error.absolute_keyword_location;
        const std::string& location = error.instance_location;
        if (location.empty() || keyword_at.size() < kAdditional.size() ||
            keyword_at.compare(keyword_at.size() - kAdditional.size(), kAdditional.size(), kAdditional) != 0) {
            return false;
        }
        const TapeValue properties =
            source_.find(keyword_at.substr(0, keyword_at.size() - kAdditional.size()) + "/properties");
        const std::string parent_location = location.substr(0, location.rfind('/'));
        rapidjson::Value* parent = find(parent_location);
        if (!properties.is_object() || parent == nullptr || !parent->IsObject()) return false;
        NameIndex& property_names = properties_.try_emplace(properties.id(), properties).first->second;
        NameIndex& member_names = names_of(parent_location, *parent);
        const std::string key = last_token(location);
        for (const NameFold fold : {NameFold::Case, NameFold::Spelling}) {
            const std::vector<std::size_t>& wanted = property_names.matching(key, fold);
            if (wanted.size() > 1) return false;  // two properties differ only so: no way to choose
            if (wanted.empty()) continue;
            const std::string_view name = property_names.name_at(wanted.front());
            const std::optional<std::size_t> member = member_in_other_spelling(member_names, name, fold);
            if (!member || member_names.name_at(*member) != key) continue;
            rename(parent_location, *parent, *member, name, fold == NameFold::Case ? CoercionKind::KeyCase : CoercionKind::KeySpelling);
            return true;
        }
        return false;
    }

    void rename(const std::string& object_location, rapidjson::Value& object, std::size_t position, std::string_view to,
                CoercionKind kind) {
        rapidjson::Value& name = object.MemberBegin()[static_cast<rapidjson::SizeType>(position)].name;
        const std::string from(name.GetString(), name.GetStringLength());
        name.SetString(to.data(), static_cast<rapidjson::SizeType>(to.size()), value_.GetAllocator());
        names_of(object_location, object).renamed(position, from, to);
        required_settled_.erase(object_location);
        std::string old_location = object_location;
        append_pointer_token(old_location, from);
        std::string new_location = object_location;
        append_pointer_token(new_location, to);
        move_earlier(old_location, new_location);
        record(Coercion{kind, new_location, string_json(from), string_json(to)});
        touched_.insert(old_location);
        touched_.insert(new_location);
    }

    // Coercions already made at or under a renamed member now live under its new name: the
    // member itself, then the range of locations "<old>/…" (every such location sorts between
    // "<old>/" and "<old>0", '0' being the byte after '/').
    void move_earlier(const std::string& old_location, const std::string& new_location) {
        std::vector<std::size_t> moved;
        auto range = by_location_.equal_range(old_location);
        for (auto at = range.first; at != range.second; ++at) moved.push_back(at->second);
        by_location_.erase(range.first, range.second);
        const auto first = by_location_.lower_bound(old_location + "/");
        const auto last = by_location_.lower_bound(old_location + "0");
        for (auto at = first; at != last; ++at) moved.push_back(at->second);
        by_location_.erase(first, last);
        for (const std::size_t index : moved) {
            std::string& location = done_[index].instance_location;
            location = new_location + location.substr(old_location.size());
            by_location_.emplace(location, index);
        }
    }

    void record(Coercion coercion) {
        by_location_.emplace(coercion.instance_location, done_.size());
        done_.push_back(std::move(coercion));
    }

    rapidjson::Document& value_;
    SchemaSource& source_;
    std::vector<Coercion>& done_;
    std::multimap<std::string, std::size_t> by_location_;  // index into done_, by instance location
    std::unordered_set<std::string> touched_;              // locations changed in this round
    std::unordered_map<std::string, NameIndex> objects_;   // this round's objects, by location
    // Per object location, the `required` keywords whose names were all matched this round
    // with nothing renamed, and nothing renamed in the object since.
    std::unordered_map<std::string, std::unordered_set<const TapeEntry*>> required_settled_;
    std::unordered_map<const TapeEntry*, NameIndex> properties_;  // of the schema, by `properties`
    std::unordered_map<const TapeEntry*, ChoiceIndex> choices_;   // of the schema, by `enum` / `const`
};

// Whether a location in `sorted` (sorted) is `ancestor` or under it: every location under it
// sorts from "<ancestor>/" on.
bool fails_at_or_under(const std::vector<std::string>& sorted, const std::string& ancestor) {
    if (std::binary_search(sorted.begin(), sorted.end(), ancestor)) return true;
    const std::string under = ancestor + "/";
    const auto next = std::lower_bound(sorted.begin(), sorted.end(), under);
    return next != sorted.end() && next->compare(0, under.size(), under) == 0;
}

// A scalar wrapped in an object (ScalarToObject) whose object still fails is put back as it
// was, and the coercions made in it since are dropped: the wrap is only for a value the
// member's schema takes, and the error that the value is no object is the truer one. Linear
// in the errors and the coercions (times the depth), however many wraps fail.
void take_back_failing_wraps(rapidjson::Document& value, const ValidationResult& verdict, std::vector<Coercion>& done) {
    std::vector<std::string> failing;
    failing.reserve(verdict.errors.size());
    for (const ValidationError& error : verdict.errors) failing.push_back(error.instance_location);
    std::sort(failing.begin(), failing.end());
    std::unordered_map<std::string, std::size_t> taken_back;  // location -> the index of its wrap
    for (std::size_t i = done.size(); i-- > 0;) {
        if (done[i].kind != CoercionKind::ScalarToObject || !fails_at_or_under(failing, done[i].instance_location)) continue;
        rapidjson::Value* wrapped = &value;
        schema::for_each_pointer_token(done[i].instance_location, [&](std::string_view token) {
            // pointer_child only reads; the value it found is ours to change.
            if (wrapped != nullptr) wrapped = const_cast<rapidjson::Value*>(schema::pointer_child(*wrapped, token));
        });
        const Result<rapidjson::Document> scalar = parse_strict(done[i].from, done[i].from);
        if (wrapped == nullptr || !scalar.ok()) continue;
        wrapped->CopyFrom(scalar.value(), value.GetAllocator());
        taken_back[done[i].instance_location] = i;
    }
    if (taken_back.empty()) return;
    // Dropped: a taken-back wrap, and what was done at or under it after it.
    const auto dropped = [&](std::size_t index) {
        const std::string& location = done[index].instance_location;
        for (std::size_t end = 0; end != std::string::npos; end = location.find('/', end + 1)) {
            const auto wrap = taken_back.find(location.substr(0, end));
            if (wrap != taken_back.end() && wrap->second <= index) return true;
        }
        const auto wrap = taken_back.find(location);
        return wrap != taken_back.end() && wrap->second <= index;
    };
    std::size_t kept = 0;
    for (std::size_t j = 0; j < done.size(); ++j) {
        if (!dropped(j)) done[kept++] = std::move(done[j]);
    }
    done.resize(kept);
}

}  // namespace

std::vector<Coercion> coerce_to_schema(rapidjson::Document& value, const CompiledSchema& schema, SchemaSource& source,
                                       const ValidateOptions& options) {
    ValidateOptions round = options;
    round.mode = ErrorMode::AllErrors;
    round.max_errors = kCoercionErrorsPerRound;
    std::vector<Coercion> done;
    Coercer coercer(value, source, done);
    ValidationResult verdict = schema.validate(value, round);
    for (std::size_t i = 0; i < kMaxCoercionRounds && !verdict.valid; ++i) {
        coercer.next_round();
        bool changed = false;
        for (const ValidationError& error : verdict.errors) changed = coercer.apply(error) || changed;
        if (!changed) break;
        verdict = schema.validate(value, round);
    }
    if (!verdict.valid) take_back_failing_wraps(value, verdict, done);
    return done;
}

LocationsBeforeCoercion::LocationsBeforeCoercion(const std::vector<Coercion>& coercions) {
    for (const Coercion& coercion : coercions) {
        const bool renamed = coercion.kind == CoercionKind::KeyCase || coercion.kind == CoercionKind::KeySpelling;
        if (renamed) renamed_[coercion.instance_location] = string_of_json(coercion.from);
        if (coercion.kind == CoercionKind::SingleToArray) wrapped_[coercion.instance_location] = "0";
        if (coercion.kind == CoercionKind::ScalarToObject) wrapped_[coercion.instance_location] = wrapping_member(coercion.to);
        if (coercion.kind == CoercionKind::SingleFromArray) unwrapped_.insert(coercion.instance_location);
    }
}

std::string LocationsBeforeCoercion::operator()(std::string_view location) const {
    std::string coerced;
    std::string original;
    schema::for_each_pointer_token(location, [&](std::string_view token) {
        const auto wrapped = wrapped_.find(coerced);
        append_pointer_token(coerced, token);
        if (wrapped != wrapped_.end() && token == wrapped->second) return;  // the wrapped value itself: it had no place
        const auto renamed = renamed_.find(coerced);
        append_pointer_token(original, renamed == renamed_.end() ? token : std::string_view(renamed->second));
        if (unwrapped_.count(coerced)) original += "/0";  // the value was the one element of an array
    });
    if (unwrapped_.count("")) original = "/0" + original;
    return original;
}

}  // namespace sg
