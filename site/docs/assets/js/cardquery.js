/* The card query language and the typo-tolerant name matching of riftrules, for the site's
 * card index and search: the same semantics as riftrules.cards.query and riftrules.cards.fuzzy
 * (tests/site/test_cardquery_js.py runs both on the same queries and names and compares).
 * The fields come from the same table (riftrules/cards/query.json, shipped with the facts in
 * assets/search/cardfacts.json). Nothing here touches the page: riftrules.js does. */
(function (root) {
  "use strict";

  const fold = (text) => text.toLowerCase().replace(/’/g, "'").replace(/[“”]/g, '"');

  class QueryError extends Error {
    constructor(column, reason) {
      super(`column ${column}: ${reason}`);
      this.column = column;
      this.reason = reason;
    }
  }

  const TOKEN = /(\s+)|(\()|(\))|([A-Za-z]+)(!=|<=|>=|:|=|<|>)|("[^"]*")|(")|(-)(?=\S)|([^\s()"]+)/y;
  const GROUPS = ["space", "open", "close", "field", "op", "quoted", "quote", "minus", "word"];

  function matchAt(query, at) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(query);
    if (!m) return null;
    let kind = null;
    for (let i = GROUPS.length; i >= 1; i -= 1) if (m[i] !== undefined) { kind = GROUPS[i - 1]; break; }
    return { m, kind, end: TOKEN.lastIndex };
  }

  function tokens(query) {
    const found = [];
    let at = 0;
    while (at < query.length) {
      const { m, kind, end } = matchAt(query, at);
      const column = at + 1;
      at = end;
      if (kind === "space") continue;
      if (kind === "open" || kind === "close") found.push({ kind, column });
      else if (kind === "minus") found.push({ kind: "not", column });
      else if (kind === "quote") throw new QueryError(column, "this quote is not closed");
      else if (kind === "op") {
        const value = at < query.length ? matchAt(query, at) : null;
        if (!value || (value.kind !== "quoted" && value.kind !== "word")) {
          const unclosed = value && value.kind === "quote";
          throw new QueryError(at + 1, `${m[4]}${m[5]} needs a value` + (unclosed ? " (this quote is not closed)" : ""));
        }
        const text = value.kind === "quoted" ? value.m[0].slice(1, -1) : value.m[0];
        found.push({ kind: "term", column, field: m[4], op: m[5], value: text, valueColumn: at + 1 });
        at = value.end;
      } else if (kind === "quoted") found.push({ kind: "term", column, field: null, op: ":", value: m[0].slice(1, -1), valueColumn: column });
      else if (m[0].toLowerCase() === "or" || m[0].toLowerCase() === "and") found.push({ kind: m[0].toLowerCase(), column });
      else found.push({ kind: "term", column, field: null, op: ":", value: m[0], valueColumn: column });
    }
    return found;
  }

  function names(spec) {
    const table = {};
    for (const name of Object.keys(spec.fields)) table[name] = name;
    for (const [name, field] of Object.entries(spec.fields)) for (const alias of field.aliases) table[alias] = name;
    return table;
  }

  function term(token, spec) {
    let field = spec.default;
    if (token.field !== null) {
      field = names(spec)[token.field.toLowerCase()];
      if (!field) throw new QueryError(token.column, `unknown field '${token.field}'; fields: ${Object.keys(spec.fields).join(", ")}`);
    }
    const op = token.op;
    const kind = spec.fields[field].kind;
    const value = fold(token.value.trim());
    if (!value) throw new QueryError(token.column, `${token.field}${op} needs a value`);
    let number = null;
    if (kind === "number") {
      if (!/^\d{1,4}$/.test(value)) throw new QueryError(token.valueColumn, `${field} is a number, not '${token.value}'`);
      number = parseInt(value, 10);
    } else if (["<", "<=", ">", ">="].includes(op)) {
      if (kind !== "numbers") throw new QueryError(token.column + (token.field || "").length, `${field} cannot be compared with ${op}`);
      const digits = /^\d+/.exec(value);
      if (!digits) throw new QueryError(token.valueColumn, `${field} ${op} needs a number`);
      number = parseInt(digits[0], 10);
    }
    return { type: "term", field, op, value, number };
  }

  const MAX_DEPTH = 64; // nested parentheses and negations (riftrules.cards.query.MAX_DEPTH)

  function parse(query, spec) {
    const list = tokens(query);
    if (!list.length) throw new QueryError(1, "the query is empty");
    let at = 0;
    const end = query.length + 1;
    const peek = () => (at < list.length ? list[at] : null);
    function any(depth) {
      const terms = [all(depth)];
      while (peek() && peek().kind === "or") { at += 1; terms.push(all(depth)); }
      return terms.length === 1 ? terms[0] : { type: "or", terms };
    }
    function all(depth) {
      const terms = [one(depth)];
      while (peek() && peek().kind !== "or" && peek().kind !== "close") {
        if (peek().kind === "and") at += 1;
        terms.push(one(depth));
      }
      return terms.length === 1 ? terms[0] : { type: "and", terms };
    }
    function one(depth) {
      const token = peek();
      if (!token) throw new QueryError(end, "the query ends where a term is wanted");
      if (depth > MAX_DEPTH) throw new QueryError(token.column, `more than ${MAX_DEPTH} nested '(' or '-'`);
      at += 1;
      if (token.kind === "not") return { type: "not", term: one(depth + 1) };
      if (token.kind === "open") {
        if (peek() && peek().kind === "close") throw new QueryError(peek().column, "nothing between the parentheses");
        const node = any(depth + 1);
        if (!peek() || peek().kind !== "close") throw new QueryError(token.column, "this '(' is not closed");
        at += 1;
        return node;
      }
      if (token.kind === "term") return term(token, spec);
      const said = { or: "'or'", and: "'and'", close: "')'" }[token.kind];
      throw new QueryError(token.column, `${said} where a term is wanted`);
    }
    const node = any(0);
    if (at < list.length) throw new QueryError(list[at].column, "this ')' closes nothing");
    return node;
  }

  const stripZeros = (number) => fold(number).replace(/^0+/, "") || "0";

  function compare(a, op, b) {
    switch (op) {
      case ":": case "=": return a === b;
      case "!=": return a !== b;
      case "<": return a < b;
      case "<=": return a <= b;
      case ">": return a > b;
      default: return a >= b;
    }
  }

  function matches(node, facts, spec) {
    if (node.type === "and") return node.terms.every((t) => matches(t, facts, spec));
    if (node.type === "or") return node.terms.some((t) => matches(t, facts, spec));
    if (node.type === "not") return !matches(node.term, facts, spec);
    const fact = facts[node.field];
    const kind = spec.fields[node.field].kind;
    if (kind === "text") return node.op === ":" ? fact.includes(node.value) : (fact === node.value) === (node.op === "=");
    if (kind === "words") return fact.includes(node.value) === (node.op !== "!=");
    if (kind === "number") return fact !== null && fact !== undefined && compare(fact, node.op, node.number);
    if (node.number !== null && ["<", "<=", ">", ">="].includes(node.op)) {
      return fact.some((n) => { const d = /^\d+/.exec(n); return d !== null && compare(parseInt(d[0], 10), node.op, node.number); });
    }
    return fact.includes(stripZeros(node.value)) === (node.op !== "!=");
  }

  // -- names: riftrules.cards.fuzzy -----------------------------------------------------------

  const nameKey = (name) => (name.toLowerCase().replace(/['’]/g, "").match(/[a-z0-9]+/g) || []).join(" ");

  function allowance(length) {
    if (length <= 2) return 0;
    if (length <= 5) return 1;
    return length <= 12 ? 2 : 3;
  }

  function osa(a, b, limit) { // optimal string alignment distance (edits and neighbour swaps);
    // past ``limit`` only "more than limit" matters: limit + 1, as rapidfuzz's score_cutoff
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    const rows = [];
    for (let i = 0; i <= a.length; i += 1) { rows.push(new Array(b.length + 1).fill(0)); rows[i][0] = i; }
    for (let j = 0; j <= b.length; j += 1) rows[0][j] = j;
    for (let i = 1; i <= a.length; i += 1) {
      for (let j = 1; j <= b.length; j += 1) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1);
        rows[i][j] = best;
      }
    }
    return Math.min(rows[a.length][b.length], limit + 1);
  }

  const FAR = 99;

  function byWords(query, name) {
    if (query.length > name.length) return null;
    const used = new Set();
    const positions = [];
    let total = 0;
    for (const word of query) {
      const limit = allowance(word.length);
      let best = null;
      name.forEach((other, index) => {
        if (used.has(index)) return;
        const cost = osa(word, other, limit);
        if (best === null || cost < best[0] || (cost === best[0] && index < best[1])) best = [cost, index];
      });
      if (best === null || best[0] > limit) return null;
      used.add(best[1]);
      positions.push(best[1]);
      total += best[0];
    }
    let moved = 0;
    for (let i = 1; i < positions.length; i += 1) if (positions[i] < positions[i - 1]) moved += 1;
    return [total, moved];
  }

  function match(queryKey, key) {
    const query = queryKey.split(" ").filter(Boolean);
    const name = key.split(" ").filter(Boolean);
    if (!query.length || !name.length) return null;
    const limit = allowance(name.join("").length);
    const sorted = (words) => [...words].sort().join("");
    const whole = Math.min(osa(query.join(""), name.join(""), limit), osa(sorted(query), sorted(name), limit));
    const words = byWords(query, name);
    if (whole > limit && words === null) return null;
    const [edits, moved] = words === null ? [FAR, 0] : words;
    return [whole > limit ? FAR : whole, edits, Math.max(name.length - query.length, 0), moved];
  }

  function before(a, b) {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
    return false;
  }

  // keys: [[key, name], …] in order (own names before aliases). Returns {names, clear}.
  function rank(queryKey, keys) {
    const best = new Map();
    keys.forEach(([key, name], position) => {
      const found = match(queryKey, key);
      if (found === null) return;
      const scored = [...found, position];
      if (!best.has(name) || before(scored, best.get(name))) best.set(name, scored);
    });
    const ordered = [...best.keys()].sort((a, b) => (before(best.get(a), best.get(b)) ? -1 : before(best.get(b), best.get(a)) ? 1 : 0));
    const clear = ordered.length === 1 || (ordered.length > 1 && best.get(ordered[0])[0] < best.get(ordered[1])[0]);
    return { names: ordered, clear };
  }

  // The CLI's rule numbers in any spelling (riftrules.rules.lookup.parse_number): 431.2.b,
  // 431.2b, CR 431.2.b, rule 431.2.b. -> "431.2.b"; null if it spells none.
  function ruleNumber(text) {
    const bare = text.trim().replace(/^(?:CR|Core\s+Rules|rules?|§)\s*/i, "").trim();
    const m = /^(\d{3})((?:\.\d{1,2}|\.?[a-z]|(?<=[a-z])\d{1,2})*)\.?$/i.exec(bare);
    if (!m) return null;
    const parts = m[2].toLowerCase().match(/\d+|[a-z]/g) || [];
    // components alternate between numbers and letters (riftrules.rules.numbers)
    if (!parts.every((part, i) => /^\d{1,2}$/.test(part) === (i % 2 === 0) && (i % 2 === 1 || part.length <= 2))) return null;
    return [m[1], ...parts].join(".");
  }

  const api = { QueryError, parse, matches, fold, nameKey, rank, match, ruleNumber };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.RiftQuery = api;
})(typeof window !== "undefined" ? window : globalThis);
