// The shell's `satisfy` (federation/fast-satisfy.mjs) answers what the federation runtime's own
// answers, for every version and range on a grid: the plain cases it answers itself and the
// rest it passes on. It replaces the runtime's module in the shell's build (index.cjs).
/* global jest -- the module mocks are hoisted by their `jest` name */
const { describe, it, expect } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { fastSatisfyPlugin, RUNTIME_SEMVER_PATH } = require('../index.cjs');

// The runtime's own module in its CommonJS build, for jest (the bundle takes the ES module one).
const runtimeSemver = RUNTIME_SEMVER_PATH.replace(/\.js$/, '.cjs');
jest.mock('dukkan-federation-semver', () => jest.requireActual(runtimeSemver), { virtual: true });

const { satisfy: fullSatisfy } = jest.requireActual(runtimeSemver);
const { satisfy } = require('../federation/fast-satisfy.mjs');

const NUMBERS = [0, 1, 2, 3, 10];
const releases = NUMBERS.flatMap((major) =>
  NUMBERS.flatMap((minor) => NUMBERS.map((patch) => `${major}.${minor}.${patch}`)),
);

describe("the shell's satisfy", () => {
  it('answers as the runtime does for plain releases against caret and exact ranges', () => {
    const ranges = releases.flatMap((release) => [`^${release}`, release, ` ^${release} `]);
    const differing = [];
    let compared = 0;
    for (const version of releases) {
      for (const range of ranges) {
        const answer = satisfy(version, range);
        if (answer !== fullSatisfy(version, range)) differing.push([version, range, answer]);
        compared += 1;
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBe(125 * 375);
  });

  it('answers as the runtime does for the forms it passes on', () => {
    const versions = ['1.2.3', '1.2.3-beta.1', '0.0.0', '19.3.1', '2.9.2', 'x', '', '1.2'];
    const ranges = [
      '~1.2.0',
      '>=1.2.3',
      '<2.0.0',
      '^1.2.3 || ^2.0.0',
      '1.2.x',
      '*',
      '',
      '1.0.0 - 2.0.0',
      '^1.2.3-beta.0',
      '=1.2.3',
      '^1.2',
      'latest',
    ];
    for (const version of versions) {
      for (const range of ranges) {
        expect([version, range, satisfy(version, range)]).toEqual([
          version,
          range,
          fullSatisfy(version, range),
        ]);
      }
    }
  });

  it('answers the pairs a first visit asks without the runtime', () => {
    const seen = [];
    jest.isolateModules(() => {
      jest.doMock(
        'dukkan-federation-semver',
        () => ({
          satisfy: (version, range) => {
            seen.push([version, range]);
            return fullSatisfy(version, range);
          },
        }),
        { virtual: true },
      );
      const isolated = require('../federation/fast-satisfy.mjs');
      // The shared libraries' versions and the ranges the builds consume them with.
      for (const [version, range] of [
        ['19.3.1', '^19.2.0'],
        ['16.15.0', '16.15.0'],
        ['4.3.8', '^4.3.0'],
        ['0.1.0', '0.1.0'],
        ['26.7.2', '^26.7.0'],
      ]) {
        expect(isolated.satisfy(version, range)).toBe(true);
      }
      expect(isolated.satisfy('20.0.0', '^19.2.0')).toBe(false);
    });
    expect(seen).toEqual([]);
  });
});

describe("the shell's build", () => {
  /** The request the plugin leaves for an import of `request` from the file at `from`. */
  function replaced(from, request) {
    const resource = { context: path.dirname(from), request };
    fastSatisfyPlugin().newResource(resource);
    return resource.request;
  }

  it("gives the runtime core's two imports of its semver module the shell's satisfy", () => {
    const dist = path.dirname(path.dirname(path.dirname(RUNTIME_SEMVER_PATH)));
    const importers = {
      [path.join(dist, 'utils', 'share.js')]: './semver/index.js',
      [path.join(dist, 'index.js')]: './utils/semver/index.js',
    };
    for (const [file, request] of Object.entries(importers)) {
      // Still how the runtime imports it: an upgrade that moves the module fails here.
      expect(fs.readFileSync(file, 'utf8')).toContain(`import { satisfy } from "${request}";`);
      expect(replaced(file, request)).toBe(
        path.join(__dirname, '..', 'federation', 'fast-satisfy.mjs'),
      );
    }
  });

  it('leaves any other semver module alone', () => {
    expect(replaced('/elsewhere/lib/share.js', './semver/index.js')).toBe('./semver/index.js');
  });
});
