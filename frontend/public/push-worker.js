/* global self */
// Shows Chainscribe's Web Push messages (a finished long generation, a posted or failed item).
// The payload is JSON { title, body, url }; a plain-text payload becomes the body.

self.addEventListener('push', (event) => {
  let message = { title: 'Chainscribe', body: '', url: '/dashboard' };
  if (event.data) {
    try {
      message = { ...message, ...event.data.json() };
    } catch {
      message.body = event.data.text();
    }
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
