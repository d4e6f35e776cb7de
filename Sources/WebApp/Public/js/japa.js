// Purascharana: clipboard copy, instant additions through the JSON API, and the reset dialog.
// Without this script every action still works as a plain form post.
(() => {
  const root = document.querySelector("[data-counter]");
  const status = document.querySelector("[data-status]");
  const copiedBadge = document.querySelector("[data-copied]");

  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Older browsers and some embedded views: select the field and use the legacy command.
      status.focus();
      status.select();
      return document.execCommand && document.execCommand("copy");
    }
  }

  document.querySelectorAll("[data-copy]").forEach((button) => {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      if (await copyText(status.value)) {
        copiedBadge.hidden = false;
        button.textContent = copiedBadge.textContent;
        clearTimeout(button._timer);
        button._timer = setTimeout(() => {
          copiedBadge.hidden = true;
          button.textContent = button.dataset.label;
        }, 1800);
      }
    });
    button.dataset.label = button.textContent;
  });

  // One addition is one key: the form's token goes with every copy of the same submission (a
  // double tap, a retry), so the server counts it once; typing a new amount takes a new token.
  const newToken = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };

  const form = document.querySelector("[data-add-form]");
  if (form && root) {
    const token = form.querySelector("input[name=submission]");
    const input = form.querySelector("input[name=amount]");
    input.addEventListener("input", () => {
      if (token) token.value = newToken();
    });
    // A page the service worker kept carries the token of its first render: take a fresh one.
    if (token && document.documentElement.hasAttribute("data-offline-saved")) token.value = newToken();
    // Every addition goes through the suite's sync queue (sync-queue.js): kept in the browser
    // with its instant and key until the server has it, so one made without a network is sent
    // when the network returns and counted once.
    const error = form.querySelector("[data-error]");
    const notice = document.querySelector("[data-notice]");
    const bar = document.querySelector("[data-bar]");
    let serverTotal = Number(bar.value) || 0; // The total the server last said (pending excluded).
    const queue = window.sadhanaSync.queue(`japa-pending-${root.dataset.counter}`, {
      request: (item) => ({
        url: `/api/v1/japa/counters/${root.dataset.counter}/additions`,
        method: "POST",
        headers: {
          "Content-Type": "application/json", Accept: "application/json",
          ...(item.key ? { "Idempotency-Key": item.key } : {}),
        },
        // `at`: when it was added (kept in the queue), so one made offline counts for its own day.
        body: JSON.stringify({ amount: item.amount, at: item.waited ? item.at : undefined }),
      }),
      // The service worker sent what was waiting (Background Sync): show the server's figures.
      async synced() {
        const response = await fetch(`/api/v1/japa/counters/${root.dataset.counter}`, {
          headers: { Accept: "application/json" },
        }).catch(() => null);
        if (!response || !response.ok) return;
        const data = await response.json();
        serverTotal = Number(data.total) || 0;
        render(data);
        if (queue.items().length) showPending();
      },
      waiting(item) {
        // Kept for later: the field is free for the next addition, which takes a new key.
        if (input.value === item.amount) {
          input.value = "";
          if (token) token.value = newToken();
        }
        showPending();
      },
      answered(item, response, data) {
        if (!response.ok) {
          // The error replaces an earlier success notice: the two never stand side by side.
          notice.hidden = true;
          notice.textContent = "";
          const celebration = document.querySelector("[data-celebration]");
          if (celebration) celebration.hidden = true;
          error.textContent = data.error || response.statusText;
          error.hidden = false;
          if (!input.value) input.value = item.amount; // Nothing typed is lost.
          input.setAttribute("aria-invalid", "true");
          input.focus();
          return;
        }
        error.hidden = true;
        input.removeAttribute("aria-invalid");
        if (input.value === item.amount && (!token || token.value === item.key)) input.value = "";
        serverTotal = Number(data.total) || 0;
        render(data);
        if (queue.items().length) showPending();
        notice.textContent = data.notice;
        notice.hidden = false;
        // The addition that reached the target: show the celebration once and move focus to it,
        // so a screen reader announces it (the animation runs only without reduced motion, in CSS).
        const celebration = document.querySelector("[data-celebration]");
        if (celebration) {
          if (data.completed) {
            celebration.querySelector("[data-celebration-text]").textContent = data.celebration;
            celebration.hidden = false;
            celebration.focus();
          } else {
            celebration.hidden = true;
          }
        }
      },
    });

    // The count shown: the server's total plus each addition still waiting, once per key (a
    // double tap is one addition).
    function showPending() {
      const keys = new Set();
      let waiting = 0;
      for (const item of queue.items()) {
        if (keys.has(item.key)) continue;
        keys.add(item.key);
        const amount = parseInt(String(item.amount).replace(/\s/g, ""), 10);
        if (Number.isFinite(amount) && amount > 0) waiting += amount;
      }
      const total = serverTotal + waiting;
      document.querySelector("[data-total]").textContent = total;
      bar.value = total;
      const target = Number(bar.max) || 0;
      const remaining = document.querySelector("[data-remaining]");
      if (remaining) remaining.textContent = remaining.textContent.replace(/\d+/, Math.max(0, target - total));
    }

    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!input.value.trim() && queue.items().length) return; // The addition is already kept.
      queue.push({ amount: input.value, key: token ? token.value : undefined });
      queue.flush();
    });
    if (queue.items().length) {
      showPending();
      queue.flush();
    }
  }

  function render(data) {
    document.querySelector("[data-total]").textContent = data.total;
    const bar = document.querySelector("[data-bar]");
    bar.value = data.total;
    bar.max = data.target;
    const percent = document.querySelector("[data-percent]");
    percent.textContent = percent.textContent.replace(/[\d.,]+/, data.percent);
    bar.setAttribute("aria-label", percent.textContent);
    const remaining = document.querySelector("[data-remaining]");
    remaining.textContent = remaining.textContent.replace(/\d+/, data.remaining);
    const pace = document.querySelector("[data-pace]");
    if (pace) {
      pace.textContent = data.paceText || "";
      pace.hidden = !data.paceText;
    }
    status.value = data.statusLine;
    const undo = document.querySelector("[data-undo]");
    if (undo) undo.disabled = !data.canUndo;
  }

  // Reset behind a real dialog when scripts run; the link to the confirmation page otherwise.
  const resetLink = document.querySelector("[data-confirm-reset]");
  const dialog = document.querySelector("[data-reset-dialog]");
  if (resetLink && dialog && dialog.showModal) {
    resetLink.addEventListener("click", (event) => {
      event.preventDefault();
      dialog.showModal();
    });
    dialog.querySelector("[data-dialog-cancel]").addEventListener("click", () => dialog.close());
  }
})();
