// Wrapped to put the "Copy page" button beside the page's title (the theme offers no page actions), except on the home page, which opens with its own hero, and to mark staff pages as internal.
import type { ComponentProps, ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import { useOnHomePage } from '@site/src/components/HomeHero/onHomePage';
import StaffOnlyNotice from '@site/src/components/StaffOnlyNotice';

type Props = ComponentProps<typeof Content>;

export default function ContentWrapper(props: Props): ReactNode {
  const onHomePage = useOnHomePage();
  return (
    <>
      <StaffOnlyNotice />
      {!onHomePage && <CopyPageButton />}
      <Content {...props} />
    </>
  );
}
