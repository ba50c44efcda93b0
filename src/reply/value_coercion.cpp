#include "reply/value_coercion.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "core/json_pointer.h"
#include "core/key_sort.h"
#include "core/limits.h"
#include "json/scalar_text.h"
#include "schema/schema_pointer.h"
#include "tape/tape_reader.h"
#include "tape/value_text.h"

namespace sg {
namespace {

constexpr std::string_view kAdditional = "/additionalProperties";

// A JSON text written by coercion, read by the strict reader as every JSON text is: a lone
// surrogate is one U+FFFD, not bytes that are not UTF-8 (which came out as three U+FFFD).
bool read_json(const std::string& json, Tape& tape) { return read_tape(json, json, limits::kMaxDepth, tape); }

std::string string_of_json(const std::string& json) {
    Tape tape;
    std::string scratch;
    if (!read_json(json, tape) || tape.kind(0) != TapeKind::String) return std::string();
    return std::string(tape.string(0, scratch));
}

// The name of the one member of an object written as JSON (a ScalarToObject's result).
std::string wrapping_member(const std::string& json) {
    Tape tape;
    std::string scratch;
    if (!read_json(json, tape) || tape.kind(0) != TapeKind::Object || tape.count(0) != 1) return std::string();
    return std::string(tape.string(1, scratch));
}

// The unescaped last reference token of a non-empty pointer.
std::string last_token(const std::string& location) {
    std::string token;
    schema::for_each_pointer_token(std::string_view(location).substr(location.rfind('/')),
                                   [&](std::string_view t) { token = t; });
    return token;
}

// `from` written out with `edits` into `to`, which keeps the text (a coerced value's tape).
void rewrite(const Tape& from, const ValueEdits& edits, Tape& to) {
    std::string text;
    text.reserve(from.text().size());
    write_value_text(from, 0, text, edits);
    to.reset_owned(std::move(text));
    // The text is strict JSON as written; only its depth can be more than the reader's default
    // limit, and the value's own depth is the right one here.
    read_into_tape(to.text(), std::numeric_limits<std::size_t>::max(), to);
}

// One run of coercion over one value: applies the rule each error asks for, at most one change
// per value per round (a later error of the same round may describe the value as it was).
// A round reads the tape the errors were found on, which does not change: what it coerces is
// recorded as edits of its entries, and the next round's tape is written from it with them.
//
// Names are looked up through indexes (folded_names.h), so that a round's work is linear in
// the errors and the names, not their product: each object of the value is indexed once per
// round, when an error first reaches it (within a round nothing under a changed location is
// read again; its renames are applied to its index), each array once per round, and each
// `properties` and `enum` of the schema once for the whole coercion.
class Coercer {
public:
    Coercer(SchemaSource& source, std::vector<Coercion>& done) : source_(source), done_(done) {}

    // The round that reads `tape`.
    void next_round(const Tape& tape) {
        tape_ = &tape;
        edits_.clear();
        touched_.clear();
        objects_.clear();
        arrays_.clear();
        required_settled_.clear();
    }

    const ValueEdits& edits() const { return edits_; }

    bool apply(const ValidationError& error) {
        if (error.code != ErrorCode::ValidationFailed || under_touched(error.instance_location)) return false;
        // Before the member is looked up: its parent's index finds it, the scan would cost the parent's size.
        if (error.keyword == "additionalProperties") return match_property_name(error);
        const std::optional<Tape::Index> target = find(error.instance_location);
        if (!target) return false;
        const TapeValue keyword = source_.find(error.absolute_keyword_location);
        if (!keyword) return false;
        if (error.keyword == "required") return match_required(error.instance_location, *target, keyword);
        const TapeValue value(*tape_, *target);
        std::optional<CoercedValue> coerced;
        if (error.keyword == "type") {
            coerced = coerce_to_type(value, keyword);
            if (!coerced) {
                std::optional<ValueEdit> wrap = wrap_in_object(value, keyword, sibling(error, "required"), sibling(error, "properties"));
                if (wrap) coerced = CoercedValue{CoercionKind::ScalarToObject, std::move(*wrap)};
            }
        } else if (error.keyword == "enum" || error.keyword == "const") {
            const ChoiceIndex& choices = choices_.try_emplace(bytes_of(keyword.id()), keyword).first;
            if (std::optional<std::string> spelled = match_spelling(value, choices)) {
                coerced = CoercedValue{CoercionKind::EnumSpelling, ValueEdit{ValueEdit::Kind::Replace, std::move(*spelled), {}}};
            } else if (value.is_array()) {
                if (unwrap_choice(value, choices)) coerced = CoercedValue{CoercionKind::SingleFromArray, ValueEdit{ValueEdit::Kind::Unwrap, {}, {}}};
            } else if (std::optional<std::string> named = match_named_choice(value, keyword)) {
                coerced = CoercedValue{CoercionKind::EnumFromText, ValueEdit{ValueEdit::Kind::Replace, std::move(*named), {}}};
            }
        }
        if (!coerced) return false;
        // The value as this round has it so far (a change under it included), then with the change.
        std::string before = value_text(*tape_, *target, edits_);
        edits_[bytes_of(*target)] = std::move(coerced->edit);
        record(Coercion{coerced->kind, error.instance_location, std::move(before), value_text(*tape_, *target, edits_)});
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
            if (touched_.contains(std::string_view(location).substr(0, end))) return true;
        }
        return touched_.contains(location);
    }

