// Wrapped so a Markdown table wider than its column scrolls in a box keyboard readers can reach and focus, and long inline code that may break after `.` and `/` stays inline.
import MDXComponents from '@theme-original/MDXComponents';
import InlineCode from '@site/src/components/InlineCode';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  code: InlineCode,
  table: ScrollableTable,
};
