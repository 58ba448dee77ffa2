require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// findBy*/waitFor wait up to 1 s by default; on the shared 2-core machines a page that arrives
// through mocked GraphQL and lazy modules can take longer. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
