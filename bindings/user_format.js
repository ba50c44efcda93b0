// The module's imports for bindings/user_format.h, linked with --js-library: the functions a
// validator's format names are checked with, kept by id in Module.formatChecks, which
// npm/src/user_formats.js fills and this file empties when the core lets go of an id. Each is
// (name, nameLength, text, textLength) => 1 | 0, the texts UTF-8 in wasm memory.
mergeInto(LibraryManager.library, {
  sg_check_user_format__postset: "Module['formatChecks'] = new Map();",
  sg_check_user_format: function (id, name, nameLength, text, textLength) {
    return Module['formatChecks'].get(id)(name, nameLength, text, textLength);
  },
  sg_release_user_format: function (id) {
    Module['formatChecks'].delete(id);
  },
});
