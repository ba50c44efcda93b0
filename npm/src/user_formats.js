// compileSchema's options.formats: the caller's functions for format names, which the core
// calls while it validates (bindings/user_format.h). They are registered under an id in the
// module's formatChecks (bindings/user_format.js), and the core ends the registration when the
// program that calls them is freed, or when its compile is refused.
import { describe, optionsObject, thrownMessage } from './arguments.js';
import { coreText } from './result_record.js';

// options.formats: {name: (text) => boolean}, or null when none are given.
export function userFormats(formats) {
  if (formats === undefined || formats === null) return null;
  const given = optionsObject('compileSchema', formats, 'options.formats');
  for (const name of Object.keys(given)) {
    if (typeof given[name] !== 'function') {
      throw new TypeError(`compileSchema: options.formats[${JSON.stringify(name)}] must be a function (text) => boolean, got ${describe(given[name])}`);
    }
  }
  return Object.keys(given).length === 0 ? null : { ...given };
}

// The core calls back into the validator's format functions while it validates; a function
// that throws, or answers other than true or false, must not unwind through the core: the
// failure is kept in `failure` and thrown when the core's call returns (schema.js). The name
// and the text are decoded before the caller's function runs: it may call the core again
// (ARCHITECTURE principle 8), which may move them.
function formatCheck(core, formats, failure) {
  return (nameAt, nameLength, textAt, textLength) => {
    if (failure.error !== null) return 0;
    const name = coreText(core, nameAt, nameLength);
    const text = coreText(core, textAt, textLength);
    try {
      const verdict = formats[name](text);
      if (typeof verdict === 'boolean') return verdict ? 1 : 0;
      failure.error = new TypeError(`options.formats[${JSON.stringify(name)}] returned ${describe(verdict)}, not true or false`);
    } catch (error) {
      failure.error = new TypeError(`options.formats[${JSON.stringify(name)}] threw: ${thrownMessage(error)}`, { cause: error });
    }
    return 0;
  };
}

const MAX_ID = 0x7fffffff; // an int in wasm
let lastId = 0;

// The id compileSchema takes for `formats` (0 stands for none).
export function registerFormats(core, formats, failure) {
  do {
    lastId = lastId === MAX_ID ? 1 : lastId + 1;
  } while (core.formatChecks.has(lastId));
  core.formatChecks.set(lastId, formatCheck(core, formats, failure));
  return lastId;
}
