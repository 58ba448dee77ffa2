// The map picker's map: Leaflet with the configured tiles and one draggable pin (issue 63). This
// module is imported only by the picker's dialog chunk, so Leaflet and its stylesheet are fetched
// when a shopper opens the picker and on no first load.
import L from 'leaflet';
import leafletStylesheet from 'leaflet/dist/leaflet.css';
import type { MapTiles } from './map-config';

export interface Point {
  lat: number;
  lng: number;
}

/** Cairo's centre: where the pin starts. */
export const START: Point = { lat: 30.0444, lng: 31.2357 };
export const START_ZOOM = 12;
/** Pixels an arrow key moves the pin (four times that with Shift). */
export const KEY_STEP_PX = 24;

export interface PinMap {
  pin(): Point;
  /** Moves the pin by screen pixels (east and south positive) and keeps it in view. */
  moveBy(dx: number, dy: number): void;
  zoomBy(delta: number): void;
  /** The map's size changed (the dialog finished opening). */
  resize(): void;
  destroy(): void;
}

/** Longest the map waits for Leaflet's stylesheet before drawing without it. */
export const STYLESHEET_WAIT_MS = 3000;

let stylesheet: Promise<void> | null = null;

/** Leaflet's stylesheet, added to the document once, when the first map opens. */
export function loadLeafletStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletStylesheet;
    link.dataset.dukkan = 'leaflet';
    // A stylesheet that fails or hangs leaves an unstyled map, still usable: never block on it.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    setTimeout(resolve, STYLESHEET_WAIT_MS);
    document.head.appendChild(link);
  });
  return stylesheet;
}

/** Leaflet writes the attribution as HTML: the configured text is shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const pinIcon = () =>
  L.divIcon({
    className: 'dukkan-map-pin',
    html: '<span aria-hidden="true"></span>',
    iconSize: [28, 40],
    iconAnchor: [14, 40],
  });

/**
 * A map in `element` centred on `start` with a pin there. `onMove` gets the pin's new place
 * after a drag, a click on the map or `moveBy`.
 */
export function createPinMap(
  element: HTMLElement,
  tiles: MapTiles,
  start: Point,
  onMove: (point: Point) => void,
): PinMap {
  // One tab stop (the map element, with the picker's own keys); Leaflet's panning keys are off.
  const map = L.map(element, { keyboard: false, attributionControl: false }).setView(
    start,
    START_ZOOM,
  );
  L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(tiles.url, {
    maxZoom: tiles.maxZoom,
    attribution: escapeHtml(tiles.attribution),
  }).addTo(map);
  const marker = L.marker(start, { draggable: true, keyboard: false, icon: pinIcon() }).addTo(map);
  const place = (latlng: L.LatLng) => {
    const point = { lat: latlng.lat, lng: latlng.wrap().lng };
    marker.setLatLng(latlng);
    onMove(point);
  };
  marker.on('dragend', () => place(marker.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng));
  return {
    pin: () => {
      const { lat, lng } = marker.getLatLng();
      return { lat, lng };
    },
    moveBy(dx, dy) {
      const at = map.latLngToContainerPoint(marker.getLatLng()).add([dx, dy]);
      const latlng = map.containerPointToLatLng(at);
      place(latlng);
      map.panInside(latlng, { padding: [40, 40] });
    },
    zoomBy: (delta) => map.setZoom(map.getZoom() + delta),
    resize: () => map.invalidateSize(),
    destroy: () => map.remove(),
  };
}
