// Phones as racks (issue 28): the browser's side of the peer effects (axio_web/runtime/effects.py,
// "Phones"). An ES module imported only when a page first pairs (axio_web/browser/peer_glue.py), so a
// visit that never pairs downloads none of it; the service worker precaches it for offline.
//
// WebRTC with no server at all: no STUN or TURN (iceServers: []), the candidates gathered
// before the description is handed over (it travels as a QR code or pasted text), one
// negotiated, ordered data channel per connection. The table keeps one connection per seat
// (a number); a phone keeps one, to the table (seat null).
//
// Every answer is a DOM event on `document`: "axio:peer", detail {type, seat, ...}:
//   offer {seat, key, sdp} · answer {seat: null, sdp} · open {seat} · text {seat, text}
//   closed {seat} · failed {seat, reason} · scanned {text} · scanner-failed {reason}
// The Python bridge listens to it (and so may a test). Events of a connection that was
// replaced or closed are dropped, and "closed" comes once per connection.
'use strict';

const EVENT = 'axio:peer';
const GATHER_MS = 3000; // then the offer goes with the candidates it has
const CHANNEL = { negotiated: true, id: 0, ordered: true };
const PHONE = 'phone'; // the key of a phone's one connection

const connections = new Map(); // seat (or PHONE) -> connection record

function emit(detail) {
  document.dispatchEvent(new CustomEvent(EVENT, { detail }));
}

function keyOf(seat) {
  return seat === null || seat === undefined ? PHONE : seat;
}

function seatOf(key) {
  return key === PHONE ? null : key;
}

function reasonOf(error) {
  return String((error && (error.message || error.name)) || error || 'unknown error');
}

// A new connection for `key`, replacing (and closing) its earlier one.
function open(key) {
  close(key);
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel('axio', CHANNEL);
  const record = { pc, channel, done: false };
  connections.set(key, record);
  const live = () => connections.get(key) === record && !record.done;
  const seat = seatOf(key);
  channel.onopen = () => {
    if (live()) emit({ type: 'open', seat });
  };
  channel.onmessage = (message) => {
    if (live() && typeof message.data === 'string') emit({ type: 'text', seat, text: message.data });
  };
  const lost = () => {
    if (!live()) return;
    record.done = true;
    connections.delete(key);
    pc.close();
    emit({ type: 'closed', seat });
  };
  channel.onclose = lost;
  pc.onconnectionstatechange = () => {
    if (['closed', 'failed', 'disconnected'].includes(pc.connectionState)) lost();
  };
  record.live = live;
  return record;
}

function close(key) {
  const record = connections.get(key);
  if (!record) return;
  connections.delete(key);
  record.done = true;
  record.channel.close(); // the other side's channel closes now (an SCTP stream reset)
  record.pc.close();
}

// A page that goes away (closed, reloaded, another address) closes its connections itself:
// the other side hears it at once (the data channel's close), not after ICE gives up on a
// silent peer (about 6 s in Chromium).
window.addEventListener('pagehide', () => {
  for (const key of [...connections.keys()]) close(key);
});

// Resolves once every candidate is in the local description, or after GATHER_MS.
function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, GATHER_MS);
    function finish() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() {
      if (pc.iceGatheringState === 'complete') finish();
    }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

// Table: a new connection for `seat` and its offer.
export async function offerSeat(seat, key) {
  const record = open(seat);
  try {
    await record.pc.setLocalDescription(await record.pc.createOffer());
    await gathered(record.pc);
    if (record.live()) emit({ type: 'offer', seat, key, sdp: record.pc.localDescription.sdp });
  } catch (error) {
    if (record.live()) emit({ type: 'failed', seat, reason: reasonOf(error) });
  }
}

// Table: the phone's answer to `seat`'s pending offer.
export async function acceptAnswer(seat, sdp) {
  const record = connections.get(seat);
  if (!record || record.done) {
    emit({ type: 'failed', seat, reason: 'no offer is waiting for this seat' });
    return;
  }
  try {
    await record.pc.setRemoteDescription({ type: 'answer', sdp });
  } catch (error) {
    if (record.live()) emit({ type: 'failed', seat, reason: reasonOf(error) });
  }
}

// Phone: answer the table's offer (the phone's one connection, replacing any earlier one).
export async function answerOffer(sdp) {
  const record = open(PHONE);
  try {
    await record.pc.setRemoteDescription({ type: 'offer', sdp });
    await record.pc.setLocalDescription(await record.pc.createAnswer());
    await gathered(record.pc);
    if (record.live()) emit({ type: 'answer', seat: null, sdp: record.pc.localDescription.sdp });
  } catch (error) {
    if (record.live()) emit({ type: 'failed', seat: null, reason: reasonOf(error) });
  }
}

export function send(seat, text) {
  const record = connections.get(keyOf(seat));
  if (record && !record.done && record.channel.readyState === 'open') record.channel.send(text);
}

export function closePeer(seat) {
  close(keyOf(seat));
}

export function vibrate(pattern) {
  navigator.vibrate?.(Array.from(pattern));
}

