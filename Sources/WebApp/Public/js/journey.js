// The Journey's small touches: a celebration closes without leaving the page, and the points
// toast leaves the DOM once its 1.8 s are over (CSS already hides it without script).
(function () {
  "use strict";
  document.querySelectorAll("[data-celebration-close]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (link.getAttribute("href") === location.pathname) {
        event.preventDefault();
        var box = link.closest("[data-celebration]");
        if (box) box.remove();
      }
    });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      var box = document.querySelector("[data-celebration]");
      if (box) box.remove();
    }
  });
  var toast = document.querySelector("[data-pp-toast]");
  if (toast) setTimeout(function () { toast.remove(); }, 1900);
})();
