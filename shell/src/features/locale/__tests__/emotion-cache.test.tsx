import { render, screen } from '@testing-library/react';
import { CacheProvider, ThemeProvider, css } from '@emotion/react';
import { TextField, theme } from '@dukkan/contracts';
import { emotionCacheFor } from '../emotion-cache';

describe('the emotion cache per direction', () => {
  it.each(['ltr', 'rtl'] as const)(
    'renders a text field (with ::placeholder styles) in %s',
    (direction) => {
      render(
        <CacheProvider value={emotionCacheFor(direction)}>
          <ThemeProvider theme={theme}>
            <TextField label="E-mail" placeholder="name@example.com" />
          </ThemeProvider>
        </CacheProvider>,
      );
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    },
  );

  it('flips physical properties in rtl', () => {
    render(
      <CacheProvider value={emotionCacheFor('rtl')}>
        <p
          data-testid="flipped"
          css={css`
            margin-left: 7px;
          `}
        />
      </CacheProvider>,
    );
    expect(getComputedStyle(screen.getByTestId('flipped')).marginRight).toBe('7px');
  });
});
