// The shell (host) build: no remote URL is baked in; remotes come from /remotes.json at boot.
const path = require('node:path');
const { createHostConfig } = require('@dukkan/build');

module.exports = createHostConfig({
  dir: __dirname,
  template: path.join(__dirname, 'index.html'),
  devPort: 3000,
  proxyTarget: 'http://localhost:8080',
});
