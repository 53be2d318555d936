/** Documentation comment content as a small tree: the XML elements of a `<member>` with their text, in order. */
export type DocNode = DocText | DocElement;

export interface DocText {
  type: 'text';
  text: string;
  /** CDATA keeps its whitespace and is never treated as markup. */
  verbatim: boolean;
}

export interface DocElement {
  type: 'element';
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: DocNode[];
}

export function docText(text: string, verbatim = false): DocText {
  return { type: 'text', text, verbatim };
}

export function docElement(
  name: string,
  attributes: Record<string, string> = {},
  children: DocNode[] = [],
): DocElement {
  return { type: 'element', name, attributes, children };
}

export function isElement(node: DocNode, name?: string): node is DocElement {
  return node.type === 'element' && (name === undefined || node.name === name);
}

export function childElements(nodes: readonly DocNode[], name?: string): DocElement[] {
  return nodes.filter((node): node is DocElement => isElement(node, name));
}

export function firstChildElement(nodes: readonly DocNode[], name: string): DocElement | undefined {
  return nodes.find((node): node is DocElement => isElement(node, name));
}

/** The text of a node and its descendants, ignoring markup (used for names and plain-text descriptions). */
export function textContent(nodes: readonly DocNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : textContent(node.children))).join('');
}

/** True when the nodes hold nothing but whitespace: an empty `<summary/>` documents nothing. */
export function isBlank(nodes: readonly DocNode[]): boolean {
  return nodes.every((node) => (node.type === 'text' ? node.text.trim() === '' : false));
}
