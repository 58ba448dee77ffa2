import DOMPurify from 'dompurify';

/**
 * HTML from the service (description, short description), cleaned by DOMPurify before it is
 * rendered: scripts, event handlers and other active content go, and so does <pre> (preformatted
 * blocks break the layout on phones).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['pre', 'style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
