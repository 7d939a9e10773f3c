import { createContext } from 'react';
import { estimateWidth, type Measure } from '../../text/fitText';

/**
 * How the stage measures its text to fit it in its boxes: the per-character estimate by default (exported
 * pictures, the CLI, tests), the page's own fonts in the live app (see Stage).
 */
export const MeasureContext = createContext<Measure>(estimateWidth);
