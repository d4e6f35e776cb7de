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
    let busy = false;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (busy) return; // the first tap is still on its way; its answer will be drawn
      const error = form.querySelector("[data-error]");
      const notice = document.querySelector("[data-notice]");
      let response;
      busy = true;
      try {
        response = await fetch(`/api/v1/japa/counters/${root.dataset.counter}/additions`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json", Accept: "application/json",
            ...(token ? { "Idempotency-Key": token.value } : {}),
          },
          body: JSON.stringify({ amount: input.value }),
        });
      } catch {
        form.submit(); // Network hiccup: fall back to the plain form (same token, counted once).
        return;
      } finally {
        busy = false;
      }
      const data = await response.json().catch(() => ({}));
      if (!response.ok) {
        // The error replaces an earlier success notice: the two never stand side by side.
        notice.hidden = true;
        notice.textContent = "";
        const celebration = document.querySelector("[data-celebration]");
        if (celebration) celebration.hidden = true;
        error.textContent = data.error || response.statusText;
        error.hidden = false;
        input.setAttribute("aria-invalid", "true");
        input.focus();
        return;
      }
      error.hidden = true;
      input.removeAttribute("aria-invalid");
      input.value = "";
      render(data);
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
    });
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
