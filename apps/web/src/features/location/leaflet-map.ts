import L from 'leaflet';
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';
import markerUrl from './marker.svg?url';

/** The site's one stylesheet leaves Leaflet's out: it comes with the map, which is drawn once it is here. */
function loadStylesheet() {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletStylesheet;
    link.onload = resolve;
    link.onerror = reject;
    document.head.append(link);
  });
}

// The street tiles stop at zoom 19; the spec starts at 20, so the zoom-19 tiles are drawn twice as large.
const TILE_MAX_NATIVE_ZOOM = 19;
const START_ZOOM = 20;
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Draws the map with one marker whose popup, open from the start, names the railway. Leaflet loads only here. */
export async function createMap(element: HTMLElement, place: { lat: number; lng: number; name: string }) {
  await loadStylesheet();
  const map = L.map(element, {
    center: [place.lat, place.lng],
    zoom: START_ZOOM,
    maxZoom: START_ZOOM,
    scrollWheelZoom: false,
  });
  map.attributionControl.setPrefix(false);
  L.tileLayer(TILE_URL, { maxNativeZoom: TILE_MAX_NATIVE_ZOOM, maxZoom: START_ZOOM, attribution: ATTRIBUTION }).addTo(
    map,
  );
  const icon = L.icon({ iconUrl: markerUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34] });
  const label = document.createElement('strong');
  label.textContent = place.name;
  L.marker([place.lat, place.lng], { icon, alt: place.name, keyboard: true })
    .addTo(map)
    .bindPopup(label, { autoPan: false, closeOnClick: false })
    .openPopup();
  return map;
}
