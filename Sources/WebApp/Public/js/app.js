// Suite-wide progressive enhancement: mark that scripts run. The language picker is not submitted
// on change: arrowing through its options with a keyboard would reload the page at the first one
// (WCAG 3.2.2); its Apply button submits.
document.documentElement.classList.add("js");

// The person's time zone: the server keeps it per profile. While it is unknown, or follows the
// browser and the browser has moved, send the browser's zone once (the cookie says what is stored;
// "manual" means the person chose one on the profile page, which the browser never overrides).
// The page on screen is not reloaded: the next one is reckoned in the person's zone.
(() => {
  const stored = document.cookie.split("; ").find((c) => c.startsWith("sadhana_zone="));
  if (stored === undefined) return;
  const value = decodeURIComponent(stored.slice("sadhana_zone=".length));
  let zone;
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch { return; }
  if (!zone || value === "manual" || value === zone) return;
  fetch("/profile/timezone", {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({ timeZone: zone }),
  }).catch(() => {});
})();
