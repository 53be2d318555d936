// Runs Mermaid's parser for plugins/diagrams/mermaidReading.ts, in a thread of its own: Mermaid's sanitiser binds to
// a global `window` when it loads, which must never exist in the build's own thread.
import { parentPort } from 'node:worker_threads';
import { decodeHTML } from 'entities';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
globalThis.window = window;
// Sequence diagrams check a box's colour by setting it on an <option>'s style.
globalThis.Option = window.Option;
const { default: mermaid } = await import('mermaid');
// Only parsed, never drawn or put in a page here: the security level matters only to drawing.
mermaid.initialize({ startOnLoad: false, securityLevel: 'loose' });

/**
 * A label as the reader sees it. Mermaid keeps `#quot;`-style codes as placeholders (`ﬂ°quot¶ß`) and `&` as `&amp;`
 * in its model; both become the characters they stand for. HTML in a label is formatting (`<b>`, `H<sub>2</sub>O`),
 * not words: a `<br>` parts two words, any other tag none.
 */
const plain = (text) =>
  typeof text === 'string'
    ? decodeHTML(text.replace(/ﬂ°°/g, '&#').replace(/ﬂ°/g, '&').replace(/¶ß/g, ';'))
        .replace(/<br\s*\/?>/gi, ' ')
        .replace(/<\/?[a-z][^>]*>/gi, '')
        .trim()
    : '';

/**
 * Every state, relation and note of a state diagram, nested states included. The regions a `--` parts a state into
 * are states too, named with an id Mermaid made up, which nobody wrote and no drawing shows.
 */
function stateTexts(statements, into) {
  for (const statement of statements ?? []) {
    if (statement.stmt === 'state') {
      if (statement.type !== 'divider') into.push(...[statement.description ?? statement.id].flat());
      if (statement.note) into.push(statement.note.text);
      stateTexts(statement.doc, into);
    }
    if (statement.stmt === 'relation') into.push(statement.description);
  }
  return into;
}

/** The words a reader must find in the drawing, read from Mermaid's model of each kind the site draws. */
const textsOfKind = {
  flowchart: (db) => [
    ...[...db.getVertices().values()].map((vertex) => vertex.text),
    ...db.getEdges().map((edge) => edge.text),
    ...db.getSubGraphs().map((subgraph) => subgraph.title),
  ],
  sequence: (db) => [
    ...[...db.getActors().values()].map((actor) => actor.description),
    ...db.getMessages().map((message) => message.message),
    ...db.getBoxes().map((box) => box.name),
  ],
  state: (db) => stateTexts(db.getRootDocV2().doc, []),
  er: (db) => [
    ...[...db.getEntities()].flatMap(([name, entity]) => [
      entity.alias || name,
      ...entity.attributes.map((attribute) => attribute.name),
    ]),
    ...db.getRelationships().map((relationship) => relationship.roleA),
  ],
  // Plot names are left out: neither Mermaid nor the renderer draws a legend.
  xychart: (db) => {
    const { xAxis, yAxis } = db.getXYChartData();
    return [db.getDiagramTitle(), xAxis.title, ...(xAxis.categories ?? []), yAxis.title];
  },
  class: (db) =>
    [...db.getClasses().values()].flatMap((type) => [
      type.label ?? type.id,
      ...[...type.members, ...type.methods].map((member) => member.getDisplayDetails().displayText),
    ]),
};

function kindOf(type) {
  if (type.startsWith('flowchart')) return 'flowchart';
  if (type.startsWith('state')) return 'state';
  if (type.startsWith('class')) return 'class';
  return type;
}

parentPort.on('message', async ({ id, source }) => {
  let diagram;
  try {
    diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    // Mermaid's grammar errors name the line they stopped at ("Parse error on line 3:"). The line in the error's
    // hash is the lexer's, which is one line further when it had already read the line's end.
    const line = Number(/^(?:Parse|Lexical) error on line (\d+)/.exec(problem)?.[1]) || undefined;
    parentPort.postMessage({ id, problem, line });
    return;
  }
  const textsOf = textsOfKind[kindOf(diagram.type)];
  try {
    parentPort.postMessage({ id, texts: textsOf ? textsOf(diagram.db).map(plain).filter(Boolean) : undefined });
  } catch (error) {
    // A Mermaid release that models a kind differently: say where to look rather than stop the thread.
    const reason = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({
      id,
      failure: `Mermaid read it, but its model of a ${diagram.type} diagram is not what plugins/diagrams/mermaidReadingWorker.mjs expects (${reason}); update textsOfKind there for this Mermaid version.`,
    });
  }
});
