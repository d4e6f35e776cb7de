// One queue for what the practice apps write (japa additions, training events, Better Morning
// check-offs): each write is kept in the browser (localStorage, with its instant `at` and its
// idempotency key) before it is sent, and sent in order until the server has answered it. Without
// a network it stays, a "Waiting to sync (n)" status shows, and it is sent again when the network
// returns. A write whose answer was lost is sent again with the same key: the server stores it
// once (its idempotency rules decide). Any answer from the server, even a refusal, settles it.
//
// Each write is also copied, as the request it will be, into an outbox in IndexedDB that the
// service worker can read: where the browser has Background Sync (registration.sync, Chromium),
// a sync is registered while writes wait, and the worker (sw.js) sends the outbox when the
// network returns even with every page closed. A write the worker has sent is gone from the
// outbox; the page then drops it unsent and asks the app to reload its figures (`synced`). One the
// server refused (a made-at instant out of its window, say) stays there with the answer, and the
// page hands that answer to the app as if it had sent the write itself: never lost silently.
// Elsewhere the page sends the queue on the `online` event and on a retry timer.
//
//   const queue = sadhanaSync.queue("japa-pending-7", {
//     request: (item) => ({ url, method, headers, body }),  // the request that delivers one item
//     answered: (item, response, data) => …,    // the server's answer; its value is flush()'s
//     waiting: (item) => …,                     // optional: the network is gone
//     synced: () => …,                          // optional: the worker sent some of the items
//   });
//   queue.push({ …, key }); queue.flush(); queue.items();
(() => {
  const queues = [];
  const firstRetryMs = 2000;
  const lastRetryMs = 5000;
  const SYNC_TAG = "sadhana-outbox";
  let counter = 0;

  // The outbox the service worker reads: one record per write, `id` "<storage key> <seq>".
  const outbox = (() => {
    let opened = null;
    const open = () => {
      if (!("indexedDB" in window)) return Promise.resolve(null);
      opened = opened || new Promise((resolve) => {
        const request = indexedDB.open("sadhana-sync", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("outbox", { keyPath: "id" });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      return opened;
    };
    // Resolves { ok, value }: ok false when the database or the transaction failed.
    const run = async (mode, work) => {
      const db = await open();
      if (!db) return { ok: false };
      return new Promise((resolve) => {
        try {
          const tx = db.transaction("outbox", mode);
          const request = work(tx.objectStore("outbox"));
          tx.oncomplete = () => resolve({ ok: true, value: request.result });
          tx.onerror = tx.onabort = () => resolve({ ok: false });
        } catch {
          resolve({ ok: false });
        }
      });
    };
    return {
      put: async (record) => (await run("readwrite", (store) => store.put(record))).ok,
      remove: (id) => run("readwrite", (store) => store.delete(id)),
      // The record as the worker left it: "waiting" (still there, or the outbox cannot be read),
      // "sent" (gone: the server accepted it) or the server's refusal ({ status, data }).
      state: async (id) => {
        const answer = await run("readonly", (store) => store.get(id));
        if (!answer.ok) return { waiting: true };
        if (answer.value === undefined) return { sent: true };
        return answer.value.answer ? { refused: answer.value.answer } : { waiting: true };
      },
    };
  })();

  // Asks the worker to send the outbox when the network returns (Background Sync), where the
  // browser has it; elsewhere the page's own retries and `online` event do it.
  function registerSync() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.ready
      .then((registration) => registration.sync && registration.sync.register(SYNC_TAG))
      .catch(() => {});
  }

  function showStatus() {
    const status = document.querySelector("[data-sync-status]");
    const count = queues.reduce((sum, q) => sum + q.items().length, 0);
    document.documentElement.toggleAttribute("data-sync-pending", count > 0);
    if (!status) return;
    status.textContent = (status.dataset.text || "").replace("{count}", String(count));
    status.hidden = count === 0;
  }

  function queue(storageKey, options) {
    let sending = false;
    let timer = null;
    let delay = firstRetryMs;

    const items = () => {
      try {
        return JSON.parse(localStorage.getItem(storageKey) || "[]");
      } catch {
        return [];
      }
    };
    const save = (list) => {
      localStorage.setItem(storageKey, JSON.stringify(list));
      showStatus();
    };
    const outboxID = (item) => `${storageKey} ${item.seq}`;

    let written = Promise.resolve(); // The outbox copies made so far (flush waits for them).

    function push(item) {
      const seq = Date.now() * 1000 + (counter++ % 1000);
      const kept = { at: new Date().toISOString(), ...item, seq, waited: navigator.onLine === false };
      save([...items(), kept]);
      // The outbox keeps the request itself, in the order the writes were made.
      // The worker sends the outbox only after a delivery failed (the sync is registered then), so
      // its copy is built as a write that waited: with its made-at instant.
      const record = { id: outboxID(kept), order: seq, request: options.request({ ...kept, waited: true }) };
      written = written.then(async () => {
        // Marked once the copy is there, so a write never copied is never taken for one sent.
        if (await outbox.put(record)) save(items().map((i) => (i.seq === seq ? { ...i, boxed: true } : i)));
      });
    }

    function retry() {
      clearTimeout(timer);
      timer = setTimeout(flush, delay);
      delay = Math.min(delay * 2, lastRetryMs);
    }

    async function deliver(item) {
      const { url, ...init } = options.request(item);
      return fetch(url, init);
    }

    async function flush() {
      if (sending) return null;
      sending = true;
      clearTimeout(timer);
      let answer = null;
      let sentByWorker = false;
      try {
        await written;
        let list = items();
        while (list.length) {
          const item = list[0];
          // Sent by the service worker already: an accepted write is gone from the outbox (drop
          // it); a refused one carries the server's answer, which the page shows as its own.
          const boxed = item.boxed ? await outbox.state(outboxID(item)) : { waiting: true };
          if (boxed.sent) {
            list = items().slice(1);
            save(list);
            sentByWorker = true;
            continue;
          }
          let response;
          try {
            response = boxed.refused
              ? new Response(JSON.stringify(boxed.refused.data || {}), {
                status: boxed.refused.status, headers: { "Content-Type": "application/json" },
              })
              : await deliver(item);
          } catch {
            // What could not be sent now has waited: it is sent later with the instant it was made
            // (a write sent at once goes without it, and the server's own clock stamps it).
            save(items().map((i) => ({ ...i, waited: true })));
            if (options.waiting) options.waiting(item);
            registerSync();
            retry();
            return null;
          }
          delay = firstRetryMs;
          const data = await response.json().catch(() => ({}));
          list = items().slice(1);
          save(list);
          if (item.seq) await outbox.remove(outboxID(item));
          const value = await options.answered(item, response, data);
          if (value !== undefined) answer = value;
        }
      } finally {
        sending = false;
        showStatus();
      }
      if (sentByWorker && options.synced) await options.synced();
      return answer;
    }

    const handle = { push, flush, items, get sending() { return sending; } };
    queues.push(handle);
    showStatus();
    return handle;
  }

  window.addEventListener("online", () => queues.forEach((q) => q.flush()));
  // The worker says it sent the outbox: each queue drops what was sent and reloads its figures.
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "outbox-sent") queues.forEach((q) => q.flush());
    });
  }
  window.sadhanaSync = { queue, showStatus, SYNC_TAG };
})();
