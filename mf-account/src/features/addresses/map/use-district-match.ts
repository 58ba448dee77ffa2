import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DistrictAtDocument } from './graphql/__generated__/district-at';
import type { DistrictAtQuery } from './graphql/__generated__/district-at';
import type { Point } from './pin-map';

/** The ids and names a matched point fills the address form with. */
export interface MapMatch {
  region: { id: string; name: string };
  city: { id: string; name: string };
  district: { id: string; name: string };
}

export type MatchState =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'found'; match: MapMatch }
  | { status: 'outside' }
  | { status: 'error' };

/** A pin that stops moving for this long is looked up (a held arrow key asks once). */
export const LOOKUP_DELAY_MS = 250;

function stateOf(answer: DistrictAtQuery['districtAt']): MatchState {
  const { region, city, district } = answer;
  if (!answer.in_range || !region || !city || !district) return { status: 'outside' };
  const named = (area: { id: number; name: string }) => ({ id: String(area.id), name: area.name });
  return {
    status: 'found',
    match: { region: named(region), city: named(city), district: named(district) },
  };
}

/**
 * The district under the pin (districtAt, never cached: a store that stops delivering somewhere
 * is not offered from memory). Only the latest point's answer is kept.
 */
export function useDistrictMatch() {
  const client = useApolloClient();
  const [state, setState] = useState<MatchState>({ status: 'idle' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = useCallback(
    (point: Point) => {
      const request = ++latest.current;
      setState({ status: 'looking' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        client
          .query({
            query: DistrictAtDocument,
            variables: { latitude: point.lat, longitude: point.lng },
            fetchPolicy: 'no-cache',
          })
          .then(
            ({ data }) => {
              if (request !== latest.current) return;
              setState(data ? stateOf(data.districtAt) : { status: 'error' });
            },
            () => {
              if (request === latest.current) setState({ status: 'error' });
            },
          );
      }, LOOKUP_DELAY_MS);
    },
    [client],
  );
  return { state, lookUp };
}
