// Small string helpers for the HTML the gateway writes into a page.

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Text for an element's content. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The entities React writes in an attribute value, and their characters. */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** An attribute value as React wrote it, back to its text. */
export function attributeText(value: string): string {
  return value.replace(
    /&(?:amp|quot|#x27|lt|gt);/g,
    (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity,
  );
}

/**
 * A value as a JSON data block: not executed (so the CSP's `script-src 'self'` does not apply),
 * and `<` escaped so no value can close the element.
 */
export function dataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * index.html with the registry and the hints placed at the end of `<body>`: after the shell's
 * deferred main script, so the browser asks for that first, and still before any script runs
 * (deferred scripts wait for the whole document).
 */
export function withPageAdditions(html: string, additions: string[]): string {
  if (!additions.length) return html;
  const at = html.lastIndexOf('</body>');
  if (at === -1) return `${html}${additions.join('')}`;
  return `${html.slice(0, at)}${additions.join('')}${html.slice(at)}`;
}
