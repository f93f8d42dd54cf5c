// The portal's service worker. It is registered so the app can be installed and
// extended later; it deliberately handles nothing yet, so every request goes to the network.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
