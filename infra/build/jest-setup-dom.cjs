require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
