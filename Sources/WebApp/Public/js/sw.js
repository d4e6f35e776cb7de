// Sadhana's service worker, served at /sw.js (scope "/") with this build's version and app shell
// written in by the server (OfflineController). It keeps two caches named after the version:
// the app shell (styles, scripts, fonts, icons, manifests), installed whole before it takes
// over, and the pages saved for offline use. A new version installs on the next visit, takes
// over at once and deletes the old caches, so the next page comes entirely from the new files —
// never a mix of old and new. Pages are asked from the network first; a copy is kept, and served
// when the network is gone, marked with when it was saved.
"use strict";
const VERSION = "__VERSION__";
const SHELL = ["__SHELL__"];
const SHELL_CACHE = `sadhana-shell-${VERSION}`;
const PAGES_CACHE = `sadhana-pages-${VERSION}`;
const PLAN_URL = "/offline/plan";
const OFFLINE_URL = "/offline";
const SAVED = "X-Sadhana-Saved";
const DAY_MS = 24 * 60 * 60 * 1000;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    // Straight from the server (not the HTTP cache), so every file is of this version.
    await cache.addAll(SHELL.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("sadhana-") && name !== SHELL_CACHE && name !== PAGES_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// A page asks for the pages to be saved ahead; done at most once a day unless forced.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "refresh") event.waitUntil(refresh(Boolean(event.data.force)));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname === "/sw.js" || url.pathname === PLAN_URL) return;
  if (SHELL.includes(url.pathname)) {
    event.respondWith(fromShell(request, url, event.clientId));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, event.resultingClientId));
  }
});

// The pages (by client id) that the server built for another version of the assets than this
// worker's: the first visit after an update, before the new worker has taken over. Their styles
// and scripts come from the network (the server's files, of the page's version), so a page is
// never new HTML with old files.
const newer = new Set();

async function fromShell(request, url, client) {
  if (newer.has(client)) {
    try {
      // Revalidated: the HTTP cache may still hold the old file under the same address.
      return await fetch(new Request(request, { cache: "no-cache" }));
    } catch {
      // Offline meanwhile: the saved file is better than none.
    }
  }
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(url.pathname)) || fetch(request);
}

async function page(request, client) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return offline(request);
  }
  const version = response.headers.get("Sadhana-Assets");
  if (client && version && version !== VERSION) newer.add(client);
  const copy = response.clone();
  caches.open(PAGES_CACHE).then((cache) => keep(cache, request.url, copy)).catch(() => {});
  return response;
}

// Keeps a page (HTML that answered 200) under its address; a page reached through a redirect
// (/japa → /japa/1) under its own address, with the redirect kept under the one asked for.
async function keep(cache, url, response, savedAt) {
  if (!response.ok || !(response.headers.get("Content-Type") || "").startsWith("text/html")) return;
  if (response.redirected) {
    await cache.put(url, Response.redirect(response.url, 302));
    url = response.url;
  }
  await cache.put(url, await stamped(response, savedAt));
}

