// The input limits, checked before a text takes wasm memory (issue 26). That memory never
// shrinks, and a text is written into it as UTF-8 before the core reads it: a 100 MB reply
// that the core refused as over maxInputBytes had already left 300 MB behind (the buffer is
// sized for three bytes per UTF-16 unit), and a 450 MB one aborted the core. So a text that
// would need more memory than is already there is measured first, and one over its limit is
// refused without being written: the call returns or throws the same LimitExceeded the core
// gives a text over the limit, which it still gives for a small reply written as usual.
import { coreString, optionSlots } from './option_slots.js';

// The UTF-8 length of `text` as TextEncoder writes it (a lone surrogate as U+FFFD, 3 bytes),
// counted without writing it.
export function utf8Length(text) {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit < 0x800) {
      bytes += 1;
    } else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: two units, four bytes
      i += 1;
    } else {
      bytes += 2;
    }
  }
  return bytes;
}

// The core's default for `option` ('maxInputBytes' of a reply, 'maxSchemaBytes' of a schema).
export function defaultLimit(core, option) {
  return optionSlots(core).defaults[option];
}

// The error the core gives a reply of `bytes` over `limit` (src/extract/answer_choice.cpp,
// input_too_large), its message in the locale of the option slots the caller has written.
export function replyTooLarge(core, bytes, limit) {
  return {
    code: 'LimitExceeded',
    message: coreString(core, core._replyTooLarge(bytes, limit)),
    offset: null,
    line: null,
    column: null,
  };
}

// The schema text's bytes when they pass `limit`, counted without writing it, else null. A
// schema is written whole into wasm memory (text_buffer.js, writeAll), so any text that might
// pass (more than a third of the limit in UTF-16 units) is measured.
export function schemaOverLimit(text, limit) {
  if (text.length * 3 <= limit) return null;
  const bytes = utf8Length(text);
  return bytes > limit ? bytes : null;
}

// The SchemaError fields the core gives a schema text of `bytes` over `limit` (read_schema in
// bindings/schema_compile.cpp), its message in `locale` ('en' when none).
export function schemaTooLarge(core, bytes, limit, locale = 'en') {
  optionSlots(core).write({ locale });
  return {
    kind: 'LimitExceeded',
    pointer: '',
    uri: '',
    message: coreString(core, core._schemaTooLarge(bytes, limit)),
  };
}
