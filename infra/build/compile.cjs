// One webpack run outside the host's compilation, for the build plugins that need a bundle of
// their own (the service worker, the first screen): a child compilation would inherit the host's
// Module Federation hooks.
const webpack = require('webpack');

/**
 * Runs webpack once with `config`; rejects with its errors.
 * @param {import('webpack').Configuration} config
 */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true })));
      }
      return resolve(undefined);
    });
  });
}

module.exports = { compile };
