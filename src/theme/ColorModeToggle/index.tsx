// Wrapped so that every click changes what the reader sees: the theme's first click from "system" on a light system picks light, which looks the same.
import { useCallback, type ComponentProps, type ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import { useColorMode } from '@docusaurus/theme-common';
import { nextColorModeChoice } from '@site/src/colorMode/nextColorModeChoice';

type Props = ComponentProps<typeof ColorModeToggle>;

export default function ColorModeToggleWrapper({ onChange, ...props }: Props): ReactNode {
  const { colorMode } = useColorMode();
  const flip = useCallback(() => {
    const systemPrefers = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    onChange(nextColorModeChoice(colorMode, systemPrefers));
  }, [colorMode, onChange]);
  return <ColorModeToggle {...props} onChange={flip} />;
}
