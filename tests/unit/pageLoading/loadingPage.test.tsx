// @vitest-environment jsdom
/**
 * What a reader sees while a page's code loads and when it fails to load (the product's rules: a spinner after a delay; on
 * failure a red box with the error text and a Retry button). Docusaurus makes every route a loadable component
 * with the theme's Loading screen (the site keeps Docusaurus's own: src/theme has no Loading); these tests make a route
 * with Docusaurus's own ComponentCreator, from a route table of their own (./routeTable.ts).
 */
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import { registry, routesChunkNames } from './routeTable';

type PageModule = { default: () => React.ReactNode };

/** A docs page's route whose code arrives when the test says so. */
function routeLoading() {
  const loads: { resolve: (page: PageModule) => void; reject: (error: Error) => void }[] = [];
  registry.page = [() => new Promise<PageModule>((resolve, reject) => loads.push({ resolve, reject })), 'page', 'page'];
  registry.plugin = [
    async () => ({ default: { name: 'docusaurus-plugin-content-docs', id: 'default' } }),
    'plugin',
    'plugin',
  ];
  routesChunkNames['/pumps-3a1'] = { __comp: 'page', __context: { plugin: 'plugin' } };
  return { Route: ComponentCreator('/pumps', '3a1'), loads };
}

const page: PageModule = { default: () => <h1>Pump station telemetry</h1> };
const spinner = () => document.getElementById('loader');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a page that is still loading', () => {
  it('shows nothing for the first 200 ms, then a spinner', () => {
    const { Route } = routeLoading();
    const { container } = render(<Route />);
    act(() => vi.advanceTimersByTime(199));
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).not.toBeNull();
  });

  it('replaces the spinner with the page when its code arrives', async () => {
    const { Route, loads } = routeLoading();
    render(<Route />);
    act(() => vi.advanceTimersByTime(200));
    await act(async () => loads[0]!.resolve(page));
    expect(screen.getByRole('heading', { name: 'Pump station telemetry' })).toBeTruthy();
    expect(spinner()).toBeNull();
  });
});

describe('a page that failed to load', () => {
  it('shows the error text in a red box with a Retry button', async () => {
    const { Route, loads } = routeLoading();
    render(<Route />);
    await act(async () => loads[0]!.reject(new Error('Loading chunk 412 failed.')));
    const message = screen.getByText('Error: Loading chunk 412 failed.');
    const box = message.parentElement as HTMLElement;
    expect(box.style.backgroundColor).toBe('rgb(250, 56, 62)');
    expect(box.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('loads the page again on Retry', async () => {
    const { Route, loads } = routeLoading();
    render(<Route />);
    await act(async () => loads[0]!.reject(new Error('Loading chunk 412 failed.')));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve(page));
    expect(screen.getByRole('heading', { name: 'Pump station telemetry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
