// Tamil Calendar: swipe between days/weeks/months, "use my location", and the live "now" marker.
(() => {
  // Swipe: a horizontal flick over [data-swipe] follows its prev/next links.
  const area = document.querySelector("[data-swipe]");
  if (area) {
    let x0 = null, y0 = null;
    area.addEventListener("touchstart", (e) => { x0 = e.touches[0].clientX; y0 = e.touches[0].clientY; }, { passive: true });
    area.addEventListener("touchend", (e) => {
      if (x0 === null) return;
      const dx = e.changedTouches[0].clientX - x0, dy = e.changedTouches[0].clientY - y0;
      x0 = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) {
        window.location.href = dx < 0 ? area.dataset.next : area.dataset.prev;
      }
    });
    document.addEventListener("keydown", (e) => {
      if (e.target.closest("input, select, textarea")) return;
      if (e.key === "ArrowLeft") window.location.href = area.dataset.prev;
      if (e.key === "ArrowRight") window.location.href = area.dataset.next;
    });
  }

  // Geolocation: fill the hidden form and post it; the server finds the nearest city.
  document.querySelectorAll("[data-geo]").forEach((box) => {
    if (!("geolocation" in navigator)) return;
    box.hidden = false;
    const form = box.querySelector("[data-geo-form]");
    const status = box.querySelector("[data-geo-status]");
    box.querySelector("[data-geo-button]").addEventListener("click", () => {
      status.textContent = box.dataset.locating;
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          form.elements.lat.value = pos.coords.latitude.toFixed(5);
          form.elements.lon.value = pos.coords.longitude.toFixed(5);
          form.submit();
        },
        () => { status.textContent = box.dataset.denied; },
        { timeout: 10000, maximumAge: 600000 });
    });
  });

  // Live "now": move the timeline marker and mark the active periods every 30 s.
  const card = document.querySelector("[data-now-card]");
  if (card) {
    const offset = Number(card.dataset.now) - Date.now();
    const line = document.querySelector("[data-now-line]");
    const tl = document.querySelector("[data-timeline]");
    const tick = () => {
      const now = Date.now() + offset;
      document.querySelectorAll("li[data-start]").forEach((li) => {
        li.classList.toggle("is-now", now >= Number(li.dataset.start) && now < Number(li.dataset.end));
      });
      const clock = document.querySelector("[data-now-clock]");
      if (clock && card.dataset.zone && (card.dataset.clock24 === "1" || document.documentElement.lang !== "ta")) {
        try {
          clock.textContent = new Intl.DateTimeFormat(document.documentElement.lang, {
            timeZone: card.dataset.zone, hour: "numeric", minute: "2-digit", hour12: card.dataset.clock24 !== "1",
          }).format(new Date(now));
        } catch (_) { /* keep the server's text */ }
      }
      const list = document.querySelector("[data-now-list]");
      if (list) {
        const items = [...document.querySelectorAll("ul[data-period] li.is-now")];
        list.replaceChildren(...(items.length ? items.map((li) => {
          const ul = li.closest("ul"), item = document.createElement("li"), hint = document.createElement("span");
          item.className = ul.dataset.kind;
          hint.className = "hint";
          hint.textContent = ` ${list.dataset.untilWord} ${li.dataset.until}`;
          item.append(ul.dataset.name, hint);
          return item;
        }) : [Object.assign(document.createElement("li"), { className: "plain", textContent: list.dataset.none })]));
      }
      if (line && tl) {
        const a = Number(tl.dataset.start), b = Number(tl.dataset.end);
        const inside = now >= a && now <= b;
        line.classList.toggle("is-hidden", !inside);
        if (inside) {
          const x = ((now - a) / (b - a) * 100).toFixed(1);
          line.setAttribute("x1", x);
          line.setAttribute("x2", x);
        }
      }
    };
    tick();
    setInterval(tick, 30000);
  }
})();
