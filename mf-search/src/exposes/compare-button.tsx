import '../i18n';

/**
 * Adds a product to the comparison list. The comparison feature arrives with issue 6; until
 * then the button renders nothing rather than a control that does nothing.
 */
export default function CompareButton(_props: { sku: string; categoryIds: string[] }) {
  return null;
}
