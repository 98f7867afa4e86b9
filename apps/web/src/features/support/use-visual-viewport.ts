// The part of the screen the user can see: on a phone the on-screen keyboard covers the bottom of
// the page without resizing it, so the chat follows the visual viewport to keep the input bar
// above the keyboard.
import { useEffect, useState } from 'react';

export type VisibleArea = { height: number; offsetTop: number };

function measure(): VisibleArea {
  const viewport = window.visualViewport;
  return viewport ? { height: viewport.height, offsetTop: viewport.offsetTop } : { height: window.innerHeight, offsetTop: 0 };
}

export function useVisualViewport(): VisibleArea {
  const [area, setArea] = useState(measure);
  useEffect(() => {
    const viewport = window.visualViewport;
    const onChange = () => setArea(measure());
    viewport?.addEventListener('resize', onChange);
    viewport?.addEventListener('scroll', onChange);
    window.addEventListener('resize', onChange);
    return () => {
      viewport?.removeEventListener('resize', onChange);
      viewport?.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);
  return area;
}
