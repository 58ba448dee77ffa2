/**
 * Product, category, brand, offer and store pictures, drawn as SVG from the request path: a
 * coloured tile with the item's initials. The catalogue has no photographs; these stand in for
 * them at the right sizes so pages lay out as they will with real images.
 */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

export function hashHue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function tileSvg(options: {
  title: string;
  hue: number;
  subtitle?: string;
  width?: number;
  height?: number;
}): string {
  const width = options.width ?? 600;
  const height = options.height ?? 600;
  const initials = options.title
    .split(/[\s-]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const title = escapeXml(options.title.slice(0, 48));
  const subtitle = options.subtitle ? escapeXml(options.subtitle.slice(0, 48)) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${options.hue},70%,88%)"/><stop offset="1" stop-color="hsl(${(options.hue + 40) % 360},65%,72%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.22}" fill="hsl(${options.hue},55%,45%)" opacity="0.85"/>
<text x="50%" y="${height * 0.42}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(width, height) * 0.16}" fill="#fff">${escapeXml(initials)}</text>
<text x="50%" y="${height * 0.8}" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(width, height) * 0.045}" fill="#333">${title}</text>
${subtitle ? `<text x="50%" y="${height * 0.88}" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(width, height) * 0.035}" fill="#555">${subtitle}</text>` : ''}
</svg>`;
}

/** Body measurements in cm per size (chest, length) of the seeded clothing departments. */
export const SIZE_CHARTS: Record<string, Array<[string, number, number]>> = {
  men: [
    ['S', 96, 70],
    ['M', 102, 72],
    ['L', 108, 74],
    ['XL', 114, 76],
  ],
  women: [
    ['S', 86, 62],
    ['M', 92, 64],
    ['L', 98, 66],
    ['XL', 104, 68],
  ],
  kids: [
    ['S', 60, 44],
    ['M', 66, 48],
    ['L', 72, 52],
    ['XL', 78, 56],
  ],
};

/** A size chart as a table image: size, chest and length in cm, headings in English and Arabic. */
export function sizeChartSvg(key: string): string | null {
  const rows = SIZE_CHARTS[key];
  if (!rows) return null;
  const width = 480;
  const rowHeight = 44;
  const height = rowHeight * (rows.length + 1);
  const cells = (values: string[], y: number, bold: boolean) =>
    values
      .map(
        (value, column) =>
          `<text x="${80 + column * 160}" y="${y + rowHeight / 2}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="16"${bold ? ' font-weight="bold"' : ''} fill="#222">${escapeXml(value)}</text>`,
      )
      .join('');
  const body = rows
    .map(
      ([size, chest, length], index) =>
        `<rect y="${(index + 1) * rowHeight}" width="${width}" height="${rowHeight}" fill="${index % 2 ? '#fff' : '#f4f4f4'}"/>${cells([size, String(chest), String(length)], (index + 1) * rowHeight, false)}`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Size chart (cm) جدول المقاسات (سم)">
<rect width="${width}" height="${rowHeight}" fill="#e3efe9"/>${cells(['Size / المقاس', 'Chest / الصدر (cm)', 'Length / الطول (cm)'], 0, true)}${body}
</svg>`;
}
