// A read-only view of one value on a tape (tape.h), for code that walks a document by
// keyword rather than in order: the schema compiler and the readers of schema keywords. It is
// two words, copied freely; the tape must outlive it and not change. A member is looked up as
// RapidJSON's FindMember does (a scan, the first of repeated names), an item by position in
// time linear in that position: a walk that revisits a large container indexes it once
// (schema/member_index.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "json/number_token.h"
#include "tape/tape.h"

namespace sg {

class TapeValue {
public:
    // Names no value: a member or item that is not there.
    TapeValue() = default;
    TapeValue(const Tape& tape, Tape::Index index) : tape_(&tape), index_(index) {}

    explicit operator bool() const { return tape_ != nullptr; }
    const Tape& tape() const { return *tape_; }
    Tape::Index index() const { return index_; }
    // The same for every view of one entry: a key for maps of values.
    const TapeEntry* id() const { return &(*tape_)[index_]; }

    TapeKind kind() const { return tape_->kind(index_); }
    // Each false for a view that names no value.
    bool is(TapeKind k) const { return tape_ != nullptr && kind() == k; }
    bool is_null() const { return is(TapeKind::Null); }
    bool is_bool() const { return is(TapeKind::True) || is(TapeKind::False); }
    bool is_true() const { return is(TapeKind::True); }
    bool is_number() const { return is(TapeKind::Number); }
    bool is_string() const { return is(TapeKind::String); }
    bool is_array() const { return is(TapeKind::Array); }
    bool is_object() const { return is(TapeKind::Object); }

    // Members of an object, items of an array.
    std::uint32_t size() const { return tape_->count(index_); }
    // A string's value (tape.h: decoded into `scratch` only when it holds an escape).
    std::string_view string(std::string& scratch) const { return tape_->string(index_, scratch); }
    // Whether this is a string whose value is `text`, decoding only an escaped one.
    bool string_equals(std::string_view text) const;
    // A number's value as the strict reader decodes it.
    NumberToken number() const { return tape_->number(index_); }

    // The first member named `name` of an object, or none (also for a value that is no object).
    TapeValue member(std::string_view name) const;
    // The item at `position` of an array, or none.
    TapeValue item(std::uint32_t position) const;

    // A member: its name (a string value) and its value.
    struct Member;
    class ItemIterator;
    class MemberIterator;
    template <typename Iterator>
    struct Range {
        Iterator first, last;
        Iterator begin() const { return first; }
        Iterator end() const { return last; }
    };
    // In document order, as `for (const TapeValue item : value.items())`; empty for a value
    // that is no array.
    Range<ItemIterator> items() const;
    // As `for (const TapeValue::Member m : value.members())`; empty for a value that is no object.
    Range<MemberIterator> members() const;

private:
    const Tape* tape_ = nullptr;
    Tape::Index index_ = 0;
};

struct TapeValue::Member {
    TapeValue name;
    TapeValue value;
};

class TapeValue::ItemIterator {
public:
    ItemIterator(const Tape* tape, Tape::Index at) : tape_(tape), at_(at) {}
    TapeValue operator*() const { return TapeValue(*tape_, at_); }
    ItemIterator& operator++() {
        at_ = tape_->next(at_);
        return *this;
    }
    bool operator!=(const ItemIterator& other) const { return at_ != other.at_; }

private:
    const Tape* tape_;
    Tape::Index at_;
};

class TapeValue::MemberIterator {
public:
    MemberIterator(const Tape* tape, Tape::Index key) : tape_(tape), key_(key) {}
    Member operator*() const { return Member{TapeValue(*tape_, key_), TapeValue(*tape_, key_ + 1)}; }
    MemberIterator& operator++() {
        key_ = tape_->next(key_ + 1);
        return *this;
    }
    bool operator!=(const MemberIterator& other) const { return key_ != other.key_; }

private:
    const Tape* tape_;
    Tape::Index key_;
};

inline TapeValue::Range<TapeValue::ItemIterator> TapeValue::items() const {
    if (!is_array()) return {ItemIterator(tape_, 0), ItemIterator(tape_, 0)};
    return {ItemIterator(tape_, index_ + 1), ItemIterator(tape_, tape_->next(index_))};
}

inline TapeValue::Range<TapeValue::MemberIterator> TapeValue::members() const {
    if (!is_object()) return {MemberIterator(tape_, 0), MemberIterator(tape_, 0)};
    return {MemberIterator(tape_, index_ + 1), MemberIterator(tape_, tape_->next(index_))};
}

// The root value of a tape that holds one.
inline TapeValue tape_root(const Tape& tape) { return TapeValue(tape, 0); }

}  // namespace sg
