import DOMPurify from 'dompurify';

/**
 * HTML from the service (description, short description), cleaned by DOMPurify before it is
 * rendered: scripts, event handlers and other active content go, and so does <pre> (preformatted
 * blocks break the layout on phones). The build for Node (the gateway's first screens) cleans
 * with sanitize-in-node.ts instead, no less strictly: DOMPurify needs a browser's DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['pre', 'style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}
