// `#html-sanitizer` (package.json "imports"): DOMPurify in the browser, sanitize-html in Node,
// where the gateway draws product pages (issue 14).
import { sanitizeHtml } from '#html-sanitizer';

/** HTML from the service, cleaned (see #html-sanitizer) before it is rendered. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
