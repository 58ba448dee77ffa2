import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  inlineRegistry,
  parseRegistry,
  reRegisterRemote,
  registerRemotesFromRegistry,
} from '../registry';
import { REGISTRY_ELEMENT_ID } from '@dukkan/contracts/first-screen';
import { fakeFetch } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** A registry line as the deploy script writes it (infra/scripts/lib/publish.mjs `registryLine`). */
function line(remote: string, version: string) {
  const folder = `/remotes/${remote}/${version}`;
  return { entry: `${folder}/remoteEntry.js`, manifest: `${folder}/mf-manifest.json`, version };
}

function putRegistryInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = REGISTRY_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('remote registry', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
  });

  it('registers the remotes from the registry the gateway put into the page, without a fetch', async () => {
    putRegistryInPage(
      JSON.stringify({
        cart: line('cart', '0.2.0-aaa'),
      }),
    );
    const network = fakeFetch({ body: {} });
    const names = await registerRemotesFromRegistry(network.fetch);
    expect(names).toEqual(['cart']);
    expect(network.fetch).not.toHaveBeenCalled();
    expect(registerMock).toHaveBeenCalledWith([
      { name: 'cart', entry: 'http://localhost/remotes/cart/0.2.0-aaa/remoteEntry.js' },
    ]);
  });

  it('fetches /remotes.json when the registry in the page is not valid JSON', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    putRegistryInPage('{ broken');
    expect(inlineRegistry()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('registry in the page could not be read'),
      expect.any(SyntaxError),
    );
    const network = fakeFetch({
      body: { search: line('search', '1') },
    });
    expect(await registerRemotesFromRegistry(network.fetch)).toEqual(['search']);
    expect(network.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('fetches /remotes.json without cache and registers each remote by its entry URL', async () => {
    const network = fakeFetch({
      body: {
        catalog: line('catalog', '0.1.0-abc'),
        search: line('search', '0.1.0-def'),
      },
    });
    const names = await registerRemotesFromRegistry(network.fetch);
    expect(names).toEqual(['catalog', 'search']);
    expect(network.fetch).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(registerMock).toHaveBeenCalledWith([
      { name: 'catalog', entry: 'http://localhost/remotes/catalog/0.1.0-abc/remoteEntry.js' },
      { name: 'search', entry: 'http://localhost/remotes/search/0.1.0-def/remoteEntry.js' },
    ]);
  });

  it('continues with no remotes when the registry answers 404', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const names = await registerRemotesFromRegistry(
      fakeFetch({ status: 404, body: { message: 'Not Found' } }).fetch,
    );
    expect(names).toEqual([]);
    expect(registerMock).not.toHaveBeenCalled();
    expect(errorSpy).toHaveBeenCalledWith(
      expect.stringContaining('remote registry could not be loaded'),
      expect.any(Error),
    );
  });

  it('leaves out unknown remotes and lines without an entry, keeping the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = parseRegistry({
      cart: line('cart', '1'),
      account: { version: '1' },
      // A line written before lines had an entry: this shell cannot load a remote by manifest.
      search: { manifest: '/remotes/search/1/mf-manifest.json', version: '1' },
      payments: line('payments', '1'),
    });
    expect(registry).toEqual({ cart: line('cart', '1') });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('remote "search" needs string "entry"'),
    );
  });

  it('rejects a registry that is not an object', () => {
    expect(() => parseRegistry(['catalog'])).toThrow('/remotes.json must be an object');
  });

  it('a retry after a failed download registers the remote again (forced) at the version the registry now names', async () => {
    await registerRemotesFromRegistry(
      fakeFetch({
        body: { cart: line('cart', '1-a') },
      }).fetch,
    );
    const again = fakeFetch({
      body: { cart: line('cart', '1-b') },
    });
    expect(await reRegisterRemote('cart', again.fetch)).toBe(true);
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'cart', entry: 'http://localhost/remotes/cart/1-b/remoteEntry.js' }],
      { force: true },
    );
  });

  it('a retry without a readable registry tries the previous entry address again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromRegistry(
      fakeFetch({
        body: { account: line('account', '2') },
      }).fetch,
    );
    expect(await reRegisterRemote('account', fakeFetch({ status: 503, body: {} }).fetch)).toBe(
      true,
    );
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'account', entry: 'http://localhost/remotes/account/2/remoteEntry.js' }],
      { force: true },
    );
  });
});
