/* The rules site's script: hover previews of rule links, and riftbound examples run in the
 * reader's browser with Pyodide, served by the site itself (no CDN). Hooked into Material's
 * instant navigation through document$; text from data is only ever set with textContent. */
(function () {
  "use strict";
  const ROOT = new URL("../../", document.currentScript.src); // assets/js/ -> the site root

  // -- hover previews -----------------------------------------------------------------------
  const indexes = {};
  let tip = null;
  let shownFor = null;

  function index(edition) {
    if (!indexes[edition]) {
      indexes[edition] = fetch(new URL(`assets/rules/${edition}.json`, ROOT)).then((r) =>
        r.ok ? r.json() : {},
      );
    }
    return indexes[edition];
  }

  function hide() {
    shownFor = null;
    if (tip) tip.hidden = true;
  }

  async function show(anchor) {
    const [edition, number] = anchor.dataset.rr.split("/");
    shownFor = anchor;
    const entry = (await index(edition))[number];
    if (!entry || shownFor !== anchor) return;
    if (!tip) {
      tip = document.createElement("div");
      tip.className = "rr-preview";
      tip.setAttribute("role", "tooltip");
      document.body.appendChild(tip);
    }
    const [, section, text] = entry;
    tip.replaceChildren();
    const head = document.createElement("div");
    head.className = "rr-preview-head";
    head.textContent = `${number} `;
    const where = document.createElement("span");
    where.className = "rr-preview-section";
    where.textContent = `· ${section} · ${edition}`;
    head.appendChild(where);
    const body = document.createElement("div");
    body.textContent = text.length > 600 ? text.slice(0, 599) + "…" : text;
    tip.append(head, body);
    tip.hidden = false;
    const box = anchor.getBoundingClientRect();
    const width = Math.min(448, window.innerWidth - 16);
    tip.style.left = `${Math.max(8, Math.min(box.left, window.innerWidth - width - 8))}px`;
    const below = box.bottom + 6;
    tip.style.top = `${below + tip.offsetHeight > window.innerHeight ? Math.max(8, box.top - tip.offsetHeight - 6) : below}px`;
  }

  function ruleLink(event) {
    return event.target instanceof Element ? event.target.closest("a[data-rr]") : null;
  }
  document.addEventListener("mouseover", (e) => { const a = ruleLink(e); if (a) show(a); });
  document.addEventListener("mouseout", (e) => { if (ruleLink(e)) hide(); });
  document.addEventListener("focusin", (e) => { const a = ruleLink(e); if (a) show(a); else hide(); });
  document.addEventListener("scroll", hide, { passive: true });

  // -- runnable examples -----------------------------------------------------------------------
  let runtime = null; // one Pyodide for the whole visit: instant navigation keeps it
  let namespace = null; // the blocks of a page share one namespace, in order
  let ran = new Set();

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`cannot load ${src}`));
      document.head.appendChild(script);
    });
  }

  function python(status) {
    if (!runtime) {
      runtime = (async () => {
        status("loading Python…");
        const base = new URL("assets/runtime/", ROOT);
        const manifest = await (await fetch(new URL("runtime.json", base))).json();
        await loadScript(new URL("pyodide/pyodide.js", base).href);
        const py = await window.loadPyodide({ indexURL: new URL("pyodide/", base).href });
        for (const wheel of manifest.wheels) {
          status(`installing ${wheel.split("-")[0]}…`);
          const data = await (await fetch(new URL(`wheels/${wheel}`, base))).arrayBuffer();
          py.unpackArchive(data, "wheel");
        }
        return py;
      })();
      runtime.catch(() => { runtime = null; });
    }
    return runtime;
  }

  async function execute(py, code) {
    let out = "";
    py.setStdout({ batched: (line) => { out += line + "\n"; } });
    py.setStderr({ batched: (line) => { out += line + "\n"; } });
    try {
      await py.runPythonAsync(code, { globals: namespace });
      return { ok: true, out };
    } catch (error) {
      return { ok: false, out: out + String(error.message || error) };
    }
  }

  async function run(example, button) {
    const statusEl = example.querySelector(".rr-run-status");
    const output = example.querySelector(".rr-output code");
    const status = (text) => { statusEl.textContent = text; };
    button.disabled = true;
    example.dataset.state = "running";
    try {
      const py = await python(status);
      if (!namespace) namespace = py.globals.get("dict")();
      const all = Array.from(document.querySelectorAll(".rr-example"));
      for (const earlier of all.slice(0, all.indexOf(example))) {
        if (!ran.has(earlier)) {
          status("running the blocks above first…");
          await execute(py, earlier.dataset.code);
          ran.add(earlier);
        }
      }
      status("running…");
      const result = await execute(py, example.dataset.code);
      ran.add(example);
      output.textContent = result.out.replace(/\n$/, "") || "(no output)";
      status(result.ok ? "ran in your browser" : "failed in your browser");
      example.dataset.state = result.ok ? "done" : "failed";
    } catch (error) {
      status(`could not start Python: ${error.message || error}`);
      example.dataset.state = "failed";
    } finally {
      button.disabled = false;
    }
  }

  function bind() {
    hide();
    namespace = null;
    ran = new Set();
    for (const example of document.querySelectorAll(".rr-example")) {
      const button = example.querySelector(".rr-run-button");
      if (button && !button.dataset.bound) {
        button.dataset.bound = "1";
        button.addEventListener("click", () => run(example, button));
      }
    }
  }

  if (window.document$) window.document$.subscribe(bind);
  else document.addEventListener("DOMContentLoaded", bind);
})();