// A copy of `response` that says when it was saved.
async function stamped(response, savedAt = new Date().toISOString()) {
  const headers = new Headers(response.headers);
  headers.set(SAVED, savedAt);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

// The saved copy of a page, else the offline page; the document says when it was saved and which
// days are kept (data attributes on <html>, which the page's offline.js shows as a banner).
async function offline(request) {
  const cache = await caches.open(PAGES_CACHE);
  const plan = await readPlan(cache);
  const saved = await cache.match(request.url);
  if (saved && saved.status >= 300 && saved.status < 400) return saved;
  if (saved) return marked(saved, plan, false, request.url);
  const fallback = (await cache.match(OFFLINE_URL)) || (await caches.match(OFFLINE_URL));
  if (fallback) return marked(fallback, plan, true, request.url);
  return new Response("Offline: this page was not saved on this device.\n", {
    status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

async function readPlan(cache) {
  const stored = await cache.match(PLAN_URL);
  if (!stored) return null;
  try {
    return { ...(await stored.json()), savedAt: stored.headers.get(SAVED) };
  } catch {
    return null;
  }
}

const attribute = (value) => String(value).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

// The days kept for the place a page shows: its own (`place=<id>`), else the primary place's.
function daysKept(plan, url) {
  const id = Number(new URL(url).searchParams.get("place"));
  return (id && (plan.places || []).find((p) => p.id === id)) || plan;
}

async function marked(response, plan, missing, url) {
  const text = await response.text();
  const marks = [`data-offline-saved="${attribute(response.headers.get(SAVED) || "")}"`];
  if (plan) {
    const days = daysKept(plan, url);
    marks.push(`data-offline-from="${attribute(days.from)}"`, `data-offline-to="${attribute(days.to)}"`);
  }
  if (missing) marks.push('data-offline-missing=""');
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(text.replace(/<html\b/i, `<html ${marks.join(" ")}`), { status: 200, headers });
}

let refreshing = null;

// Saves today's and the next 30 days' calendar pages (the server's plan for this person: every
// saved place), two at a time; the plan is stored last, so its presence means the set is
// complete. It is done again once a day, and at once when the plan changes (a new day at a
// place, a place saved, removed or made primary). Saved pages no longer in the plan (days gone
// by, places removed) are dropped.
function refresh(force) {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const cache = await caches.open(PAGES_CACHE);
    const stored = await readPlan(cache);
    const headers = { "Sadhana-Prefetch": "1" };
    const answer = await fetch(PLAN_URL, { headers, cache: "no-store" });
    if (!answer.ok) return;
    const plan = await answer.clone().json();
    const age = stored ? Date.now() - Date.parse(stored.savedAt || "") : Infinity;
    const same = stored && JSON.stringify([stored.pages, stored.places]) === JSON.stringify([plan.pages, plan.places]);
    if (!force && same && age < DAY_MS) return;
    const savedAt = new Date().toISOString();
    const urls = [...plan.pages, OFFLINE_URL];
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++];
        try {
          const response = await fetch(url, { headers, cache: "no-store" });
          await keep(cache, url, response, savedAt);
        } catch {
          // Offline halfway: what was saved stays; the plan is not stored, so the next visit retries.
          failed = true;
          return;
        }
      }
    };
    await Promise.all([worker(), worker()]);
    if (failed) return;
    const kept = new Set(urls.map((u) => new URL(u, self.location.origin).href));
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (/[?&](date|start|d)=/.test(url.search) && !kept.has(url.href)) await cache.delete(request);
    }
    await cache.put(PLAN_URL, await stamped(answer, savedAt));
  })().catch(() => {}).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// Background Sync (where the browser has it): the practice apps' writes wait in an IndexedDB
// outbox (sync-queue.js) and a sync is registered; when the network returns the browser wakes
// this worker, even with every page closed, and it sends them in the order they were made. Each
// carries its idempotency key, so one the page also sends is stored once. A write the server
// accepted leaves the outbox; one it refused stays with the answer until a page shows it; a
// network failure rejects, and the browser tries again later.
const SYNC_TAG = "sadhana-outbox";

self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendOutbox());
});

function outboxRequest(mode, work) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open("sadhana-sync", 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("outbox", { keyPath: "id" });
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const tx = opening.result.transaction("outbox", mode);
      const request = work(tx.objectStore("outbox"));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error);
    };
  });
}

async function sendOutbox() {
  const records = (await outboxRequest("readonly", (store) => store.getAll())).sort((a, b) => a.order - b.order);
  let sent = 0;
  for (const record of records) {
    // The page may have sent it meanwhile; one refused already waits for a page to show it.
    const current = await outboxRequest("readonly", (store) => store.get(record.id));
    if (!current || current.answer) continue;
    const { url, ...init } = record.request;
    const response = await fetch(url, { ...init, credentials: "same-origin" });
    if (response.ok) {
      await outboxRequest("readwrite", (store) => store.delete(record.id));
    } else {
      // Refused (a made-at instant outside the server's window, a day that has ended …): kept
      // with the answer, so the page shows the refusal to the person when it opens.
      const data = await response.json().catch(() => ({}));
      await outboxRequest("readwrite", (store) => store.put({ ...current, answer: { status: response.status, data } }));
    }
    sent += 1;
  }
  if (sent) {
    for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
      client.postMessage({ type: "outbox-sent", sent });
    }
  }
}
