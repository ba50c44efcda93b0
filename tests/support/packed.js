// The package as npm publishes it: `npm pack` of npm/ (only the files the tarball holds), and
// that tarball unpacked into an app's node_modules, as `npm install structguard` leaves it.
// Offline: packing and unpacking a local folder reach no registry.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Packs npm/ into `destination` (made empty first); returns the tarball's path and its file list. */
export function packPackage(destination) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', destination],
    { cwd: join(root, 'npm'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  return { tarball: join(destination, packed.filename), files: packed.files.map((file) => file.path) };
}

/** Unpacks `tarball` as `appDir`/node_modules/structguard. */
export function unpackInto(tarball, appDir) {
  const target = join(appDir, 'node_modules', 'structguard');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  return target;
}
