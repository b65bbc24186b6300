// Shared test setup: jest-dom matchers and the browser APIs jsdom lacks that antd needs.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import path from 'node:path';
import { keepRulesTestsRead } from './antdStyles';

// findBy/waitFor wait up to 5 s (not 1 s): a loaded CI runner is slower than a laptop, never wrong.
configure({ asyncUtilTimeout: 5_000 });

// What the builds define (createAppConfig.ts): the tests run as a demo build unless a test says otherwise.
Object.assign(globalThis, { __PORTAL_DEMO__: true });

// antd's Select schedules with MessageChannel, which jsdom lacks (TextEncoder comes from jsdomWithFetchEnvironment.cjs).
if (!globalThis.MessageChannel) {
  // A timer-based stand-in: node's own MessageChannel keeps jest's workers alive.
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
    start() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// jsdom has no layout: width queries are answered against window.innerWidth (1024 px, antd's Grid breakpoints up to lg
// hold), so the screens render as on a desktop unless a test says otherwise.
function widthQueryMatches(query: string): boolean {
  const min = [...query.matchAll(/min-width:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
  const max = [...query.matchAll(/max-width:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
  if (!min.length && !max.length) return false;
  return min.every((w) => window.innerWidth >= w) && max.every((w) => window.innerWidth <= w);
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthQueryMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** jsdom's Blob (and File) lack the reading methods msw uses on an uploaded file (a store's photo): read by FileReader. */
if (typeof Blob !== 'undefined' && !Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
  Blob.prototype.text = async function text(this: Blob) {
    return new TextDecoder().decode(await this.arrayBuffer());
  };
  Blob.prototype.stream = function stream(this: Blob) {
    const blob = this;
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await blob.arrayBuffer()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd measures scrollbars with getComputedStyle on pseudo elements, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element, pseudo?: string | null) => originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// antd's style engine writes its rules through rc-util's updateCSS: only the rules that hide are kept
// (antdStyles.ts says why). Resolved from antd itself, as the bundles do (pnpm keeps it out of reach).
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [process.cwd(), path.join(__dirname, '../../host')] }));
const cssinjsDir = path.dirname(require.resolve('@ant-design/cssinjs/package.json', { paths: [antdDir] }));
const dynamicCss = require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [cssinjsDir] });
jest.doMock(dynamicCss, () => {
  const actual = jest.requireActual(dynamicCss);
  return { ...actual, updateCSS: (css: string, key: string, options?: object) => actual.updateCSS(keepRulesTestsRead(css), key, options) };
});
