import mitt from 'mitt';
import type { ShellEvents, StoreChoice } from '@dukkan/contracts';
import { STORE_CHOICE_KEY, createStoreChoice } from '../store-choice-store';

const CHOICE: StoreChoice = {
  city: { id: '1', name: 'Cairo' },
  region: { id: '2' },
  district: { id: '3', name: 'Maadi' },
  defaultOrderSource: 'maadi_store',
};

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'store=; Path=/; Max-Age=0';
});

describe('store choice', () => {
  it('uses source "default" while no store is chosen', () => {
    const { store } = createStoreChoice(mitt<ShellEvents>());
    expect(store.getState()).toEqual({ choice: null, source: 'default' });
  });

  it('saves the choice in localStorage store_choice and the source in cookie store, and emits store:changed', () => {
    const bus = mitt<ShellEvents>();
    const onChange = jest.fn();
    bus.on('store:changed', onChange);
    const { store, setChoice } = createStoreChoice(bus);
    setChoice(CHOICE);
    expect(JSON.parse(window.localStorage.getItem(STORE_CHOICE_KEY) ?? 'null')).toEqual(CHOICE);
    expect(document.cookie).toContain('store=maadi_store');
    expect(store.getState().source).toBe('maadi_store');
    expect(onChange).toHaveBeenCalledWith({ choice: CHOICE });
  });

  it('reads a saved choice on page start and ignores a malformed one', () => {
    window.localStorage.setItem(STORE_CHOICE_KEY, JSON.stringify(CHOICE));
    expect(createStoreChoice(mitt<ShellEvents>()).store.getState().source).toBe('maadi_store');
    window.localStorage.setItem(STORE_CHOICE_KEY, '{"city":');
    expect(createStoreChoice(mitt<ShellEvents>()).store.getState().choice).toBeNull();
  });
});
