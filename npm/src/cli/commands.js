// The CLI's commands (npm/bin/structguard.js). Each returns {status, lines, document, output}:
// the exit status (0 valid, 1 not valid), the human-readable report, the --json document (for
// check --lines, `documentLines`: one JSON text per reply) and, when the command prints JSON,
// that JSON text (then standard output holds only it and the report goes to standard error, so
// the output can be piped). Mistakes in the call or the input are thrown as CliError (exit 2).
import { SCHEMA_PROVIDERS } from '../providers.js';
import { CliError, parseArgs, wholeNumber } from './arguments.js';
import { logReplies } from './check_lines.js';
import { repairBytes, utf8Text } from './input_bytes.js';

// ` (line L, column C)` where the core placed an error or a lint finding in the text, else ''.
function where(item) {
  return item.line === null || item.line === undefined ? '' : ` (line ${item.line}, column ${item.column})`;
}

function describeError(error) {
  const at = error.instanceLocation !== undefined ? ` at ${error.instanceLocation || '/'}` : '';
  return `${error.code}${at}${where(error)}: ${error.message}`;
}

// The limits the library's messages name ("raise maxInputBytes to read it"), each a flag: the
// reading's (every command), the validation's (check --schema).
const READ_LIMITS = { '--max-input-bytes': 'maxInputBytes', '--max-fence-bytes': 'maxFenceBytes', '--max-depth': 'maxDepth' };
const VALIDATION_LIMITS = { '--max-steps': 'maxSteps', '--max-pattern-steps': 'maxPatternSteps' };

function limitOptions(options, flags) {
  const limits = {};
  for (const [flag, name] of Object.entries(flags)) {
    const text = options[flag.slice(2)];
    if (text !== undefined) limits[name] = wholeNumber(flag.slice(2), text);
  }
  return limits;
}

const LOCALES = ['en', 'ja'];

// `read(path)` gives a file's bytes (standard input for -).
async function check({ sg, args, read }) {
  const flags = ['--schema', '--locale', ...Object.keys(READ_LIMITS), ...Object.keys(VALIDATION_LIMITS)];
  const { options, positional } = parseArgs(args, flags, ['--lenient', '--allow-lossy', '--lines']);
  const files = positional.length ? positional : ['-'];
  if (files.filter((file) => file === '-').length > 1) throw new CliError('standard input (-) can be read only once');
  if (options.locale !== undefined && !LOCALES.includes(options.locale)) throw new CliError(`--locale must be en or ja, got '${options.locale}'`);
  // Strict reading makes no lossy repair to accept: the switch would change nothing there.
  if (options['allow-lossy'] && !options.lenient) throw new CliError('--allow-lossy needs --lenient (strict reading repairs nothing)');
  // The locale goes with the read limits: extractJson and repairJson say their errors in it too.
  const limits = { ...limitOptions(options, READ_LIMITS), ...(options.locale === undefined ? {} : { locale: options.locale }) };
  const validation = { ...limitOptions(options, VALIDATION_LIMITS), ...(options['allow-lossy'] ? { allowLossy: true } : {}) };
  const reading = { sg, limits, lenient: options.lenient, validation, validator: null };
  if (options.schema !== undefined) {
    const schemaLimits = { maxInputBytes: limits.maxInputBytes, maxDepth: limits.maxDepth, locale: options.locale };
    reading.validator = compile(sg, options.schema, utf8Text(await read(options.schema), options.schema, { json: true }), schemaLimits);
  }
  try {
    if (options.lines) return await checkLines(reading, files, read);
    return await checkFiles(reading, files, read);
  } finally {
    reading.validator?.free();
  }
}

async function checkFiles(reading, files, read) {
  const replies = [];
  for (const file of files) {
    replies.push({ file: fileName(file), ...checkReply(reading, await read(file), fileName(file)) });
  }
  const validated = reading.validator !== null;
  const lines = replies.flatMap((result) => {
    const own = report(result, validated, reading.lenient);
    return files.length > 1 ? own.map((line) => `${result.file}: ${line}`) : own;
  });
  const ok = replies.every((result) => result.ok);
  const output = validated ? undefined : replies.filter((result) => result.ok).map((result) => `${result.json}\n`).join('');
  return { status: ok ? 0 : 1, lines, document: { ok, replies }, output };
}

// check --lines: a log, one reply per line (check_lines.js); one result per line, with its
// line number; the status is the worst line's.
async function checkLines(reading, files, read) {
  const lines = [];
  const results = [];
  let status = 0;
  for (const file of files) {
    for (const { line, reply } of logReplies(reading.sg, await read(file))) {
      const where = `${files.length > 1 ? `${fileName(file)}:` : ''}${line}`;
      const checked = checkedLine(reading, reply, `${fileName(file)} line ${line}`);
      status = Math.max(status, checked.status);
      lines.push(`${where}: ${summary(checked.result, reading.validator !== null)}`);
      results.push(JSON.stringify({ file: fileName(file), line, ...checked.result }));
    }
  }
  return { status, lines, documentLines: results };
}

