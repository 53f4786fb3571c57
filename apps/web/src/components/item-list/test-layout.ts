import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out (every size is 0), so a virtualized list would render no row. Tests of the
 * lists give elements the size they have in a browser: 700 px high (spec 9) and 1200 px wide.
 * Call once at the top of a test file.
 */
export function stubListLayout(size = { width: 1200, height: 700 }): void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
  };
  beforeAll(() => {
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => size.height });
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => size.width });
  });
  // jsdom defines the sizes on Element.prototype: with no size of its own before, HTMLElement's goes.
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(saved))
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
  });
}
