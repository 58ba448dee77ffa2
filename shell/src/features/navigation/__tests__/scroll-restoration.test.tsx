import { act } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

describe('manual scroll restoration', () => {
  it('starts each new path at the top, but not a change of query on the same path', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = await renderShell('/en/privacy');
    scrollTo.mockClear();
    await act(() => router.navigate('/en/terms'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/en/terms?section=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