    // The entry of the value at `location`, each object and array on the way found through its index.
    std::optional<Tape::Index> find(const std::string& location) {
        std::optional<Tape::Index> at = 0;
        std::string here;
        const bool well_formed = schema::for_each_pointer_token(location, [&](std::string_view token) {
            if (at && tape_->kind(*at) == TapeKind::Object) {
                NameIndex& names = names_of(here, *at);
                const std::vector<std::size_t>& found = names.matching(token, NameFold::Exact);
                at = found.empty() ? std::nullopt : std::optional<Tape::Index>(names.key_at(found.front()) + 1);
            } else if (at && tape_->kind(*at) == TapeKind::Array) {
                const std::vector<Tape::Index>& items = items_of(*at);
                const std::optional<std::uint32_t> index = schema::pointer_index(token);
                at = index && *index < items.size() ? std::optional<Tape::Index>(items[*index]) : std::nullopt;
            } else {
                at = std::nullopt;
            }
            append_pointer_token(here, token);
        });
        return well_formed ? at : std::nullopt;
    }

    NameIndex& names_of(const std::string& location, Tape::Index object) {
        return objects_.try_emplace(location, TapeValue(*tape_, object)).first;
    }

    const std::vector<Tape::Index>& items_of(Tape::Index array) {
        const auto [items, added] = arrays_.try_emplace(bytes_of(array));
        if (added) {
            items.reserve(tape_->count(array));
            for (const TapeValue item : TapeValue(*tape_, array).items()) items.push_back(item.index());
        }
        return items;
    }

    // Whether the names of `required` were all matched at `location` this round, nothing renamed since.
    bool settled(const std::string& location, TapeValue required) const {
        const std::vector<const TapeEntry*>* settled = required_settled_.find(location);
        return settled != nullptr && std::find(settled->begin(), settled->end(), required.id()) != settled->end();
    }

    // `required` names a property the object holds under another case (or spelling). All the
    // names of one `required` are matched at its first error; its other errors (one per missing
    // name) find nothing more unless a member of the object was renamed since.
    bool match_required(const std::string& location, Tape::Index object, TapeValue required) {
        if (!required.is_array() || tape_->kind(object) != TapeKind::Object || settled(location, required)) {
            return false;
        }
        NameIndex& names = names_of(location, object);
        bool changed = false;
        std::string scratch;
        for (const TapeValue name : required.items()) {
            if (!name.is_string()) continue;
            const std::string_view wanted = name.string(scratch);
            if (const auto current = member_in_other_spelling(names, wanted, NameFold::Case)) {
                rename(location, names, *current, wanted, CoercionKind::KeyCase);
                changed = true;
            } else if (const auto spelled = member_in_other_spelling(names, wanted, NameFold::Spelling)) {
                rename(location, names, *spelled, wanted, CoercionKind::KeySpelling);
                changed = true;
            }
        }
        if (!changed) required_settled_[location].push_back(required.id());
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
        const std::optional<Tape::Index> parent = find(parent_location);
        if (!properties.is_object() || !parent || tape_->kind(*parent) != TapeKind::Object) return false;
        NameIndex& property_names = properties_.try_emplace(bytes_of(properties.id()), properties).first;
        NameIndex& member_names = names_of(parent_location, *parent);
        const std::string key = last_token(location);
        for (const NameFold fold : {NameFold::Case, NameFold::Spelling}) {
            const std::vector<std::size_t>& wanted = property_names.matching(key, fold);
            if (wanted.size() > 1) return false;  // two properties differ only so: no way to choose
            if (wanted.empty()) continue;
            const std::string_view name = property_names.name_at(wanted.front());
            const std::optional<std::size_t> member = member_in_other_spelling(member_names, name, fold);
            if (!member || member_names.name_at(*member) != key) continue;
            rename(parent_location, member_names, *member, name, fold == NameFold::Case ? CoercionKind::KeyCase : CoercionKind::KeySpelling);
            return true;
        }
        return false;
    }

