// The download judge: whether downloading the snapshot pays on this link, judged once from what
// has arrived of it in its first JUDGE_MS, or after JUDGE_EARLY_MS if the snapshot would plainly
// be later (EARLY_DROP: 4G's estimate is 1.4 times, 30 Mbit/s's 1.25 times the normal start's):
// a phone's link then stops spending its bytes on it sooner. (Taking it sooner would gain
// nothing: its download goes on either way.) At the link's measured speed (the downloads in
// flight share it about equally) it compares the two starts from now on:
//  - from the snapshot: the rest of it, then the restore, while the start zip downloads (it is
//    requested after the snapshot; the standard library is not needed), then PyScript and the
//    first screen;
//  - without: the standard library, then Pyodide's own start, while our zip downloads, then
//    PyScript, our imports and the first screen.
// The CPU times are this machine's at full speed (bench/RESULTS.md, run 7). On a phone's 4G
// link the snapshot costs seconds more: Python starts as usual, and sw.js fetches the snapshot
// for the next visit. (A slower CPU makes the snapshot save more, but a short timing loop could
// not tell Chromium's 4x-slower CPU from a busy machine, and the normal start beats a bare
// Pyodide there too.)

import { IN_PAGE } from './common.mjs';

const JUDGE_MS = 300;
const JUDGE_EARLY_MS = 100;
const EARLY_DROP = 1.2;
const RESTORE_S = 0.35; // restoring, after the snapshot's last byte
const AFTER_RESTORE_S = 0.25; // then PyScript and the first screen
const BOOT_S = 0.65; // Pyodide's normal start, after its last byte
const AFTER_BOOT_S = 0.45; // then PyScript, our imports and the first screen

// `sizes`: the bytes of the standard library, the app zip (as stored: a gzip host sends less)
// and the zip a start from the snapshot unpacks instead.
function startTimes(restBytes, speed, sizes) {
  return {
    snapshot: restBytes / speed + Math.max(RESTORE_S, sizes.start / speed) + AFTER_RESTORE_S,
    normal: sizes.stdlib / speed + Math.max(BOOT_S, sizes.app / speed) + AFTER_BOOT_S,
  };
}

// judge.seen(bytes received so far) is 'take' | 'drop' | null (not judged yet); judge.why says
// why, in figures. `total`: the snapshot's bytes; `inFlight()`: the other downloads now.
export function snapshotJudge(total, sizes, inFlight) {
  let first = null;
  let verdict = null;
  const judge = {
    why: '',
    seen(received) {
      const now = performance.now();
      if (verdict !== null) return verdict;
      if (first === null) first = { at: now, bytes: received };
      if (received >= total) verdict = 'take';
      const elapsed = now - first.at;
      if (verdict !== null || elapsed < JUDGE_EARLY_MS) return verdict;
      const speed = ((received - first.bytes) / elapsed) * 1000 * (1 + inFlight());
      const { snapshot, normal } = startTimes(total - received, speed, sizes);
      // (a pause of the page with no new bytes is not a plain answer)
      const plain = received > first.bytes && snapshot > EARLY_DROP * normal;
      if (elapsed < JUDGE_MS && !plain) return null;
      verdict = snapshot <= normal ? 'take' : 'drop';
      judge.why = `${(speed / 1e6).toFixed(1)} MB/s: the rest takes ${((total - received) / speed).toFixed(1)} s; `
        + `ready ${snapshot.toFixed(1)} s from the snapshot, ${normal.toFixed(1)} s without`;
      if (IN_PAGE) document.documentElement.setAttribute('data-start-link', judge.why);
      return verdict;
    },
  };
  return judge;
}
