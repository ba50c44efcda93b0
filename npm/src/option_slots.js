// Options as numbers (issue 15): each option a call was given goes into its slot of one
// Float64Array in wasm memory (NaN: not given), a word option as the index of its word. The
// slots and the words are named by the core alone (bindings/option_slots.h), read here once.
const layouts = new WeakMap();

export function optionSlots(core) {
  if (!layouts.has(core)) layouts.set(core, newOptionSlots(core));
  return layouts.get(core);
}

// A NUL-terminated UTF-8 string the core returned (bindings/repair_exports.cpp).
export function coreString(core, at) {
  return new TextDecoder().decode(core.HEAPU8.subarray(at, core.HEAPU8.indexOf(0, at)));
}

// The layout: JSON, ASCII.
function layoutOf(core) {
  return JSON.parse(coreString(core, core._optionLayout()));
}

function newOptionSlots(core) {
  const { slots, choices, defaults, address } = layoutOf(core);
  const index = new Map(slots.map((name, at) => [name, at]));
  const base = address / 8;
  return {
    // The words of each word option: {errors: [...], mode: [...]}.
    choices,
    // The default limits: {maxInputBytes, maxSchemaBytes} (input_limit.js), maxDepth (json_as_it_stands.js).
    defaults,
    // Fills the slots from `picked` (names and values already checked by the caller).
    write(picked) {
      const values = core.HEAPF64;
      values.fill(NaN, base, base + slots.length);
      for (const name in picked) {
        const at = index.get(name);
        if (at === undefined) throw new Error(`structguard: the core has no option ${name}; the package and its wasm differ`);
        const value = picked[name];
        values[base + at] = typeof value === 'string' ? choices[name].indexOf(value) : Number(value);
      }
    },
  };
}
