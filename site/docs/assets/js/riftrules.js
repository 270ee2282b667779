/* The rules site's script: hover previews of rule links, and riftbound examples run in the
 * reader's browser with Pyodide, served by the site itself (no CDN), the search's answers for
 * rule numbers and card names (even misspelt), and the card index's query (cardquery.js holds
 * the query language and the name matching, loaded before this). Hooked into Material's
 * instant navigation through document$; text from data is only ever set with textContent. */
(function () {
  "use strict";
  const ROOT = new URL("../../", document.currentScript.src); // assets/js/ -> the site root

  // -- previews of rule links: on hover and focus, and on a phone on the first tap --------
  const indexes = {};
  let tip = null;
  let shownFor = null;
  const touch = window.matchMedia("(hover: none)");

  function json(path) {
    if (!indexes[path]) {
      indexes[path] = fetch(new URL(path, ROOT)).then((r) => (r.ok ? r.json() : {}));
    }
    return indexes[path];
  }
  const index = (edition) => json(`assets/rules/${edition}.json`);

  function hide() {
    shownFor = null;
    if (tip) tip.hidden = true;
  }

  function element(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  async function show(anchor, tapped) {
    const [edition, number] = anchor.dataset.rr.split("/");
    shownFor = anchor;
    const entry = (await index(edition))[number];
    if (!entry || shownFor !== anchor) return;
    if (!tip) {
      tip = element("div", "rr-preview");
      tip.setAttribute("role", "tooltip");
      tip.id = "rr-preview";
      document.body.appendChild(tip);
    }
    const [url, section, text] = entry;
    tip.replaceChildren();
    tip.classList.toggle("rr-preview-tapped", Boolean(tapped));
    const head = element("div", "rr-preview-head", `${number} `);
    head.appendChild(element("span", "rr-preview-section", `· ${section} · ${edition}`));
    const body = element("div", "rr-preview-body", text.length > 600 ? text.slice(0, 599) + "…" : text);
    tip.append(head, body);
    if (tapped) {
      const go = element("a", "rr-preview-go", `Open ${number} →`);
      go.href = anchor.href || new URL(url, ROOT).href;
      tip.appendChild(go);
    }
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
  document.addEventListener("mouseover", (e) => { if (touch.matches) return; const a = ruleLink(e); if (a) show(a); });
  document.addEventListener("mouseout", (e) => { if (!touch.matches && ruleLink(e)) hide(); });
  document.addEventListener("focusin", (e) => {
    if (tip && tip.contains(e.target)) return;
    const a = ruleLink(e); if (a) show(a, touch.matches); else hide();
  });
  // A phone has no hover: the first tap on a rule link previews it (with a link through),
  // a second tap on the same link follows it, a tap elsewhere closes the preview.
  document.addEventListener("click", (e) => {
    if (tip && e.target instanceof Element && tip.contains(e.target)) return;
    const a = ruleLink(e);
    if (!touch.matches || !a) { if (touch.matches) hide(); return; }
    if (shownFor === a && tip && !tip.hidden) return; // the second tap: follow the link
    e.preventDefault();
    e.stopImmediatePropagation();
    show(a, true);
  }, true);
  document.addEventListener("scroll", () => { if (!touch.matches) hide(); }, { passive: true });

  // -- the search's own answers: a rule number opens that rule, a card's name that card ----
  // A number in any spelling the command line accepts (431.2b, CR 431.2.b), and a card's name
  // even misspelt: cardquery.js holds both, the same as riftrules' own.
  const Q = window.RiftQuery;

  async function answers(query) {
    const found = [];
    const number = Q.ruleNumber(query);
    const numbers = await json("assets/search/numbers.json");
    if (!numbers.current) return found;
    const current = await index(numbers.current);
    if (number) {
      if (current[number]) {
        const [url, section, text] = current[number];
        found.push({ url, title: `Rule ${number}`, note: section, text });
      }
      for (const edition of [...numbers.editions].reverse()) {
        const traced = numbers.traced[edition] || {};
        if (!(number in traced)) continue;
        const now = traced[number];
        if (now && current[now]) {
          const [url, section, text] = current[now];
          found.push({ url, title: `Rule ${number} of ${edition} is now ${now}`, note: `traced to ${numbers.current} · ${section}`, text });
        } else {
          const old = (await index(edition))[number];
          if (old) found.push({ url: old[0], title: `Rule ${number} of ${edition}`, note: `not in the current edition ${numbers.current} · ${old[1]}`, text: old[2] });
        }
      }
      if (!found.length) found.push({ title: `No rule ${number} in any edition`, note: `editions: ${numbers.editions.join(", ")}` });
      return found;
    }
    const wanted = query.trim().toLowerCase();
    if (wanted.length < 3) return found;
    const data = await json("assets/search/cards.json");
    if (!data.cards) return found;
    const byName = new Map(data.cards.map((row) => [row[0], row]));
    const scored = [];
    for (const [name, url, detail] of data.cards) {
      const lower = name.toLowerCase();
      const rank = lower === wanted ? 0 : lower.startsWith(wanted) ? 1 : lower.includes(" " + wanted) ? 2 : -1;
      if (rank >= 0) scored.push([rank, name, url, detail]);
    }
    scored.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    let shown = scored.slice(0, 3).map(([, name, url, detail]) => ({ url, title: name, note: `card · ${detail}` }));
    if (!shown.length) { // a misspelt name: the names it matches despite typos, best first
      const ranked = Q.rank(Q.nameKey(query), data.keys);
      shown = ranked.names.slice(0, ranked.clear ? 1 : 3).map((name) => {
        const [, url, detail] = byName.get(name);
        return { url, title: name, note: `card · ${detail}${ranked.clear ? "" : " · a close name"}` };
      });
    }
    for (const item of shown) found.push(item);
    return found;
  }

  let asked = 0;
  async function answer(input) {
    const ticket = ++asked;
    const found = await answers(input.value);
    if (ticket !== asked) return;
    const result = document.querySelector(".md-search-result");
    if (!result) return;
    let list = result.querySelector(".rr-search-answers");
    if (!list) {
      list = element("ol", "rr-search-answers");
      list.setAttribute("aria-label", "Rules and cards by number or name");
      result.prepend(list);
    }
    list.replaceChildren();
    for (const item of found) {
      const entry = element("li", "rr-search-answer");
      const target = element(item.url ? "a" : "div", "rr-search-answer-link");
      if (item.url) {
        target.href = new URL(item.url, ROOT).href;
        target.addEventListener("click", closeSearch);
      }
      target.append(element("span", "rr-search-answer-title", item.title));
      if (item.note) target.append(element("span", "rr-search-answer-note", item.note));
      if (item.text) target.append(element("span", "rr-search-answer-text", item.text.length > 220 ? item.text.slice(0, 219) + "…" : item.text));
      entry.append(target);
      list.append(entry);
    }
  }

  function closeSearch() {
    const toggle = document.getElementById("__search");
    if (toggle && toggle.checked) { toggle.checked = false; toggle.dispatchEvent(new Event("change")); }
  }

  function bindSearch() {
    const input = document.querySelector("input.md-search__input");
    if (!input || input.dataset.rrBound) return;
    input.dataset.rrBound = "1";
    input.addEventListener("input", () => answer(input));
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      const first = document.querySelector(".rr-search-answers a");
      if (first && Q.ruleNumber(input.value) !== null) {
        e.preventDefault();
        e.stopImmediatePropagation();
        closeSearch(); // first: a phone's search holds the page's scroll until it is closed
        requestAnimationFrame(() => first.click());
      }
    }, true);
  }

  // -- the card index: a card query (cardquery.js, as riftrules cards QUERY), and set, type,
  // domain and keyword -------------------------------------------------------------------------
  function bindFilter() {
    const form = document.querySelector(".rr-card-filter");
    if (!form || form.dataset.rrBound) return;
    form.dataset.rrBound = "1";
    const items = Array.from(document.querySelectorAll(".rr-card-list > li"));
    const count = form.querySelector(".rr-filter-count");
    const problem = form.querySelector(".rr-query-error");
    const input = form.querySelector("[data-query]");
    const fields = Array.from(form.querySelectorAll("[data-filter]"));
    json("assets/search/cardfacts.json"); // fetched ahead: the first query need not wait
    let ticket = 0;
    const apply = async () => {
      const mine = ++ticket;
      const wanted = Object.fromEntries(fields.map((f) => [f.dataset.filter, f.value.trim().toLowerCase()]));
      let tree = null;
      let data = null;
      problem.hidden = true;
      problem.textContent = "";
      if (input && input.value.trim()) {
        data = await json("assets/search/cardfacts.json");
        if (mine !== ticket) return;
        try {
          tree = Q.parse(input.value, data.spec);
        } catch (error) {
          if (!(error instanceof Q.QueryError)) throw error;
          problem.textContent = `Query: ${error.message}`;
          problem.hidden = false;
          return; // keep the last good result on screen while the query is being typed
        }
      }
      let shown = 0;
      for (const item of items) {
        const d = item.dataset;
        const facts = data && data.facts[d.id];
        const ok = (!tree || (facts && Q.matches(tree, facts, data.spec)))
          && (!wanted.set || d.set.toLowerCase() === wanted.set)
          && (!wanted.type || d.type.toLowerCase() === wanted.type)
          && (!wanted.domain || d.domain.toLowerCase().split("|").includes(wanted.domain))
          && (!wanted.keyword || d.keyword.toLowerCase().split("|").includes(wanted.keyword));
        item.hidden = !ok;
        if (ok) shown += 1;
      }
      count.textContent = `${shown} of ${items.length} cards`;
    };
    form.addEventListener("input", apply);
    form.addEventListener("submit", (e) => e.preventDefault());
    apply();
  }

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
    bindSearch();
    bindFilter();
    // The rule an address names is in view once the page is there (a closing search or the
    // page's own layout may have moved it).
    if (location.hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) setTimeout(() => {
        const box = target.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) target.scrollIntoView();
      }, 150);
    }
    // A code block that scrolls sideways can be reached (and scrolled) from the keyboard.
    for (const code of document.querySelectorAll(".md-typeset pre > code")) {
      if (!code.hasAttribute("tabindex")) code.setAttribute("tabindex", "0");
    }
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
