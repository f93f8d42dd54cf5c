/** The maps script, loaded by a <script> element before the app mounts (§11.6). */
import { route } from './utils';

export const mapsHandlers = [
  route(
    'get',
    'google-maps-script',
    'P',
    () =>
      new Response('window.__mapsScriptLoaded = true;', {
        status: 200,
        headers: { 'Content-Type': 'application/javascript; charset=utf-8' },
      }),
  ),
];
