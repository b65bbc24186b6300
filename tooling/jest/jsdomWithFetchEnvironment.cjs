// jsdom, plus the fetch API globals that msw 2 (setupServer from 'msw/node') is built on and jsdom lacks: Request,
// Response, Headers, streams, BroadcastChannel… Running in Node's context, which has them, it lends them to the window.
const { TestEnvironment } = require('jest-environment-jsdom');

// Not Blob, File and FormData: jsdom's own are what its FileReader and form elements take (a photo to upload).
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'BroadcastChannel',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
  }
};
