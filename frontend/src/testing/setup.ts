// Test environment for the route-level tests: jest-dom matchers, the few browser APIs jsdom lacks,
// and a clean DOM and storage after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Route pages load lazily; on a loaded 2-core machine the first render can take more than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

if (typeof window.matchMedia !== 'function') {
  // jsdom has no media queries: report "no match" (so the dark default and full motion apply).
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  // Radix measures popovers with ResizeObserver; nothing resizes in jsdom.
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// ScrollRestoration scrolls on every navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

// Radix Select and menus and sonner's toasts use pointer capture and scrollIntoView, which jsdom does not implement.
const jsdomGaps: Partial<Record<keyof Element, () => unknown>> = {
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  setPointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, stand] of Object.entries(jsdomGaps)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stand, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = 'dark';
});

// A toast that closes waits 200 ms before sonner removes it (its exit animation). Were the file's last
// test to end inside that window, the timer would fire after jsdom is gone and fail the run with
// "window is not defined"; waiting past it lets it land while the page still exists.
const sonnerExitDelayMs = 200;
afterAll(() => new Promise((resolve) => setTimeout(resolve, sonnerExitDelayMs + 100)));
