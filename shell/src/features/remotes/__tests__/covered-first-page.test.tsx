import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { needsAuthorization, TIMINGS } from '@dukkan/contracts';
import { createShellServices } from '../../../app/services';
import { promptForArea } from '../../select-area/use-select-area-dialog';
import { captureFirstScreenPage } from '../first-screen-page';
import { FIRST_SCREEN_PAGE_ID } from '@dukkan/contracts/first-screen';
import { REVEAL_DEADLINE_MS, whenPageReady } from '../hooks/use-covered-first-page';
import { forgetModule } from '../module-loader';
import { renderShell } from '../../../../test/render-shell';
import { fakeFetch, operationOf } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

afterEach(() => {
  jest.restoreAllMocks();
});

const DEALS: TypedDocumentNode<{ dealsTitle: string }> = parse('query Deals { dealsTitle }');

/** How often the page's module rendered, and with what: a covered page renders not at all. */
let renders: string[] = [];

function DealsPage() {
  const { data, loading } = useQuery(DEALS);
  renders.push(data?.dealsTitle ?? (loading ? 'loading' : 'none'));
  return data ? <h1>{data.dealsTitle}</h1> : <p>Loading the deals</p>;
}

/**
 * A network where the page's query waits for `answerDeals`, and every other request (the
 * dialog's regions, the header's parts) has an empty answer at once.
 */
function network() {
  let answerDeals: () => void = () => undefined;
  const { fetch, requests } = fakeFetch((request) =>
    operationOf(request) === 'Deals'
      ? new Promise((resolve) => {
          answerDeals = () =>
            resolve({ body: { data: { dealsTitle: 'Deals of the week, live' } } });
        })
      : { body: { data: null } },
  );
  return {
    fetch,
    requests,
    /** Answers the page's query, once it has been asked: an earlier answer would reach nobody. */
    answerDeals: async () => {
      await waitFor(() => expect(requests.map(operationOf)).toContain('Deals'));
      await act(async () => {
        answerDeals();
        await Promise.resolve();
      });
    },
  };
}

/** The page's part of the gateway's first screen at `path`, as the boot keeps it. */
function drawCopy(path: string, html: string) {
  const slot = document.createElement('div');
  slot.id = FIRST_SCREEN_PAGE_ID;
  slot.innerHTML = html;
  document.body.append(slot);
  captureFirstScreenPage(path);
  slot.remove();
}

/** A first visit: the gateway's copy in the HTML, the boot's area dialog open. */
async function firstVisit(
  net: ReturnType<typeof network>,
  path = '/en/deals',
  html = '<h1>Deals of the week</h1>',
) {
  drawCopy(path, html);
  const services = createShellServices({ needsAuthorization, fetch: net.fetch });
  promptForArea(services, path);
  return renderShell(path, { services });
}

const copy = () => screen.queryByRole('heading', { name: 'Deals of the week' });

