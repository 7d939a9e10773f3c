import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Renders SVG components to markup in the browser with the React the page already has (react-dom/server
 * would add ~100 kB to the exporter). One detached root is reused, so frame after frame React only updates
 * what changed; the serializer writes proper XML (namespaces, escaping).
 */
export function createSvgRenderer() {
  const host = document.createElement('div');
  const root = createRoot(host);
  const serializer = new XMLSerializer();
  return {
    render(element: ReactElement): string {
      flushSync(() => root.render(element));
      const svg = host.firstElementChild;
      if (!svg) throw new Error('nothing was rendered');
      return serializer.serializeToString(svg);
    },
    dispose() {
      root.unmount();
    },
  };
}

/** Draws a finished SVG document (its own width and height) as an image; fonts must be loaded first. */
export async function svgImage(svg: string): Promise<HTMLImageElement> {
  await document.fonts.ready;
  const img = new Image();
  // A data: URL, not blob: — the app's Content-Security-Policy allows images from 'self' and data: only.
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  return img;
}
