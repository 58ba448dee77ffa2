/* global jest */
// The package's own test timeout (jest.preset.cjs), also when the root jest.config.cjs runs every
// package in one worker pool and Jest would otherwise use the root's value for all of them.
jest.setTimeout(/** @type {number} */ (globalThis.DUKKAN_TEST_TIMEOUT));