describe('the first page while the area dialog the boot opened covers it', () => {
  beforeEach(() => {
    renders = [];
    window.localStorage.clear();
    forgetModule('catalog/DealsPage');
    loadRemoteMock.mockImplementation((id: string) =>
      Promise.resolve({ default: id === 'catalog/DealsPage' ? DealsPage : () => null }),
    );
  });

  it("stays the HTML's copy while the dialog is open, its code loaded but not drawn", async () => {
    const net = network();
    await firstVisit(net);
    expect(await screen.findByRole('dialog', { name: 'Where should we deliver?' })).toBeVisible();
    expect(copy()).toBeVisible();
    // The code comes when the thread is idle (a timer where requestIdleCallback is missing).
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('catalog/DealsPage'), {
      timeout: 3000,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual([]);
    expect(net.requests.map(operationOf)).not.toContain('Deals');
  });

  it('loads its code without the page progress bar, which shows once the page waits for it', async () => {
    let deliverCode: () => void = () => undefined;
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/DealsPage'
        ? new Promise((resolve) => {
            deliverCode = () => resolve({ default: DealsPage });
          })
        : Promise.resolve({ default: () => null }),
    );
    const net = network();
    await firstVisit(net);
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('catalog/DealsPage'), {
      timeout: 3000,
    });
    // Nobody waits for the page yet: the shopper is choosing an area.
    const progressBar = () => screen.queryByLabelText('Loading the page');
    await act(
      () => new Promise((resolve) => setTimeout(resolve, TIMINGS.progressBarThrottleMs * 2)),
    );
    expect(progressBar()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(progressBar()).not.toBeNull(), { timeout: 1000 });
    expect(copy()).toBeVisible();
    await act(async () => {
      deliverCode();
      await Promise.resolve();
    });
    await net.answerDeals();
    expect(await screen.findByRole('heading', { name: 'Deals of the week, live' })).toBeVisible();
  });

  it('renders out of sight once the dialog closes, and takes the copy’s place with its answer', async () => {
    const net = network();
    const { services } = await firstVisit(net);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(net.requests.map(operationOf)).toContain('Deals'));
    // The page has rendered and waits for its answer: the shopper still sees the copy, never the
    // page's loading state.
    expect(renders).toContain('loading');
    expect(screen.getByText('Loading the deals')).not.toBeVisible();
    expect(copy()).toBeVisible();

    await net.answerDeals();
    expect(await screen.findByRole('heading', { name: 'Deals of the week, live' })).toBeVisible();
    expect(copy()).toBeNull();

    // In view for good: a dialog opened later leaves the page as it is.
    const before = renders.length;
    act(() => services.bus.emit('open-store-selection'));
    expect(await screen.findByRole('dialog', { name: 'Where should we deliver?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Deals of the week, live' })).toBeInTheDocument();
    expect(renders.slice(before)).not.toContain('loading');
  });

  it('shows the failure, not the copy, when the page cannot load once the dialog closes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/DealsPage'
        ? Promise.resolve({ default: 'not a component' })
        : Promise.resolve({ default: () => null }),
    );
    await firstVisit(network());
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(copy()).toBeNull();
  });

  it('is drawn live as ever when no dialog covers it at its first render', async () => {
    const net = network();
    drawCopy('/en/deals', '<h1>Deals of the week</h1>');
    // No boot prompt: the dialog opens from the layout's effect, after the page's first render.
    await renderShell('/en/deals', {
      services: createShellServices({ needsAuthorization, fetch: net.fetch }),
    });
    expect(await screen.findByRole('dialog', { name: 'Where should we deliver?' })).toBeVisible();
    await waitFor(() => expect(renders).toContain('loading'));
    await net.answerDeals();
    expect(await screen.findByRole('heading', { name: 'Deals of the week, live' })).toBeVisible();
  });

  it('shows the page with its loading state once the deadline has passed', async () => {
    /** A page whose first screen stays loading. */
    function HomePage() {
      return (
        <>
          <h1>Home, live</h1>
          <div role="progressbar" aria-label="Loading the list" data-top="120" />
        </>
      );
    }
    forgetModule('catalog/HomePage');
    loadRemoteMock.mockImplementation((id: string) =>
      Promise.resolve({ default: id === 'catalog/HomePage' ? HomePage : () => null }),
    );
    // jsdom lays nothing out: the skeleton says where it would be.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = Number(this.dataset.top ?? Number.NaN);
      return Number.isNaN(top) ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top, 300, 80);
    });
    await firstVisit(network(), '/en', '<h1>Home</h1>');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    // Text queries: role queries over the whole shell are slow in jsdom, and the deadline runs.
    const live = () => screen.queryByText('Home, live', { selector: 'h1' });
    await waitFor(() => expect(live()).not.toBeNull());
    expect(screen.getByText('Home', { selector: 'h1' })).toBeVisible();
    await waitFor(() => expect(live()).toBeVisible(), { timeout: REVEAL_DEADLINE_MS + 1000 });
    expect(screen.queryByText('Home', { selector: 'h1' })).toBeNull();
    expect(screen.getByLabelText('Loading the list')).toBeVisible();
  });
});

describe('when a page rendered unseen is ready to be seen', () => {
  it('once its first screen shows no loading state; parts further down do not count', async () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return new DOMRect(0, Number(this.dataset.top), 300, 80);
    });
    const container = document.createElement('div');
    container.innerHTML =
      '<div role="progressbar" data-top="120"></div><div role="progressbar" data-top="2400"></div>';
    document.body.append(container);
    const services = createShellServices({ needsAuthorization, fetch: network().fetch });
    const onReady = jest.fn();
    const stop = whenPageReady(services.client, container, onReady, 60_000);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onReady).not.toHaveBeenCalled();

    container.firstElementChild?.remove();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    stop();
    container.remove();
  });
});
