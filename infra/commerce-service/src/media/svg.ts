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
