// Accumulation Tracker: the live screens. The server (Swift) owns every rule: each button sends
// an event with the instant it was pressed, the server applies it to the state machine, stores
// it and answers the new state, including the instants at which the display changes (rest end,
// beep cues, when Bail Out disappears). This script only mirrors the display from those instants
// and one clock, so a background tab, a locked phone or a reload never loses or gains time.
// Without this script every button is a plain form post.
(() => {
  "use strict";
  const hook = (window.sadhanaTraining = window.sadhanaTraining || {});
  hook.log = hook.log || [];
  hook.offsetMs = hook.offsetMs || 0;
  const device = window.sadhanaTrainingDevice;

  // --- The About sheet on the setup page ---
  const about = document.querySelector("[data-about]");
  const aboutOpen = document.querySelector("[data-about-open]");
  if (about && aboutOpen && about.showModal) {
    aboutOpen.addEventListener("click", (event) => {
      event.preventDefault();
      about.showModal();
      about.scrollTop = 0; // Opens at its title, whatever was focused first.
    });
  }

  // --- Other tabs and devices: a tab that changes the session tells the others at once
  // (BroadcastChannel); every open page also asks the server now and then while it is visible,
  // which covers other devices and browsers without the channel. ---
  const channel = "BroadcastChannel" in window ? new BroadcastChannel("sadhana-training") : null;
  const running = document.querySelector("[data-running]");
  const root = document.querySelector("[data-training]");
  if (!root) {
    // The setup page: a session started elsewhere is offered as a link (a navigation would lose
    // what the person is typing).
    if (running) {
      const check = async () => {
        try {
          const response = await fetch("/api/v1/training/session", { headers: { Accept: "application/json" } });
          if (response.ok) running.hidden = !(await response.json()).session;
        } catch {
          // Offline: nothing to learn.
        }
      };
      if (channel) channel.addEventListener("message", check);
      setInterval(() => document.visibilityState === "visible" && check(), hook.pollMs || 3000);
    }
    return;
  }

  // --- State and the one clock ---
  let state = JSON.parse(root.dataset.state);
  const texts = JSON.parse(root.dataset.texts || "{}");
  const skew = Date.parse(state.live.at) - Date.now();
  // The one clock every display and event reads: the device's time in the server's frame. Tests
  // can freeze it at an instant and advance it (`sadhanaTraining.freeze(ms)`, `.advance(ms)`).
  function clock() {
    return hook.frozenAt != null ? hook.frozenAt + hook.offsetMs : Date.now() + skew + hook.offsetMs;
  }
  hook.clock = clock;
  hook.freeze = (at) => {
    hook.frozenAt = at ?? Date.now() + skew;
    hook.offsetMs = 0;
    render();
  };
  hook.advance = (ms) => {
    hook.offsetMs += ms;
    render();
  };
  hook.state = () => state;

  const id = state.id;
  const firedKey = `training-cues-${id}`;
  const fired = new Set(JSON.parse(sessionStorage.getItem(firedKey) || "[]"));
  const pendingKey = `training-pending-${id}`;
  let flashUntil = null; // The instant the current cue's flash ends (see flash()).

  // --- Formatting (the server's formats, the language's separator) ---
  const sep = texts.decimalSeparator || ".";
  const decimal = (x) => (Math.floor(Math.max(0, x) * 10 + 1e-9) / 10).toFixed(1).replace(".", sep);
  const number = (x) => String(Math.round(x * 1000) / 1000).replace(".", sep);
  // The mirror of TrainingFormat.seconds / .progress (Sources/Training/TrainingFormat.swift): a
  // stopwatch's 12.3, 3:25.4, 3:25:47.3 in tenths toward zero; a progress line whose done and
  // remaining add up to the target, written as clocks once the target or the total reaches a minute.
  const tenthsOf = (x) => (Number.isFinite(x) && x > 0 ? Math.floor(Math.min(x, 1e12) * 10 + 1e-6) : 0);
  const pad = (n) => String(n).padStart(2, "0");
  const clockOf = (whole) =>
    whole >= 3600
      ? `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`
      : `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
  const isClock = (x) => tenthsOf(x) >= 600;
  const clockTenths = (x) => `${clockOf(Math.floor(tenthsOf(x) / 10))}${sep}${tenthsOf(x) % 10}`;
  const seconds = (x) => (isClock(x) ? clockTenths(x) : decimal(x));
  function progressFigures(total, target) {
    if (state.mode !== "time") {
      const done = round3(total);
      return { done: number(done), target: number(target), remaining: number(Math.max(0, target - done)), clock: false };
    }
    const done = tenthsOf(total) / 10;
    const remaining = Math.max(0, round3(target - done));
    const clock = isClock(Math.max(total, target));
    const text = (x) => (clock ? clockTenths(x) : decimal(x));
    let targetText = number(target);
    if (clock) {
      const t = tenthsOf(target);
      targetText = clockOf(Math.floor(t / 10)) + (t % 10 ? `${sep}${t % 10}` : "");
    }
    return { done: text(done), target: targetText, remaining: text(remaining), clock };
  }
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? "");
  const round3 = (x) => Math.round(x * 1000) / 1000;
  const plural = (forms, count) => {
    const category = new Intl.PluralRules(document.documentElement.lang || "en").select(count);
    return fill(forms[category] || forms.other || "", { count });
  };

  const $ = (selector) => root.querySelector(selector);
  const $$ = (selector) => root.querySelectorAll(selector);

  // --- Rendering from instants ---
  function render() {
    const now = clock();
    const phase = state.phase;
    if (phase.name === "resting" && now >= Date.parse(phase.restEndsAt)) {
      // The rest is over: the next set runs from the rest's end. Tell the server (it would also
      // work this out by itself at the next event), and show the set at once.
      fireDueCues(now);
      state = { ...state, phase: { name: "training", setStartedAt: phase.restEndsAt } };
      send({ type: "restTick", at: new Date(now).toISOString() }, { quiet: true });
    }
    const training = state.phase.name === "training";
    root.querySelector('[data-screen="training"]').hidden = !training;
    root.querySelector('[data-screen="resting"]').hidden = training;

    let liveTotal = state.total;
    if (training && state.mode === "time") {
      const hold = round3(Math.max(0, now - Date.parse(state.phase.setStartedAt)) / 1000);
      const counted = Math.max(0, round3(hold - state.adjustment));
      liveTotal = round3(state.total + counted);
      const timer = $("[data-timer-value]");
      if (timer) {
        timer.textContent = seconds(hold);
        $("[data-timer]").classList.toggle("is-clock", isClock(hold));
        $("[data-timer]").classList.toggle("is-hours", hold >= 3600);
        $("[data-timer-unit]").hidden = isClock(hold);
      }
      const reached = state.targetReachedAt && now >= Date.parse(state.targetReachedAt);
      const showsBailOut = !reached && liveTotal < state.target;
      $$('[data-event="bailOut"]').forEach((b) => (b.hidden = !showsBailOut));
      const hint = $("[data-bail-hint]");
      if (hint) hint.hidden = !showsBailOut;
      const reachedNote = $("[data-target-reached]");
      if (reachedNote) reachedNote.hidden = showsBailOut;
    }
    if (!training) {
      const left = Math.max(0, Math.ceil((Date.parse(state.phase.restEndsAt) - now) / 1000 - 1e-9));
      $("[data-countdown]").textContent = String(left);
      // The last seconds (3, 2, 1) as a count-in, shown and announced (TrainingSession's finalCount).
      const final = left > 0 && left <= (state.warningLead ?? 3);
      $('[data-screen="resting"]').classList.toggle("is-final", final);
      const announce = $("[data-final-count]");
      const said = final ? fill(texts.finalCount || "", { n: left }) : "";
      if (announce && announce.textContent !== said) announce.textContent = said;
      fireDueCues(now);
    }
    if (flashUntil != null && now >= flashUntil) {
      flashUntil = null;
      root.classList.remove("is-flashing");
      delete root.dataset.flash;
    }
    const figures = progressFigures(liveTotal, state.target);
    $$("[data-progress]").forEach((bar) => {
      bar.max = state.target;
      bar.value = Math.min(liveTotal, state.target);
    });
    $$("[data-progress-text]").forEach((p) => {
      p.textContent = fill(figures.clock ? texts.progressClock : texts.progress, {
        total: figures.done, target: figures.target,
      });
    });
    $$("[data-remaining]").forEach((p) => {
      const value = figures.clock ? figures.remaining : fill(texts.amount, { value: figures.remaining });
      p.textContent = fill(texts.remaining, { value });
    });
    const setNumber = $("[data-set-number]");
    if (setNumber) setNumber.textContent = fill(texts.setNumber, { number: state.sets + 1 });
    const setsDone = $("[data-sets-done]");
    if (setsDone) setsDone.textContent = plural(texts.setsDone, state.sets);
  }

  function fireDueCues(now) {
    for (const c of state.restCues || []) {
      const key = `${c.kind}@${c.at}`;
      const at = Date.parse(c.at);
      if (fired.has(key) || now < at) continue;
      fired.add(key);
      sessionStorage.setItem(firedKey, JSON.stringify([...fired]));
      if (now - at < 1500) {
        // A cue long past (after a reload) is not played late.
        device.cue(c.kind, now);
        flash(c.kind, at);
      }
    }
  }

  // Each cue flashes the screen (a steady outline instead when motion is reduced, in CSS), until
  // 0.7 s after the cue on the one clock.
  function flash(kind, at) {
    flashUntil = at + 700;
    root.classList.remove("is-flashing");
    void root.offsetWidth; // Restart the animation for a cue that follows another.
    root.classList.add("is-flashing");
    root.dataset.flash = kind;
    hook.log.push({ type: "flash", kind });
  }

  // In a background tab timers are throttled: schedule the rest's remaining cues on the audio
  // clock, which keeps running, so they sound on time anyway.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden" && device.audio() && state.phase.name === "resting") {
      const now = clock();
      for (const c of state.restCues || []) {
        const key = `${c.kind}@${c.at}`;
        const at = Date.parse(c.at);
        if (fired.has(key) || at <= now) continue;
        fired.add(key);
        sessionStorage.setItem(firedKey, JSON.stringify([...fired]));
        device.cue(c.kind, now, (at - now) / 1000);
      }
    }
    if (document.visibilityState === "visible") {
      render();
      device.requestWakeLock();
    }
  });

  // --- Events: sent with the instant of the tap; kept and retried until the server has them ---
  const errorBox = document.querySelector("[data-live-error]");
  const notice = document.querySelector("[data-notice]");

  // The suite's sync queue (sync-queue.js) keeps every tap, in order, until the server has it.
  let quiet = false;
  const queue = window.sadhanaSync.queue(pendingKey, {
    request(event) {
      const { key, seq, boxed, ...body } = event;
      return {
        url: `/api/v1/training/sessions/${id}/events`,
        method: "POST",
        headers: {
          "Content-Type": "application/json", Accept: "application/json",
          ...(key ? { "Idempotency-Key": key } : {}),
        },
        body: JSON.stringify(body),
      };
    },
    // The service worker sent what was waiting (Background Sync): show the session as stored.
    synced: async () => {
      hideError(); // Nothing waits any more: the "retrying" notice goes.
      await refresh();
    },
    waiting() {
      showError(texts.networkError);
    },
    async answered(event, response, data) {
      if (!response.ok) {
        if (!quiet) showError(data.error || response.statusText);
        await refresh();
        return { error: data.error || response.statusText, event };
      }
      hideError();
      apply(data);
      if (channel && data.outcome && data.outcome.kind !== "nothingToDo") channel.postMessage({ id, changed: true });
      return data;
    },
  });
  const pending = () => queue.items();

  // Each tap carries a key made of the page's token, the event and the set it belongs to: two taps
  // of Bail Out in one hold, or a retry of a tap the server already has, count once.
  const pageToken = ($("input[name=submission]") || {}).value || "";

  let epoch = 0; // Bumped by every local change: an older poll's answer must not undo it.

  async function send(event, options = {}) {
    epoch += 1;
    if (pageToken && event.type !== "restTick") event.key = `${pageToken}.${event.type}.${state.sets}`;
    queue.push(event);
    return flush(options);
  }

  async function flush(options = {}) {
    quiet = Boolean(options.quiet);
    return queue.flush();
  }

  async function refresh() {
    const asked = epoch;
    try {
      const response = await fetch(`/api/v1/training/sessions/${id}`, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const data = await response.json();
      if (asked === epoch && !queue.sending) apply(data);
    } catch {
      // Offline: keep showing what we have.
    }
  }

  // The sets-so-far table, rebuilt from the server's attempts (newest first, as the server renders it).
  function renderAttempts() {
    const body = $("[data-so-far-body]");
    if (!body) return;
    const live = state.mode === "time" ? seconds : number;
    const sign = state.mode === "time" ? "−" : "+";
    body.replaceChildren(
      ...[...state.attempts].reverse().map((a) => {
        const row = document.createElement("tr");
        const cells = [String(a.number), live(a.value), a.adjustment === 0 ? "0" : sign + number(a.adjustment),
          live(a.counted), live(a.totalAfter)];
        cells.forEach((value, index) => {
          const cell = document.createElement("td");
          if (index > 0) cell.className = "num";
          cell.textContent = value;
          row.append(cell);
        });
        return row;
      }),
    );
    $("[data-so-far]").hidden = state.attempts.length === 0;
  }

  // An event's answer leaves the attempts out; the logged one is in its outcome.
  function withAttempts(data) {
    if (data.attempts) return data;
    const logged = data.outcome && data.outcome.attempt;
    const kept = logged ? state.attempts.filter((a) => a.number < logged.number).concat([logged]) : state.attempts;
    return { ...data, attempts: kept };
  }

  function apply(data) {
    state = withAttempts(data);
    renderAttempts();
    hook.lastOutcome = data.outcome;
    if (data.outcome && data.outcome.kind === "accidentalBailIgnored" && notice) {
      notice.textContent = data.outcome.message;
      notice.hidden = false;
    }
    if (data.phase.name === "complete") {
      location.assign(`/training/sessions/${id}`);
      return;
    }
    if (data.phase.name === "setup" || data.status === "reset") {
      location.assign("/training?notice=reset");
      return;
    }
    render();
  }

  function showError(message) {
    if (!errorBox) return;
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  function hideError() {
    if (errorBox) errorBox.hidden = true;
  }

  root.addEventListener("click", (event) => {
    const button = event.target.closest("[data-event]");
    if (!button) return;
    event.preventDefault();
    // A second tap while the first is still on its way is the same intent, not a new event.
    if (pending().some((e) => e.type === button.dataset.event)) return;
    const at = new Date(clock()).toISOString();
    device.vibrate(40);
    if (notice) notice.hidden = true;
    const dialog = button.closest("dialog");
    if (dialog) dialog.close();
    send({ type: button.dataset.event, at });
  });

  // --- Reps: Done With Set opens the sheet; the server validates the number ---
  const sheet = $("[data-reps-sheet]");
  const repsForm = $("[data-reps-form]");
  if (sheet && repsForm) {
    const input = repsForm.querySelector("input[name=reps]");
    const repsError = repsForm.querySelector("[data-reps-error]");
    // A modal dialog: focus moves in on open, stays inside (Tab wraps), Escape closes, and focus
    // returns to Done With Set, or to the screen now shown when the set moved on to the rest.
    const open = () => {
      sheet.classList.add("is-open");
      input.focus();
    };
    const close = () => {
      sheet.classList.remove("is-open");
      if (location.hash === "#reps-sheet") history.replaceState(null, "", location.pathname + location.search);
      const back = [$("[data-reps-open]"), ...$$(".tr-screen:not([hidden]) .tr-button:not([hidden])")]
        .find((el) => el && el.offsetParent !== null);
      if (back) back.focus();
    };
    sheet.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab") {
        const focusable = [...sheet.querySelectorAll("a[href], button, input:not([type=hidden])")]
          .filter((el) => el.offsetParent !== null);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    $("[data-reps-open]").addEventListener("click", (event) => {
      event.preventDefault();
      device.vibrate(40);
      open();
    });
    $("[data-reps-cancel]").addEventListener("click", (event) => {
      event.preventDefault();
      close();
    });
    sheet.addEventListener("click", (event) => {
      if (event.target === sheet) close();
    });
    repsForm.addEventListener("submit", async (event) => {
      event.preventDefault();
      const at = new Date(clock()).toISOString();
      const answer = await send({ type: "submitReps", reps: input.value, at }, { quiet: true });
      if (answer && answer.error) {
        repsError.textContent = answer.error;
        repsError.hidden = false;
        input.setAttribute("aria-invalid", "true");
        input.focus();
        input.select();
        return;
      }
      if (answer) {
        repsError.hidden = true;
        input.removeAttribute("aria-invalid");
        input.value = "";
        close();
      }
    });
  }

  // --- Reset behind a confirmation dialog ---
  const resetDialog = $("[data-reset-dialog]");
  if (resetDialog && resetDialog.showModal) {
    $$("[data-reset-open]").forEach((link) =>
      link.addEventListener("click", (event) => {
        event.preventDefault();
        resetDialog.showModal();
      }),
    );
    $("[data-reset-cancel]").addEventListener("click", () => resetDialog.close());
  }

  // --- Screen Wake Lock while the session runs (re-requested when the tab returns) ---
  device.requestWakeLock();

  // Past cues of a rest that was already under way before a reload are marked, not replayed.
  const loadedAt = clock();
  for (const c of state.restCues || []) {
    if (Date.parse(c.at) < loadedAt - 1500) fired.add(`${c.kind}@${c.at}`);
  }
  render();
  setInterval(render, 100);
  if (pending().length) flush();
  if (channel) {
    channel.addEventListener("message", (event) => {
      if (event.data && event.data.id === id) refresh();
    });
    channel.postMessage({ opened: id }); // A setup page elsewhere learns a session is running.
  }
  setInterval(() => {
    if (document.visibilityState === "visible" && !queue.sending && !pending().length) refresh();
  }, hook.pollMs || 3000);
  hook.ready = true;
})();
