// Compiled schemas shared by content (README "Validating against a JSON Schema"): compiling
// the same schema text with the same options again hands out the program already in the core,
// counted by the validators that hold it. A program no validator holds any more (each freed,
// or garbage-collected: the FinalizationRegistry) waits among the last IDLE_PROGRAMS unused
// ones, so that compiling per request finds it again; older ones are freed. So a server that
// compiles its schema on every request, and never frees, keeps one program, not one per request.
const IDLE_PROGRAMS = 32;

export function programCache(core) {
  const programs = new Map(); // key -> {key, handle, holders}
  const idle = new Set(); // programs no validator holds, oldest first
  let registry = 0; // bumped by addSchema: a `$ref` may now resolve elsewhere

  function forget(program) {
    programs.delete(program.key);
    core._freeSchema(program.handle);
  }

  function release(program) {
    if (--program.holders > 0) return;
    if (program.key === null) {
      core._freeSchema(program.handle);
      return;
    }
    idle.add(program);
    if (idle.size <= IDLE_PROGRAMS) return;
    const [oldest] = idle;
    idle.delete(oldest);
    forget(oldest);
  }

  return {
    /** A program of its own (one that calls a validator's format functions): freed when released. */
    own(handle) {
      return { key: null, handle, holders: 1 };
    },
    /** The program for `text` compiled with `optionsText`, held once more; `compile()` makes a new handle. */
    hold(text, optionsText, compile) {
      const key = `${registry}\u0000${optionsText}\u0000${text}`;
      let program = programs.get(key);
      if (program !== undefined) core.assertLive();
      if (program === undefined) {
        program = { key, handle: compile(), holders: 0 };
        programs.set(key, program);
      }
      idle.delete(program);
      program.holders += 1;
      return program;
    },
    release,
    /** The registry changed: programs compiled from now on are not the ones before. */
    registryChanged() {
      registry += 1;
      for (const program of idle) forget(program);
      idle.clear();
    },
  };
}
