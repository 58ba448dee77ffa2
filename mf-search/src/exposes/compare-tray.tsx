import '../i18n';

/** The comparison tray; it has nothing to show until the comparison list exists (issue 6). */
export default function CompareTray(_props: Record<string, never>) {
  return null;
}
