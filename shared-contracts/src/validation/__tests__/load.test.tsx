/** @jest-environment jsdom */
import * as React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ValidationError } from 'yup';
import type * as Load from '../load';
import { validationMessage } from '../messages';

/** A fresh copy of the loader (its module state starts empty); the kit fails while `offline.now`. */
function freshLoader(offline = { now: false }): typeof Load {
  jest.resetModules();
  // The fresh loader must use the React the test renders with.
  jest.doMock('react', () => React);
  jest.doMock('../kit', () => {
    if (offline.now) throw new Error('the chunk could not be loaded');
    return jest.requireActual<object>('../kit');
  });
  return jest.requireActual<typeof Load>('../load');
}

/** A resolver shaped like yupResolver's result, enough to see what it was built from. */
const adaptCounting = () => {
  const adapt = jest.fn(
    (schema: { validate: (v: unknown) => Promise<unknown> }) => async (values: unknown) => {
      try {
        return { values: await schema.validate(values), errors: {} };
      } catch (error) {
        return { values: {}, errors: { message: (error as ValidationError).message } };
      }
    },
  );
  return adapt;
};

describe('loading the schemas on first use', () => {
  it('has nothing before the first load, then the schemas of each language', async () => {
    const load = freshLoader();
    expect(load.loadedSchemas('en')).toBeNull();
    const en = await load.loadSchemas('en');
    const ar = await load.loadSchemas('ar');
    expect(load.loadedSchemas('en')).toBe(en);
    expect(await load.loadSchemas('en')).toBe(en);
    await expect(en.newsletter.validate({ email: 'x' })).rejects.toThrow(
      validationMessage('email', 'en'),
    );
    await expect(ar.newsletter.validate({ email: 'x' })).rejects.toThrow(
      validationMessage('email', 'ar'),
    );
  });

  it('builds schemas with options apart from the shared ones', async () => {
    const load = freshLoader();
    const shared = await load.loadSchemas('en');
    const meeza = await load.loadSchemas('en', { cardPrefixes: ['507803'] });
    expect(meeza).not.toBe(shared);
    await expect(
      meeza.card.validateAt('cardNumber', { cardNumber: '4111111111111111' }),
    ).rejects.toThrow(validationMessage('cc_number', 'en'));
  });

  it('tries again after a failed load', async () => {
    const offline = { now: true };
    const load = freshLoader(offline);
    await expect(load.loadSchemas('en')).rejects.toThrow('the chunk could not be loaded');
    expect(() => load.preloadSchemas()).not.toThrow();
    expect(load.loadedSchemas('en')).toBeNull();
    offline.now = false;
    const en = await load.loadSchemas('en');
    expect(load.loadedSchemas('en')).toBe(en);
  });
});

describe('schemaResolver', () => {
  it('builds its resolver once, from the picked schema in the page language', async () => {
    const load = freshLoader();
    const adapt = adaptCounting();
    const resolver = load.schemaResolver('ar', (s) => s.newsletter, adapt);
    expect(adapt).not.toHaveBeenCalled();
    expect(await resolver({ email: 'mona' })).toEqual({
      values: {},
      errors: { message: validationMessage('email', 'ar') },
    });
    expect(await resolver({ email: 'mona@example.com' })).toEqual({
      values: { email: 'mona@example.com' },
      errors: {},
    });
    expect(adapt).toHaveBeenCalledTimes(1);
  });

  it('gives a form its own rules built with the loaded yup', async () => {
    const load = freshLoader();
    const resolver = load.schemaResolver(
      'en',
      (s, yup) => yup.object({ email: s.email, password: yup.string().required('needed') }),
      adaptCounting(),
    );
    expect(await resolver({ email: 'mona@example.com', password: '' })).toEqual({
      values: {},
      errors: { message: 'needed' },
    });
  });
});

describe('useSchemas', () => {
  it('is null until the schemas arrive, then renders with them', async () => {
    const load = freshLoader();
    const { result } = renderHook(({ locale }) => load.useSchemas(locale), {
      initialProps: { locale: 'en' as 'en' | 'ar' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toBe(load.loadedSchemas('en'));
  });
});
