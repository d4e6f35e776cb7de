// Dharmic Companion: month changes by keys and swipe (fetched in place, with a slide), the day's
// detail opened in place (Escape closes it), and "use my location". Without this script every
// control is a plain link or form.
(() => {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  async function fetchPage(url) {
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(String(response.status));
    return new DOMParser().parseFromString(await response.text(), "text/html");
  }

  // Month: swap the grid and the day panel from the fetched page.
  async function goMonth(url, direction) {
    const month = document.querySelector(".month");
    if (!month || !url) return;
    try {
      const doc = await fetchPage(url);
      const next = doc.querySelector(".month");
      const slot = doc.querySelector("[data-day-slot]");
      if (!next) throw new Error("no month");
      month.replaceWith(next);
      const currentSlot = document.querySelector("[data-day-slot]");
      if (slot && currentSlot) currentSlot.replaceWith(slot);
      document.title = doc.title;
      history.pushState({ url }, "", url);
      if (!reduced) next.classList.add(direction > 0 ? "slide-next" : "slide-prev");
      bindMonth();
    } catch {
      window.location.href = url;
    }
  }

  async function openDay(link) {
    const url = link.getAttribute("href");
    try {
      const doc = await fetchPage(url);
      const slot = doc.querySelector("[data-day-slot]");
      const currentSlot = document.querySelector("[data-day-slot]");
      if (!slot || !currentSlot) throw new Error("no slot");
      currentSlot.replaceWith(slot);
      document.querySelectorAll(".grid td.is-selected").forEach((td) => td.classList.remove("is-selected"));
      link.closest("td").classList.add("is-selected");
      history.pushState({ url }, "", url);
      bindDay();
      const panel = document.querySelector("[data-day-panel]");
      if (panel) {
        panel.focus({ preventScroll: true });
        if (window.innerWidth < 900) panel.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
      }
    } catch {
      window.location.href = url;
    }
  }

  function closeDay() {
    const panel = document.querySelector("[data-day-panel]");
    if (!panel) return;
    const close = panel.querySelector("[data-close]");
    const selected = document.querySelector(".grid td.is-selected a.day");
    panel.remove();
    document.querySelectorAll(".grid td.is-selected").forEach((td) => td.classList.remove("is-selected"));
    if (close) history.pushState({}, "", close.getAttribute("href"));
    if (selected) selected.focus();
  }

  function bindDay() {
    const close = document.querySelector("[data-day-panel] [data-close]");
    if (close) close.addEventListener("click", (event) => { event.preventDefault(); closeDay(); });
  }

  function bindMonth() {
    const month = document.querySelector(".month");
    if (!month) return;
    month.querySelectorAll("a.day").forEach((link) => {
      link.addEventListener("click", (event) => { event.preventDefault(); openDay(link); });
    });
    const prev = month.querySelector("[data-prev]");
    const next = month.querySelector("[data-next]");
    if (prev) prev.addEventListener("click", (event) => { event.preventDefault(); goMonth(prev.getAttribute("href"), -1); });
    if (next) next.addEventListener("click", (event) => { event.preventDefault(); goMonth(next.getAttribute("href"), 1); });
    let startX = null;
    let startY = null;
    month.addEventListener("touchstart", (event) => {
      startX = event.touches[0].clientX;
      startY = event.touches[0].clientY;
    }, { passive: true });
    month.addEventListener("touchend", (event) => {
      if (startX === null) return;
      const dx = event.changedTouches[0].clientX - startX;
      const dy = event.changedTouches[0].clientY - startY;
      startX = null;
      if (Math.abs(dx) < 60 || Math.abs(dy) > Math.abs(dx)) return;
      const target = dx < 0 ? month.querySelector("[data-next]") : month.querySelector("[data-prev]");
      if (target) goMonth(target.getAttribute("href"), dx < 0 ? 1 : -1);
    });
  }

  if (document.querySelector(".month")) {
    bindMonth();
    bindDay();
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        closeDay();
      } else if (event.key === "ArrowLeft" || event.key === "PageUp") {
        const prev = document.querySelector(".month [data-prev]");
        if (prev) { event.preventDefault(); goMonth(prev.getAttribute("href"), -1); }
      } else if (event.key === "ArrowRight" || event.key === "PageDown") {
        const next = document.querySelector(".month [data-next]");
        if (next) { event.preventDefault(); goMonth(next.getAttribute("href"), 1); }
      }
    });
    window.addEventListener("popstate", () => window.location.reload());
  }

  // Use my location: the browser's position fills the coordinates; the server picks the nearest city.
  const geoButton = document.querySelector("[data-geolocate]");
  if (geoButton && "geolocation" in navigator) {
    geoButton.hidden = false;
    const form = geoButton.form;
    const error = form.querySelector("[data-geo-error]");
    geoButton.addEventListener("click", (event) => {
      const lat = form.querySelector("[data-lat]");
      const lon = form.querySelector("[data-lon]");
      if (lat.value && lon.value) return; // typed coordinates: submit them as they are
      event.preventDefault();
      geoButton.disabled = true;
      navigator.geolocation.getCurrentPosition((position) => {
        lat.value = position.coords.latitude.toFixed(5);
        lon.value = position.coords.longitude.toFixed(5);
        form.submit();
      }, () => {
        geoButton.disabled = false;
        error.hidden = false;
      }, { timeout: 10000, maximumAge: 600000 });
    });
  }

  const feed = document.querySelector("[data-feed-url]");
  if (feed) feed.addEventListener("focus", () => feed.select());
})();

// Daily Briefing: once every layer of today's unit is opened, a short celebration.
(function () {
  var card = document.querySelector("[data-briefing]");
  if (!card) return;
  var steps = card.querySelectorAll("[data-brief-step]");
  var done = card.querySelector("[data-celebrate]");
  steps.forEach(function (step) {
    step.addEventListener("toggle", function () {
      var all = Array.prototype.every.call(steps, function (s) { return s.open; });
      if (all && done) done.hidden = false;
    });
  });
})();
