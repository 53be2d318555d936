// Wrapped to put the "Copy page" button beside the page's title (the theme offers no page actions) and to mark staff pages as internal.
import type { ComponentProps, ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import StaffOnlyNotice from '@site/src/components/StaffOnlyNotice';

type Props = ComponentProps<typeof Content>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <StaffOnlyNotice />
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
