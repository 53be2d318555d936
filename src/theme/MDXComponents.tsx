// Wrapped so a Markdown table wider than its column scrolls in a box keyboard readers can reach and focus.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
