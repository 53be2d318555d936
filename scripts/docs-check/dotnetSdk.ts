/**
 * The .NET SDK that compiles the samples. A missing SDK is a failure with instructions, never a silent
 * pass: a machine without it would otherwise report every sample as fine.
 */
import { spawn } from 'node:child_process';

export class DotnetMissingError extends Error {
  constructor(detail: string) {
    super(
      'The C# samples need the .NET SDK (the `dotnet` command), which was not found: ' +
        `${detail}. Install the .NET SDK 8 or newer (https://dotnet.microsoft.com/download, or ` +
        '`apt-get install dotnet-sdk-8.0` on Debian/Ubuntu with the Microsoft package feed) and run the check again. ' +
        '`npm start` and `npm run build` do not need it.',
    );
    this.name = 'DotnetMissingError';
  }
}

export interface ProcessResult {
  code: number | null;
  output: string;
}

/** Runs a command and collects stdout and stderr together, as a person would read them in a terminal. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Quiet, offline-friendly .NET: no telemetry, no first-run banner, no interactive prompts. */
export const dotnetEnvironment = (): NodeJS.ProcessEnv => ({
  ...process.env,
  DOTNET_CLI_TELEMETRY_OPTOUT: '1',
  DOTNET_NOLOGO: '1',
  DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1',
  DOTNET_GENERATE_ASPNET_CERTIFICATE: 'false',
});

export interface DotnetSdk {
  command: string;
  version: string;
}

export async function findDotnetSdk(command = 'dotnet'): Promise<DotnetSdk> {
  const result = await run(command, ['--version'], { env: dotnetEnvironment() }).catch(
    (error: NodeJS.ErrnoException) => {
      throw new DotnetMissingError(error.code === 'ENOENT' ? `\`${command}\` is not on the PATH` : error.message);
    },
  );
  const version = result.output.trim().split('\n').pop()?.trim() ?? '';
  const major = /^(\d+)\.\d+\./.exec(version)?.[1];
  if (result.code !== 0 || !major) {
    throw new DotnetMissingError(`\`${command} --version\` printed "${result.output.trim()}" (no SDK installed?)`);
  }
  if (Number(major) < 8) throw new DotnetMissingError(`found SDK ${version}, which is older than .NET 8`);
  return { command, version };
}
