// Recitation player: keys and swipes on the audio controls seek and adjust it, so they must not
// also reach the focus page's handlers, which go to the previous or next unit.
(function () {
  document.querySelectorAll("[data-recitation] audio").forEach(function (audio) {
    ["keydown", "touchstart", "touchend"].forEach(function (type) {
      audio.addEventListener(type, function (e) { e.stopPropagation(); }, { passive: true });
    });
  });
})();
