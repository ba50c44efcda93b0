// Runs a test worker in a real `workerd`. The config is generated the way a bundler resolves
// the package: through the `workerd` condition of its exports map, with the .wasm imported as
// a compiled module. Shared by workerd.test.js and workerd-client.test.js.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const packageDir = join(root, 'npm');
const workerdBin = join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// Every file the package ships, named by its path so that relative imports resolve; `entry`
// is the workerd loader of the export `exportPath` ('.', './reply' or './repair').
function packageModules(exportPath) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entry = pkg.exports[exportPath].workerd.replace(/^\.\//, '');
  const sources = readdirSync(join(packageDir, 'src'), { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => `src/${f}`);
  const dist = ['structguard', 'structguard-reply', 'structguard-repair'].flatMap((m) => [`${m}.js`, `${m}.wasm`]).map((f) => `dist/${f}`);
  return { entry, files: [...sources, ...dist] };
}

/**
 * Writes build/runtimes/<name>/config.capnp serving tests/runtimes/<worker> on 127.0.0.1:port.
 * `bindings` are text bindings (name -> string) on the worker's env. With `localNetwork`, the
 * worker's global fetch may reach loopback and private addresses (workerd refuses them by
 * default, against SSRF), which a worker calling a local mock server needs. `exportPath` is the
 * package export that `import … from 'structguard'` gets in the worker ('.', './reply' or
 * './repair'). `besides`: more files of tests/runtimes the worker imports by relative path.
 */
export function writeConfig({ name, worker, port, bindings = {}, localNetwork = false, exportPath = '.', besides = [] }) {
  const workDir = join(root, 'build', 'runtimes', name);
  mkdirSync(workDir, { recursive: true });
  const { entry, files } = packageModules(exportPath);
  writeFileSync(join(workDir, 'structguard-shim.js'), `export * from './node_modules/structguard/${entry}';\n`);
  const embed = (file) => JSON.stringify(relative(workDir, file));
  const modules = [
    `(name = "worker.js", esModule = embed ${embed(join(here, worker))})`,
    ...besides.map((file) => `(name = "${file}", esModule = embed ${embed(join(here, file))})`),
    `(name = "structguard", esModule = embed "structguard-shim.js")`,
    ...files.map((file) => {
      const kind = file.endsWith('.wasm') ? 'wasm' : 'esModule';
      return `(name = "node_modules/structguard/${file}", ${kind} = embed ${embed(join(packageDir, file))})`;
    }),
  ];
  const services = ['(name = "main", worker = .worker)'];
  const workerFields = [];
  if (localNetwork) {
    services.push('(name = "internet", network = (allow = ["public", "private", "local"]))');
    workerFields.push('globalOutbound = "internet",');
  }
  const textBindings = Object.entries(bindings).map(([key, value]) => `(name = ${JSON.stringify(key)}, text = ${JSON.stringify(value)})`);
  if (textBindings.length > 0) workerFields.push(`bindings = [${textBindings.join(', ')}],`);
  const config = join(workDir, 'config.capnp');
  writeFileSync(config, `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [${services.join(', ')}],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    ${modules.join(',\n    ')}
  ],
  compatibilityDate = "2024-09-23",
  ${workerFields.join('\n  ')}
);
`);
  return config;
}

async function waitUntilServing(url, deadline) {
  while (Date.now() < deadline) {
    try {
      await fetch(url, { method: 'POST', body: '{}' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`workerd did not answer on ${url} within the deadline`);
}

/** Starts workerd with the config writeConfig makes; resolves to {base, stop()} once it answers. */
export async function startWorkerd(options) {
  const port = await freePort();
  const config = writeConfig({ ...options, port });
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn(workerdBin, ['serve', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntilServing(base, Date.now() + 20_000);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}
