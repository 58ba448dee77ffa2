import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DeliveryDaysDocument } from '../graphql/__generated__/delivery-days';

export interface SlotChoice {
  day: string;
  intervalId: number;
}

/**
 * The district's open delivery days and 12-hour intervals (capacity and cut-off applied by the
 * service) and the chosen day and interval: the cart's schedule when it is still open, else the
 * first open interval. `reload` asks again after a full interval was refused.
 */
export function useDeliverySlots(districtId: number | null, saved: SlotChoice | null) {
  const { data, loading, error, refetch } = useQuery(DeliveryDaysDocument, {
    variables: { districtId: districtId ?? 0 },
    skip: districtId === null,
    fetchPolicy: 'network-only',
  });
  const days = useMemo(
    () =>
      (data?.availableDeliveryDays ?? []).flatMap((d) =>
        d && d.intervals.some(Boolean)
          ? [{ day: d.day, intervals: d.intervals.flatMap((i) => (i ? [i] : [])) }]
          : [],
      ),
    [data],
  );
  const [picked, setChoice] = useState<SlotChoice | null>(null);
  const isOpen = (c: SlotChoice | null): c is SlotChoice =>
    c !== null &&
    days.some((d) => d.day === c.day && d.intervals.some((i) => i.id === c.intervalId));
  const first = days[0];
  const firstInterval = first?.intervals[0];
  // The shopper's pick while it is open, else the cart's schedule, else the first open interval.
  const choice: SlotChoice | null = isOpen(picked)
    ? picked
    : isOpen(saved)
      ? saved
      : first && firstInterval
        ? { day: first.day, intervalId: firstInterval.id }
        : null;
  const chooseDay = (day: string) => {
    const found = days.find((d) => d.day === day);
    const interval = found?.intervals[0];
    if (found && interval) setChoice({ day, intervalId: interval.id });
  };
  const chooseInterval = (intervalId: number) =>
    setChoice(choice ? { day: choice.day, intervalId } : null);
  return {
    days,
    choice,
    loading,
    failed: !!error,
    chooseDay,
    chooseInterval,
    reload: () => void refetch(),
  };
}
