// What the build's Node jobs share (compile_app.mjs, stdlib_modules.mjs): the job from the
// command line, a way to fail, and the shipped Pyodide started with a given standard library,
// its printed lines kept for the error message.
import { pathToFileURL } from 'node:url';

export const job = JSON.parse(process.argv[2]);

export function fail(message) {
  process.stderr.write(message.trimEnd() + '\n');
  process.exit(1);
}

// Pyodide from `job.indexDir`, started with `job.stdlib`; `env`: its environment variables.
export async function startPyodide(env = null) {
  const indexURL = job.indexDir + '/';
  const { loadPyodide, version } = await import(pathToFileURL(indexURL + 'pyodide.mjs').href);
  const output = [];
  const pyodide = await loadPyodide({
    indexURL,
    stdLibURL: job.stdlib,
    ...(env ? { env } : {}),
    stdout: (line) => output.push(line),
    stderr: (line) => output.push(line),
  });
  return { pyodide, version, output };
}
