// The federation runtime's `satisfy` (does a version meet a range?) as the shell's build bundles
// it (infra/build/index.cjs createHostConfig replaces the runtime's module with this one). The
// runtime asks it for every shared module each build consumes: 63 to 69 times on a first visit,
// for 11 distinct pairs, a plain release against `^x.y.z` or an exact `x.y.z` every time. Its
// own answer rewrites the range through a dozen patterns, each compiled from its source on every
// call: 6 to 36 ms of the main thread per page at full speed on a host at Lighthouse's
// calibration, all of it in the boot's tasks (issue 14, docs/performance.md).
// Here a plain release (`19.3.1`) against a caret range or a plain release is answered with
// node-semver's rules, as the runtime's own implementation does; anything else (prereleases,
// tildes, comparators, unions, hyphens, `*`) goes to it. A test compares both on a grid
// (infra/build/__tests__/fast-satisfy.test.js).
import { satisfy as fullSatisfy } from 'dukkan-federation-semver';

const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;

/** The three numbers of a plain release, or null. */
function numbers(match) {
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfy(version, range) {
  const have = typeof version === 'string' ? numbers(RELEASE.exec(version)) : null;
  const wanted = typeof range === 'string' ? range.trim() : null;
  if (have && wanted !== null) {
    const exact = numbers(RELEASE.exec(wanted));
    if (exact) return have[0] === exact[0] && have[1] === exact[1] && have[2] === exact[2];
    const caret = numbers(CARET.exec(wanted));
    if (caret) {
      const [major, minor, patch] = have;
      const [atMajor, atMinor, atPatch] = caret;
      // ^1.2.3: >=1.2.3 <2.0.0; ^0.2.3: >=0.2.3 <0.3.0; ^0.0.3: >=0.0.3 <0.0.4.
      if (atMajor > 0) {
        return major === atMajor && (minor > atMinor || (minor === atMinor && patch >= atPatch));
      }
      if (atMinor > 0) return major === 0 && minor === atMinor && patch >= atPatch;
      return major === 0 && minor === 0 && patch === atPatch;
    }
  }
  return fullSatisfy(version, range);
}