// One line's result and its status; a line the reading cannot take (not UTF-8 where text is
// needed) is that line's input error (status 2), and the other lines are still read.
function checkedLine(reading, reply, name) {
  try {
    const result = checkReply(reading, reply, name);
    return { result, status: result.ok ? 0 : 1 };
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return { result: { ok: false, error: { code: error.code, message: error.message } }, status: 2 };
  }
}

// One line per reply: the verdict, or its first error and how many more there are.
function summary(result, validated) {
  if (result.ok) return validated ? 'valid' : `JSON found${result.repairs?.length ? `, ${result.repairs.length} repairs` : ''}`;
  const errors = result.errors ?? [result.error];
  return `${describeError(errors[0])}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`;
}

function fileName(file) {
  return file === '-' ? '(standard input)' : file;
}

function compile(sg, path, text, options) {
  try {
    return sg.compileSchema(text, Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)));
  } catch (error) {
    if (error.name !== 'SchemaError') throw error;
    throw new CliError(`${path} is not a usable schema: ${error.message}`, 'SchemaError');
  }
}

// The library's own result for one reply (its bytes, or a log line's reply: a text or a
// provider's reply object): parseReply with a schema, else repairJson (--lenient) or
// extractJson. Bytes read leniently without a schema take the library's byte path.
function checkReply({ sg, validator, limits, validation, lenient }, reply, name) {
  const text = () => (reply instanceof Uint8Array ? utf8Text(reply, name) : reply);
  if (validator) return validator.parseReply(text(), { ...limits, ...validation, errors: 'all', ...(lenient ? { mode: 'lenient' } : {}) });
  if (!lenient) return sg.extractJson(text(), limits);
  return reply instanceof Uint8Array ? repairBytes(sg, reply, limits) : sg.repairJson(reply, limits);
}

// The report on one reply; without a schema the JSON itself is the command's output, not a line.
function report(result, validated, lenient) {
  const lines = [];
  if (!result.ok && !validated) return [describeError(result.error)];
  if (!validated && lenient) return repairLines(result);
  if (!validated) return [`found JSON by ${result.strategy} at characters ${result.start}-${result.end}`];
  if (result.strategy) lines.push(`found JSON by ${result.strategy} at characters ${result.start}-${result.end}${result.repaired ? ', repaired' : ''}`);
  lines.push(...repairLines(result));
  if (result.ok) return [...lines, 'valid'];
  return [...lines, ...result.errors.map(describeError)];
}

function repairLines(result) {
  return (result.repairs ?? []).map((repair) => `repaired ${repair.kind} at ${repair.offset}`);
}

// jsonrepair's command line, with structguard's reading: standard output (or the --output
// file, or the input file itself with --overwrite) receives only the repaired JSON.
async function repair({ sg, args, read, write }) {
  const { options, positional } = parseArgs(args, ['--output', ...Object.keys(READ_LIMITS)], ['--overwrite', '--verbose'], { '-o': '--output' });
  if (positional.length > 1) throw new CliError('repair takes one reply file (or - for standard input)');
  const file = positional[0] ?? '-';
  if (options.overwrite && file === '-') throw new CliError('--overwrite rewrites the input file: give a file, not standard input');
  if (options.overwrite && options.output !== undefined) throw new CliError('--overwrite and --output both name where to write: give one');
  const result = repairBytes(sg, await read(file), limitOptions(options, READ_LIMITS));
  const document = { file: fileName(file), ...result };
  if (!result.ok) return { status: 1, lines: [describeError(result.error)], document, output: '' };
  // Bytes replaced change a string's text, not its syntax: always said, so that no byte is
  // dropped unseen (least of all by --overwrite).
  const replaced = result.repairs.filter((repair) => repair.kind === 'invalid_utf8');
  const lines = options.verbose ? repairLines(result) : repairLines({ repairs: replaced });
  const target = options.overwrite ? file : options.output;
  if (target === undefined) return { status: 0, lines, document, output: `${result.json}\n` };
  await write(target, `${result.json}\n`);
  return { status: 0, lines, document, output: '' };
}

async function lint({ sg, args, read }) {
  const { options, positional } = parseArgs(args, ['--provider'], []);
  const provider = options.provider;
  if (provider === undefined) throw new CliError(`lint needs --provider (${SCHEMA_PROVIDERS.join(', ')})`);
  if (!SCHEMA_PROVIDERS.includes(provider)) throw new CliError(`unknown provider '${provider}': use ${SCHEMA_PROVIDERS.slice(0, -1).join(', ')} or ${SCHEMA_PROVIDERS.at(-1)}`);
  if (positional.length !== 1) throw new CliError('lint takes one schema file (or - for standard input)');
  const file = positional[0];
  const result = sg.lintSchema(utf8Text(await read(file), file, { json: true }), provider);
  if (result.error) throw new CliError(`${file} is not a usable schema: ${describeError(result.error)}`, 'SchemaError');
  const lines = result.diagnostics.map((d) => `${d.severity} ${d.code} at ${d.pointer || '/'}${where(d)}: ${d.message}${d.fix ? ` (fix: ${d.fix})` : ''}`);
  lines.push(result.ok ? `ok for ${provider}` : `rejected by ${provider}`);
  return { status: result.ok ? 0 : 1, lines, document: { file, provider, ...result } };
}

export const commands = { check, repair, lint };