    void rename(const std::string& object_location, NameIndex& names, std::size_t position, std::string_view to,
                CoercionKind kind) {
        const std::string from(names.name_at(position));
        edits_[bytes_of(names.key_at(position))] = ValueEdit{ValueEdit::Kind::Replace, json_string(to), {}};
        names.renamed(position, from, to);
        if (auto* settled = required_settled_.find(object_location)) settled->clear();
        std::string old_location = object_location;
        append_pointer_token(old_location, from);
        std::string new_location = object_location;
        append_pointer_token(new_location, to);
        move_earlier(old_location, new_location);
        record(Coercion{kind, new_location, json_string(from), json_string(to)});
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

    const Tape* tape_ = nullptr;
    ValueEdits edits_;  // this round's, on tape_
    SchemaSource& source_;
    std::vector<Coercion>& done_;
    std::multimap<std::string, std::size_t> by_location_;  // index into done_, by instance location
    StringIndex touched_;                               // locations changed in this round
    StringMap<NameIndex> objects_;                      // this round's objects, by location
    StringMap<std::vector<Tape::Index>> arrays_;        // this round's arrays' items, by entry (bytes_of)
    // Per object location, the `required` keywords whose names were all matched this round
    // with nothing renamed, and nothing renamed in the object since (a few per object: a list).
    StringMap<std::vector<const TapeEntry*>> required_settled_;
    StringMap<NameIndex> properties_;  // of the schema, by `properties` (bytes_of its id)
    StringMap<ChoiceIndex> choices_;   // of the schema, by `enum` / `const` (bytes_of its id)
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
void take_back_failing_wraps(Tape& value, const ValidationResult& verdict, std::vector<Coercion>& done) {
    std::vector<std::string> failing;
    failing.reserve(verdict.errors.size());
    for (const ValidationError& error : verdict.errors) failing.push_back(error.instance_location);
    sort_by_text(failing, [](const std::string& location) { return std::string_view(location); });
    StringMap<std::size_t> taken_back;  // location -> the index of its wrap
    ValueEdits scalars_back;
    for (std::size_t i = done.size(); i-- > 0;) {
        if (done[i].kind != CoercionKind::ScalarToObject || !fails_at_or_under(failing, done[i].instance_location)) continue;
        TapeValue wrapped = tape_root(value);
        schema::for_each_pointer_token(done[i].instance_location, [&](std::string_view token) {
            if (wrapped) wrapped = schema::pointer_child(wrapped, token);
        });
        if (!wrapped) continue;
        scalars_back[bytes_of(wrapped.index())] = ValueEdit{ValueEdit::Kind::Replace, done[i].from, {}};
        taken_back[done[i].instance_location] = i;
    }
    if (taken_back.empty()) return;
    Tape restored;
    rewrite(value, scalars_back, restored);
    value = std::move(restored);
    // Dropped: a taken-back wrap, and what was done at or under it after it.
    const auto dropped = [&](std::size_t index) {
        const std::string& location = done[index].instance_location;
        for (std::size_t end = 0; end != std::string::npos; end = location.find('/', end + 1)) {
            const std::size_t* wrap = taken_back.find(std::string_view(location).substr(0, end));
            if (wrap != nullptr && *wrap <= index) return true;
        }
        const std::size_t* wrap = taken_back.find(location);
        return wrap != nullptr && *wrap <= index;
    };
    std::size_t kept = 0;
    for (std::size_t j = 0; j < done.size(); ++j) {
        if (dropped(j)) continue;
        // Not onto itself: a string moved onto itself is left empty.
        if (kept != j) done[kept] = std::move(done[j]);
        ++kept;
    }
    done.resize(kept);
}

}  // namespace

std::vector<Coercion> coerce_to_schema(const Tape& value, Tape& coerced_value, const CompiledSchema& schema,
                                       SchemaSource& source, const ValidateOptions& options) {
    ValidateOptions round = options;
    round.mode = ErrorMode::AllErrors;
    round.max_errors = kCoercionErrorsPerRound;
    std::vector<Coercion> done;
    Coercer coercer(source, done);
    // Coerced values are validated as they are written (numbers as their values: `1.50` as
    // `1.5`), from the first round on.
    Tape coerced;
    Tape next;
    rewrite(value, {}, coerced);
    ValidationResult verdict = schema.validate(coerced, round);
    for (std::size_t i = 0; i < kMaxCoercionRounds && !verdict.valid; ++i) {
        coercer.next_round(coerced);
        bool changed = false;
        for (const ValidationError& error : verdict.errors) changed = coercer.apply(error) || changed;
        if (!changed) break;
        rewrite(coerced, coercer.edits(), next);
        std::swap(coerced, next);
        verdict = schema.validate(coerced, round);
    }
    if (!verdict.valid) take_back_failing_wraps(coerced, verdict, done);
    if (!done.empty()) coerced_value = std::move(coerced);
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
        const std::string* wrapped = wrapped_.find(coerced);
        append_pointer_token(coerced, token);
        if (wrapped != nullptr && token == *wrapped) return;  // the wrapped value itself: it had no place
        const std::string* renamed = renamed_.find(coerced);
        append_pointer_token(original, renamed == nullptr ? token : std::string_view(*renamed));
        if (unwrapped_.contains(coerced)) original += "/0";  // the value was the one element of an array
    });
    if (unwrapped_.contains("")) original = "/0" + original;
    return original;
}

}  // namespace sg
