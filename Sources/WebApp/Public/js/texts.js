// Sacred Texts: word chips, swipe and arrow keys between units, study-mode reveal and timer,
// sharing a verse as an image, and confirmations. Every page works without it.
(function () {
  "use strict";
  var focus = document.querySelector("[data-focus]");

  // Word by word: a tap on a chip shows its meaning in a live region.
  var meaning = document.getElementById("word-meaning");
  document.querySelectorAll(".word-chip").forEach(function (chip) {
    chip.addEventListener("click", function () {
      var entry = document.querySelector('[data-word-entry="' + chip.dataset.word + '"]');
      if (!entry || !meaning) return;
      document.querySelectorAll(".word-chip[aria-pressed='true']").forEach(function (c) { c.setAttribute("aria-pressed", "false"); });
      chip.setAttribute("aria-pressed", "true");
      meaning.hidden = false;
      meaning.textContent = entry.querySelector("dt").textContent.trim() + " — " + entry.querySelector("dd").textContent.trim();
    });
  });

  // Focus mode: arrow keys and horizontal swipes go to the previous or next unit.
  if (focus) {
    var go = function (which) { var href = focus.dataset[which]; if (href) window.location.href = href; };
    document.addEventListener("keydown", function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      var t = e.target;
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
      if (e.key === "ArrowRight") go("next");
      if (e.key === "ArrowLeft") go("prev");
    });
    var startX = null, startY = null;
    focus.addEventListener("touchstart", function (e) { startX = e.touches[0].clientX; startY = e.touches[0].clientY; }, { passive: true });
    focus.addEventListener("touchend", function (e) {
      if (startX === null) return;
      var dx = e.changedTouches[0].clientX - startX, dy = e.changedTouches[0].clientY - startY;
      startX = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) go(dx < 0 ? "next" : "prev");
    });
  }

  // Study mode: reveal one layer at a time in place; 15 seconds on a unit is a deep-study session.
  var study = document.querySelector("[data-study]");
  if (study) {
    // What the fact earned is shown as the Journey's points toast at once, not on the next page.
    var announce = function () {
      if (!study.dataset.newsUrl) return;
      fetch(study.dataset.newsUrl, { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (news) {
          if (!news || !news.toast) return;
          var old = document.querySelector("[data-pp-toast]");
          if (old) old.remove();
          var box = document.createElement("div");
          box.className = "pp-toast";
          box.setAttribute("role", "status");
          box.setAttribute("data-pp-toast", "");
          document.body.appendChild(box);
          var spark = document.createElement("span");
          spark.className = "pp-spark";
          spark.setAttribute("aria-hidden", "true");
          spark.textContent = "\u2726 ";
          var text = document.createElement("span");
          text.setAttribute("aria-hidden", "true");
          text.textContent = news.toast.text;
          var spoken = document.createElement("span");
          spoken.className = "visually-hidden";
          spoken.textContent = news.toast.label;
          box.appendChild(spark);
          box.appendChild(text);
          box.appendChild(spoken);
          window.setTimeout(function () { box.remove(); }, 1900);
        })
        .catch(function () {});
    };
    var post = function (fact) {
      var body = new URLSearchParams({ fact: fact });
      return fetch(study.dataset.studyUrl, { method: "POST", body: body, credentials: "same-origin" })
        .then(function (r) { if (r.ok) announce(); })
        .catch(function () {});
    };
    var reveal = study.querySelector("[data-reveal]");
    var layers = Array.prototype.slice.call(study.querySelectorAll(".study-layer"));
    var celebrate = study.querySelector("[data-celebrate]");
    var after = study.querySelector("[data-after-reveal]");
    var labels = { 2: "transliteration", 3: "translation", 4: "explanation" };
    var nextHidden = function () { return layers.filter(function (l) { return l.hidden; }); };
    var updateButton = function () {
      var rest = nextHidden();
      if (!reveal) return;
      if (rest.length === 0) {
        reveal.hidden = true;
        if (after) after.hidden = false;
        if (celebrate) celebrate.hidden = false;
      } else {
        var step = rest[0].dataset.step;
        var text = study.dataset["reveal" + step];
        if (text) reveal.textContent = text;
      }
    };
    if (reveal) {
      reveal.addEventListener("click", function (e) {
        var rest = nextHidden();
        if (!rest.length) return;
        e.preventDefault();
        var step = rest[0].dataset.step;
        rest.filter(function (l) { return l.dataset.step === step; }).forEach(function (l) {
          l.hidden = false;
          if (l.hasAttribute("data-explanation")) post("explanationViewed");
        });
        var heading = rest[0].querySelector("h2");
        if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus(); }
        updateButton();
      });
    }
    var timer = study.querySelector("[data-timer]");
    if (timer) {
      window.setTimeout(function () {
        if (document.hidden) return;
        post("deepStudy");
        timer.classList.add("is-done");
        var text = timer.querySelector("[data-timer-text]");
        if (text && study.dataset.deepDone) text.textContent = study.dataset.deepDone;
      }, 15000);
    }
  }

  // Share: the server's SVG card becomes a PNG for the share sheet, or is downloaded.
  document.querySelectorAll("[data-share]").forEach(function (link) {
    link.addEventListener("click", function (e) {
      if (!window.fetch || !document.createElement("canvas").getContext) return;
      e.preventDefault();
      fetch(link.href, { credentials: "same-origin" }).then(function (r) { return r.text(); }).then(function (svg) {
        return new Promise(function (resolve, reject) {
          var img = new Image();
          img.onload = function () {
            var canvas = document.createElement("canvas");
            canvas.width = img.naturalWidth || 1080; canvas.height = img.naturalHeight || 1080;
            canvas.getContext("2d").drawImage(img, 0, 0);
            canvas.toBlob(function (blob) { blob ? resolve(blob) : reject(new Error("no image")); }, "image/png");
          };
          img.onerror = reject;
          img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
        });
      }).then(function (blob) {
        var name = (link.getAttribute("download") || "verse.svg").replace(/\.svg$/, ".png");
        var file = new File([blob], name, { type: "image/png" });
        if (navigator.canShare && navigator.canShare({ files: [file] })) {
          return navigator.share({ files: [file], title: link.dataset.shareTitle });
        }
        var a = document.createElement("a");
        a.href = URL.createObjectURL(blob); a.download = name;
        document.body.appendChild(a); a.click(); a.remove();
        link.dataset.shared = "downloaded";
      }).catch(function () { window.location.href = link.href; });
    });
  });

  // Confirm before removing a bookmark.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (e) { if (!window.confirm(form.dataset.confirm)) e.preventDefault(); });
  });
})();
