import { screen } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { CompareSlider, sliderAlignment } from '../components/compare-slider';
import type { CompareTrayModel } from '../hooks/use-compare-tray';

/** The slider's view of the tray: two compared products and an empty slot. */
const model = {
  products: [
    { sku: 'DK-1', name: 'Kettle', urlKey: 'kettle-1', price: 900, thumb: { src: '', alt: '' } },
    { sku: 'DK-2', name: 'Toaster', urlKey: 'toaster-2', price: 1200, thumb: { src: '', alt: '' } },
  ],
  hasEmptySlot: true,
  locale: 'en',
  remove: () => undefined,
  productHref: (urlKey: string) => `/en/${urlKey}`,
} as unknown as CompareTrayModel;

describe('the comparison slider alignment (shell spec section 2: start, center or end)', () => {
  it.each(['start', 'center', 'end'] as const)(
    'snaps each slide to the view’s %s',
    async (align) => {
      await renderWithShell(<CompareSlider model={model} align={align} />);
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('data-align', align);
      expect(list.style.getPropertyValue('--snap')).toBe(align);
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
    },
  );

  it('snaps to the start by default and for any other alignment', async () => {
    expect(sliderAlignment('middle')).toBe('start');
    expect(sliderAlignment(undefined)).toBe('start');
    await renderWithShell(<CompareSlider model={model} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-align', 'start');
  });
});
