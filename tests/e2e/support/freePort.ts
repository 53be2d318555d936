/**
 * Ports the operating system picks, so two test runs on one machine never collide.
 * `freePort` is for tests; `freePortSync` is for the Playwright config, which cannot await.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const askForPort = `const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})`;

export function freePortSync(): number {
  const result = spawnSync(process.execPath, ['-e', askForPort], { encoding: 'utf8' });
  const port = Number(result.stdout);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`Could not get a free port from the system: ${result.stderr}`);
  return port;
}

/**
 * A port kept in an environment variable: chosen once in the Playwright runner, then inherited by its
 * workers and the web server it starts, so every process agrees on it.
 */
export function sharedFreePort(variable: string): number {
  const chosen = process.env[variable] ?? String(freePortSync());
  process.env[variable] = chosen;
  return Number(chosen);
}
