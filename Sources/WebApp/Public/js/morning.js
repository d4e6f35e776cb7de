// Better Morning: in-place check-offs, draft auto-save, week swiping, the Explore parallax, the
// onboarding dots and in-page reminders. Without this script every action is still a form post.
// Time comes from the server (data-now), so a page never trusts the device clock for "today".
(() => {
  const api = "/api/v1/morning";

  async function send(method, path, body, key) {
    const headers = body ? { "Content-Type": "application/json" } : {};
    if (key) headers["Idempotency-Key"] = key;
    const response = await fetch(api + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (!response.ok) {
      let message = String(response.status);
      try { message = (await response.json()).error || message; } catch { /* not JSON */ }
      const error = new Error(message);
      error.status = response.status;
      throw error;
    }
    return response.status === 204 ? null : response.json();
  }

  // A page that shows a routine day (Routine, Data) notices when the person's day turns while it
  // stays open — when it is shown again, at the day's end on the server's clock, and every few
  // minutes (timers sleep with the device) — and reloads, so it never shows yesterday's ticks
  // beside today's taps. The server says what today is; the device clock is not trusted.
  const dayClock = document.querySelector("[data-morning-clock]");
  if (dayClock && dayClock.dataset.today && document.querySelector("[data-watch-day]")) {
    const shown = dayClock.dataset.today;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState === "hidden") return;
      checking = true;
      try {
        const state = await send("GET", "/state");
        if (state.today && state.today !== shown) {
          const onToday = location.pathname === "/morning/routine" && !new URLSearchParams(location.search).has("day");
          if (onToday) location.replace("/morning/routine"); else location.reload();
        }
      } catch { /* offline: the next check or the server's refusal of a stale tap covers it */ }
      finally { checking = false; }
    };
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    window.addEventListener("pageshow", (event) => { if (event.persisted) check(); });
    const offset = Date.parse(dayClock.dataset.now) - Date.now();
    const untilEnd = Date.parse(dayClock.dataset.dayEnds) - (Date.now() + offset);
    if (untilEnd >= 0 && untilEnd < 2147483647) setTimeout(check, untilEnd + 500);
    setInterval(check, 5 * 60 * 1000);
  }

  // In-page reminder at the active routine's next first-task time, on the server's clock.
  const clock = document.querySelector("[data-morning-clock]");
  if (clock && clock.dataset.reminderAt) {
    const offset = Date.parse(clock.dataset.now) - Date.now();
    const delay = Date.parse(clock.dataset.reminderAt) - (Date.now() + offset);
    const banner = document.querySelector("[data-reminder-banner]");
    if (banner && delay >= 0 && delay < 2147483647) {
      setTimeout(() => {
        banner.querySelector("[data-reminder-text]").textContent = clock.dataset.reminderText;
        banner.hidden = false;
        if ("Notification" in window && Notification.permission === "granted") {
          try { new Notification(clock.dataset.reminderText); } catch { /* some browsers need a service worker */ }
        }
      }, delay);
      banner.querySelector("[data-reminder-close]").addEventListener("click", () => { banner.hidden = true; });
    }
  }
  const ask = document.querySelector("[data-notify-permission]");
  if (ask && "Notification" in window && Notification.permission === "default") {
    ask.hidden = false;
    ask.addEventListener("click", () => Notification.requestPermission().then(() => { ask.hidden = true; }));
  }

  // Onboarding: dots follow the visible slide.
  const slides = document.querySelector("[data-slides]");
  if (slides) {
    const dots = [...document.querySelectorAll("[data-dot]")];
    const mark = () => {
      const index = Math.round(slides.scrollLeft / Math.max(1, slides.clientWidth));
      dots.forEach((dot, i) => dot.classList.toggle("is-on", i === index));
    };
    slides.addEventListener("scroll", () => requestAnimationFrame(mark), { passive: true });
    slides.querySelectorAll("[data-next]").forEach((link) => link.addEventListener("click", (event) => {
      event.preventDefault();
      const target = document.querySelector(link.getAttribute("href"));
      const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
      slides.scrollTo({ left: target.offsetLeft - slides.offsetLeft, behavior: reduced ? "auto" : "smooth" });
    }));
    mark();
  }

  // Explore: parallax on pointer move or press-and-hold; a quick tap still opens the profile.
  const grid = document.querySelector("[data-parallax]");
  if (grid && !matchMedia("(prefers-reduced-motion: reduce)").matches) {
    let held = false;
    let timer = 0;
    let suppressClick = false;
    const tilt = (event) => {
      const box = grid.getBoundingClientRect();
      const x = Math.max(-1, Math.min(1, ((event.clientX - box.left) / box.width) * 2 - 1));
      const y = Math.max(-1, Math.min(1, ((event.clientY - box.top) / box.height) * 2 - 1));
      grid.style.setProperty("--px", x.toFixed(3));
      grid.style.setProperty("--py", y.toFixed(3));
    };
    const settle = () => {
      grid.style.setProperty("--px", "0");
      grid.style.setProperty("--py", "0");
    };
    grid.addEventListener("pointermove", (event) => {
      if (event.pointerType === "mouse" || held) tilt(event);
    });
    grid.addEventListener("pointerleave", () => { if (!held) settle(); });
    grid.addEventListener("pointerdown", (event) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        held = true;
        grid.classList.add("is-held");
        tilt(event);
      }, 350);
    });
    const release = () => {
      clearTimeout(timer);
      if (held) {
        suppressClick = true;
        setTimeout(() => { suppressClick = false; }, 400);
      }
      held = false;
      grid.classList.remove("is-held");
      settle();
    };
    grid.addEventListener("pointerup", release);
    grid.addEventListener("pointercancel", release);
    grid.addEventListener("contextmenu", (event) => { if (held) event.preventDefault(); });
    grid.addEventListener("click", (event) => {
      if (suppressClick) { event.preventDefault(); event.stopPropagation(); suppressClick = false; }
    }, true);
  }

  // Routine: the date scroller opens on the selected day (today unless another was picked).
  const days = document.querySelector("[data-days]");
  const picked = days && days.querySelector("[aria-current='date']");
  if (picked) days.scrollLeft = picked.offsetLeft - days.offsetLeft - days.clientWidth + picked.offsetWidth + 8;

  // Routine: tap to complete, tap again to revert — today only. Each tap goes through the suite's
  // sync queue (sync-queue.js): kept with its instant and key until the server has it, so a tap
  // made without a network is sent when it returns (in order, each once).
  const tasks = document.querySelector("[data-tasks]");
  if (tasks) {
    const show = (task, result) => {
      const item = tasks.querySelector(`[data-task] [data-toggle="${CSS.escape(task)}"]`)?.closest("[data-task]");
      if (!item) return;
      const button = item.querySelector("[data-toggle]");
      item.className = `m-task is-${result.mark}`;
      item.dataset.mark = result.mark;
      button.setAttribute("aria-pressed", String(result.mark === "completed"));
      item.querySelector(".m-check").textContent = result.mark === "completed" ? "✓" : "";
      if (result.markLabel) item.querySelector("[data-mark-label]").textContent = result.markLabel;
    };
    const flipped = new Set();
    const flip = (tap) => {
      if (flipped.has(tap.key)) return;
      flipped.add(tap.key);
      const button = tasks.querySelector(`[data-toggle="${CSS.escape(tap.task)}"]`);
      const item = button && button.closest("[data-task]");
      if (item) show(tap.task, { mark: item.dataset.mark === "completed" ? "untouched" : "completed" });
      counted(tap.day);
    };
    // The day's figures as shown with the taps that wait to sync: "1 of 5 done" beside the ✓.
    const counted = (day) => {
      const progress = document.querySelector("[data-progress]");
      const done = tasks.querySelectorAll("[data-task][data-mark='completed']").length;
      const total = tasks.querySelectorAll("[data-task]").length;
      const text = (progress && progress.dataset.text || "").replace("{done}", done).replace("{total}", total);
      if (progress && text) progress.textContent = text;
      const chip = document.querySelector(`[data-day="${day}"]`);
      if (!chip) return;
      chip.querySelector(".m-day-sum").textContent = `${done}/${total}`;
      if (text) chip.setAttribute("aria-label", `${chip.dataset.dayLabel}: ${text}`);
    };
    const queue = window.sadhanaSync.queue("morning-pending", {
      request: (tap) => ({
        // `at`: when the tap was made (kept in the queue): one made offline at 23:50 and sent after
        // midnight counts for the day it was made.
        url: `${api}/today/tasks/${encodeURIComponent(tap.task)}/toggle?day=${encodeURIComponent(tap.day)}`
          + (tap.at && tap.waited ? `&at=${encodeURIComponent(tap.at)}` : ""),
        method: "POST",
        headers: { "Idempotency-Key": tap.key },
      }),
      // The service worker sent what was waiting (Background Sync): show the day as stored.
      synced: () => location.reload(),
      // Without a network each waiting tap is shown as made, once.
      waiting: () => {
        for (const tap of queue.items()) flip(tap);
      },
      answered: (tap, response, result) => {
        if (!response.ok) {
          // The day may have turned: the form post lets the server answer with a page (today's,
          // saying the tap was not counted).
          const button = tasks.querySelector(`[data-toggle="${CSS.escape(tap.task)}"]`);
          if (button) button.closest("form").submit(); else location.reload();
          return;
        }
        if (queue.items().some((t) => t.task === tap.task)) return; // A later tap will say.
        show(tap.task, result);
        const progress = document.querySelector("[data-progress]");
        if (progress) progress.textContent = result.progress;
        const chip = document.querySelector(`[data-day="${tap.day}"]`);
        if (chip) {
          chip.querySelector(".m-day-sum").textContent = `${result.completed}/${result.total}`;
          chip.setAttribute("aria-label", `${chip.dataset.dayLabel}: ${result.progress}`);
        }
      },
    });
    tasks.addEventListener("submit", (event) => {
      const button = event.target.querySelector("[data-toggle]");
      if (!button) return;
      event.preventDefault();
      const item = button.closest("[data-task]");
      // A double tap is one check-off: a tap within 350 ms of the last one on the same task
      // reuses its key (the server answers it without toggling again); a later tap is a new intent.
      const now = performance.now();
      const field = event.target.querySelector("input[name=submission]");
      const repeat = item.tapKey && now - item.tappedAt <= 350;
      if (!repeat) {
        const bytes = crypto.getRandomValues(new Uint8Array(16));
        item.tapKey = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      }
      item.tappedAt = now;
      if (field) field.value = item.tapKey;
      if (repeat) return;
      // The tap names the day this page shows; the server refuses it (409) once that day is over.
      const day = event.target.querySelector("input[name=day]").value;
      const waiting = queue.items().length > 0;
      queue.push({ task: button.dataset.toggle, day, key: item.tapKey });
      if (waiting) flip(queue.items().at(-1)); // Offline already: shown at once.
      queue.flush();
    });
    if (queue.items().length) queue.flush();
  }

  // Create: auto-save the draft as you type; add and remove rows in place.
  const form = document.querySelector("[data-draft-form]");
  if (form) {
    const rows = form.querySelector("[data-rows]");
    const status = form.querySelector("[data-draft-status]");
    let pending = 0;
    const collect = () => ({
      title: form.querySelector("[data-draft-title]").value,
      tasks: [...rows.querySelectorAll("[data-row]")].map((row) => ({
        title: row.querySelector("[data-row-title]").value, time: row.querySelector("[data-row-time]").value,
      })),
    });
    const save = () => {
      clearTimeout(pending);
      pending = setTimeout(async () => {
        // The status says the latest outcome only: a failure replaces "Draft saved", never sits
        // beside it. What was typed stays in the form either way.
        try {
          await send("PUT", "/draft", collect());
          status.textContent = status.dataset.savedText;
          status.classList.remove("field-error");
        } catch (error) {
          status.textContent = `${status.dataset.failedText} ${error.message}`;
          status.classList.add("field-error");
        }
      }, 400);
    };
    const renumber = () => {
      [...rows.querySelectorAll("[data-row]")].forEach((row, i) => {
        row.id = `row-${i}`;
        for (const [attr, name] of [["[data-row-title]", "task_title_"], ["[data-row-time]", "task_time_"]]) {
          const input = row.querySelector(attr);
          input.name = input.id = name + i;
          input.previousElementSibling.htmlFor = name + i;
        }
      });
      const add = form.querySelector("[data-add-row]");
      if (add) add.hidden = rows.children.length >= Number(form.dataset.maxRows);
    };
    const wire = (row) => {
      const remove = row.querySelector("[data-remove]");
      remove.hidden = false;
      remove.addEventListener("click", () => {
        if (rows.children.length > 1) row.remove();
        else row.querySelectorAll("input").forEach((input) => { input.value = ""; });
        renumber();
        save();
      });
    };
    rows.querySelectorAll("[data-row]").forEach(wire);
    form.addEventListener("input", save);
    const add = form.querySelector("[data-add-row]");
    if (add) add.addEventListener("click", (event) => {
      event.preventDefault();
      if (rows.children.length >= Number(form.dataset.maxRows)) return;
      const row = rows.lastElementChild.cloneNode(true);
      row.querySelectorAll("input").forEach((input) => { input.value = ""; });
      rows.append(row);
      wire(row);
      renumber();
      row.querySelector("[data-row-title]").focus();
      save();
    });
  }

  // Data: arrows and swipes move between weeks without a reload.
  document.querySelectorAll("[data-weeks]").forEach((box) => {
    const weeks = [...box.querySelectorAll("[data-week]")];
    const current = () => weeks.findIndex((week) => !week.hidden);
    const show = (index, from) => {
      if (index < 0 || index >= weeks.length) return;
      weeks.forEach((week, i) => { week.hidden = i !== index; });
      const week = weeks[index];
      week.style.setProperty("--from", from);
      week.classList.remove("is-entering");
      void week.offsetWidth;
      week.classList.add("is-entering");
    };
    box.addEventListener("click", (event) => {
      const link = event.target.closest("[data-prev], [data-next]");
      if (!link) return;
      event.preventDefault();
      const back = link.hasAttribute("data-prev");
      show(current() + (back ? -1 : 1), back ? "-16px" : "16px");
    });
    let startX = null;
    box.addEventListener("pointerdown", (event) => { startX = event.clientX; });
    box.addEventListener("pointerup", (event) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      if (Math.abs(dx) > 40) show(current() + (dx > 0 ? -1 : 1), dx > 0 ? "-16px" : "16px");
    });
  });

  // The ••• menu closes when focus or a tap goes elsewhere.
  document.addEventListener("click", (event) => {
    document.querySelectorAll("[data-menu][open]").forEach((menu) => {
      if (!menu.contains(event.target)) menu.open = false;
    });
  });
})();
