// The command line's words: usage text, options (`--name value` and `--name=value`), and the
// error a user sees for a mistake (one line, exit 2).

export const USAGE = `usage:
  structguard check [--schema schema.json] [--lenient [--allow-lossy]] [--lines] [--locale en|ja] [limits] [--json] [reply.txt ... | -]
  structguard repair [--output out.json | --overwrite] [--verbose] [limits] [reply.txt | -]
  structguard lint --provider openai|openai-responses|anthropic|gemini|gemini-legacy [--json] schema.json
  structguard --help | -h | --version | -v

check   finds the JSON in each model reply (standard input when no file or -), repairs it with
        --lenient, validates it against --schema; exit 0 when every reply passes, 1 when one does not.
        Without --schema it prints each reply's JSON on standard output and the report on standard error
--allow-lossy  with --lenient and --schema, accepts a value whose repair may have lost content (a reply
        cut off, text left out), as the library's allowLossy option does; the repairs that lost it are
        still listed
--lines reads each file as a log, one reply per line (JSON Lines: a line that is a JSON string is the
        reply's text, a provider's reply object is read as the library reads it, any other line is the
        reply itself); prints one result per line, "LINE: verdict" (with --json, one JSON result per
        line, with its file and line); exit status from the worst line (2: a line that is not UTF-8)
--locale  the language of the messages, validation and reading alike (en, the default, or ja)
repair  prints only the repaired JSON (to standard output, to --output/-o, or over the input file
        with --overwrite); --verbose lists the repairs on standard error; bytes that are not UTF-8 are
        replaced by U+FFFD and always listed (invalid_utf8); exit 1 when there is no JSON to repair
lint    says what a provider's structured-output mode would reject in the schema; exit 0 or 1
limits  --max-input-bytes N (default 4194304; given, it bounds the schema too), --max-fence-bytes N (default 32768),
        --max-depth N (default 512; given, the schema's too); check --schema also --max-steps N and --max-pattern-steps N
--json  prints one JSON document on standard output (the results as the library returns them);
        the human-readable report goes to standard error
Usage and file errors print one line on standard error and exit 2.`;

// A mistake in how the command was called or in what it was given (a missing file, a schema
// that is not JSON): one line on stderr, exit 2. `code` names the kind for --json.
export class CliError extends Error {
  constructor(message, code = 'UsageError') {
    super(message);
    this.name = 'CliError';
    this.code = code;
  }
}

// Options in any order before or among the positional arguments; `--` ends the options.
// `flags` take a value, `switches` do not; `aliases` maps a short form (-o) to its long name.
// A lone `-` is standard input, a positional argument.
export function parseArgs(args, flags, switches, aliases = {}) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals < 0 ? (aliases[arg] ?? arg) : arg.slice(0, equals);
    if (switches.includes(name)) {
      if (equals >= 0) throw new CliError(`${name} takes no value`);
      options[name.slice(2)] = true;
    } else if (flags.includes(name)) {
      if (equals >= 0) options[name.slice(2)] = arg.slice(equals + 1);
      else if (i + 1 < args.length) options[name.slice(2)] = args[(i += 1)];
      else throw new CliError(`${name} needs a value`);
    } else {
      throw new CliError(`unknown option ${name}`);
    }
  }
  return { options, positional };
}

export function wholeNumber(name, text) {
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < 0) throw new CliError(`--${name} must be a whole number >= 0, got '${text}'`);
  return value;
}
