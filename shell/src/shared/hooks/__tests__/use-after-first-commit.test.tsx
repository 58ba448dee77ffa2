import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstCommit } from '../use-after-first-commit';

/** Records, at each commit, whether the part below the fold was in the document. */
function Probe({ commits }: { commits: boolean[] }) {
  const after = useAfterFirstCommit();
  useLayoutEffect(() => {
    commits.push(document.querySelector('footer') !== null);
  });
  return (
    <div>
      <p>above</p>
      {after ? <footer>below</footer> : null}
    </div>
  );
}

describe('useAfterFirstCommit', () => {
  it('leaves its part out of the first commit and draws it in a later one', async () => {
    const commits: boolean[] = [];
    render(<Probe commits={commits} />);
    await act(() => Promise.resolve());
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
    expect(screen.getByText('below')).toBeInTheDocument();
  });

  it('stays drawn across later renders', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(<Probe commits={commits} />);
    await act(() => Promise.resolve());
    rerender(<Probe commits={commits} />);
    expect(commits.at(-1)).toBe(true);
    expect(commits.filter((present) => !present)).toHaveLength(1);
  });
});
