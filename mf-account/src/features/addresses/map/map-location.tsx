import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { errorNote, note } from '../components/address-styles';
import type { MapPickerProps } from './map-picker-dialog';
import { OutOfRangeDialog } from './out-of-range-dialog';
import type { MapMatch } from './use-district-match';

type Picker = ComponentType<MapPickerProps>;
let pickerChunk: Promise<Picker> | null = null;

/**
 * The picker's chunks (Leaflet, its stylesheet, the dialog): fetched on the first opening only.
 * Unnamed: a chunk's name is one more entry in remoteEntry.js, which every page loads.
 */
export function loadMapPicker(): Promise<Picker> {
  pickerChunk ??= import('./map-picker-dialog').then(
    (module) => module.default,
    (error: unknown) => {
      pickerChunk = null;
      throw error;
    },
  );
  return pickerChunk;
}

type PickerState =
  { kind: 'closed' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'open'; Picker: Picker };

export interface MapLocationProps {
  /** Fills the form's selects; false when the district is not among the offered areas. */
  onPlace: (match: MapMatch) => boolean;
  /** Takes the shopper to the area selects (the out-of-range dialog's second way on). */
  onChooseArea: () => void;
}

/**
 * The address form's map picker button and the two dialogs' open state, on the shell's bus:
 * the button emits `open-map-location`; a point (or a matched district) outside the delivery
 * areas emits `out-of-range`. This form listens to both while mounted, so another part of the
 * page may open the picker or the dialog by the same events (shared-contracts/src/events.ts).
 */
export function MapLocation({ onPlace, onChooseArea }: MapLocationProps) {
  const { t } = useTranslation(NS);
  const { bus } = useShell();
  const [picker, setPicker] = useState<PickerState>({ kind: 'closed' });
  const [outOfRange, setOutOfRange] = useState(false);
  const [filled, setFilled] = useState<MapMatch | null>(null);

  useEffect(() => {
    const open = () => {
      setOutOfRange(false);
      setPicker({ kind: 'loading' });
      loadMapPicker().then(
        (Picker) => setPicker((now) => (now.kind === 'loading' ? { kind: 'open', Picker } : now)),
        () => setPicker({ kind: 'failed' }),
      );
    };
    const showOutOfRange = () => {
      setPicker({ kind: 'closed' });
      setOutOfRange(true);
    };
    bus.on('open-map-location', open);
    bus.on('out-of-range', showOutOfRange);
    return () => {
      bus.off('open-map-location', open);
      bus.off('out-of-range', showOutOfRange);
    };
  }, [bus]);

  const confirm = (match: MapMatch) => {
    setPicker({ kind: 'closed' });
    if (onPlace(match)) setFilled(match);
    else bus.emit('out-of-range', {});
  };
  const { Picker } = picker.kind === 'open' ? picker : { Picker: null };
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => bus.emit('open-map-location')}
        loading={picker.kind === 'loading'}
        onPointerEnter={() => void loadMapPicker().catch(() => undefined)}
      >
        {t('addresses.map.open')}
      </Button>
      {picker.kind === 'failed' ? (
        <p css={errorNote} role="alert">
          {t('addresses.map.loadError')}
        </p>
      ) : null}
      <p css={note} role="status">
        {filled
          ? t('addresses.map.filled', {
              district: filled.district.name,
              city: filled.city.name,
              region: filled.region.name,
            })
          : ''}
      </p>
      {Picker ? (
        <Picker
          onClose={() => setPicker({ kind: 'closed' })}
          onConfirm={confirm}
          onOutOfRange={() => bus.emit('out-of-range', {})}
        />
      ) : null}
      <OutOfRangeDialog
        open={outOfRange}
        onClose={() => setOutOfRange(false)}
        onPickAgain={() => bus.emit('open-map-location')}
        onChooseArea={() => {
          setOutOfRange(false);
          // After the dialog gives focus back to its opener.
          setTimeout(onChooseArea, 0);
        }}
      />
    </div>
  );
}
