// The suite as an installed, offline app (every page): registers the service worker (sw.js),
// asks it to save the calendar pages ahead (once a day, or when the saved places change; from the calendar apps and the
// home page), shows "Offline — saved …" on a
// page the worker served from its cache, and offers Install on the home page where the browser
// supports it.
(() => {
  const root = document.documentElement;
  const servedOffline = root.hasAttribute("data-offline-saved");

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    // Saving ahead is asked from the calendar apps and the home page only, once the page has
    // settled, so it never competes with a practice app's live screen.
    if (!servedOffline && /^\/($|tamil|calendar)/.test(location.pathname)) {
      navigator.serviceWorker.ready.then((registration) => {
        setTimeout(() => {
          if (registration.active) registration.active.postMessage({ type: "refresh" });
        }, 2000);
      });
    }
  }

  // The banner, in the page's language: when the copy was saved, and on the calendar apps'
  // pages (the ones saved ahead by day) which days are kept; a practice app's page says only
  // that it is the saved copy (its writes show "Waiting to sync" beside it). The page shown for
  // a page never saved (a day beyond the cache) says it all itself: no banner there, and its
  // days in the same words as the banner's.
  const lang = root.lang || "en";
  const when = (text, options) => {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? "—" : new Intl.DateTimeFormat(lang, options).format(date);
  };
  // An ISO day is a civil date: shown as that date, whatever the device's zone.
  const day = (iso) => (iso ? when(`${iso}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }) : "—");
  const banner = document.querySelector("[data-offline-banner]");
  const notSaved = document.querySelector("[data-offline-page]");
  const calendarPage = /^\/(tamil|calendar)(\/|$)/.test(location.pathname);
  if (servedOffline && banner && !notSaved) {
    banner.textContent = (calendarPage ? banner.dataset.text : banner.dataset.textPage || banner.dataset.text)
      .replace("{saved}", when(root.dataset.offlineSaved, { dateStyle: "medium", timeStyle: "short" }))
      .replace("{from}", day(root.dataset.offlineFrom))
      .replace("{to}", day(root.dataset.offlineTo));
    banner.hidden = false;
  }
  const kept = notSaved && notSaved.querySelector("[data-offline-days]");
  if (kept && kept.dataset.text) {
    kept.textContent = kept.dataset.text
      .replace("{from}", day(root.dataset.offlineFrom || kept.dataset.from))
      .replace("{to}", day(root.dataset.offlineTo || kept.dataset.to));
  }

  // Install: the browser's prompt, kept until the button is pressed; no button where unsupported.
  const install = document.querySelector("[data-install]");
  if (install) {
    let prompt = null;
    window.addEventListener("beforeinstallprompt", (event) => {
      event.preventDefault();
      prompt = event;
      install.hidden = false;
    });
    install.addEventListener("click", async () => {
      if (!prompt) return;
      install.hidden = true;
      prompt.prompt();
      await prompt.userChoice.catch(() => null);
      prompt = null;
    });
    window.addEventListener("appinstalled", () => {
      install.hidden = true;
    });
  }
})();
