import { render, screen } from '@testing-library/react';
import { CacheProvider, ThemeProvider, css } from '@emotion/react';
import { TextField, theme } from '@dukkan/contracts';
import { emotionCache } from '../emotion-cache';

describe('the emotion cache', () => {
  it.each(['ltr', 'rtl'] as const)(
    'renders a text field (with ::placeholder styles) in %s',
    (direction) => {
      document.documentElement.dir = direction;
      render(
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <TextField label="E-mail" placeholder="name@example.com" />
          </ThemeProvider>
        </CacheProvider>,
      );
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    },
  );

  it('leaves every rule as written in Arabic too: no RTL rewriting (styles are logical)', () => {
    document.documentElement.dir = 'rtl';
    render(
      <CacheProvider value={emotionCache}>
        <p
          data-testid="as-written"
          css={css`
            margin-left: 7px;
          `}
        />
      </CacheProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('as-written'));
    expect(style.marginLeft).toBe('7px');
    expect(style.marginRight).toBe('');
  });
});
