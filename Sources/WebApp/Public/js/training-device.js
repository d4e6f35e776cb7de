// Accumulation Tracker: what only the device can do — beeps through the Web Audio API (unlocked by
// the first tap on the page), vibration where supported, and the Screen Wake Lock during a session.
// A failure of any of them never breaks the session. What it did is recorded in
// window.sadhanaTraining.log, which the browser tests read.
(() => {
  "use strict";
  const hook = (window.sadhanaTraining = window.sadhanaTraining || {});
  hook.log = hook.log || [];

  let audio = null;
  function unlockAudio() {
    try {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return;
      if (!audio) audio = new Context();
      if (audio.state === "suspended") audio.resume();
      hook.audio = audio.state;
    } catch {
      hook.audio = "unavailable";
    }
  }
  document.addEventListener("pointerdown", unlockAudio, { capture: true });
  document.addEventListener("keydown", unlockAudio, { capture: true });

  // A short sine tone, now or `inSeconds` ahead on the audio clock (which keeps running in a
  // background tab when timers are throttled).
  function tone(frequency, seconds, inSeconds) {
    if (!audio) return;
    try {
      const start = audio.currentTime + (inSeconds ?? 0);
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.6, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + seconds + 0.05);
    } catch {
      // Audio failures never break the session.
    }
  }

  function vibrate(pattern) {
    hook.log.push({ type: "vibrate", pattern, supported: "vibrate" in navigator });
    try {
      if (navigator.vibrate) navigator.vibrate(pattern);
    } catch {
      // Not supported: silently skip.
    }
  }

  // A rest cue: a short high beep at 3 s ("warning"), a longer higher one at 0 ("end").
  function cue(kind, at, inSeconds) {
    hook.log.push({ type: "beep", kind, at, scheduled: inSeconds != null });
    if (kind === "warning") {
      tone(880, 0.18, inSeconds);
      vibrate(120);
    } else {
      tone(1320, 0.45, inSeconds);
      vibrate([200, 100, 200]);
    }
  }

  let wakeLock = null;
  async function requestWakeLock() {
    if (!("wakeLock" in navigator)) {
      hook.wakeLock = "unsupported";
      return;
    }
    if (wakeLock && !wakeLock.released) return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      hook.wakeLock = "active";
      wakeLock.addEventListener("release", () => (hook.wakeLock = "released"));
    } catch (error) {
      hook.wakeLock = `refused: ${error.name}`;
    }
  }

  window.sadhanaTrainingDevice = { cue, vibrate, requestWakeLock, audio: () => audio };
})();
