// Suite-wide progressive enhancement: mark that scripts run, submit the language picker on change.
document.documentElement.classList.add("js");
document.addEventListener("change", (event) => {
  const select = event.target.closest("select[data-autosubmit]");
  if (select) select.form.requestSubmit();
});
