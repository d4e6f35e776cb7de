// One queue for what the practice apps write (japa additions, training events, Better Morning
// check-offs): each write is kept in the browser (localStorage, with its instant and its
// idempotency key) before it is sent, and sent in order until the server has answered it. Without
// a network it stays, a "Waiting to sync (n)" status shows, and it is sent again when the network
// returns. A write whose answer was lost is sent again with the same key: the server stores it
// once (its idempotency rules decide). Any answer from the server, even a refusal, settles it.
//
//   const queue = sadhanaSync.queue("japa-pending-7", {
//     deliver: (item) => fetch(…),              // send one item; throws when there is no network
//     answered: (item, response, data) => …,    // the server's answer; its value is flush()'s
//     waiting: (item) => …,                     // optional: the network is gone
//   });
//   queue.push({ …, key }); queue.flush(); queue.items();
(() => {
  const queues = [];
  const firstRetryMs = 2000;
  const lastRetryMs = 5000;

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

    function push(item) {
      save([...items(), { at: new Date().toISOString(), ...item }]);
    }

    function retry() {
      clearTimeout(timer);
      timer = setTimeout(flush, delay);
      delay = Math.min(delay * 2, lastRetryMs);
    }

    async function flush() {
      if (sending) return null;
      sending = true;
      clearTimeout(timer);
      let answer = null;
      try {
        let list = items();
        while (list.length) {
          const item = list[0];
          let response;
          try {
            response = await options.deliver(item);
          } catch {
            if (options.waiting) options.waiting(item);
            retry();
            return null;
          }
          delay = firstRetryMs;
          const data = await response.json().catch(() => ({}));
          list = items().slice(1);
          save(list);
          const value = await options.answered(item, response, data);
          if (value !== undefined) answer = value;
        }
      } finally {
        sending = false;
        showStatus();
      }
      return answer;
    }

    const handle = { push, flush, items, get sending() { return sending; } };
    queues.push(handle);
    showStatus();
    return handle;
  }

  window.addEventListener("online", () => queues.forEach((q) => q.flush()));
  window.sadhanaSync = { queue, showStatus };
})();
