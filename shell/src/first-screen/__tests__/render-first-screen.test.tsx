import { renderFirstScreens } from '../render-first-screen';
import {
  CAIRO_SAMPLES,
  FACES_CSS,
  FACES_STYLE_ID,
  RANGES,
  ensureFaces,
} from '../../features/theme/font-faces';

/** The base part's font preloads: what the first screen's script loads for each. */
function facePreloads(base: string) {
  return [...base.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(([link]) => ({
    font: /data-font="([^"]+)"/.exec(link)?.[1] ?? '',
    text: /data-text="([^"]+)"/.exec(link)?.[1] ?? '',
  }));
}

describe('the first screen: the faces it waits for', () => {
  it.each([
    [
      'ar',
      [
        ['400 1em Cairo', '\u0628'],
        ['600 1em Cairo', '\u0628'],
        ['700 1em Cairo', '\u0628'],
        ['400 1em Cairo', 'a'],
        ['600 1em Cairo', 'a'],
        ['700 1em Cairo', 'a'],
      ],
    ],
    [
      'en',
      [
        ['400 1em Cairo', 'a'],
        ['600 1em Cairo', 'a'],
        ['700 1em Cairo', 'a'],
        ['600 1em Cairo', '\u0628'],
      ],
    ],
  ] as const)(
    'names, on each %s preload, the weight and a character of the file it fetches',
    (locale, faces) => {
      const preloads = facePreloads(renderFirstScreens(locale).base ?? '');
      expect(preloads.map(({ font, text }) => [font, text])).toEqual(faces);
    },
  );

  it("takes for each subset a character of its range and of no other subset's", () => {
    const inRange = (text: string, range: string) => {
      const code = text.codePointAt(0) ?? -1;
      return range.split(',').some((part) => {
        const [from = '', to = from] = part.replace('U+', '').split('-');
        return code >= parseInt(from, 16) && code <= parseInt(to, 16);
      });
    };
    for (const [subset, sample] of Object.entries(CAIRO_SAMPLES)) {
      const holders = Object.entries(RANGES).filter(([, range]) => inRange(sample, range));
      expect(holders.map(([name]) => name)).toEqual([subset]);
    }
  });

  it('holds the faces in their own style element, once', () => {
    const { base = '' } = renderFirstScreens('ar');
    expect(base.match(/@font-face/g)?.length).toBe(FACES_CSS.match(/@font-face/g)?.length);
    expect(base).toContain(`<style id="${FACES_STYLE_ID}">${FACES_CSS}</style>`);
  });
});

describe('the faces of a page without a first screen', () => {
  afterEach(() => document.getElementById(FACES_STYLE_ID)?.remove());

  it('go in a style element of their own in the head, once', () => {
    ensureFaces();
    ensureFaces();
    const styles = document.head.querySelectorAll(`style#${FACES_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(FACES_CSS);
  });

  it("are the HTML's when it brought them", () => {
    const brought = document.createElement('style');
    brought.id = FACES_STYLE_ID;
    brought.textContent = '/* the HTML */';
    document.head.append(brought);
    ensureFaces();
    expect(document.getElementById(FACES_STYLE_ID)).toBe(brought);
    expect(brought.textContent).toBe('/* the HTML */');
  });
});
