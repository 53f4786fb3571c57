import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MountWhenNear } from './MountWhenNear';

/** jsdom has no IntersectionObserver: this one reports what a test says, for the element it watches. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('MountWhenNear', () => {
  it('holds the place at its height until it comes near the screen, then draws and keeps its children', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <MountWhenNear height={422} margin={100}>
        <p>the grid</p>
      </MountWhenNear>,
    );
    expect(screen.queryByText('the grid')).toBeNull();
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options?.rootMargin).toBe('100px 0px');
    expect(observer.watched).toHaveLength(1);
    expect(getComputedStyle(observer.watched[0]).height).toBe('422px');

    observer.report(false);
    expect(screen.queryByText('the grid')).toBeNull();
    observer.report(true);
    expect(screen.getByText('the grid')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    expect(container.textContent).toBe('the grid');
  });

  it('draws its children for printing, before beforeprint returns', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <MountWhenNear height={200}>
        <p>the grid</p>
      </MountWhenNear>,
    );
    expect(screen.queryByText('the grid')).toBeNull();
    // Not in act(): the browser prints what is there when the event's handlers return.
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getByText('the grid')).toBeTruthy();
  });

  it('draws its children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <MountWhenNear height={200}>
        <p>the grid</p>
      </MountWhenNear>,
    );
    expect(screen.getByText('the grid')).toBeTruthy();
  });
});
