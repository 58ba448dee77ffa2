/** @jest-environment jsdom */
import { lockPageScroll } from '../scroll-lock';

describe('page scroll lock', () => {
  it('stays locked until every holder released it, in any order, and restores the old value', () => {
    document.documentElement.style.overflow = 'scroll';
    const first = lockPageScroll();
    const second = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    first();
    expect(document.documentElement.style.overflow).toBe('hidden');
    first(); // releasing twice does not release someone else's hold
    expect(document.documentElement.style.overflow).toBe('hidden');
    second();
    expect(document.documentElement.style.overflow).toBe('scroll');
  });
});
