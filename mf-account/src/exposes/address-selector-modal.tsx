import '../i18n';

/** The saved-address chooser; it arrives with the addresses issue. Until then it renders nothing. */
export default function AddressSelectorModal(_props: Record<string, never>) {
  return null;
}
