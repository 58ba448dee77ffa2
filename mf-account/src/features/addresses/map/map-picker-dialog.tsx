import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Modal, Spinner } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { errorNote, note } from '../components/address-styles';
import { loadMapTiles } from './map-config';
import { KEY_STEP_PX, START, createPinMap, loadLeafletStylesheet } from './pin-map';
import type { PinMap } from './pin-map';
import { useDistrictMatch } from './use-district-match';
import type { MapMatch, MatchState } from './use-district-match';
import { mapStyle, statusStyle } from './map-styles';

export interface MapPickerProps {
  onClose: () => void;
  /** The pin is in a served district: the form takes its ids. */
  onConfirm: (match: MapMatch) => void;
  /** The pin is outside every delivery area. */
  onOutOfRange: () => void;
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Leaflet with the gateway's tiles and its stylesheet, in `element`, once both are there. */
function usePinMap(element: HTMLDivElement | null, onMove: (point: typeof START) => void) {
  const [map, setMap] = useState<PinMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    let live = true;
    let created: PinMap | null = null;
    Promise.all([loadMapTiles(), loadLeafletStylesheet()]).then(
      ([tiles]) => {
        if (!live) return;
        created = createPinMap(element, tiles, START, onMove);
        setMap(created);
        onMove(START);
        // The dialog's entry animation changes the map's size after Leaflet measured it.
        setTimeout(() => live && created?.resize(), 300);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      created?.destroy();
      setMap(null);
    };
  }, [element, onMove, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { map, failed, retry };
}

function statusText(t: TFunction<typeof NS>, state: MatchState): string {
  switch (state.status) {
    case 'looking':
      return t('addresses.map.looking');
    case 'found':
      return t('addresses.map.found', {
        district: state.match.district.name,
        city: state.match.city.name,
        region: state.match.region.name,
      });
    case 'outside':
      return t('addresses.map.outside');
    case 'error':
      return t('addresses.map.lookupError');
    default:
      return '';
  }
}

/**
 * The map picker (issue 63): a pin moved by dragging, a click on the map or the arrow keys; the
 * district under it is looked up (districtAt) and read out in a live status line; "Use this
 * location" (or Enter on the map) hands the form a served district, or reports the point as out
 * of range.
 */
export default function MapPickerDialog({ onClose, onConfirm, onOutOfRange }: MapPickerProps) {
  const { t } = useTranslation(NS);
  const hintId = useId();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { state, lookUp } = useDistrictMatch();
  const { map, failed, retry } = usePinMap(element, lookUp);
  const mapRef = useRef<HTMLDivElement>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    mapRef.current = node;
    setElement(node);
  }, []);

  const confirm = () => {
    if (state.status === 'found') onConfirm(state.match);
    else if (state.status === 'outside') onOutOfRange();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!map) return;
    const move = KEY_MOVES[event.key];
    const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
    if (move) map.moveBy(move[0] * step, move[1] * step);
    else if (event.key === '+' || event.key === '=') map.zoomBy(1);
    else if (event.key === '-') map.zoomBy(-1);
    else if (event.key === 'Enter') confirm();
    else return;
    event.preventDefault();
  };
  const ready = state.status === 'found' || state.status === 'outside';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('addresses.map.title')}
      initialFocus={mapRef}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('addresses.map.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!ready}>
            {t('addresses.map.use')}
          </Button>
        </>
      }
    >
      <p css={note} id={hintId}>
        {t('addresses.map.hint')}
      </p>
      {failed ? (
        <div role="alert">
          <p css={errorNote}>{t('addresses.map.loadError')}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            {t('addresses.form.retry')}
          </Button>
        </div>
      ) : null}
      {!map && !failed ? <Spinner /> : null}
      <div
        ref={ref}
        css={mapStyle}
        dir="ltr"
        tabIndex={0}
        role="application"
        aria-label={t('addresses.map.mapLabel')}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        data-testid="map-picker"
      />
      <p css={statusStyle} role="status" aria-live="polite">
        {statusText(t, state)}
      </p>
    </Modal>
  );
}
