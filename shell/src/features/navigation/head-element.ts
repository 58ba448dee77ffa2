/**
 * The element of the document's head that `selector` finds, else a new one made by `create` and
 * appended there: each piece of search-engine metadata is one element the page keeps updating.
 */
export function headElement<T extends HTMLElement>(
  selector: string,
  create: (doc: Document) => T,
  head: HTMLHeadElement = document.head,
): T {
  const existing = head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create(head.ownerDocument);
  head.appendChild(element);
  return element;
}
