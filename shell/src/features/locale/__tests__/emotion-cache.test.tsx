import { render, screen } from '@testing-library/react';
import { CacheProvider, Global, ThemeProvider, css } from '@emotion/react';
import { TextField, theme } from '@dukkan/contracts';
import { withStyles } from '@dukkan/build/first-screen/render';
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

describe('the emotion cache and a drawn first screen', () => {
  const badge = css`
    color: rgb(1, 2, 3);
  `;
  /** The style rules in the document that style `className`. */
  const ruleCount = (className: string) =>
    [...document.querySelectorAll('style')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .filter((rule) => rule.cssText.includes(`.${className}`)).length;

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("takes the first screen's rules as inserted, and draws with them without inserting them again", () => {
    // The class name emotion gives the rule, then the first screen as the renderers write it:
    // emotion's server output (infra/build's render test) gathered by withStyles.
    const probe = render(<p css={badge}>Probe</p>);
    const className = screen.getByText('Probe').className;
    probe.unmount();
    document.head.innerHTML = '';
    const name = className.slice('css-'.length);
    const drawn = withStyles(
      `<style data-emotion="css ${name}">.${className}{color:rgb(1, 2, 3);}</style>` +
        `<p class="${className}">Drawn</p>`,
    );
    document.body.innerHTML = `<div id="root">${drawn}</div>`;

    // The shell's cache as the app creates it: after the first screen is in the document.
    let cache: typeof emotionCache | undefined;
    jest.isolateModules(() => {
      cache = jest.requireActual<{ emotionCache: typeof emotionCache }>(
        '../emotion-cache',
      ).emotionCache;
    });
    expect(cache!.inserted[name]).toBe(true);
    // The drawn rules now live in the head, so they outlast the first screen.
    document.getElementById('root')!.remove();
    expect(document.head.querySelector(`style[data-emotion="css ${name}"]`)).not.toBeNull();

    render(
      <CacheProvider value={cache!}>
        <p css={badge}>App</p>
      </CacheProvider>,
    );
    const app = screen.getByText('App');
    expect(app.className).toBe(className);
    expect(getComputedStyle(app).color).toBe('rgb(1, 2, 3)');
    expect(ruleCount(className)).toBe(1);
  });

  it("leaves a drawn Global's rules to the app's Global: kept in the head, not inserted again", () => {
    const base = css`
      body {
        color: rgb(7, 8, 9);
      }
    `;
    // The base's global rules as the shell's renderer draws them (infra/build's render test),
    // and where the gateway puts them: in the head (infra/gateway's first-screen test).
    const drawn = withStyles(
      `<style data-emotion="css-global ${base.name}">body{color:rgb(7, 8, 9);}</style><p>Drawn</p>`,
    );
    const global = /^<style data-emotion="css-global \w+" data-s="">[^<]*<\/style>/.exec(drawn)![0];
    document.head.innerHTML = global;
    document.body.innerHTML = `<div id="root">${drawn.slice(global.length)}</div>`;
    let cache: typeof emotionCache | undefined;
    jest.isolateModules(() => {
      cache = jest.requireActual<{ emotionCache: typeof emotionCache }>(
        '../emotion-cache',
      ).emotionCache;
    });
    const globalRules = () =>
      [...document.querySelectorAll('style')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
        .filter((rule) => rule.cssText.includes('rgb(7, 8, 9)'));

    render(
      <CacheProvider value={cache!}>
        <Global styles={base} />
      </CacheProvider>,
    );
    expect(globalRules()).toHaveLength(1);
    expect(document.querySelector('#root style')).toBeNull();
    // The first screen leaves (the app's first commit empties #root); its rules stay.
    document.getElementById('root')!.remove();
    expect(globalRules()).toHaveLength(1);
    expect(getComputedStyle(document.body).color).toBe('rgb(7, 8, 9)');
  });
});
