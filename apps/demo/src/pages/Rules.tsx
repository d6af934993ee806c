import type { CardMeta, Engine } from "@ludic/runtime";
import { Card, defaultTableContext, faceOf, humanize, TableContext } from "@ludic/ui";
import { Fragment, useEffect, useMemo } from "react";
import { playersText } from "../model/engines.js";
import { variantPlayers } from "../model/session.js";
import { href } from "../navigation.js";
import type { Note, RulesPage as Page, RulesChoice, RulesFilePage, RulesItem } from "../rules/types.js";
import { skinOf } from "../skins/index.js";

const KIND_LABEL: Partial<Record<string, string>> = {
  enum: "values",
  card: "card type",
  cards: "the cards",
  const: "constant",
  var: "state",
  zone: "zone",
  reveal: "visibility",
  fn: "fact",
  rule: "rule",
  options: "choices",
  flow: "the game",
  board: "board",
  option: "game option",
  anytime: "at any time",
};

/** Code of at most this many lines shows at once; longer code folds away. */
const SHORT = 3;

/**
 * A game's rules page, generated from its rules files (see rules-pages/extract.ts): the header,
 * the variants and options, the cards, then every section of every file with its comments, rule
 * ids, the actions it offers and the exact rules text.
 */
export function RulesPage({ engine, page, anchor }: { engine: Engine; page: Page; anchor: string | null }) {
  const { meta } = engine;
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  const link = (a: string) => href({ page: "rules", game: meta.id, anchor: a });
  return (
    <article className="rules">
      <header className="page-head">
        <div>
          <h1>Rules of {meta.title}</h1>
          <p className="rules-summary">{meta.summary}</p>
          {meta.howTo && (
            <section className="rules-howto" aria-labelledby="how-to-play">
              <h2 id="how-to-play">How to play</h2>
              <p>{meta.howTo}</p>
            </section>
          )}
          <p className="muted">
            {playersText(meta.players)} · rules version {meta.rulesVersion} · generated from{" "}
            <code>{page.folder}/</code>
          </p>
        </div>
        <a className="button button--primary" href={href({ page: "new", game: meta.id, variant: null })}>
          Play {meta.title}
        </a>
      </header>

      <nav className="rules-toc" aria-label="On this page">
        <ul>
          {meta.variants.length > 1 && (
            <li>
              <a href={link("variants")}>Variants</a>
            </li>
          )}
          {meta.options.length > 0 && (
            <li>
              <a href={link("options")}>Game options</a>
            </li>
          )}
          {meta.cards.length > 0 && (
            <li>
              <a href={link("cards")}>The cards</a>
            </li>
          )}
          <li>
            <a href={link("actions")}>Actions</a>
          </li>
          {page.files.map((f) => (
            <li key={f.path}>
              <a href={link(fileAnchor(f))}>{fileTitle(f)}</a>
            </li>
          ))}
          {page.ruleIds.length > 0 && (
            <li>
              <a href={link("rule-ids")}>Rule ids</a>
            </li>
          )}
        </ul>
      </nav>

      {meta.variants.length > 1 && (
        <section id="variants" className="rules-block">
          <h2>Variants</h2>
          <dl className="rules-variants">
            {meta.variants.map((v) => (
              <Fragment key={v.id}>
                <dt>
                  {v.title} <span className="muted">({playersText(variantPlayers(meta, v.id))})</span>
                  {v.extends && <span className="muted"> — changes {titleOf(engine, v.extends)}</span>}
                </dt>
                <dd>{v.summary}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}

      {meta.options.length > 0 && <Options engine={engine} page={page} />}
      {meta.cards.length > 0 && <Cards engine={engine} />}
      <Actions engine={engine} page={page} link={link} />

      {page.files.map((f) => (
        <FileSection key={f.path} file={f} link={link} />
      ))}

      {page.ruleIds.length > 0 && (
        <section id="rule-ids" className="rules-block">
          <h2>Rule ids</h2>
          <p className="muted">Every rule id the rules files cite, and where.</p>
          <ul className="rule-id-index">
            {page.ruleIds.map((r) => (
              <li key={r.id}>
                <strong>{r.id}</strong>{" "}
                {r.anchors.map((a, i) => (
                  <Fragment key={a}>
                    {i > 0 && ", "}
                    <a href={link(a)}>{anchorLabel(a)}</a>
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function titleOf(engine: Engine, variant: string): string {
  return engine.meta.variants.find((v) => v.id === variant)?.title ?? variant;
}

function fileAnchor(f: RulesFilePage): string {
  return `file-${f.path
    .split("/")
    .pop()
    ?.replace(/\.ludic$/, "")}`;
}

function fileTitle(f: RulesFilePage): string {
  if (!f.header) return f.path;
  return f.header.kind === "game"
    ? `The rules (${f.header.title ?? f.header.id})`
    : `Variant: ${f.header.title ?? f.header.id}`;
}

/** `cuttle-rule-turn` → "turn"; `cuttle-cards-fn-mayDraw` → "mayDraw". */
function anchorLabel(anchor: string): string {
  const m = /-(?:enum|card|cards|const|var|zone|reveal|fn|rule|options|flow|board|option)-(.+)$/.exec(anchor);
  return m?.[1] ?? anchor;
}

/** `CU-4: consecutive passes` → "consecutive passes" (the ids show as badges beside it). */
const LEADING_IDS =
  /^[A-Z]{2,4}-[A-Z]?\d+[a-z]?(?:\s*(?:,|and|\.\.|…|–)\s*[A-Z]{2,4}-[A-Z]?\d+[a-z]?)*\s*[:.]?\s*/;

export function withoutLeadingIds(text: string): string {
  return text.replace(LEADING_IDS, "");
}

/** Text with `code` in backticks shown as code. */
function Rich({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith("`") && p.endsWith("`") && p.length > 2 ? (
          <code key={`${i}-${p}`}>{p.slice(1, -1)}</code>
        ) : (
          p
        ),
      )}
    </>
  );
}

function Notes({ notes, badges = false }: { notes: readonly Note[]; badges?: boolean }) {
  return (
    <>
      {notes.map((n, i) => {
        const key = `${i}-${n.text.slice(0, 20)}`;
        if (n.pre)
          return (
            <pre key={key} className="rules-pre">
              {n.text}
            </pre>
          );
        const text = badges ? withoutLeadingIds(n.text) : n.text;
        if (text === "") return null;
        const cap = badges ? text.charAt(0).toUpperCase() + text.slice(1) : text;
        return (
          <p key={key}>
            <Rich text={cap} />
          </p>
        );
      })}
    </>
  );
}

function FileSection({ file, link }: { file: RulesFilePage; link(a: string): string }) {
  return (
    <section id={fileAnchor(file)} className="rules-block rules-file">
      <h2>
        {fileTitle(file)} <code className="rules-path">{file.path}</code>
      </h2>
      {file.header?.summary && file.header.kind === "variant" && (
        <p className="rules-summary">{file.header.summary}</p>
      )}
      <div className="rules-intro">
        <Notes notes={file.intro} />
      </div>
      {file.problems.length > 0 && (
        <div className="banner banner--error">
          <p>This file has errors; the page shows what could be read:</p>
          <ul>
            {file.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {file.sections.map((s, i) => (
        <section key={i} className="rules-section">
          {s.title && <h3>{s.title}</h3>}
          {s.items.map((item) => (
            <Item key={item.anchor} item={item} link={link} />
          ))}
        </section>
      ))}
    </section>
  );
}

function Item({ item, link }: { item: RulesItem; link(a: string): string }) {
  const lines = item.code.split("\n").length;
  return (
    <div id={item.anchor} className={`rules-item rules-item--${item.kind}`}>
      <div className="rules-item-head">
        <a className="rules-item-name" href={link(item.anchor)}>
          {item.kind === "flow" ? "The game from the deal" : item.name}
        </a>
        <span className="rules-kind">
          {item.override ? "changed " : ""}
          {KIND_LABEL[item.kind] ?? item.kind}
        </span>
        {item.ruleIds.map((r) => (
          <span key={r} className="rule-id">
            {r}
          </span>
        ))}
        <span className="rules-line muted">line {item.line}</span>
      </div>
      <div className="rules-notes">
        <Notes notes={item.notes} badges />
      </div>
      {item.choices.length > 0 && <Choices choices={item.choices} />}
      {lines <= SHORT ? (
        <pre className="rules-code">
          <code>{item.code}</code>
        </pre>
      ) : (
        <details className="rules-code-fold">
          <summary>Rules text ({lines} lines)</summary>
          <pre className="rules-code">
            <code>{item.code}</code>
          </pre>
        </details>
      )}
    </div>
  );
}

function Choices({ choices }: { choices: readonly RulesChoice[] }) {
  return (
    <ul className="rules-choices" aria-label="Actions offered here">
      {choices.map((c) => (
        <li key={`${c.action}-${c.line}`}>
          <strong>{humanize(c.action)}</strong>
          {c.params.length > 0 && (
            <>
              {" "}
              <code className="rules-params">
                ({c.params.map((p) => `${p.name}: ${p.domain}`).join(", ")})
              </code>
            </>
          )}
          {c.when && (
            <span>
              {" "}
              when <code>{c.when}</code>
            </span>
          )}
          {c.note && withoutLeadingIds(c.note) && (
            <span className="rules-choice-note">
              {" "}
              — <Rich text={withoutLeadingIds(c.note)} />
            </span>
          )}
          {c.ruleIds.map((r) => (
            <span key={r} className="rule-id rule-id--inline">
              {r}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Options({ engine, page }: { engine: Engine; page: Page }) {
  const notes = useMemo(() => {
    const m = new Map<string, RulesItem>();
    for (const f of page.files)
      for (const s of f.sections)
        for (const i of s.items) if (i.kind === "option" && !m.has(i.name)) m.set(i.name, i);
    return m;
  }, [page]);
  return (
    <section id="options" className="rules-block">
      <h2>Game options</h2>
      <p className="muted">Chosen when a game is set up; the rules read them and never change them.</p>
      <table className="rules-table">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {engine.meta.options.map((o) => (
            <tr key={o.name}>
              <th scope="row">{humanize(o.name)}</th>
              <td>
                <code>{JSON.stringify(o.default)}</code>
              </td>
              <td>
                {o.allowed
                  ? o.allowed.map((a) => JSON.stringify(a)).join(", ")
                  : (o.members?.join(", ") ?? o.type)}
              </td>
              <td>
                {notes
                  .get(o.name)
                  ?.notes.map((n) => n.text)
                  .join(" ") ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cards({ engine }: { engine: Engine }) {
  const { meta } = engine;
  const skin = skinOf(meta.id);
  const byType = useMemo(() => {
    const m = new Map<string, CardMeta[]>();
    for (const c of meta.cards) m.set(c.type, [...(m.get(c.type) ?? []), c]);
    return [...m];
  }, [meta]);
  const context = useMemo(
    () => ({ ...defaultTableContext, face: (c: CardMeta) => skin.face?.(c) ?? faceOf(c) }),
    [skin],
  );
  return (
    <section id="cards" className="rules-block">
      <h2>The cards</h2>
      <TableContext.Provider value={context}>
        {byType.map(([type, cards]) => (
          <div key={type} className="rules-cards">
            <h3>
              {humanize(type)} <span className="muted">({cards.length})</span>
            </h3>
            <ul className="rules-card-grid">
              {cards.map((c) => (
                <li key={c.id}>
                  <Card card={{ ref: c.id, card: c, attached: [] }} size="sm" />
                  <span className="rules-card-id">{c.id}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </TableContext.Provider>
    </section>
  );
}

function Actions({ engine, page, link }: { engine: Engine; page: Page; link(a: string): string }) {
  // Where each action is offered in the rules (the choices of every item).
  const where = useMemo(() => {
    const m = new Map<string, { anchor: string; choice: RulesChoice }[]>();
    for (const f of page.files)
      for (const s of f.sections)
        for (const i of s.items)
          for (const c of i.choices)
            m.set(c.action, [...(m.get(c.action) ?? []), { anchor: i.anchor, choice: c }]);
    return m;
  }, [page]);
  return (
    <section id="actions" className="rules-block">
      <h2>Actions</h2>
      <p className="muted">Every move a player can make, and the rules that offer it.</p>
      <table className="rules-table">
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Chooses</th>
            <th scope="col">Offered by</th>
          </tr>
        </thead>
        <tbody>
          {engine.meta.actions.map((a) => (
            <tr key={a.name}>
              <th scope="row">
                {humanize(a.name)}
                {a.help && <div className="muted rules-action-help">{a.help}</div>}
              </th>
              <td>{a.params.length > 0 ? a.params.map((p) => `${p.name} (${p.type})`).join(", ") : "—"}</td>
              <td>
                {(where.get(a.name) ?? []).map((w, i) => (
                  <Fragment key={`${w.anchor}-${w.choice.line}`}>
                    {i > 0 && ", "}
                    <a href={link(w.anchor)}>{anchorLabel(w.anchor)}</a>
                    {w.choice.ruleIds.length > 0 && (
                      <span className="muted"> ({w.choice.ruleIds.join(", ")})</span>
                    )}
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
