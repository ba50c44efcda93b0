// A character outside the Basic Multilingual Plane whose UTF-16 pair a proxy split between two
// stream events (`"\ud83d"` ends one delta, `"\ude00"` begins the next: anything that slices a
// JavaScript string by index sends this) is one character, not two U+FFFD (issue 36). The
// events are read with their lone surrogates as WTF-8 bytes (StrictParseOptions::
// lone_surrogates_as_bytes); their deltas are appended here, which joins the halves and makes
// every other lone surrogate U+FFFD, as the README promises for one.
#pragma once

#include <string>
#include <string_view>

namespace sg {

// Appends `delta` to `text`. A high surrogate that ended the last delta joins a low one that
// begins this one; a high surrogate that ends `delta` is held at the end of `text` (as its three
// WTF-8 bytes) until the next delta that is not empty, or settle_delta(); every other one is
// U+FFFD.
void append_delta(std::string& text, std::string_view delta);

// The stream ended: a high surrogate still held at the end of `text` is U+FFFD.
void settle_delta(std::string& text);

// `text` without a high surrogate held at its end: what has arrived whole, for those who read
// a reply while it streams (the partial value, stopping early).
std::string_view whole_delta_text(std::string_view text);

}  // namespace sg
