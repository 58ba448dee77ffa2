/** @jest-environment node */
// A first screen is drawn as emotion draws on a server: the markup behind its rules. withStyles
// gathers the rules so the app's emotion cache can take them as inserted (the shell's
// emotion-cache test takes it from there).
import { Global, css } from '@emotion/react';
import { EMOTION_KEY } from '@dukkan/contracts';
import { RulesOnly, renderStatic, staticI18n } from '../first-screen/render';

const i18n = staticI18n('en', 'probe', {});

describe('renderStatic', () => {
  it("names the drawn rules in emotion's server form, under the app's key, ahead of the markup", () => {
    const html = renderStatic(
      'en',
      <>
        <p
          css={css`
            color: rgb(1, 2, 3);
          `}
        >
          One
        </p>
        <p
          css={css`
            color: rgb(4, 5, 6);
          `}
        >
          Two
        </p>
      </>,
      { i18n },
    );
    const match =
      /^<style data-emotion="([^"]+)">([^<]*)<\/style><p class="([^"]+)">One<\/p><p class="([^"]+)">Two<\/p>$/.exec(
        html,
      );
    expect(match).not.toBeNull();
    const [, attribute, rules, first, second] = match!;
    expect(attribute!.split(' ')).toEqual([
      EMOTION_KEY,
      first!.slice(`${EMOTION_KEY}-`.length),
      second!.slice(`${EMOTION_KEY}-`.length),
    ]);
    expect(rules).toBe(`.${first}{color:rgb(1, 2, 3);}.${second}{color:rgb(4, 5, 6);}`);
  });

  it("keeps a Global's rules in emotion's server form, its faces the only ones", () => {
    const html = renderStatic(
      'en',
      <>
        <Global
          styles={css`
            @font-face {
              font-family: 'Probe';
              font-display: swap;
              src: url(/probe.woff2);
            }
            body {
              margin: 0;
            }
          `}
        />
        <p
          css={css`
            font-family: 'Probe';
          `}
        >
          Text
        </p>
      </>,
      { i18n },
    );
    const [global, own, ...more] = [...html.matchAll(/<style([^>]*)>([^<]*)<\/style>/g)];
    expect(more).toEqual([]);
    // As the app's Global looks for it (`${key}-global ${name}`), with the app's own rules.
    expect(global![1]).toMatch(
      new RegExp(`^ data-emotion="${EMOTION_KEY}-global \\w+" data-s=""$`),
    );
    expect(global![2]).toContain('font-display:swap');
    expect(global![2]).toContain('body{margin:0;}');
    // No second copy of the faces: one leaving with the first screen made the browser load them
    // again and lay the app's first commit out in the fallback faces.
    expect(html.match(/@font-face/g)).toHaveLength(1);
    expect(own![1]).toMatch(new RegExp(`^ data-emotion="${EMOTION_KEY} \\w+"$`));
    expect(own![2]).not.toContain('@font-face');
    expect(html).toMatch(/<\/style><p class="[^"]+">Text<\/p>$/);
  });

  it('adds the rules of the parts it is given to draw only for their rules, not their markup', () => {
    const shared = css`
      color: rgb(1, 2, 3);
    `;
    const html = renderStatic(
      'en',
      <>
        <p css={shared}>Drawn</p>
        <RulesOnly>
          <footer
            css={css`
              color: rgb(7, 8, 9);
            `}
          >
            <p css={shared}>Not drawn</p>
          </footer>
        </RulesOnly>
      </>,
      { i18n },
    );
    const match =
      /^<style data-emotion="([^"]+)">([^<]*)<\/style><p class="([^"]+)">Drawn<\/p>$/.exec(html);
    expect(match).not.toBeNull();
    const [, attribute, rules, drawn] = match!;
    const [key, ...names] = attribute!.split(' ');
    expect(key).toBe(EMOTION_KEY);
    // The drawn paragraph's rule once (the part not drawn uses it too), then the footer's.
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(drawn!.slice(`${EMOTION_KEY}-`.length));
    expect(rules).toBe(
      `.${drawn}{color:rgb(1, 2, 3);}.${EMOTION_KEY}-${names[1]}{color:rgb(7, 8, 9);}`,
    );
  });
});