// --- the camera that reads a phone's QR code (the table) ------------------------------------

const LABELS = {
  en: { cancel: 'Cancel', phone: "Hold the phone's code in front of the camera",
    table: "Point the camera at the table's code" },
  de: { cancel: 'Abbrechen', phone: 'Den Code des Handys vor die Kamera halten',
    table: 'Die Kamera auf den Code des Tischs richten' },
};
const SCAN_EVERY_MS = 120;
let scanning = null; // {overlay, stream, timer} while the camera is open
let decoder = null; // a promise of (ImageData) -> text | null, jsQR once loaded

// jsQR (npm `jsqr`, shipped by build.py beside this file), loaded the first time it is needed.
export function loadDecoder() {
  if (!decoder) {
    decoder = new Promise((resolve, reject) => {
      if (window.jsQR) {
        resolve(window.jsQR);
        return;
      }
      const script = document.createElement('script');
      script.src = new URL('./jsqr.js', import.meta.url).href;
      script.onload = () => resolve(window.jsQR);
      script.onerror = () => reject(new Error('the QR decoder did not load'));
      document.head.append(script);
    }).then((jsQR) => (image) => {
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      return found ? found.data : null;
    });
    decoder.catch(() => {
      decoder = null; // tried again next time
    });
  }
  return decoder;
}

// The text of a QR code in `image` (an ImageData), or null: what the scanner uses without a
// BarcodeDetector.
export async function decodeImage(image) {
  return (await loadDecoder())(image);
}

async function nativeDetector() {
  if (!('BarcodeDetector' in window)) return null;
  try {
    const formats = await window.BarcodeDetector.getSupportedFormats();
    return formats.includes('qr_code') ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
  } catch (error) {
    return null;
  }
}

function labels() {
  return LABELS[document.documentElement.lang] || LABELS.en;
}

function buildOverlay(onCancel, reads) {
  const words = { ...labels(), camera: labels()[reads === 'table' ? 'table' : 'phone'] };
  const overlay = document.createElement('div');
  overlay.className = 'peer-scanner';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-label', words.camera);
  overlay.style.cssText = 'position:fixed;inset:0;z-index:1000;background:#000;display:flex;' +
    'flex-direction:column;align-items:center;justify-content:center;gap:1rem';
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('aria-label', words.camera);
  video.style.cssText = 'max-width:100%;max-height:80vh';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'peer-scanner-cancel';
  cancel.textContent = words.cancel;
  cancel.style.cssText = 'font-size:1.25rem;padding:.6rem 1.4rem;min-height:48px';
  cancel.addEventListener('click', onCancel);
  overlay.append(video, cancel);
  document.body.append(overlay);
  cancel.focus();
  return { overlay, video };
}

function stopScanner() {
  if (!scanning) return;
  const { overlay, stream } = scanning;
  scanning.stopped = true;
  clearTimeout(scanning.timer);
  if (stream) stream.getTracks().forEach((track) => track.stop());
  overlay.remove();
  scanning = null;
}

function failed(reason) {
  stopScanner();
  emit({ type: 'scanner-failed', reason });
}

// Open (true) or close (false) the camera overlay; closing it answers nothing. `reads`:
// "phone" (the table reads a phone's answer) or "table" (a phone reads the table's code; on
// Safari the camera's permission also lets the page offer its own addresses: docs/PHONES.md).
export async function scanner(on, reads = 'phone') {
  if (!on) {
    stopScanner();
    return;
  }
  if (scanning) return;
  if (!navigator.mediaDevices?.getUserMedia) {
    emit({ type: 'scanner-failed', reason: 'missing' });
    return;
  }
  const session = { stopped: false, stream: null, timer: 0 };
  scanning = session;
  Object.assign(session, buildOverlay(() => failed('closed'), reads));
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    if (scanning !== session) return;
    const name = error && error.name;
    failed(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing');
    return;
  }
  if (scanning !== session) {
    stream.getTracks().forEach((track) => track.stop());
    return;
  }
  session.stream = stream;
  session.video.srcObject = stream;
  try {
    await session.video.play();
  } catch (error) {
    // autoplay of a muted stream is allowed; a refusal here still shows frames once playing
  }
  const detector = await nativeDetector();
  let read;
  try {
    read = detector
      ? async () => {
        const codes = await detector.detect(session.video);
        return codes.length ? codes[0].rawValue : null;
      }
      : await readWithJsQR(session.video);
  } catch (error) {
    if (scanning === session) failed('missing'); // no decoder (offline before it was cached)
    return;
  }
  const tick = async () => {
    if (session.stopped) return;
    let text = null;
    try {
      text = await read();
    } catch (error) {
      text = null; // a frame that is not ready yet
    }
    if (session.stopped) return;
    if (text) {
      stopScanner();
      emit({ type: 'scanned', text });
    } else {
      session.timer = setTimeout(tick, SCAN_EVERY_MS);
    }
  };
  tick();
}

async function readWithJsQR(video) {
  const decode = await loadDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decode(context.getImageData(0, 0, width, height));
  };
}
