import { RANGES, cairoFaceQuery } from '../font-faces';

type Range = keyof typeof RANGES;

/** Whether a code point is in a CSS unicode-range list such as `U+0000-00FF,U+0131`. */
function covers(list: string, codePoint: number): boolean {
  return list.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace('U+', '').split('-');
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });
}

describe('cairoFaceQuery', () => {
  it("asks for each subset's face with a character of that subset's range and no other", () => {
    for (const range of Object.keys(RANGES) as Range[]) {
      const { font, text } = cairoFaceQuery(range, 600);
      expect(font).toBe('600 1em Cairo');
      const codePoint = text.codePointAt(0) ?? -1;
      const matching = (Object.keys(RANGES) as Range[]).filter((other) =>
        covers(RANGES[other], codePoint),
      );
      expect(matching).toEqual([range]);
    }
  });
});
