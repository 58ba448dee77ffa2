import { useEffect, useReducer } from 'react';
import type { Locale } from '../locale';
import type * as Kit from './kit';
import type { SchemaOptions, Schemas } from './schemas';

/** The module `loadValidation()` resolves with: `yup` and `makeSchemas`. */
export type ValidationKit = typeof Kit;

let pending: Promise<ValidationKit> | null = null;
let loaded: ValidationKit | null = null;
const byLocale = new Map<Locale, Schemas>();

/**
 * Loads yup and the schema builders the first time it is called (one dynamic import, shared by
 * every caller; a failed load is tried again on the next call). The contracts are a shared
 * singleton, so the chunk comes from the build that provided them, whichever remote asks.
 */
export function loadValidation(): Promise<ValidationKit> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('./kit').then(
    (kit) => {
      loaded = kit;
      return kit;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function schemasOf(kit: ValidationKit, locale: Locale, options?: SchemaOptions): Schemas {
  if (options) return kit.makeSchemas(locale, options);
  let schemas = byLocale.get(locale);
  if (!schemas) {
    schemas = kit.makeSchemas(locale);
    byLocale.set(locale, schemas);
  }
  return schemas;
}

/** Every form schema in `locale` (see `makeSchemas`), once yup has loaded. */
export async function loadSchemas(locale: Locale, options?: SchemaOptions): Promise<Schemas> {
  return schemasOf(await loadValidation(), locale, options);
}

/** The schemas in `locale` when they have already loaded, else null (nothing is fetched). */
export function loadedSchemas(locale: Locale): Schemas | null {
  return loaded ? schemasOf(loaded, locale) : null;
}

/**
 * Starts loading the schemas without waiting (a form's first focus or input); a failure is
 * ignored here, the submit that awaits them tries again.
 */
export function preloadSchemas(): void {
  loadValidation().catch(() => undefined);
}

/**
 * The schemas in `locale` for a form that validates while rendering: null on the first render
 * when they have not loaded yet, then the schemas (the component renders again when they arrive).
 */
export function useSchemas(locale: Locale): Schemas | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const schemas = loadedSchemas(locale);
  useEffect(() => {
    if (schemas) return;
    let live = true;
    loadValidation().then(
      () => {
        if (live) arrived();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schemas]);
  return schemas;
}

/**
 * A react-hook-form resolver whose schema loads on the first validation (react-hook-form awaits
 * resolvers). `pick` chooses or builds the schema from the page language's schemas (and yup, for a
 * form's own rules); `adapt` turns it into a resolver, normally `(schema) => yupResolver(schema)`
 * from `@hookform/resolvers/yup`, which does not import yup itself. Messages, modes and results
 * are exactly those of `adapt(schema)`; only the first call waits for the load.
 */
export function schemaResolver<S, R extends (...args: never[]) => unknown>(
  locale: Locale,
  pick: (schemas: Schemas, yup: ValidationKit['yup']) => S,
  adapt: (schema: S) => R,
): R {
  let resolver: R | null = null;
  const lazy = async (...args: Parameters<R>) => {
    if (!resolver) {
      const kit = await loadValidation();
      resolver = adapt(pick(schemasOf(kit, locale), kit.yup));
    }
    return (resolver as unknown as (...a: Parameters<R>) => ReturnType<R>)(...args);
  };
  return lazy as unknown as R;
}
