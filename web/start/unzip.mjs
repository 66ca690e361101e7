// One of our zips into app/ (what PyScript's "files" would do, in a few ms instead of 0.1-0.2 s
// of Python): stored entries (deflated ones work too, slower), no comment, as pyzip.py writes it.
// Entries under pyscript/__pycache__/ go into ./pyscript instead: PyScript writes its own package
// there at every start, and Python uses these .pycs rather than compile it (pyscript_code.py).

const PYSCRIPT_CACHE = 'pyscript/__pycache__/';

export async function unpackZip(pyodide, buffer, zipName) {
  const data = new Uint8Array(buffer);
  const view = new DataView(buffer);
  const eocd = data.length - 22;
  if (eocd < 0 || view.getUint32(eocd, true) !== 0x06054b50) throw new Error(`${zipName}: not a zip`);
  const { FS } = pyodide;
  const home = `${FS.cwd()}/`;
  const root = `${home}app/`;
  const names = new TextDecoder();
  const files = [];
  let entry = view.getUint32(eocd + 16, true);
  for (let i = view.getUint16(eocd + 10, true); i > 0; i--) {
    if (view.getUint32(entry, true) !== 0x02014b50) throw new Error(`${zipName}: bad directory`);
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const local = view.getUint32(entry + 42, true);
    const name = names.decode(data.subarray(entry + 46, entry + 46 + nameLength));
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    const body = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const bytes = data.subarray(body, body + size);
    if (name.includes('..') || name.startsWith('/')) throw new Error(`${zipName}: bad name ${name}`);
    if (method !== 0 && method !== 8) throw new Error(`${zipName}: ${name} uses compression ${method}`);
    files.push([(name.startsWith(PYSCRIPT_CACHE) ? home : root) + name, method === 0 ? bytes : inflateRaw(bytes)]);
  }
  for (const [path, bytes] of files) {
    FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    FS.writeFile(path, await bytes);
  }
}

async function inflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
