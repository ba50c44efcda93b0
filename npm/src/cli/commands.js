// The CLI's commands (npm/bin/structguard.js). Each returns the exit status: 0 valid, 1 not
// valid, 2 usage or input error (thrown as an error with `usage` set).

function usage(message) {
  return Object.assign(new Error(message), { usage: true });
}

// --name value pairs and positional arguments, in order.
function parseArgs(args, flags, switches) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (switches.includes(arg)) {
      options[arg.slice(2)] = true;
    } else if (flags.includes(arg)) {
      if (i + 1 >= args.length) throw usage(`${arg} needs a value`);
      options[arg.slice(2)] = args[(i += 1)];
    } else if (arg.startsWith('--') && arg !== '--') {
      throw usage(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { options, positional };
}

function wholeNumber(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw usage(`--${name} must be a whole number >= 0`);
  return value;
}

function describeError(error) {
  const where = error.line === null || error.line === undefined ? '' : ` (line ${error.line}, column ${error.column})`;
  const at = error.instanceLocation !== undefined ? ` at ${error.instanceLocation || '/'}` : '';
  return `${error.code}${at}${where}: ${error.message}`;
}

async function check({ sg, args, readInput, print }) {
  const { options, positional } = parseArgs(args, ['--schema', '--max-fence-bytes'], ['--lenient']);
  if (positional.length > 1) throw usage('check takes one reply file (or - for standard input)');
  const reply = await readInput(positional[0]);
  const limits = options['max-fence-bytes'] === undefined ? {} : { maxFenceBytes: wholeNumber('max-fence-bytes', options['max-fence-bytes']) };
  if (!options.schema) {
    if (options.lenient) return repairOnly(sg, reply, limits, print);
    const result = sg.extractJson(reply, limits);
    print(result.ok ? `found JSON by ${result.strategy} at characters ${result.start}-${result.end}` : describeError(result.error));
    if (result.ok) print(result.json);
    return result.ok ? 0 : 1;
  }
  let validator;
  try {
    validator = sg.compileSchema(await readInput(options.schema));
  } catch (error) {
    if (error.name !== 'SchemaError') throw error;
    print(`schema: ${error.message}`);
    return 2;
  }
  const result = validator.parseReply(reply, { ...limits, errors: 'all', ...(options.lenient ? { mode: 'lenient' } : {}) });
  validator.free();
  if (result.strategy) print(`found JSON by ${result.strategy} at characters ${result.start}-${result.end}${result.repaired ? ', repaired' : ''}`);
  for (const repair of result.repairs ?? []) print(`repaired ${repair.kind} at ${repair.offset}`);
  if (result.ok) {
    print('valid');
    return 0;
  }
  for (const error of result.errors) print(describeError(error));
  return 1;
}

function repairOnly(sg, reply, limits, print) {
  const result = sg.repairJson(reply, limits);
  if (!result.ok) {
    print(describeError(result.error));
    return 1;
  }
  for (const repair of result.repairs) print(`repaired ${repair.kind} at ${repair.offset}`);
  print(result.json);
  return 0;
}

async function lint({ sg, args, readInput, print }) {
  const { options, positional } = parseArgs(args, ['--provider'], []);
  if (!options.provider) throw usage('lint needs --provider');
  if (positional.length !== 1) throw usage('lint takes one schema file');
  const result = sg.lintSchema(await readInput(positional[0]), options.provider);
  for (const d of result.diagnostics) {
    print(`${d.severity} ${d.code} at ${d.pointer || '/'}: ${d.message}${d.fix ? ` (fix: ${d.fix})` : ''}`);
  }
  print(result.ok ? `ok for ${options.provider}` : `rejected by ${options.provider}`);
  return result.ok ? 0 : 1;
}

export const commands = { check, lint };
